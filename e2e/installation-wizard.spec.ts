import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { demo } from './accounts';
import {
  chooseUncertifiedInstaller,
  currentStep,
  fillAddressStep,
  fillCommonStep,
  installationIdOf,
  openWizardAs,
  prefixOf,
  productWithSerial,
  wizardTexts,
} from './installation-wizard';
import { arrangeInstallation, signInAs } from './installations';

test.describe('installation wizards', () => {
  test('an installer completes the new-installation wizard, leaving after the address step and resuming it (en)', async ({ page, context }) => {
    const t = wizardTexts('en');
    const product = await productWithSerial('en');
    await openWizardAs(page, 'en', demo.INSTALLER.national);
    await expect(currentStep(page)).toContainText(t.steps.common);

    await fillCommonStep(page, 'en', demo.USER.national);
    await expect(page.getByText(/Client found: /)).toBeVisible();
    await page.getByRole('button', { name: t.nav.next }).click();

    // The installer does the job themself; the demo installer holds no LCAC certification, so the API warns.
    await expect(currentStep(page)).toContainText(t.steps.installer);
    await expect(page.getByText(t.installer.yourself)).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: t.installer.warningTitle })).toBeVisible();
    await page.getByRole('button', { name: t.nav.next }).click();

    await expect(currentStep(page)).toContainText(t.steps.address);
    await fillAddressStep(page, 'en');
    await page.getByRole('button', { name: t.nav.next }).click();
    await expect(currentStep(page)).toContainText(t.steps.products);
    const id = installationIdOf(page);

    // The browser is closed after the address step: a new page at the draft's address resumes at the equipment.
    await page.close();
    const resumed = await context.newPage();
    await resumed.goto(`/en/installations/new?id=${id}`);
    await expect(currentStep(resumed)).toContainText(t.steps.products);
    // The saved address is read back with GET.
    await resumed.getByRole('link', { name: new RegExp(t.steps.address) }).click();
    await expect(resumed.getByLabel(t.address.street)).toHaveValue('Kyivska');
    await resumed.getByRole('button', { name: t.nav.next }).click();

    await expect(currentStep(resumed)).toContainText(t.steps.products);
    // The outfit information's defaults: 1 outdoor block, 0 indoor.
    await expect(resumed.getByLabel(t.products.outdoor)).toHaveValue('1');
    await expect(resumed.getByLabel(t.products.indoor)).toHaveValue('0');
    await resumed.getByRole('combobox', { name: t.products.search }).fill(product.name);
    await resumed.getByRole('option', { name: product.name }).first().click();
    await expect(resumed.getByRole('heading', { name: '1 product chosen' })).toBeVisible();
    await resumed.getByRole('button', { name: t.nav.next }).click();

    await expect(currentStep(resumed)).toContainText(t.steps.details);
    await expectNoSeriousA11yViolations(resumed);
    const finish = resumed.getByRole('button', { name: t.nav.finish });
    await resumed.getByLabel(t.details.saleDate).fill('2026-11-01');
    // A new installation needs its planned date before it can be finished.
    await expect(finish).toBeDisabled();
    await resumed.getByLabel(t.details.plannedAt).fill('2030-03-15');
    await resumed.getByLabel(t.details.elevator).selectOption('yes');
    await resumed.getByLabel(t.details.drainage).selectOption({ index: 1 });
    await resumed.getByLabel(t.details.routeLength).fill('4.5');
    await finish.click();
    await expect(resumed).toHaveURL(new RegExp(`/en/installations/${id}$`));
  });

  test("a draft opened right after signing in is asked for with the session's token: no call is answered 401 (en)", async ({ page, baseURL }) => {
    const t = wizardTexts('en');
    const id = await arrangeInstallation(demo.INSTALLER.national, demo.USER.national, 'DRAFT');
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) refused.push(`${response.request().method()} ${response.url()}`);
    });
    await signInAs(page, baseURL!, demo.INSTALLER.national);
    // The browser's question who is signed in (GET /session) answers late, as it does when it must refresh the session
    // first: whatever the page sends meanwhile has no token yet.
    await page.route('**/session', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    // At once, as a bookmark or a link would: the page loads while the browser still asks who is signed in.
    await page.goto(`/en/installations/new?id=${id}`);
    await expect(currentStep(page)).toContainText(t.steps.installer);
    await expect(page.getByText(t.installer.yourself)).toBeVisible();
    expect(refused).toEqual([]);
  });

  test('a dealer creates an installation for a new client, assigns an installer and sees the certification warning (uk)', async ({ page }) => {
    const t = wizardTexts('uk');
    await openWizardAs(page, 'uk', demo.DEALER.national);
    const { next } = await chooseUncertifiedInstaller(page, 'uk', { name: 'Марта', lastname: 'Гнатюк' });
    await expectNoSeriousA11yViolations(page);
    await next.click();
    await expect(currentStep(page)).toContainText(t.steps.address);
  });

  test('the completed-installation wizard registers units by serial and refuses a serial already registered (pl)', async ({ page }) => {
    const t = wizardTexts('pl');
    const { serial } = await productWithSerial('pl');
    const second = `${serial.slice(0, -1)}${(Number(serial.at(-1)) + 1) % 10}`;
    await openWizardAs(page, 'pl', demo.INSTALLER.national, '?kind=completed');
    await expect(page.getByRole('heading', { level: 1, name: t.titleCompleted })).toBeVisible();
    await fillCommonStep(page, 'pl', demo.USER.national);
    await expect(page.getByText(/Znaleziono klienta: /)).toBeVisible();
    await page.getByRole('button', { name: t.nav.next }).click();

    await expect(currentStep(page)).toContainText(t.steps.barcodes);
    // Two serials pasted at once, as two lines.
    await page.getByLabel(t.barcodes.serials).fill(`${serial}\n${second.toLowerCase()}`);
    await page.getByRole('button', { name: t.barcodes.add, exact: true }).click();
    const units = page.getByRole('list').filter({ hasText: serial });
    await expect(units.getByRole('listitem')).toHaveCount(2);
    await expect(units.getByText(t.barcodes.checking)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: t.nav.next }).click();

    await expect(currentStep(page)).toContainText(t.steps.installer);
    await page.getByRole('button', { name: t.nav.next }).click();
    await expect(currentStep(page)).toContainText(t.steps.address);
    await fillAddressStep(page, 'pl');
    await page.getByRole('button', { name: t.nav.next }).click();
    await expect(currentStep(page)).toContainText(t.steps.details);
    const id = installationIdOf(page);
    await page.getByRole('button', { name: t.nav.finish }).click();
    await expect(page).toHaveURL(new RegExp(`/pl/installations/${id}$`));

    // A second registration of the same unit, started from the list's button, is refused, naming the serial's problem, and cannot go on.
    await page.goto(`${prefixOf('pl')}/installations`);
    await page.getByRole('link', { name: t.start.completed }).click();
    await expect(page).toHaveURL(/\/pl\/installations\/new\?kind=completed/);
    await fillCommonStep(page, 'pl', demo.USER.national);
    await expect(page.getByText(/Znaleziono klienta: /)).toBeVisible();
    await page.getByRole('button', { name: t.nav.next }).click();
    await page.getByLabel(t.barcodes.serials).fill(serial);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: /nie można zarejestrować/ })).toBeVisible();
    await expect(page.getByRole('button', { name: t.nav.next })).toBeDisabled();
  });
});
