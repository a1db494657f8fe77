import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { demo } from './accounts';
import { companyFilterWords } from './admin';
import { apiDashboard, dashboardWords, pastMonths, shownMonths } from './dashboard';
import { DEMO_DEALER_NAME } from './dealers';
import { fill, signInAs } from './installations';

test.describe('the dashboards at 375 px', () => {
  test('a dealer reads its company’s numbers on /dealer: the months equal the API’s, the page fits the phone and passes axe (pl)', async ({
    page,
    baseURL,
  }) => {
    const w = dashboardWords.pl;
    await signInAs(page, baseURL!, demo.DEALER.national);
    await page.goto('/pl/dealer');
    await expect(page.getByRole('heading', { level: 2, name: w.companyTitle })).toBeVisible();
    const dashboard = page.getByTestId('dashboard');
    await expect(dashboard).toContainText(fill(w.ofCompany, { company: DEMO_DEALER_NAME }));
    // A dealer chooses no company: its own is the only one.
    await expect(page.getByRole('combobox', { name: companyFilterWords.pl.label })).toHaveCount(0);
    for (const figure of ['registered', 'completed', 'grade', 'overdue', 'expiring'] as const) {
      await expect(page.getByTestId(`figure-${figure}`)).toContainText(w.figures[figure]);
    }
    expect((await shownMonths(page, 'pl')).filter((m) => m.month !== new Date().toISOString().slice(0, 7))).toEqual(
      pastMonths(await apiDashboard(demo.DEALER.national)),
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
  });
});
