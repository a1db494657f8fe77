import { readFile } from 'node:fs/promises';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { codeSentAfter, demo, DEMO_PASSWORD, fillSignIn, header, newPhone, texts, typeCode } from './accounts';
import { adminWords, companyFilterWords, freshDealerCode, registerInstaller, registrationWords, uiWords } from './admin';
import { DEMO_DEALER_NAME, dealerWords, menuWords, SECOND_DEALER } from './dealers';
import { apiUrl } from './support';
import { fill, signInAs, words as installationWords } from './installations';

const ADMIN = demo.ADMIN.national;

test.describe('the back-office at desktop width', () => {
  test('support creates a dealer and lands on its page; the invited owner registers from the SMS link, with no role to choose, and sees the company; the log lists the creation (en)', async ({
    page,
    baseURL,
    browser,
  }) => {
    test.setTimeout(180_000);
    const w = adminWords.en;
    const code = freshDealerCode();
    const owner = newPhone();
    const companyName = `Clima Test ${code}`;

    await signInAs(page, baseURL!, ADMIN);
    await page.goto('/en/admin');
    await expect(page.getByRole('heading', { level: 1, name: w.overview.title })).toBeVisible();
    await page.getByRole('link', { name: w.overview.dealers }).click();
    await expect(page).toHaveURL(/\/en\/admin\/dealers$/);
    // The companies come from the browser's own call: once they show, the page answers clicks (a busy host hydrates late).
    await expect(page.getByRole('region', { name: w.dealers.table }).getByRole('row').nth(1)).toBeVisible();
    await page.getByRole('button', { name: w.dealers.create }).click();
    const dialog = page.getByRole('dialog', { name: w.create.title });
    await dialog.getByLabel(w.company.companyName).fill(companyName);
    await dialog.getByLabel(w.company.dealerCode).fill(code);
    await dialog.getByLabel(w.create.ownerName).fill('Iryna');
    await dialog.getByLabel(w.create.ownerLastname).fill('Bondar');
    await dialog.getByLabel(w.create.ownerPhone).fill(owner.national);
    await dialog.getByRole('button', { name: w.create.submit }).click();

    // The company's page: its owner invited, an invitation SMS sent to them.
    await expect(page).toHaveURL(/\/en\/admin\/dealers\/\d+$/);
    const dealerId = Number(/\/admin\/dealers\/(\d+)$/.exec(page.url())![1]);
    await expect(page.getByRole('heading', { level: 1, name: companyName })).toBeVisible();
    const person = page.getByRole('listitem', { name: 'Iryna Bondar' });
    await expect(person).toContainText(w.people.roles.DEALER);
    await expect(person).toContainText(w.badges.invited);
    await expect(person.getByRole('button', { name: w.people.reinvite })).toBeVisible();
    await expect
      .poll(async () => ((await (await fetch(`${apiUrl()}/dev/outbox?phone=${owner.digits}`)).json()) as { data: unknown[] }).data.length, { timeout: 15_000 })
      .toBeGreaterThan(0);

    // The owner opens the invitation SMS's link, in another browser: the registration is theirs, named and with no role to choose.
    const sms = ((await (await fetch(`${apiUrl()}/dev/outbox?phone=${owner.digits}`)).json()) as { data: { text: string }[] }).data[0].text;
    const link = new URL(/https?:\/\/\S+/.exec(sms)![0]);
    const ownerContext = await browser.newContext({ baseURL });
    const ownerPage = await ownerContext.newPage();
    await ownerPage.goto(`${link.pathname}${link.search}`);
    const signIn = ownerPage.getByRole('dialog');
    await expect(signIn.getByRole('note')).toHaveText(
      fill(registrationWords.en.invitedTo, {
        company: companyName,
        role: menuWords.en.roles.DEALER,
        phone: `+380 ${owner.national.slice(0, 2)} ${owner.national.slice(2, 5)} ${owner.national.slice(5, 7)} ${owner.national.slice(7)}`,
      }),
    );
    await expect(signIn.getByLabel('First name')).toHaveValue('Iryna');
    await expect(signIn.getByRole('radio')).toHaveCount(0);
    await signIn.getByLabel('E-mail').fill(`${owner.digits}@example.com`);
    const started = new Date(Date.now() - 1000).toISOString();
    await signIn.getByRole('button', { name: texts.en.tabRegister, exact: true }).click();
    await typeCode(ownerPage.getByRole('dialog', { name: 'Confirm your number' }), await codeSentAfter(owner.digits, started));
    const passwordDialog = ownerPage.getByRole('dialog', { name: 'Create a password' });
    await passwordDialog.getByLabel('Password (at least 8 characters)').fill('owner-Pass-123');
    await passwordDialog.getByLabel('Repeat the password').fill('owner-Pass-123');
    await passwordDialog.getByRole('button', { name: 'Finish registration' }).click();
    await expect(ownerPage).toHaveURL(/\/en\/favorites$/);
    // The invitation's role is kept: the owner's company page shows the new company.
    await ownerPage.goto('/en/dealer');
    await expect(ownerPage.getByRole('heading', { level: 2, name: companyName })).toBeVisible();
    await ownerContext.close();

    // Registered, the owner is no longer invited.
    await page.reload();
    await expect(person).toBeVisible();
    await expect(person).not.toContainText(w.badges.invited);
    await expect(person.getByRole('button', { name: w.people.reinvite })).toHaveCount(0);

    // The audit log lists the creation, its record linking back to the company.
    await page.goto('/en/admin/audit');
    // The entries come from the browser's own call: once one shows, the filters answer (a busy host hydrates late).
    await expect(page.getByTestId('audit-entry').first()).toBeVisible();
    await expect(async () => {
      await page.getByLabel(w.audit.action).selectOption({ label: w.audit.actions.dealer.create });
      await expect(page).toHaveURL(/action=dealer\.create/, { timeout: 2000 });
    }).toPass();
    const subject = fill(w.audit.subjectName, { type: w.audit.subjects.dealer, id: dealerId });
    const entry = page.getByRole('listitem', { name: w.audit.actions.dealer.create }).filter({ has: page.getByRole('link', { name: subject, exact: true }) });
    await expect(entry).toContainText(companyName);
    await entry.getByRole('link', { name: subject, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: companyName })).toBeVisible();
  });

  test('support finds an installer by part of the phone, downloads the list as found, and blocks them with a reason: the installer, signed in elsewhere, is signed out at once and cannot sign in until unblocked (en)', async ({
    page,
    baseURL,
    browser,
  }) => {
    test.setTimeout(120_000);
    const w = adminWords.en;
    // A fresh installer: blocking the demo one would sign out the journeys running beside this one.
    const installer = await registerInstaller('Marko', 'Savych');

    // The installer is signed in, in another browser, on a page of their own.
    const installerContext = await browser.newContext({ baseURL });
    const installerPage = await installerContext.newPage();
    await signInAs(installerPage, baseURL!, installer.national);
    await installerPage.goto('/en/profile');
    await expect(header(installerPage).getByRole('button', { name: texts.en.menu })).toBeVisible();
    await installerPage.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    await signInAs(page, baseURL!, ADMIN);
    await page.goto('/en/admin');
    await page.getByRole('link', { name: w.overview.users }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.users.title })).toBeVisible();
    const table = page.getByRole('region', { name: w.users.table });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await page.getByLabel(w.users.search).fill(installer.national.slice(-7));
    await expect(page).toHaveURL(new RegExp(`search=${installer.national.slice(-7)}`));
    const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: installer.fullName, exact: true }) });
    await expect(row).toContainText(menuWords.en.roles.INSTALLER);
    // The list as found, as a file: the one person the search leaves, phone grouped.
    const csv = page.waitForEvent('download');
    await page.getByRole('button', { name: uiWords.en.export.csv }).click();
    const file = await csv;
    expect(file.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await file.path())!, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(installer.fullName);
    expect(lines[1]).toContain(`+380 ${installer.national.slice(0, 2)}`);
    await row.getByRole('link', { name: installer.fullName, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: installer.fullName })).toBeVisible();

    const block = page.getByRole('button', { name: w.user.block, exact: true });
    await block.click();
    const dialog = page.getByRole('dialog', { name: fill(w.block.title, { name: installer.fullName }) });
    await expect(dialog).toContainText(w.block.text);
    const reason = dialog.getByLabel(w.block.reason);
    await expect(reason).toBeFocused();
    await reason.fill('Sold fake warranty certificates');
    await dialog.getByRole('button', { name: w.block.submit, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: w.user.details })).toContainText(w.badges.blocked);
    await expect(page.getByText('Sold fake warranty certificates')).toBeVisible();
    const unblock = page.getByRole('button', { name: w.user.unblock, exact: true });
    await expect(unblock).toBeFocused();

    // The installer's page forgets the session by itself, without a reload: the sign-in dialog asks them in again.
    const signIn = installerPage.getByRole('dialog');
    await expect(signIn.getByRole('tab', { name: texts.en.tabSignIn })).toBeVisible({ timeout: 20_000 });
    await expect(installerPage).toHaveURL(/\/en$/);
    expect(await installerPage.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    // The right password is refused: the account is blocked.
    await fillSignIn(signIn, 'en', installer.national, DEMO_PASSWORD);
    await expect(signIn.getByText(/blocked/i).first()).toBeVisible();

    await unblock.click();
    const confirm = page.getByRole('dialog', { name: fill(w.block.unblockTitle, { name: installer.fullName }) });
    await confirm.getByRole('button', { name: w.block.unblock, exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(w.user.active)).toBeVisible();
    await expect(page.getByRole('region', { name: w.user.details })).not.toContainText(w.badges.blocked);

    // Unblocked, the same password signs in again.
    await fillSignIn(signIn, 'en', installer.national, DEMO_PASSWORD);
    await expect(installerPage).toHaveURL(/\/en\/profile$/);
    await installerContext.close();
  });

  test('support lists every company’s installers and narrows them to one company with the company filter, kept in the address (en)', async ({
    page,
    baseURL,
  }) => {
    const w = dealerWords.en.installers;
    await signInAs(page, baseURL!, ADMIN);
    await page.goto('/en/installers');
    const list = page.getByRole('list', { name: w.listAll });
    await expect(list.getByTestId('dealer-installer').first()).toBeVisible();
    // Every company's installers, each with its company.
    await expect(list.getByText(DEMO_DEALER_NAME).first()).toBeVisible();
    await expect(list.getByText(SECOND_DEALER.name).first()).toBeVisible();

    const company = page.getByRole('combobox', { name: companyFilterWords.en.label });
    await company.fill('Захід');
    await page.getByRole('option', { name: new RegExp(SECOND_DEALER.code) }).click();
    await expect(page).toHaveURL(/\/en\/installers\?company=\d+$/);
    const rows = list.getByTestId('dealer-installer');
    await expect(rows.filter({ hasText: 'Гнатюк' })).toBeVisible();
    await expect(rows.filter({ hasText: DEMO_DEALER_NAME })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // A reload (or a shared link) keeps the company and names it.
    await page.reload();
    await expect(company).toHaveValue(new RegExp(SECOND_DEALER.name));
    await expect(rows.filter({ hasText: 'Гнатюк' })).toBeVisible();
    await expect(rows.filter({ hasText: DEMO_DEALER_NAME })).toHaveCount(0);
  });

  test('support adds a certification level in three languages, renames it and removes it after confirming; the log lists each step (en)', async ({
    page,
    baseURL,
  }) => {
    const w = adminWords.en.certifications;
    await signInAs(page, baseURL!, ADMIN);
    await page.goto('/en/admin');
    await page.getByRole('link', { name: adminWords.en.overview.certifications }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    const lcac = page.getByTestId('certification-type').filter({ has: page.getByRole('heading', { name: /^LCAC/ }) });
    await expect(lcac.getByRole('form', { name: 'Names and terms of LCAC' }).getByLabel(w.validityYears)).toHaveValue('2');
    await expectNoSeriousA11yViolations(page);

    // A level of its own name, so that journeys running beside this one never meet it by theirs.
    const tag = `${Date.now() % 100_000}`;
    await lcac.getByText(w.addLevel, { exact: true }).click();
    const add = lcac.getByRole('form', { name: w.addLevel });
    await add.getByLabel(w.nameIn.uk).fill(`Майстер ${tag}`);
    await add.getByLabel(w.nameIn.en).fill(`Master ${tag}`);
    await add.getByLabel(w.nameIn.pl).fill(`Mistrz ${tag}`);
    await add.getByRole('button', { name: w.addSubmit }).click();
    const level = lcac.getByTestId('certification-level').filter({ hasText: `Master ${tag}` });
    await expect(level).toContainText('nobody holds it');

    await level.getByRole('button', { name: `Rename the level Master ${tag}` }).click();
    const rename = level.getByRole('form', { name: `Rename the level Master ${tag}` });
    await rename.getByLabel(w.nameIn.en).fill(`Grand master ${tag}`);
    await rename.getByRole('button', { name: w.saveLevel }).click();
    const renamed = lcac.getByTestId('certification-level').filter({ hasText: `Grand master ${tag}` });
    await expect(renamed).toBeVisible();

    await renamed.getByRole('button', { name: `Remove the level Grand master ${tag}` }).click();
    const confirm = page.getByRole('dialog', { name: `Remove the level Grand master ${tag}?` });
    await confirm.getByRole('button', { name: w.remove }).click();
    await expect(confirm).toBeHidden();
    await expect(renamed).toHaveCount(0);

    await page.getByRole('link', { name: w.history }).click();
    await page.getByLabel(adminWords.en.audit.subjectType).selectOption('certificationLevel');
    const entries = page.getByTestId('audit-entry');
    await expect(entries.first()).toContainText(adminWords.en.audit.actions.certificationLevel.delete);
    await expect(entries.nth(1)).toContainText(`Master ${tag}`);
    await expect(entries.nth(1)).toContainText(`Grand master ${tag}`);
  });

  test('support narrows every installation to a period and downloads that list as CSV and Excel with the rows it shows (uk)', async ({ page, baseURL }) => {
    const f = installationWords.uk.filters;
    await signInAs(page, baseURL!, ADMIN);
    await page.goto('/installations');
    const rows = page.getByRole('link', { name: /№ \d+/ });
    await expect(rows.first()).toBeVisible();
    await expect(page.getByRole('combobox', { name: companyFilterWords.uk.label })).toBeVisible();
    // Up to yesterday: the jobs other journeys register today stay out of both the list and the file.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const narrowed = page.waitForResponse((res) => res.url().includes('/web/installations?') && res.url().includes(`to=${yesterday}`));
    await page.getByLabel(f.to, { exact: true }).fill(yesterday);
    await expect(page).toHaveURL(new RegExp(`to=${yesterday}`));
    await narrowed;
    // The list keeps the previous rows (dimmed, busy) until the narrowed ones arrive.
    await expect(page.locator('ul[aria-busy]')).toHaveCount(0);
    await expect(rows.first()).toBeVisible();
    const shown = (await rows.allTextContents()).map((text) => Number(/№ (\d+)/.exec(text)![1]));

    const csv = page.waitForEvent('download');
    await page.getByRole('button', { name: uiWords.uk.export.csv }).click();
    const file = await csv;
    expect(file.suggestedFilename()).toMatch(/^монтажі-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await file.path())!, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('№,Вид робіт,Стан,Дата,Адреса,Клієнт,Монтажник,Дилерська компанія,Обладнання');
    // The file's rows in the list's order (a job registered meanwhile with an earlier date may come among them).
    const exported = lines.slice(1).map((line) => Number(line.split(',')[0]));
    expect(exported.filter((id) => shown.includes(id))).toEqual(shown);

    const xlsx = page.waitForEvent('download');
    await page.getByRole('button', { name: uiWords.uk.export.xlsx }).click();
    expect((await xlsx).suggestedFilename()).toMatch(/\.xlsx$/);
    await expectNoSeriousA11yViolations(page);
  });

  test('an installer opening the back-office gets the access-denied popup (pl)', async ({ page, baseURL }) => {
    await signInAs(page, baseURL!, demo.INSTALLER.national);
    for (const path of ['/pl/admin', '/pl/admin/dealers', '/pl/admin/users', '/pl/admin/audit', '/pl/admin/dashboard']) {
      await page.goto(path);
      await expect(page.getByRole('dialog').getByRole('alert'), path).toHaveText(texts.pl.denied);
      await expect(page).toHaveURL(/\/pl$/);
    }
  });

  test('the dealers list, the new-dealer dialog and the audit log pass axe (uk)', async ({ page, baseURL }) => {
    const w = adminWords.uk;
    await signInAs(page, baseURL!, ADMIN);
    await page.goto('/admin/dealers');
    await expect(page.getByRole('heading', { level: 1, name: w.dealers.title })).toBeVisible();
    // The seeded companies.
    await expect(page.getByRole('region', { name: w.dealers.table }).getByRole('row').nth(1)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const create = page.getByRole('button', { name: w.dealers.create });
    await create.click();
    const dialog = page.getByRole('dialog', { name: w.create.title });
    await expect(dialog.getByLabel(w.company.companyName)).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/admin/dealers, new dealer');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(create).toBeFocused();

    await page.goto('/admin/audit');
    await expect(page.getByRole('heading', { level: 1, name: w.audit.title })).toBeVisible();
    await expect(page.getByRole('list', { name: w.audit.list }).or(page.getByText(w.audit.empty))).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
