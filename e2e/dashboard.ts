import { expect, type Page } from '@playwright/test';
import en from '../messages/en.json' with { type: 'json' };
import pl from '../messages/pl.json' with { type: 'json' };
import uk from '../messages/uk.json' with { type: 'json' };
import type { Dashboard } from '../contracts/dashboard';
import { apiCall, apiSession } from './installations';

/** The dashboards' texts of each language (messages `dashboard`). */
export const dashboardWords = { uk: uk.dashboard, en: en.dashboard, pl: pl.dashboard } as const;

/** The dashboard as `national` gets it from the API: the numbers the page must show. */
export async function apiDashboard(national: string, query: Record<string, string> = {}) {
  const session = await apiSession(national);
  return apiCall<Dashboard>(session.accessToken, 'GET', `/web/dashboard?${new URLSearchParams(query)}`);
}

/** The months shown in the table (its rows' `data-month`) with their counts per kind, once the page's own answer has arrived. */
export async function shownMonths(page: Page, lang: keyof typeof dashboardWords) {
  const dashboard = page.getByTestId('dashboard');
  await expect(dashboard).not.toHaveAttribute('aria-busy');
  await dashboard.getByText(dashboardWords[lang].asTable).first().click();
  const rows = dashboard.getByTestId('months-table').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  return rows.evaluateAll((trs) =>
    trs.map((tr) => ({ month: tr.getAttribute('data-month')!, cells: [...tr.querySelectorAll('td')].map((td) => Number(td.textContent!.replace(/\D/g, ''))) })),
  );
}

/** The API's months as the table shows them, without the current one (other journeys register jobs in it meanwhile). */
export const pastMonths = (answer: Dashboard, current = new Date().toISOString().slice(0, 7)) =>
  answer.months.filter((m) => m.month !== current).map((m) => ({ month: m.month, cells: [m.INSTALLATION, m.SERVICE, m.PREVENTION] }));
