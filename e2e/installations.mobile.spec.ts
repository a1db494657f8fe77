import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { codeSentAfter, demo, typeCode } from './accounts';
import { arrangeInstallation, ensureInstallations, fill, itemLinks, signInAs, words } from './installations';

test.describe('installations at 375 px', () => {
  test.beforeAll(async () => ensureInstallations(demo.INSTALLER.national, demo.USER.national, 12));

  test('the bottom panel opens the profile’s installations section: filters, paging, and a full-screen card (uk)', async ({ page, baseURL }) => {
    const w = words.uk;
    await signInAs(page, baseURL!, demo.INSTALLER.national);
    await page.goto('/');
    // The panel opens the section itself, not the wide list that would send a phone on to it.
    const panelLink = page.getByTestId('bottom-panel').getByRole('link', { name: 'Монтажі' });
    await expect(panelLink).toHaveAttribute('href', '/profile?section=installations');
    await panelLink.click();
    await expect(page).toHaveURL(/\/profile\?section=installations$/);
    await expect(itemLinks(page)).toHaveCount(10);
    await expect(panelLink).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('bottom-panel').getByRole('link', { name: 'Профіль' })).not.toHaveAttribute('aria-current', 'page');

    const status = page.getByLabel(w.filters.status);
    const value = await status.locator('option').nth(1).getAttribute('value');
    await status.selectOption(value!);
    await expect(page).toHaveURL(new RegExp(`section=installations&status=${value}`));
    // The previous page stays on screen until the filtered one arrives: wait until no other status is shown.
    await expect(page.getByRole('main').locator(`[data-status]:not([data-status="${value}"])`)).toHaveCount(0);
    await expect(page.getByRole('main').locator('[data-status]').first()).toHaveAttribute('data-status', value!);
    await expectNoSeriousA11yViolations(page);

    await itemLinks(page).first().click();
    await expect(page).toHaveURL(/\/installations\/\d+$/);
    await expect(page.getByRole('tablist', { name: w.card.tabsLabel })).toBeVisible();
    // Full screen: nothing beside the card, and no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('tab', { name: w.card.tabs.equipment }).click();
    await page.getByRole('link', { name: w.card.toList }).click();
    await expect(page).toHaveURL(/\/profile\?section=installations$/);
  });

  test('a client sees only installed ones and no installer filter (en)', async ({ page, baseURL }) => {
    const w = words.en;
    await signInAs(page, baseURL!, demo.USER.national);
    await page.goto('/en/installations');
    await expect(page).toHaveURL(/\/en\/profile\?section=installations$/);
    await expect(itemLinks(page).first()).toBeVisible();
    await expect(page.getByLabel(w.filters.status)).toBeVisible();
    await expect(page.getByLabel(w.filters.installer)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('a phone’s browser that says so is redirected from the wide list to its profile section before the list renders (en)', async ({ browser, baseURL }) => {
    // As Chromium on a phone sends it (the project's own browser is a narrowed desktop one, which the page replaces).
    const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 740 }, extraHTTPHeaders: { 'sec-ch-ua-mobile': '?1' } });
    const page = await context.newPage();
    await signInAs(page, baseURL!, demo.USER.national);
    const answer = await page.goto('/en/installations');
    expect(answer?.request().redirectedFrom()?.url()).toMatch(/\/en\/installations$/);
    await expect(page).toHaveURL(/\/en\/profile\?section=installations$/);
    await expect(itemLinks(page).first()).toBeVisible();
    await context.close();
  });

  test('a product of the installation opens its card with the warranty fields, and leads back (pl)', async ({ page, baseURL }) => {
    const w = words.pl;
    const id = await arrangeInstallation(demo.INSTALLER.national, demo.USER.national, 'NEW');
    await signInAs(page, baseURL!, demo.INSTALLER.national);
    await page.goto(`/pl/installations/${id}`);
    await page.getByRole('tab', { name: w.card.tabs.equipment }).click();
    await page.getByRole('tabpanel').getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/pl/installations/\\d+/${id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(w.product.guaranteeExpiredAt, { exact: true })).toBeVisible();
    // Not completed yet: the warranty has not started.
    await expect(page.getByText(w.product.notStarted)).toBeVisible();
    await expect(page.getByText(w.product.preventedAt, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: fill(w.product.toInstallation, { id }) }).click();
    await expect(page).toHaveURL(new RegExp(`/pl/installations/${id}$`));
  });

  test('on phones the installer completes with the client’s code (pl) and the client, on another phone, grades it without reloading (uk)', async ({
    page,
    baseURL,
    browser,
  }) => {
    test.setTimeout(120_000);
    const id = await arrangeInstallation(demo.INSTALLER.national, demo.USER.national, 'READY');
    const clientContext = await browser.newContext({ baseURL, viewport: { width: 375, height: 740 }, hasTouch: true });
    const client = await clientContext.newPage();
    await signInAs(client, baseURL!, demo.USER.national);
    await client.goto('/profile');
    await expect(client.getByTestId('bottom-panel')).toBeVisible();

    const pl = words.pl;
    await signInAs(page, baseURL!, demo.INSTALLER.national);
    await page.goto(`/pl/installations/${id}`);
    await page.getByRole('group', { name: pl.card.actions }).getByRole('button', { name: pl.card.complete }).click();
    const dialog = page.getByRole('dialog', { name: pl.complete.title });
    const since = new Date(Date.now() - 1000).toISOString();
    await dialog.getByRole('button', { name: pl.complete.send }).click();
    await typeCode(dialog, await codeSentAfter(`380${demo.USER.national}`, since));
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main').locator('[data-status]').first()).toHaveAttribute('data-status', 'COMPLETED');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const uk = words.uk;
    const grading = client.getByRole('dialog', { name: fill(uk.grading.title, { id }) });
    const send = grading.getByRole('button', { name: uk.grading.send });
    await expect(send).toBeVisible({ timeout: 20_000 });
    // Stars are big enough to tap on a phone: a tap on the label checks its radio.
    await grading.getByRole('group', { name: uk.grading.work }).locator('label').nth(4).tap();
    await grading.getByRole('group', { name: uk.grading.communication }).locator('label').nth(3).tap();
    await send.tap();
    await expect(grading).toBeHidden();
    await client.goto(`/installations/${id}`);
    await client.getByRole('tab', { name: uk.card.tabs.grades }).tap();
    await expect(client.getByRole('tabpanel').getByRole('img', { name: '5 зірок з 5' })).toBeVisible();
    await expect(client.getByRole('tabpanel').getByRole('img', { name: '4 зірки з 5' })).toBeVisible();
    await expectNoSeriousA11yViolations(client);
    await clientContext.close();
  });
});
