import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { demo, texts } from './accounts';
import { signInAs } from './installations';
import { arrangeAppeal, chatWords, history, supportAnswers, unreadIn } from './chats';
import en from '../messages/en.json' with { type: 'json' };

test.describe('chats at 375 px', () => {
  test('the bottom panel opens the appeals section; an answer shows its badge without reloading; the chat fills the screen without the mobile navigation (pl) @demo-client', async ({
    page,
    baseURL,
  }) => {
    const w = chatWords.pl;
    const subject = `Kapie woda ${Date.now()}`;
    const { chatId } = await arrangeAppeal(subject, 'Z jednostki wewnętrznej kapie woda.');
    await signInAs(page, baseURL!, demo.USER.national);
    await page.goto('/pl');
    await page.getByTestId('bottom-panel').getByRole('link', { name: /Czaty/ }).click();
    await expect(page).toHaveURL(/\/pl\/profile\?section=appeals$/);
    const item = page.getByRole('list', { name: w.list.label }).getByRole('link').filter({ hasText: subject });
    await expect(item).toBeVisible();
    await expect(item.getByTestId('chat-unread')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    const panel = page.getByTestId('bottom-panel');
    const unreadBefore = await unreadIn(panel);

    await supportAnswers(chatId, 'Dzień dobry! Proszę wyczyścić odpływ.');
    await expect(item.getByTestId('chat-unread')).toHaveText(/1/);
    await expect.poll(() => unreadIn(panel)).toBe(unreadBefore + 1);

    await item.click();
    await expect(page).toHaveURL(new RegExp(`/pl/chats/${chatId}$`));
    await expect(history(page).getByText('Dzień dobry! Proszę wyczyścić odpływ.')).toBeVisible();
    // Full screen: no mobile navigation, no bottom panel, no sideways scrolling.
    await expect(page.getByTestId('mobile-nav')).toHaveCount(0);
    await expect(page.getByTestId('bottom-panel')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.getByRole('textbox', { name: w.composer.message, exact: true }).fill('Dziękuję, spróbuję.');
    await page.getByRole('button', { name: w.composer.send, exact: true }).click();
    await expect(history(page).locator('[data-message]').filter({ hasText: 'Dziękuję, spróbuję.' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: w.details }).click();
    const aside = page.getByRole('complementary', { name: w.aside.label });
    await expect(aside.getByText(w.aside.address, { exact: true })).toBeVisible();
    await aside.getByRole('button', { name: w.backToMessages, exact: true }).click();
    await page.getByRole('link', { name: w.toList }).click();
    await expect(page).toHaveURL(/\/pl\/profile\?section=appeals$/);
    await expect(item.getByTestId('chat-unread')).toHaveCount(0);
    await expect.poll(() => unreadIn(panel)).toBe(unreadBefore);
  });

  test('a designer tapping Chats gets the access-denied popup (en)', async ({ page, baseURL }) => {
    await signInAs(page, baseURL!, demo.PROJECTOR.national);
    await page.goto('/en');
    await page.getByTestId('bottom-panel').getByRole('link', { name: 'Chats' }).click();
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(texts.en.denied);
  });

  test('the appeals section comes whole in the page the server sends: the chats and their equipment filter, without a script (en)', async ({
    page,
    baseURL,
    browser,
  }) => {
    await signInAs(page, baseURL!, demo.INSTALLER.national);
    // The filter is read with the list (ADR 0059): arriving later, its box pushed the list down as the page showed.
    const scriptless = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 740 },
      storageState: await page.context().storageState(),
    });
    const bare = await scriptless.newPage();
    await bare.goto('/en/profile?section=appeals');
    await expect(bare.getByRole('list', { name: en.chats.list.label })).toBeVisible();
    await expect(bare.getByRole('combobox', { name: en.chats.list.equipment })).toBeVisible();
    await scriptless.close();
  });
});
