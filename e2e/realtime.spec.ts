import type { Page } from '@playwright/test';
import { header, registerClientInEnglish } from './accounts';
import { expect, test } from './fixtures';
import { apiUrl } from './support';

const menu = (page: Page) => header(page).getByRole('button', { name: /Account menu of/ });

/** The unread count the profile menu says next to "Notifications" to screen readers (none when there is nothing unread). */
async function unreadInMenu(page: Page) {
  await menu(page).click();
  const item = page.getByRole('menuitem', { name: /Notifications/ });
  await expect(item).toBeVisible();
  const label = await item
    .getByText(/Unread:/)
    .textContent({ timeout: 1000 })
    .catch(() => null);
  await page.keyboard.press('Escape');
  await expect(item).toBeHidden();
  return label;
}

test('the unread notification count follows what happens elsewhere, without reloading the page', async ({ page, context }) => {
  const password = 'Sonyashnyk-2024';
  await registerClientInEnglish(page, { name: 'Oksana', lastname: 'Marchenko', password });
  // The welcome notice of the new account.
  await expect.poll(() => unreadInMenu(page)).toBe('Unread: 1');
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  // The user changes their password from another device of the same session: the API notifies them.
  const session = await page.request.get('/session', { headers: { 'x-portal-csrf': '1' } });
  const { accessToken } = ((await session.json()) as { data: { accessToken: string } }).data;
  const changed = await fetch(`${apiUrl()}/web/profile/password`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ oldPassword: password, password: 'Kalyna-u-sadu-2025', repeatedPassword: 'Kalyna-u-sadu-2025' }),
  });
  expect(changed.status).toBe(200);
  await expect.poll(() => unreadInMenu(page)).toBe('Unread: 2');

  // Reading them in another tab clears the count here too.
  const other = await context.newPage();
  await other.goto('/en/notifications');
  await expect(other.getByRole('heading', { name: /Password changed/ }).first()).toBeVisible();
  await expect.poll(() => unreadInMenu(page)).toBeNull();
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});
