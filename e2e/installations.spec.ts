import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { codeSentAfter, demo, typeCode } from './accounts';
import en from '../messages/en.json' with { type: 'json' };
import pl from '../messages/pl.json' with { type: 'json' };
import uk from '../messages/uk.json' with { type: 'json' };
import { registerClient } from './dealers';
import { texts } from './preventions';
import { apiInstallations, arrangeInstallation, ensureInstallations, fill, itemLinks, pagingWords, pngOf, prefixOf, signInAs, words } from './installations';

const CLIENT_PHONE = `380${demo.USER.national}`;

test.describe('installations at desktop width', () => {
  // Paging needs more than one page of them.
  test.beforeAll(async () => ensureInstallations(demo.INSTALLER.national, demo.USER.national, 12));

  test('the list filters by status, searches, pages ten at a time and opens a card with its tabs (uk)', async ({ page, baseURL }) => {
    const lang = 'uk';
    const w = words[lang];
    await signInAs(page, baseURL!, demo.INSTALLER.national);
    await page.goto(`${prefixOf[lang]}/installations`);
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    await expect(itemLinks(page)).toHaveCount(10);

    // Paging: the page is in the URL and the next ten are others.
    const firstOfPage1 = await itemLinks(page).first().getAttribute('href');
    await page
      .getByRole('navigation', { name: w.list.paging })
      .getByRole('button', { name: fill(pagingWords[lang].page, { page: 2 }), exact: true })
      .click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(itemLinks(page).first()).not.toHaveAttribute('href', firstOfPage1!);

    // A status filter starts again at page 1 and every item shown has that status.
    const status = page.getByLabel(w.filters.status);
    const value = await status.locator('option').nth(1).getAttribute('value');
    await status.selectOption(value!);
    await expect(page).toHaveURL(new RegExp(`status=${value}`));
    await expect(page).not.toHaveURL(/page=2/);
    // The previous page stays on screen until the filtered one arrives: wait until no other status is shown.
    await expect(page.getByRole('main').locator(`[data-status]:not([data-status="${value}"])`)).toHaveCount(0);
    await expect(page.getByRole('main').locator('[data-status]').first()).toHaveAttribute('data-status', value!);

    // The search waits for typing to pause, then narrows the list to the matching client.
    await page.getByRole('button', { name: w.filters.clear }).click();
    await expect(page).not.toHaveURL(/status=/);
    // A completed (seeded) job: other journeys running meanwhile add and delete drafts of the same client.
    const target = (await apiInstallations(demo.INSTALLER.national, { lang, status: 'COMPLETED' })).items[0];
    const client = target.client.fullName;
    await page.getByRole('main').getByRole('searchbox', { name: w.list.search }).fill(client);
    await expect(page).toHaveURL(/search=/);
    await expect(itemLinks(page).first()).toBeVisible();
    // Every row is the client's, however many there are when read (other journeys add and remove the client's drafts).
    await expect.poll(async () => (await itemLinks(page).allTextContents()).every((text) => text.includes(client))).toBe(true);
    // Search and a filter together: that client's completed jobs only.
    await status.selectOption('COMPLETED');
    await expect(page).toHaveURL(/status=COMPLETED/);

    // The card: tabs for details, equipment, photos, history and grades, then its units' maintenance and F-gas logbook (composed from preventions and fgas).
    await page.locator(`a[href$="/installations/${target.id}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/installations/${target.id}$`));
    const tabs = page.getByRole('tablist', { name: w.card.tabsLabel });
    await expect(tabs.getByRole('tab')).toHaveText([
      w.card.tabs.details,
      w.card.tabs.equipment,
      w.card.tabs.photos,
      w.card.tabs.history,
      w.card.tabs.grades,
      texts[lang].p.log.tab,
      uk.commissioning.ui.tab,
      w.fgas.ui.tab,
    ]);
    await tabs.getByRole('tab', { name: w.card.tabs.history }).click();
    await expect(page.getByRole('tabpanel').locator('li').first()).toBeVisible();
    await tabs.getByRole('tab', { name: w.card.tabs.grades }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
  });

  // The flow above runs in one language; each language's list and card are served with its texts.
  test('the list and a card are served in uk, en and pl', async ({ page, baseURL }) => {
    await signInAs(page, baseURL!, demo.INSTALLER.national);
    const target = (await apiInstallations(demo.INSTALLER.national, { lang: 'en', status: 'COMPLETED' })).items[0];
    for (const lang of ['uk', 'en', 'pl'] as const) {
      // Each page's own title in that language (the header's links name the installations on every page).
      for (const [path, title] of [
        ['/installations', words[lang].title],
        [`/installations/${target.id}`, `${words[lang].title} · ${target.id}`],
      ]) {
        const res = await page.request.get(`${prefixOf[lang]}${path}`);
        expect(res.status()).toBe(200);
        const html = await res.text();
        expect(html).toContain(`<html lang="${lang}"`);
        expect(html).toContain(`<title>${title} | `);
      }
    }
  });

  test('the rows and the filters’ options are in the page the server sends, shown without a script; a link to the list covers the page with the loader until it is there; a row’s card is prefetched on intent (en)', async ({
    page,
    baseURL,
    browser,
  }) => {
    await signInAs(page, baseURL!, demo.INSTALLER.national);
    // No boundary holds the page back (ADR 0060): the server's HTML alone shows the rows.
    const scriptless = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
    const bare = await scriptless.newPage();
    await bare.goto('/en/installations');
    await expect(itemLinks(bare).first()).toBeVisible();
    // The filters' options are read with the rows: the status filter offers more than "All" before any script runs.
    expect(await bare.getByRole('combobox', { name: en.installations.filters.status }).locator('option').count()).toBeGreaterThan(1);
    await scriptless.close();

    // The spec's full-screen loader comes from the navigation: the list's server answer is held until it was seen.
    await page.goto('/en/calendar');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/en/installations',
      async (route) => {
        if (route.request().headers()['rsc']) await held;
        await route.continue();
      },
    );
    await page.getByRole('navigation', { name: en.shell.sections }).getByRole('link', { name: en.shell.installations }).click();
    const loader = page.getByRole('status').filter({ hasText: en.common.loading });
    await expect(loader).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: words.en.title })).toBeVisible();
    await expect(itemLinks(page).first()).toBeVisible();
    await expect(loader).toHaveCount(0);

    // The rows' cards are prefetched when the pointer reaches a row, not because the rows are in view (ADR 0008).
    const prefetched: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch']) prefetched.push(new URL(request.url()).pathname);
    });
    await page.goto('/en/installations');
    await page.waitForLoadState('networkidle');
    expect(prefetched).toEqual([]);
    const first = itemLinks(page).first();
    await first.hover();
    await expect.poll(() => prefetched).toContain(await first.getAttribute('href'));
  });

  test('a signed-in list starts without zod: its reads go by endpoint and the socket’s event schemas wait for an event (en)', async ({ page, baseURL }) => {
    // A new client: no other journey sends them events, one of which would load the schemas (ADR 0061).
    const client = await registerClient('Зоряна');
    await signInAs(page, baseURL!, client.national);
    // A page of its own, so that every script of the list is asked for (none from the sign-in page's memory cache).
    const list = await page.context().newPage();
    const scripts = new Set<string>();
    list.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(request.url());
    });
    await list.goto('/en/installations');
    await expect(list.getByRole('heading', { level: 1, name: words.en.title })).toBeVisible();
    await list.waitForLoadState('networkidle');
    const withZod: string[] = [];
    for (const url of scripts) if ((await (await list.request.get(url)).text()).includes('$ZodError')) withZod.push(new URL(url).pathname);
    expect(scripts.size).toBeGreaterThan(5);
    expect(withZod).toEqual([]);
  });

  test('the installer completes a new installation with the client’s SMS code; the client, elsewhere in the portal, is asked for grades without reloading', async ({
    page,
    baseURL,
    browser,
  }) => {
    // Two browsers and a texted code: longer than one page's journey.
    test.setTimeout(120_000);
    const w = words.en;
    const job = { id: await arrangeInstallation(demo.INSTALLER.national, demo.USER.national, 'READY') };

    // The client is signed in in a second browser, reading the catalogue.
    const clientContext = await browser.newContext({ baseURL });
    const client = await clientContext.newPage();
    await signInAs(client, baseURL!, demo.USER.national);
    await client.goto('/en');
    await expect(client.getByRole('banner').getByRole('button', { name: /Account menu of/ })).toBeVisible();

    await signInAs(page, baseURL!, demo.INSTALLER.national);
    await page.goto(`/en/installations/${job.id}`);
    await page.getByRole('group', { name: w.card.actions }).getByRole('button', { name: w.card.complete }).click();
    const dialog = page.getByRole('dialog', { name: w.complete.title });
    const since = new Date(Date.now() - 1000).toISOString();
    await dialog.getByRole('button', { name: w.complete.send }).click();
    const code = await codeSentAfter(CLIENT_PHONE, since);
    // A wrong code is said under the boxes and changes nothing.
    await typeCode(dialog, code === '0000' ? '1111' : '0000');
    await expect(dialog.getByRole('alert')).toBeVisible();
    await typeCode(dialog, code);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main').locator('[data-status]').first()).toHaveAttribute('data-status', 'COMPLETED');

    // The client's page was not reloaded: the dialog came over the socket.
    const grading = client.getByRole('dialog', { name: fill(w.grading.title, { id: job.id }) });
    const send = grading.getByRole('button', { name: w.grading.send });
    await expect(send).toBeVisible({ timeout: 20_000 });
    await expect(send).toBeDisabled();
    // The mouse picks a star; the keyboard moves along them.
    const work = grading.getByRole('group', { name: w.grading.work });
    await work
      .locator('label')
      .filter({ has: client.getByRole('radio', { name: '4 stars of 5' }) })
      .click();
    await expect(work.getByRole('radio', { name: '4 stars of 5' })).toBeChecked();
    await grading.getByLabel(w.grading.workComment).fill('Tidy and quick');
    const communication = grading.getByRole('group', { name: w.grading.communication });
    await communication.getByRole('radio', { name: '1 star of 5' }).focus();
    await client.keyboard.press('Space');
    for (let i = 0; i < 4; i++) await client.keyboard.press('ArrowRight');
    await expect(communication.getByRole('radio', { name: '5 stars of 5' })).toBeChecked();
    await send.click();
    await expect(grading).toBeHidden();

    await client.goto(`/en/installations/${job.id}`);
    const tabs = client.getByRole('tablist', { name: w.card.tabsLabel });
    await tabs.getByRole('tab', { name: w.card.tabs.grades }).click();
    const grades = client.getByRole('tabpanel');
    await expect(grades.getByRole('img', { name: '4 stars of 5' })).toBeVisible();
    await expect(grades.getByRole('img', { name: '5 stars of 5' })).toBeVisible();
    await expect(grades).toContainText('Tidy and quick');
    await expectNoSeriousA11yViolations(client);
    await tabs.getByRole('tab', { name: w.card.tabs.history }).click();
    await expect(client.getByRole('tabpanel').locator('li').first()).toBeVisible();
    // Completed: the client may keep the warranty certificate.
    const download = client.waitForEvent('download');
    await client.getByRole('button', { name: w.card.certificate }).click();
    expect((await download).suggestedFilename()).toBe(fill(w.card.certificateFile, { id: job.id }));
    await clientContext.close();
  });

  test('cancelling asks for a reason and the card shows it (uk)', async ({ page, baseURL }) => {
    const w = words.uk;
    const id = await arrangeInstallation(demo.INSTALLER.national, demo.USER.national, 'NEW');
    await signInAs(page, baseURL!, demo.INSTALLER.national);
    await page.goto(`/installations/${id}`);
    await page.getByRole('button', { name: w.card.cancel }).click();
    const dialog = page.getByRole('dialog', { name: w.card.cancelTitle });
    const submit = dialog.getByRole('button', { name: w.card.cancelSubmit });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel(w.card.cancelReasonLabel).fill('Клієнт переїхав в інше місто');
    await submit.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main').locator('[data-status]').first()).toHaveAttribute('data-status', 'CANCELLED');
    await expect(page.getByText('Клієнт переїхав в інше місто')).toBeVisible();
    await expect(page.getByRole('button', { name: w.card.cancel })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('deleting a draft asks first, then it leaves the list (pl)', async ({ page, baseURL }) => {
    const w = words.pl;
    const id = await arrangeInstallation(demo.INSTALLER.national, demo.USER.national, 'DRAFT');
    await signInAs(page, baseURL!, demo.INSTALLER.national);
    await page.goto(`/pl/installations/${id}`);
    await page.getByRole('button', { name: w.card.delete }).click();
    const dialog = page.getByRole('dialog', { name: w.card.deleteTitle });
    await expect(dialog).toContainText(fill(w.card.deleteText, { id }));
    // Going back deletes nothing.
    await dialog.getByRole('button', { name: pl.ui.cancel }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: w.card.delete }).click();
    await page.getByRole('dialog', { name: w.card.deleteTitle }).getByRole('button', { name: w.card.delete }).click();
    await expect(page).toHaveURL(/\/pl\/installations$/);
    await expect(itemLinks(page).first()).toBeVisible();
    await expect(page.locator(`a[href$="/installations/${id}"]`)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.goto(`/pl/installations/${id}`);
    await expect(page.getByText(w.card.notFound)).toBeVisible();
  });

  test('photos upload one at a time with their progress, each row whole at 1366 and 375 px, then join the card (en)', async ({ page, baseURL }) => {
    const w = words.en;
    const job = { id: await arrangeInstallation(demo.INSTALLER.national, demo.USER.national, 'NEW') };
    await signInAs(page, baseURL!, demo.INSTALLER.national);
    await page.goto(`/en/installations/${job.id}`);
    await page.getByRole('tab', { name: w.card.tabs.photos }).click();
    const before = await page.getByRole('tabpanel').getByRole('img').count();
    await page.getByRole('tabpanel').getByRole('button', { name: w.card.addPhotos }).click();
    const dialog = page.getByRole('dialog', { name: w.photos.title });
    // A slow connection, so that the progress can be seen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 50, downloadThroughput: -1, uploadThroughput: 256 * 1024 });
    await expect(dialog.getByText(w.photos.none)).toBeVisible();
    const long = 'IMG_20261208_103045_outdoor_unit_on_the_balcony_wall_after_mounting.png';
    await dialog.locator('input[type=file]').setInputFiles([
      { name: 'outdoor-unit.png', mimeType: 'image/png', buffer: pngOf(1_200_000) },
      { name: long, mimeType: 'image/png', buffer: pngOf(60_000) },
    ]);
    const progress = dialog.getByRole('progressbar', { name: /outdoor-unit\.png/ });
    await expect(progress).toBeVisible();
    // Chosen files are uploading: no "choose a photo" under them, and every row shows its whole size and state (the
    // name may be cut, with the whole of it in its title), at 1366 and at 375 px.
    await expect(dialog.getByText(w.photos.none)).toBeHidden();
    await expect(dialog.getByRole('listitem').filter({ hasText: long })).toContainText(en.upload.waiting);
    await expect(dialog.getByTitle(long)).toBeVisible();
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: 800 });
      const cut = await dialog.getByRole('list', { name: en.upload.files }).evaluate((list) =>
        [...list.querySelectorAll('li')].flatMap((row) => {
          const box = row.getBoundingClientRect();
          return [...row.querySelectorAll('[data-testid=upload-state] > span')]
            .filter((part) => {
              const r = part.getBoundingClientRect();
              return r.left < box.left || r.right > box.right || r.right > window.innerWidth || part.scrollWidth > Math.ceil(r.width);
            })
            .map((part) => `${part.textContent} in a row ${Math.round(box.width)} px wide`);
        }),
      );
      expect(cut, `at ${width} px`).toEqual([]);
    }
    await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect(dialog.getByText('2 photos ready')).toBeVisible({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await dialog.getByRole('button', { name: w.photos.submit }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('tabpanel').getByRole('img')).toHaveCount(before + 2);
  });

  test('a projector is refused an installation card with the access-denied popup', async ({ page, baseURL }) => {
    await signInAs(page, baseURL!, demo.PROJECTOR.national);
    await page.goto('/en/installations/1');
    await expect(page.getByRole('dialog')).toContainText('You do not have access to this section.');
    await expect(page).not.toHaveURL(/installations/);
  });
});
