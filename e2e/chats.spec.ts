import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { demo, texts } from './accounts';
import { arrangeInstallation, pngOf, signInAs } from './installations';
import { chatBySubject, chatWords, history, LONG_CHAT_SUBJECT, supportPage, unreadIn, uploadWords } from './chats';

test.describe('chats', () => {
  test('a client appeals with two photos from an installation; support answers from the inbox; the client sees it without reloading (uk) @demo-client', async ({
    page,
    baseURL,
    browser,
  }) => {
    const w = chatWords.uk;
    const subject = `Шум після монтажу ${Date.now()}`;
    const installationId = await arrangeInstallation(demo.INSTALLER.national, demo.USER.national, 'NEW');
    await signInAs(page, baseURL!, demo.USER.national);
    await page.goto(`/installations/${installationId}`);
    await page.getByRole('button', { name: w.appeal.open }).click();
    const dialog = page.getByRole('dialog', { name: w.appeal.title });
    const done = dialog.getByRole('button', { name: w.appeal.submit });
    await dialog.getByRole('textbox', { name: w.appeal.subject, exact: true }).fill(subject);
    await dialog.getByRole('textbox', { name: w.appeal.message, exact: true }).fill('   ');
    await expect(done).toBeDisabled();
    await dialog.getByRole('textbox', { name: w.appeal.message, exact: true }).fill('Внутрішній блок шумить <b>голосно</b>, фото додаю.');
    await dialog.getByLabel(w.appeal.filesLabel).setInputFiles([
      { name: 'unit-front.png', mimeType: 'image/png', buffer: pngOf(4000) },
      { name: 'unit-side.png', mimeType: 'image/png', buffer: pngOf(5000) },
    ]);
    await expect(dialog.getByText(uploadWords.uk.uploaded, { exact: false })).toHaveCount(2, { timeout: 20_000 });
    await done.click();

    await expect(page).toHaveURL(/\/chats\/\d+$/);
    const chatUrl = page.url();
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    // Plain text: the markup is shown as typed, not applied.
    await expect(history(page).getByText('Внутрішній блок шумить <b>голосно</b>, фото додаю.')).toBeVisible();
    await expect(history(page).getByRole('img')).toHaveCount(2);
    const aside = page.getByRole('complementary', { name: w.aside.label });
    await expect(aside.getByRole('link', { name: w.aside.toInstallation.replace('{id}', String(installationId)) })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The client waits on the list; support answers in another browser.
    await page.getByRole('banner').getByRole('link', { name: 'Чати' }).click();
    await expect(page).toHaveURL(/\/chats$/);
    const item = page.getByRole('list', { name: w.list.label }).getByRole('link').filter({ hasText: subject });
    await expect(item).toBeVisible();
    await expect(item.getByTestId('chat-unread')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    const header = page.getByRole('banner').getByRole('navigation', { name: 'Розділи' });
    const unreadBefore = await unreadIn(header);

    const support = await supportPage(browser, baseURL!);
    await support.goto('/chats');
    const inbox = support.getByRole('list', { name: w.list.label }).getByRole('link').filter({ hasText: subject });
    await expect(inbox.getByText(w.list.awaitingAnswer)).toBeVisible();
    await expectNoSeriousA11yViolations(support);
    await inbox.click();
    await expect(history(support).getByRole('img')).toHaveCount(2);
    await support.getByRole('textbox', { name: w.composer.message, exact: true }).fill('Добрий день! Монтажник перевірить кріплення завтра.');
    await support.getByRole('textbox', { name: w.composer.message, exact: true }).press('Enter');
    await expect(history(support).getByText('Добрий день! Монтажник перевірить кріплення завтра.')).toBeVisible();
    await expect(history(support).getByTestId('message-pending')).toHaveCount(0);
    await expectNoSeriousA11yViolations(support);

    // Without reloading: the unread badge on the list and the highlighted header link.
    await expect(item.getByTestId('chat-unread')).toHaveText(/1/);
    await expect.poll(() => unreadIn(header)).toBe(unreadBefore + 1);
    await item.click();
    await expect(page).toHaveURL(chatUrl);
    await expect(history(page).getByText('Добрий день! Монтажник перевірить кріплення завтра.')).toBeVisible();
    // Read: support sees its answer read, and the client's counter goes.
    await expect(history(support).getByText(w.message.read).last()).toBeVisible();
    await expect.poll(() => unreadIn(header)).toBe(unreadBefore);

    // An attachment opens in the viewer (fetched with the token, shown from a blob).
    await history(page)
      .getByRole('button', { name: w.message.openPhoto.replace('{name}', 'unit-front.png') })
      .click();
    const viewer = page.getByRole('dialog', { name: 'unit-front.png' });
    await expect(viewer.getByRole('img', { name: 'unit-front.png' })).toHaveAttribute('src', /^blob:/);
    await support.context().close();
  });

  test('messages page back ten at a time when scrolled up, keeping the place; a message sent offline goes once when the connection returns, and one still waiting at a reload goes after it (en)', async ({
    page,
    baseURL,
    context,
  }) => {
    const w = chatWords.en;
    const chat = await chatBySubject(LONG_CHAT_SUBJECT);
    await signInAs(page, baseURL!, demo.ADMIN.national);
    await page.goto(`/en/chats/${chat.id}`);
    const messages = history(page).locator('[data-message]');
    await expect(messages.last()).toBeInViewport();
    // Newest at the bottom, days as day.month.year.
    await expect(history(page).locator('h3 time').first()).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
    // Ten a fetch (more at once only while the panel is not yet full).
    let count = await messages.count();
    expect(count % 10).toBe(0);
    while (count < 34) {
      const id = await messages.first().getAttribute('data-message');
      await history(page).evaluate((el) => el.scrollTo({ top: 0 }));
      await expect.poll(() => messages.count()).toBeGreaterThan(count);
      count = await messages.count();
      expect(count === 34 || count % 10 === 0).toBe(true);
      // The message that was at the top stays where the reader was.
      await expect(history(page).locator(`[data-message="${id}"]`)).toBeInViewport();
    }
    await expect(history(page).getByRole('button', { name: w.message.loadOlder })).toHaveCount(0);

    await context.setOffline(true);
    await page.getByRole('textbox', { name: w.composer.message, exact: true }).fill('Sent while offline');
    await page.getByRole('button', { name: w.composer.send, exact: true }).click();
    const pending = history(page).locator('[data-pending]').filter({ hasText: 'Sent while offline' });
    await expect(pending.getByTestId('message-pending')).toHaveText(w.message.waiting);
    await context.setOffline(false);
    const sent = history(page).locator('[data-message]').filter({ hasText: 'Sent while offline' });
    await expect(sent).toHaveCount(1, { timeout: 20_000 });
    await expect(pending).toHaveCount(0);
    await page.reload();
    await expect(history(page).locator('[data-message]').filter({ hasText: 'Sent while offline' })).toHaveCount(1);

    // A message still waiting when the page reloads goes after the reload, once.
    const unreachable = (url: URL) => url.pathname === `/web/chats/${chat.id}/messages`;
    await page.route(unreachable, (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback()));
    await page.getByRole('textbox', { name: w.composer.message, exact: true }).fill('Typed before a reload');
    await page.getByRole('button', { name: w.composer.send, exact: true }).click();
    await expect(history(page).locator('[data-pending]').filter({ hasText: 'Typed before a reload' }).getByTestId('message-pending')).toHaveText(
      w.message.waiting,
    );
    await page.unroute(unreachable);
    await page.reload();
    await expect(history(page).locator('[data-message]').filter({ hasText: 'Typed before a reload' })).toHaveCount(1, { timeout: 20_000 });
    await expect(history(page).locator('[data-pending]')).toHaveCount(0);
  });

  test('a designer is refused chats with the access-denied popup (pl)', async ({ page, baseURL }) => {
    await signInAs(page, baseURL!, demo.PROJECTOR.national);
    await page.goto('/pl/chats');
    await expect(page).toHaveURL(/\/pl\?denied=1$|\/pl$/);
    // The popup follows hydration, slow on a busy machine.
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(texts.pl.denied, { timeout: 20_000 });
  });
});
