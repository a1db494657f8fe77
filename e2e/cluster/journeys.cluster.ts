import type { Page } from '@playwright/test';
import { demo, DEMO_PASSWORD, fillSignIn, header, openSignIn } from '../accounts';
import { chatWords, history, supportPage, uploadWords } from '../chats';
import { expect, test } from '../fixtures';
import { arrangeInstallation, pngOf } from '../installations';
import { clusterQuery, killCopy, socketCopies, steerApi } from './cluster';

const w = chatWords.en;
/** Three chunks of 10 MB (components/upload/upload-api.ts), which the journey has both API copies answer. */
const PHOTO_BYTES = 25 * 1024 * 1024;

const composer = (page: Page) => page.getByRole('textbox', { name: w.composer.message, exact: true });
async function send(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press('Enter');
}
const sent = (page: Page, text: string) => history(page).locator('[data-message]').filter({ hasText: text });

test('through HAProxy: sign-in, an upload both API copies take, chat live across copies, and one API and one web copy killed mid-run', async ({
  page,
  baseURL,
  browser,
}) => {
  const clientSockets = await socketCopies(page);

  await test.step('sign in through the proxy', async () => {
    await page.goto('/en');
    await fillSignIn(await openSignIn(page, 'en'), 'en', demo.USER.national, DEMO_PASSWORD);
    await expect(header(page).getByRole('button', { name: /Account menu of/ })).toBeVisible();
  });

  const subject = `Cluster ${Date.now()}`;
  await test.step('an appeal with a photo whose chunks both API copies answer', async () => {
    const installationId = await arrangeInstallation(demo.INSTALLER.national, demo.USER.national, 'NEW');
    const chunkAnswers: { status: number; copy: string | null }[] = [];
    page.on('response', async (response) => {
      if (response.request().method() === 'POST' && new URL(response.url()).pathname === '/temp-files') {
        chunkAnswers.push({ status: response.status(), copy: await response.headerValue('x-served-by') });
      }
    });
    await page.goto(`/en/installations/${installationId}`);
    // Round robin alone gave all three chunks to one copy now and then (other calls take turns between them): the first
    // chunk goes to api1 alone, the second is held until HAProxy sends new requests to api2 alone (chunks may overlap,
    // so the third goes to either).
    let chunksSent = 0;
    const chunks = (url: URL) => url.pathname === '/temp-files';
    await page.route(chunks, async (route) => {
      if (route.request().method() === 'POST' && chunksSent++ === 1) await steerApi('api2');
      await route.continue();
    });
    await steerApi('api1');
    await page.getByRole('button', { name: w.appeal.open }).click();
    const dialog = page.getByRole('dialog', { name: w.appeal.title });
    await dialog.getByRole('textbox', { name: w.appeal.subject, exact: true }).fill(subject);
    await dialog.getByRole('textbox', { name: w.appeal.message, exact: true }).fill('The outdoor unit rattles; a photo attached.');
    await dialog.getByLabel(w.appeal.filesLabel).setInputFiles([{ name: 'outdoor-unit.png', mimeType: 'image/png', buffer: pngOf(PHOTO_BYTES) }]);
    await expect(dialog.getByText(uploadWords.en.uploaded, { exact: false })).toHaveCount(1, { timeout: 30_000 });
    await expect.poll(() => chunkAnswers.length).toBe(3);
    await steerApi('both');
    await page.unroute(chunks);
    expect(chunkAnswers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(chunkAnswers.map((answer) => answer.copy))).toEqual(new Set(['api1', 'api2']));
    await dialog.getByRole('button', { name: w.appeal.submit }).click();
    await expect(page).toHaveURL(/\/en\/chats\/\d+$/);
    await expect(history(page).getByRole('img')).toHaveCount(1);
  });

  const support = await supportPage(browser, baseURL!);
  const supportSockets = await socketCopies(support);
  await test.step("support's answer reaches the client live, their sockets on different API copies", async () => {
    await support.goto(page.url());
    await expect(composer(support)).toBeVisible();
    await expect.poll(() => clientSockets.length).toBeGreaterThan(0);
    // Round robin gives a new socket to either copy: support opens the chat again until its socket is on the other one.
    for (let tries = 0; supportSockets.at(-1) === clientSockets.at(-1) || !supportSockets.length; tries++) {
      expect(tries, 'support reloads until its socket lands on the other API copy').toBeLessThan(12);
      await support.reload();
      await expect(composer(support)).toBeVisible();
      await expect.poll(() => supportSockets.length).toBeGreaterThan(tries);
    }
    await send(support, 'Support: an installer comes tomorrow.');
    await expect(sent(page, 'Support: an installer comes tomorrow.')).toBeVisible();
  });

  await test.step('one API copy (the client socket’s) and one web copy killed while the client writes', async () => {
    const lostCopy = clientSockets.at(-1)!;
    const survivor = lostCopy === 'api1' ? 'api2' : 'api1';
    const texts = Array.from({ length: 6 }, (_, i) => `${subject}: message ${i + 1}`);
    for (const [i, text] of texts.entries()) {
      await send(page, text);
      if (i === 1) {
        killCopy(lostCopy);
        killCopy('web1');
      }
    }
    // Each acknowledged once: a message whose request the killed copy held waits and goes again (the composer's outbox).
    for (const text of texts) await expect(sent(page, text)).toHaveCount(1, { timeout: 30_000 });
    await expect(history(page).locator('[data-pending]')).toHaveCount(0);
    // Support, on the surviving copy, saw every one arrive live.
    for (const text of texts) await expect(sent(support, text)).toHaveCount(1);
    // The client's socket came back, on the other copy: support's next answer reaches it live.
    await expect.poll(() => clientSockets.at(-1), { timeout: 30_000 }).toBe(survivor);
    await send(support, 'Support: seen all six.');
    await expect(sent(page, 'Support: seen all six.')).toBeVisible();

    // Pages come from the remaining web copy; the database holds every acknowledged message once.
    await page.reload();
    for (const text of texts) await expect(sent(page, text)).toHaveCount(1);
    const rows = await clusterQuery<{ content: string }>('select content from chat_messages where content like $1 order by id', [`${subject}: message %`]);
    expect(rows.map((r) => r.content)).toEqual(texts);
  });
  await support.context().close();
});
