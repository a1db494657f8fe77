import { expectNoSeriousA11yViolations } from './axe';
import { displayPhone } from '../lib/phone';
import { expect, test } from './fixtures';
import { demo, texts } from './accounts';
import { arrangeInstaller, DEMO_DEALER_CODE, DEMO_DEALER_NAME, dealerWords, installerWords, registerClient, SECOND_DEALER } from './dealers';
import { fill, signInAs } from './installations';

const DEALER = demo.DEALER.national;
const ADMIN = demo.ADMIN.national;
/** The second company's dealer (README's demo accounts). */
const SECOND_DEALER_PHONE = '500000033';

test.describe('dealers and installers at desktop width', () => {
  test('a client applies to become an installer with the dealer’s code; the dealer accepts in another browser; then a second company accepts the installer’s move (uk)', async ({
    page,
    baseURL,
    browser,
  }) => {
    test.setTimeout(180_000);
    const w = installerWords.uk.apply;
    const client = await registerClient('Андрій');
    await signInAs(page, baseURL!, client.national);
    await page.goto('/profile');
    await page.getByRole('button', { name: w.open }).click();
    const dialog = page.getByRole('dialog', { name: w.title });
    const submit = dialog.getByRole('button', { name: w.submit });
    const code = dialog.getByLabel(w.dealerCode);
    // The lookup runs at 8 digits and names the dealer under the identifier.
    await code.fill(DEMO_DEALER_CODE);
    await expect(code).toHaveAccessibleDescription(fill(w.dealerFound, { name: DEMO_DEALER_NAME }));
    await expect(submit).toBeDisabled();
    await dialog.getByLabel(w.supplier).fill('ТОВ «Кліматсервіс»');
    await dialog.getByLabel(w.region).selectOption({ index: 1 });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel(w.certificationType).selectOption({ index: 1 });
    await submit.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: w.statuses.SENT })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The dealer, signed in elsewhere, accepts it from the company page.
    const dealerContext = await browser.newContext({ baseURL });
    const dealerPage = await dealerContext.newPage();
    await signInAs(dealerPage, baseURL!, DEALER);
    await dealerPage.goto('/dealer');
    const d = dealerWords.uk;
    await expect(dealerPage.getByRole('heading', { level: 1, name: d.company.title })).toBeVisible();
    // Named and told apart by the phone: a retry's client has the same name as the first try's.
    const request = dealerPage.getByRole('listitem', { name: client.fullName }).filter({ hasText: displayPhone(client.digits) });
    await request.getByRole('button', { name: d.requests.accept }).click();
    // Accepting asks first, naming the person and what it does; the focus then goes to what happened, not lost with the request.
    const confirm = dealerPage.getByRole('dialog', { name: fill(d.requests.acceptTitle, { name: client.fullName }) });
    await expect(confirm).toContainText(fill(d.requests.acceptInstaller, { name: client.fullName }));
    await confirm.getByRole('button', { name: d.requests.accept }).click();
    await expect(request).toBeHidden();
    await expect(dealerPage.getByRole('status').filter({ hasText: fill(d.requests.accepted, { name: client.fullName }) })).toBeFocused();
    await dealerPage.getByRole('button', { name: d.requests.statusTabs.ACCEPTED }).click();
    await expect(request).toBeVisible();
    await expectNoSeriousA11yViolations(dealerPage);
    await dealerContext.close();

    // Told in real time, the client is an installer now: the offer goes, and the installer's pages open.
    await expect(page.getByRole('heading', { name: w.cardTitle })).toBeHidden();
    await page.goto('/license');
    await expect(page.getByRole('heading', { level: 1, name: installerWords.uk.license.title })).toBeVisible();
    await page.goto('/dealer');
    await expect(page.getByRole('heading', { level: 2, name: DEMO_DEALER_NAME })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The new installer asks to move to the second company, which accepts; the dealer page then shows it.
    const c = installerWords.uk.dealer;
    await page.getByRole('button', { name: c.apply }).click();
    const change = page.getByRole('dialog', { name: c.applyTitle });
    const newCode = change.getByLabel(c.newDealerCode);
    await newCode.fill(SECOND_DEALER.code);
    await expect(newCode).toHaveAccessibleDescription(fill(c.newDealerFound, { name: SECOND_DEALER.name }));
    await change.getByLabel(c.reason).fill('Переїжджаю до Львова');
    await change.getByRole('button', { name: c.submit }).click();
    await expect(change).toBeHidden();
    await expect(page.getByRole('main')).toContainText(c.statuses.SENT);

    const secondContext = await browser.newContext({ baseURL });
    const secondPage = await secondContext.newPage();
    await signInAs(secondPage, baseURL!, SECOND_DEALER_PHONE);
    await secondPage.goto('/dealer');
    await secondPage.getByRole('tab', { name: d.company.dealerChanges }).click();
    const moving = secondPage.getByRole('listitem', { name: client.fullName }).filter({ hasText: displayPhone(client.digits) });
    await expect(moving).toContainText('Переїжджаю до Львова');
    await moving.getByRole('button', { name: d.requests.accept }).click();
    const move = secondPage.getByRole('dialog', { name: fill(d.requests.acceptTitle, { name: client.fullName }) });
    await expect(move).toContainText(fill(d.requests.acceptMoveFrom, { name: client.fullName, current: DEMO_DEALER_NAME }));
    await move.getByRole('button', { name: d.requests.accept }).click();
    // The list is inert while the dialog is open: the notice, not the hidden request, says that the move was accepted.
    await expect(secondPage.getByRole('status').filter({ hasText: fill(d.requests.accepted, { name: client.fullName }) })).toBeFocused();
    await expect(moving).toBeHidden();
    await secondContext.close();

    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: SECOND_DEALER.name })).toBeVisible();
  });

  test('an installer applies for a level, support accepts it, and the licence shows it active (en)', async ({ page, baseURL, browser }) => {
    test.setTimeout(120_000);
    const w = installerWords.en.license;
    const installer = await arrangeInstaller('Andrii');
    await signInAs(page, baseURL!, installer.national);
    await page.goto('/en/license');
    // A type the new installer holds no level of and has not applied for (accepting the request applied for the chosen type's first level).
    const open = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: w.statuses.NONE })
      .filter({ has: page.getByRole('button', { name: w.apply }) })
      .first();
    const type = (await open.getByRole('heading').textContent())!;
    const entry = page.getByRole('listitem', { name: type });
    await entry.getByRole('button', { name: fill(w.applyFor, { type }) }).click();
    const dialog = page.getByRole('dialog', { name: fill(w.applyTitle, { type }) });
    await expect(dialog.getByRole('button', { name: w.submit })).toBeDisabled();
    const level = dialog.getByRole('radio').first();
    const levelName = (await level.locator('xpath=..').textContent())!.trim();
    await level.check();
    await dialog.getByRole('button', { name: w.submit }).click();
    await expect(dialog).toBeHidden();
    // The licence is loaded again: the application is under review.
    await expect(entry).toContainText(w.statuses.REQUEST);
    await expect(entry.getByRole('button', { name: fill(w.applyFor, { type }) })).toHaveCount(0);

    const supportContext = await browser.newContext({ baseURL });
    const support = await supportContext.newPage();
    await signInAs(support, baseURL!, ADMIN);
    await support.goto('/en/certification-requests');
    const s = dealerWords.en.support;
    await support.getByRole('searchbox', { name: s.search }).fill(installer.fullName);
    const request = support.getByRole('listitem', { name: installer.fullName }).filter({ hasText: type });
    await expect(request).toContainText(levelName);
    await expectNoSeriousA11yViolations(support);
    await request.getByRole('button', { name: s.accept }).click();
    await expect(request).toBeHidden();
    await supportContext.close();

    // Support's decision reaches the open licence page without a reload.
    await expect(entry).toContainText(w.statuses.ACTIVE);
    await expect(entry).toContainText(levelName);
    await expect(entry).toContainText(w.validUntil);
    await expectNoSeriousA11yViolations(page);
  });

  test('the dealer filters its installers by type and level and searches them; an installer’s rating shows the grades (pl)', async ({ page, baseURL }) => {
    const d = dealerWords.pl.installers;
    await signInAs(page, baseURL!, DEALER);
    await page.goto('/pl/installers');
    const items = page.getByTestId('dealer-installer');
    // The first load on a busy machine (two browsers and the stack on two shared cores) may take a while.
    await expect(items.first()).toBeVisible({ timeout: 30_000 });

    await page.getByRole('button', { name: `${d.type}: ${d.all}` }).click();
    const firstType = page.getByRole('checkbox').first();
    const typeName = (await firstType.locator('xpath=..').textContent())!.trim();
    await firstType.check();
    await page.getByRole('button', { name: d.apply }).click();
    await expect(page).toHaveURL(/types=\d+/);
    await expect(items.first()).toBeVisible();
    await expect(items.filter({ hasNotText: typeName })).toHaveCount(0);

    // A level some of them hold (active) in that type.
    const held = items
      .getByRole('listitem')
      .filter({ hasText: typeName })
      .filter({ has: page.locator('[data-status="ACTIVE"]') })
      .first();
    const levelName = (await held.locator('span').first().textContent())!.split('·')[1].trim();
    await page.getByRole('button', { name: `${d.level}: ${d.all}` }).click();
    await page.getByRole('checkbox', { name: new RegExp(`· ${levelName}$`) }).check();
    await page.getByRole('button', { name: d.apply }).click();
    await expect(page).toHaveURL(/types=\d+&levels=\d+/);
    await expect(items.first()).toBeVisible();
    await expect(items.filter({ hasNotText: `${typeName} · ${levelName}` })).toHaveCount(0);

    // The search waits for typing to pause, then narrows the list.
    const name = (await items.first().getByRole('heading').textContent())!;
    await page.getByRole('searchbox', { name: d.search }).fill(name);
    await expect(page).toHaveURL(/search=/);
    await expect(items).toHaveCount(1);
    await expect(items).toContainText(name);
    await expectNoSeriousA11yViolations(page);

    // The demo installer's rating: the mean and the clients' grades, ten a page at most.
    await signInAs(page, baseURL!, demo.INSTALLER.national);
    await page.goto('/pl/rating');
    const r = installerWords.pl.rating;
    await expect(page.getByRole('heading', { level: 1, name: r.title })).toBeVisible();
    await expect(page.getByTestId('mean-rating')).toHaveText(/\d[,.]\d/);
    const grades = page.getByRole('list', { name: r.list }).getByRole('listitem');
    await expect(grades.first()).toBeVisible();
    expect(await grades.count()).toBeLessThanOrEqual(10);
    await expectNoSeriousA11yViolations(page);
  });

  const refusals = [
    { lang: 'uk', role: 'client', who: demo.USER.national, paths: ['/license', '/installers', '/dealer'] },
    { lang: 'en', role: 'installer', who: demo.INSTALLER.national, paths: ['/en/installers', '/en/certification-requests'] },
    { lang: 'pl', role: 'dealer', who: DEALER, paths: ['/pl/license', '/pl/rating', '/pl/certification-requests'] },
    { lang: 'en', role: 'designer', who: demo.PROJECTOR.national, paths: ['/en/dealer', '/en/license'] },
    { lang: 'uk', role: 'support', who: ADMIN, paths: ['/dealer'] },
  ] as const;
  for (const { lang, role, who, paths } of refusals) {
    test(`the ${role} is refused the others’ pages with the access-denied popup (${lang})`, async ({ page, baseURL }) => {
      await signInAs(page, baseURL!, who);
      for (const path of paths) {
        await page.goto(path);
        await expect(page.getByRole('dialog').getByRole('alert'), path).toHaveText(texts[lang].denied);
        await expect(page).toHaveURL(lang === 'uk' ? /:\d+\/$/ : new RegExp(`/${lang}$`));
      }
    });
  }
});
