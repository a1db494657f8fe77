import { expect, test } from './fixtures';
import { fill, freshClient, sendRequestForm, signIn, words } from './installation-requests';

test.describe('requests for work at 375 px', () => {
  test('a client requests work from the profile’s installations section, full screen and without sideways scrolling (uk)', async ({ page, baseURL }) => {
    const w = words.uk;
    const client = await freshClient();
    await signIn(page, baseURL!, client.phone);
    await page.goto('/installations');
    await expect(page).toHaveURL(/\/profile\?section=installations$/);
    const mine = page.getByRole('region', { name: w.list.title });
    await expect(mine).toContainText(w.list.empty);
    await mine.getByRole('button', { name: w.requestWork }).click();
    const number = await sendRequestForm(page, 'uk', 'Тепловий насос для будинку');
    await expect(mine.locator(`[data-request="${number}"]`)).toContainText(fill(w.list.number, { number }));
    await expect(mine.locator(`[data-request="${number}"] [data-status]`)).toHaveText(w.support.status.NEW);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
