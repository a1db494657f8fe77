import { expect, test } from './fixtures';
import { demo, texts } from './accounts';
import { arrangeRequest, fill, freshClient, secondBrowser, sendRequestForm, signIn, words } from './installation-requests';

const SUPPORT = `380${demo.ADMIN.national}`;

test.describe('requests for work at desktop width', () => {
  // Each journey signs in twice or works in two browsers, and reaches the wizard: more than the default minute on a busy machine.
  test.slow();

  test('a guest is asked to sign in; a client sends a request from /place and sees it listed (en)', async ({ page, baseURL }) => {
    const w = words.en;
    await page.goto('/en/place');
    await page.getByRole('button', { name: w.cta }).click();
    await expect(page.getByRole('dialog').getByRole('tab', { name: texts.en.tabSignIn })).toBeVisible();
    await page.keyboard.press('Escape');

    const client = await freshClient();
    await signIn(page, baseURL!, client.phone);
    await page.goto('/en/place');
    await page.getByRole('button', { name: w.cta }).click();
    const number = await sendRequestForm(page, 'en', 'A split system for the bedroom');

    await page.goto('/en/installations');
    const mine = page.getByRole('region', { name: w.list.title });
    const item = mine.locator(`[data-request="${number}"]`);
    await expect(item).toContainText(fill(w.list.number, { number }));
    await expect(item.locator('[data-status]')).toHaveText('New');
  });

  test('support declines one with a reason and starts the wizard for another (uk); the client sees the statuses (pl)', async ({ page, baseURL, browser }) => {
    const client = await freshClient();
    const declined = await arrangeRequest(client, 'Кондиціонер у магазин');
    const taken = await arrangeRequest(client, 'Кондиціонер у спальню');

    const support = await secondBrowser(browser, baseURL!, SUPPORT, 'demo12345');
    const s = words.uk.support;
    await support.page.goto('/installations/requests');
    await expect(support.page.getByRole('heading', { level: 1, name: s.title })).toBeVisible();
    await support.page.getByLabel(s.filter).selectOption('NEW');
    const first = support.page.locator(`[data-request="${declined}"]`);
    await first.getByRole('button', { name: s.decline }).click();
    const dialog = support.page.getByRole('dialog', { name: fill(s.declineTitle, { number: declined }) });
    await expect(dialog.getByRole('button', { name: s.confirmDecline })).toBeDisabled();
    await dialog.getByLabel(s.reason).fill('Немає вільних монтажників цього тижня');
    await dialog.getByRole('button', { name: s.confirmDecline }).click();
    await expect(dialog).toBeHidden();
    await expect(first).toBeHidden();

    await support.page.locator(`[data-request="${taken}"]`).getByRole('button', { name: s.createInstallation }).click();
    await expect(support.page).toHaveURL(new RegExp(`/installations/new\\?request=${taken}$`));
    await expect(support.page.getByRole('note')).toContainText(
      fill(words.uk.wizard.banner, { number: taken, client: 'Оксана Мельник', address: '' }).split(',')[0],
    );
    await expect(support.page.getByLabel('Тип наряду')).toHaveValue('INSTALLATION');
    await expect(support.page.getByText(/Клієнта знайдено/)).toBeVisible();
    await support.page.getByRole('button', { name: 'Зберегти і далі' }).click();
    await expect(support.page).toHaveURL(/\/installations\/new\?id=\d+&step=installer/);
    // The draft was linked as it was created: the request offers to continue that wizard.
    const draft = new URL(support.page.url()).searchParams.get('id');
    await support.page.goto('/installations/requests');
    await support.page.getByLabel(s.filter).selectOption('IN_PROGRESS');
    await expect(support.page.locator(`[data-request="${taken}"]`).getByRole('link', { name: s.continueWizard })).toHaveAttribute(
      'href',
      new RegExp(`/installations/new\\?id=${draft}$`),
    );
    await support.context.close();

    const p = words.pl;
    await signIn(page, baseURL!, client.phone);
    await page.goto('/pl/installations');
    const mine = page.getByRole('region', { name: p.list.title });
    await expect(mine).toBeVisible({ timeout: 30_000 });
    await expect(mine.locator(`[data-request="${declined}"] [data-status]`)).toHaveText(p.support.status.DECLINED);
    await expect(mine.locator(`[data-request="${declined}"]`)).toContainText('Немає вільних монтажників цього тижня');
    await expect(mine.locator(`[data-request="${taken}"] [data-status]`)).toHaveText(p.support.status.IN_PROGRESS);
  });
});
