import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { demo } from './accounts';
import { signInAs } from './installations';
import { createObject, equipAndDocument, words } from './objects';

test.describe('building objects at 375 px', () => {
  test('the bottom panel opens the profile’s objects section; a new object full width with equipment, a 15 MB document and the PDF (pl)', async ({
    page,
    baseURL,
  }) => {
    // A 15 MB upload on a machine shared by many builds.
    test.setTimeout(180_000);
    const w = words.pl;
    await signInAs(page, baseURL!, demo.PROJECTOR.national);
    await page.goto('/pl');
    await page.getByTestId('bottom-panel').getByRole('link', { name: w.shell.objects }).click();
    await expect(page).toHaveURL(/\/pl\/profile\?section=objects$/);
    await expect(page.getByRole('link', { name: /Оболонь/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await createObject(page, 'pl', 'Mieszkanie E2E, Lwów');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await equipAndDocument(page, 'pl');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: w.view.back }).click();
    await expect(page).toHaveURL(/\/pl\/profile\?section=objects$/);
  });

  test('a client sees no objects section and is refused the page (uk)', async ({ page, baseURL }) => {
    const w = words.uk;
    await signInAs(page, baseURL!, demo.USER.national);
    await page.goto('/profile');
    await expect(page.getByRole('link', { name: w.shell.objects, exact: true })).toHaveCount(0);
    await page.goto('/objects');
    await expect(page.getByRole('dialog')).toContainText(w.shell.accessDenied);
  });
});
