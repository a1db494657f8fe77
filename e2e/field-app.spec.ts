import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { demo, signOut } from './accounts';
import { apiInstallations, arrangeInstallation, prefixOf, signInAs, type Lang } from './installations';
import { header, personalCopies, pwaWords, workerControls } from './field-app';

// These journeys are about the service worker, which the other journeys block (playwright.config.ts). Each loads its
// pages several times, with and without the worker and the network: beside the other journeys on two cores one takes
// 40-60 s, so they have twice the usual time.
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 120_000 });

/** A row of the installations list (each row's link holds its status badge). */
const ROW = 'main a:has([data-status])';

/** A completed (seeded) job of the demo installer: other journeys add and remove drafts, never completed ones. */
async function completedJob() {
  const { items } = await apiInstallations(demo.INSTALLER.national, { lang: 'en', status: 'COMPLETED' });
  return items[0];
}

/** Opens the installations list as the installer with the worker in control, then a card by its link (client-side). */
async function openListThenCard(page: Page, lang: Lang, job: { id: number; client: { fullName: string } }) {
  await page.goto(`${prefixOf[lang]}/installations`);
  await workerControls(page);
  // Loaded again under the worker, which keeps the list's API answers from now on.
  await page.reload();
  const row = page.locator(`a[href$="/installations/${job.id}"]`).first();
  await expect(row).toBeVisible();
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/installations/${job.id}$`));
  await expect(page.getByRole('main')).toContainText(job.client.fullName);
  // The card's HTML is fetched beside its React payload: wait until the worker has kept it.
  await expect.poll(() => personalCopies(page)).toContain(new URL(page.url()).pathname);
}

test.describe('the installer’s field app', () => {
  test('Chromium finds the app installable, and each language links its own manifest with its start page', async ({ page, baseURL }, testInfo) => {
    // Chromium installs nothing from an incognito profile (Playwright's contexts are): this check has a profile of its own.
    const profile = await chromium.launchPersistentContext(mkdtempSync(path.join(tmpdir(), 'portal-pwa-')), {
      ...testInfo.project.use.launchOptions,
      baseURL,
      serviceWorkers: 'allow',
    });
    const installable = await profile.newPage();
    await installable.goto('/en');
    await workerControls(installable);
    const cdp = await profile.newCDPSession(installable);
    await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
    await profile.close();

    for (const lang of ['uk', 'en', 'pl'] as const) {
      await page.goto(`${prefixOf[lang]}/products`);
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(href).toBe(`/manifest/${lang}.webmanifest`);
      const res = await page.request.get(href!);
      expect(res.headers()['content-type']).toContain('application/manifest+json');
      const manifest = (await res.json()) as Record<string, unknown> & { icons: { src: string; sizes: string; purpose: string }[] };
      expect(manifest).toMatchObject({
        id: `${prefixOf[lang]}/installations`,
        start_url: `${prefixOf[lang]}/installations`,
        scope: prefixOf[lang] || '/',
        lang,
        display: 'standalone',
        name: pwaWords[lang].manifest.name,
        short_name: pwaWords[lang].manifest.shortName,
      });
      for (const icon of manifest.icons) {
        const image = await page.request.get(new URL(icon.src, baseURL).href);
        expect(image.headers()['content-type'], icon.src).toBe('image/png');
      }
      expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    }
  });

  test('offline, a card and the list opened before reload from the copies with their data; a page never opened is the offline page of its language (en)', async ({
    page,
    context,
    baseURL,
  }) => {
    const job = await completedJob();
    await signInAs(page, baseURL!, demo.INSTALLER.national);
    await openListThenCard(page, 'en', job);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('main')).toContainText(job.client.fullName);
    await expect(header(page).getByRole('status')).toHaveText(pwaWords.en.offlineMark);

    // Back to the list by the header's link: its React payload was never fetched for this page, so Next's router loads
    // the list as a page, which the worker answers from its copy.
    await header(page).getByRole('link', { name: 'Installations', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/installations$/);
    await expect(page.locator(`a[href$="/installations/${job.id}"]`).first()).toBeVisible();

    // Never opened: the calendar (a field page) and the requests for work (not one, and refused to an installer: offline
    // the guards wait for the network, so the offline page stays at the address asked for).
    for (const path of ['/en/calendar', '/en/installations/requests']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: pwaWords.en.offline.title })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    }
    await page.goto('/calendar');
    await expect(page.getByRole('heading', { level: 1, name: pwaWords.uk.offline.title })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'offline page (uk)');

    // With the network back the page is the server's again.
    await context.setOffline(false);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: pwaWords.uk.offline.title })).toHaveCount(0);
    await expect(header(page).getByRole('status')).toHaveText('');
  });

  test('signing out drops the copies: the next person on this browser is not served the first one’s card (uk)', async ({ page, context, baseURL }) => {
    const job = await completedJob();
    await signInAs(page, baseURL!, demo.INSTALLER.national);
    await openListThenCard(page, 'uk', job);
    const card = new URL(page.url()).pathname;
    expect(await personalCopies(page)).toContain(card);

    await signOut(page, 'uk');
    expect((await personalCopies(page)).filter((path) => path.includes('/installations'))).toEqual([]);

    // Another installer of the same dealer signs in here and goes offline: the first one's card is not there.
    await signInAs(page, baseURL!, '500000006');
    await page.goto('/installations');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.setOffline(true);
    await page.goto(card);
    await expect(page.getByRole('heading', { level: 1, name: pwaWords.uk.offline.title })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(job.client.fullName);
  });

  test('a session that ended elsewhere drops the copies at the next page this browser opens (uk)', async ({ page, baseURL }) => {
    const job = await completedJob();
    await signInAs(page, baseURL!, demo.INSTALLER.national);
    await openListThenCard(page, 'uk', job);

    // Signed out in another tab (the session routes clear the cookies of the whole browser).
    const res = await page.request.post('/session/logout', { headers: { 'x-portal-csrf': '1', origin: baseURL! } });
    expect(res.ok()).toBe(true);
    await page.goto('/company');
    await expect.poll(async () => (await personalCopies(page)).filter((path) => path.includes('/installations'))).toEqual([]);
  });

  test('reopened, the start page shows its copy at once, then what changed at the server while the app was closed, without a reload (uk)', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInAs(page, baseURL!, demo.INSTALLER.national);
    await page.goto('/installations');
    await workerControls(page);
    await page.reload();
    await expect(page.locator(ROW).first()).toBeVisible();
    await expect.poll(() => personalCopies(page)).toContain('/web/installations');
    await page.close();

    // While the app is closed, a job of this installer is made at the server.
    const added = await arrangeInstallation(demo.INSTALLER.national, demo.USER.national, 'NEW');
    const addedRow = (p: Page) => p.locator(`main a[href$="/installations/${added}"]`);

    // The network's answers to the list are held until the copy has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(
      (url) => url.pathname === '/web/installations',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    const reopened = await context.newPage();
    await reopened.goto('/installations');
    await expect(reopened.locator(ROW).first()).toBeVisible();
    await expect(addedRow(reopened)).toHaveCount(0);
    await reopened.evaluate(() => document.documentElement.setAttribute('data-journey-mark', 'same page'));

    release();
    // The worker's fetch, its comparison, its message and the page's read again: beside the other journeys on two cores
    // this chain took over 10 s twice in four loaded runs (it passed on the retry, and alone every time).
    await expect(addedRow(reopened)).toBeVisible({ timeout: 20_000 });
    await expect(reopened.locator('html')).toHaveAttribute('data-journey-mark', 'same page');
  });
});
