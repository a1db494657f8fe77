import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { demo } from './accounts';
import { adminWords, companyFilterWords } from './admin';
import { apiDashboard, dashboardWords, pastMonths, shownMonths } from './dashboard';
import { DEMO_DEALER_CODE, DEMO_DEALER_NAME } from './dealers';
import { apiInstallations, fill, signInAs } from './installations';

const ADMIN = demo.ADMIN.national;

test.describe('the dashboards at desktop width', () => {
  test('support reads the network’s numbers, narrows them to a company and a period; the table equals the API’s months and the overdue count the list’s warnings (en)', async ({
    page,
    baseURL,
  }) => {
    const w = dashboardWords.en;
    await signInAs(page, baseURL!, ADMIN);
    await page.goto('/en/admin');
    await page.getByRole('link', { name: adminWords.en.overview.dashboard }).click();
    await expect(page).toHaveURL(/\/en\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    await expect(page.getByTestId('dashboard')).toContainText(w.ofNetwork);
    // The chart is drawn (bars of the stacked months), and its numbers are a table.
    await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
    expect((await shownMonths(page, 'en')).filter((m) => m.month !== new Date().toISOString().slice(0, 7))).toEqual(pastMonths(await apiDashboard(ADMIN)));

    const company = page.getByRole('combobox', { name: companyFilterWords.en.label });
    await company.fill('Клімат');
    await page.getByRole('option', { name: new RegExp(DEMO_DEALER_CODE) }).click();
    await expect(page).toHaveURL(/\/en\/admin\/dashboard\?company=\d+$/);
    const dealerId = new URL(page.url()).searchParams.get('company')!;
    await expect(page.getByTestId('dashboard')).toContainText(fill(w.ofCompany, { company: DEMO_DEALER_NAME }));

    // Jobs overdue for maintenance, counted independently: the company's list rows that carry the warning (a visit performed
    // by another journey meanwhile lowers both: read again until they agree).
    await expect(async () => {
      let warned = 0;
      for (const status of ['COMPLETED', 'PREVENTION']) {
        const { items } = await apiInstallations(ADMIN, { dealerId, status, perPage: '100' });
        expect(items.length).toBeLessThan(100);
        warned += items.filter((i) => i.hasWarnings).length;
      }
      await page.reload();
      await expect(page.getByTestId('figure-overdue').locator('dd').first()).toHaveText(String(warned), { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });

    await page.getByLabel(w.period).selectOption('last3');
    await expect(page).toHaveURL(/period=last3/);
    const months = await shownMonths(page, 'en');
    expect(months).toHaveLength(3);
    expect(months.filter((m) => m.month !== new Date().toISOString().slice(0, 7))).toEqual(
      pastMonths(await apiDashboard(ADMIN, { dealerId, ...{ from: months[0].month, to: months[2].month } })),
    );
    await expectNoSeriousA11yViolations(page);
  });
});
