import en from '../messages/en.json' with { type: 'json' };
import uk from '../messages/uk.json' with { type: 'json' };
import { expectNoSeriousA11yViolations } from './axe';
import { codeSentAfter, demo, newPhone, typeCode } from './accounts';
import { expect, test } from './fixtures';
import { addPhotoOnCard, certificatePathOf, clientCodeFor, completeThroughApi } from './installation-completion';
import { apiCall, apiSession, arrangeJob, fill, serialOf, signInAs, words } from './installations';

/**
 * Issue 28: the installation job from the client's code to the certificate, in a real browser against the real API.
 * A job is never stuck waiting for the code, never completed without its units and a photo, and once the client signed
 * it a change waits for their new code while the public page keeps the signed record.
 */
test.describe('the job from the code to the certificate (desktop)', () => {
  test('a new job cannot be completed without its serials and a photo; the installer adds them, sends the code, closes, reloads and completes; the certificate’s page and the unit page list the units (en)', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const w = words.en;
    const client = newPhone().digits;
    const job = await arrangeJob(demo.INSTALLER.national, client, 'NEW');
    const models = job.product!.blocks.map((b) => b.model);
    await signInAs(page, baseURL!, demo.INSTALLER.national);
    await page.goto(`/en/installations/${job.id}`);

    // What is left, said before "Complete" can be pressed.
    const checklist = page.getByRole('region', { name: 'Before the client’s code' });
    for (const model of models) await expect(checklist).toContainText(model);
    await expect(checklist).toContainText('Add at least one photo of the finished work.');
    const actions = page.getByRole('group', { name: w.card.actions });
    await expect(actions.getByRole('button', { name: w.card.complete })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    // The serials, typed (a scanner gun types and presses Enter the same way).
    await checklist.getByRole('button', { name: w.card.registerUnits }).click();
    const units = page.getByRole('dialog', { name: fill(w.units.title, { id: job.id }) });
    const serials = models.map(serialOf);
    await units.getByLabel(w.wizard.barcodes.serials).fill(serials.join('\n'));
    await units.getByLabel(w.wizard.barcodes.serials).press('Enter');
    await expect(units.getByRole('listitem')).toHaveCount(serials.length);
    await expect(units.getByText(w.wizard.barcodes.checking)).toHaveCount(0);
    await units.getByRole('button', { name: w.units.save }).click();
    await expect(units).toBeHidden();
    await expect(checklist).toContainText(w.checklist.unitsDone);

    await addPhotoOnCard(page, { addPhotos: w.card.addPhotos, title: w.photos.title, submit: w.photos.submit });
    await expect(checklist).toContainText(w.checklist.photosDone);

    // The code goes out; the installer closes the dialog and reloads: the job waits, and offers the code again.
    await actions.getByRole('button', { name: w.card.complete }).click();
    let dialog = page.getByRole('dialog', { name: w.complete.title });
    const since = new Date(Date.now() - 1000).toISOString();
    await dialog.getByRole('button', { name: w.complete.send }).click();
    const code = await codeSentAfter(client, since);
    await expect(dialog.getByRole('textbox').first()).toBeVisible();
    await dialog.getByRole('button', { name: w.complete.back }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole('main').locator('[data-status]').first()).toHaveAttribute('data-status', 'AWAITING_CONFIRMATION');
    await expect(checklist).toContainText(/The last code was sent to the client on/);
    await actions.getByRole('button', { name: w.card.enterCode }).click();
    dialog = page.getByRole('dialog', { name: w.complete.title });
    await expect(dialog).toContainText(/A code was already sent to the client/);
    await typeCode(dialog, code);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main').locator('[data-status]').first()).toHaveAttribute('data-status', 'COMPLETED');

    // The equipment tab, the unit page and the certificate's public page list the same units.
    await page.getByRole('tab', { name: w.card.tabs.equipment }).click();
    const equipment = page.getByRole('tabpanel');
    for (const serial of serials) await expect(equipment).toContainText(serial);
    await expect(equipment).not.toContainText(/\d{4}-\d{2}-\d{2}/);
    await equipment.locator(`a[href$="/installations/${job.product!.id}/${job.id}"]`).click();
    const warrantyEnd = page
      .getByRole('main')
      .locator('dt', { hasText: new RegExp(`^${w.product.guaranteeExpiredAt}$`) })
      .first()
      .locator('xpath=following-sibling::dd[1]');
    await expect(warrantyEnd).toHaveText(/\b20\d{2}\b/);
    await expect(page.getByText(w.product.notStarted)).toHaveCount(0);
    await page.goto(`/en${await certificatePathOf(job.id)}`);
    await expect(page.getByRole('status').filter({ hasText: fill(en.warranty.certificate.genuine, { number: job.id }) })).toBeVisible();
    for (const serial of serials) await expect(page.getByRole('article', { name: serial })).toBeVisible();
  });

  test('a change after signing waits for the client’s new code; the public page keeps the signed units until then (uk)', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const w = words.uk;
    const client = newPhone().digits;
    const job = await arrangeJob(demo.INSTALLER.national, client, 'READY');
    await completeThroughApi(client, job.id);
    const publicPath = await certificatePathOf(job.id);
    await signInAs(page, baseURL!, demo.INSTALLER.national);
    await page.goto(`/installations/${job.id}`);

    // One unit replaced (a unit swapped on site after the client signed).
    await page.getByRole('tab', { name: w.card.tabs.equipment }).click();
    await page.getByRole('tabpanel').getByRole('button', { name: w.card.registerUnits }).click();
    const units = page.getByRole('dialog', { name: fill(w.units.title, { id: job.id }) });
    await expect(units).toContainText(w.wizard.barcodes.signedNote);
    const [replaced] = job.serials;
    const replacement = serialOf(job.product!.blocks[0].model);
    await units.getByRole('button', { name: fill(w.wizard.barcodes.remove, { serial: replaced }) }).click();
    await units.getByLabel(w.wizard.barcodes.serials).fill(replacement);
    await units.getByLabel(w.wizard.barcodes.serials).press('Enter');
    await expect(units.getByText(w.wizard.barcodes.checking)).toHaveCount(0);
    await units.getByRole('button', { name: w.units.save }).click();
    await expect(units).toBeHidden();

    const signature = page.getByRole('region', { name: w.card.signature.label });
    await expect(signature).toContainText(replacement);
    await expect(signature).toContainText(replaced);
    await expectNoSeriousA11yViolations(page);

    // The public page still shows what the client signed, and says a change is waiting.
    const visitor = await page.context().newPage();
    await visitor.goto(publicPath);
    await expect(visitor.getByText(uk.warranty.certificate.changePending)).toBeVisible();
    await expect(visitor.getByRole('article', { name: replaced })).toBeVisible();
    await expect(visitor.getByRole('article', { name: replacement })).toHaveCount(0);

    // The client's new code applies it.
    await signature.getByRole('button', { name: w.card.confirmChange }).click();
    const dialog = page.getByRole('dialog', { name: w.complete.titleChange });
    const since = new Date(Date.now() - 1000).toISOString();
    await dialog.getByRole('button', { name: w.complete.send }).click();
    await typeCode(dialog, await clientCodeFor(client, job.id, since));
    await expect(dialog).toBeHidden();
    await expect(signature).toContainText(w.card.signature.unchanged);
    await visitor.reload();
    await expect(visitor.getByRole('article', { name: replacement })).toBeVisible();
    await expect(visitor.getByText(uk.warranty.certificate.changePending)).toHaveCount(0);
  });

  test('the completed-installation wizard’s job is completed from its card, its warranty from the day the work was done (pl)', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const w = words.pl;
    const { accessToken: token, user } = await apiSession(demo.INSTALLER.national);
    const types = await apiCall<{ certificationTypes: { id: number; code: string }[] }>(token, 'GET', '/web/installations/certification-types');
    const workDoneOn = '2026-03-02';
    const client = newPhone().digits;
    const { id } = await apiCall<{ id: number }>(token, 'POST', '/web/installations/completed', {
      workOrderType: 'INSTALLATION',
      certificationTypeId: types.certificationTypes.find((t) => t.code === 'RAC')!.id,
      clientPhone: client,
      clientName: 'Ірина',
      clientLastname: 'Гнатюк',
      workDoneOn,
    });
    const step = (path: string, body: unknown) => apiCall(token, 'PUT', `/web/installations/completed/${id}/${path}`, body);
    const catalog = await apiCall<{ products: { data: { id: number; kind: string }[] } }>(token, 'GET', '/web/catalog/products?perPage=50');
    const product = await apiCall<{ blocks: { model: string }[] }>(
      token,
      'GET',
      `/web/catalog/products/${catalog.products.data.find((p) => p.kind === 'RAC')!.id}`,
    );
    await step('barcodes', { barcodes: product.blocks.map((b) => serialOf(b.model)), extendedGuarantee: false });
    await step('installer', { installerId: user.id });
    const places = await apiCall<{ data: { id: string }[] }>(token, 'GET', `/addresses?${new URLSearchParams({ search: 'Київ', perPage: '5' })}`);
    await step('address', { settlementId: places.data[0].id, street: 'вул. Січових Стрільців', house: '7', flat: '3', floor: '2' });
    await step('details', { saleDate: '2026-02-20', elevator: true });

    await signInAs(page, baseURL!, demo.INSTALLER.national);
    await page.goto(`/pl/installations/${id}`);
    await expect(page.getByRole('main').locator('[data-status]').first()).toHaveAttribute('data-status', 'AWAITING_CONFIRMATION');
    // The flat and the floor carry their labels.
    await expect(page.getByRole('main')).toContainText('m. 3, piętro 2');
    const checklist = page.getByRole('region', { name: w.checklist.title });
    await expect(checklist).toContainText(w.checklist.unitsDone);
    await expect(checklist).toContainText(w.checklist.photosMissing);
    await addPhotoOnCard(page, { addPhotos: w.card.addPhotos, title: w.photos.title, submit: w.photos.submit });
    await page.getByRole('group', { name: w.card.actions }).getByRole('button', { name: w.card.sendCode }).click();
    const dialog = page.getByRole('dialog', { name: w.complete.title });
    const since = new Date(Date.now() - 1000).toISOString();
    await dialog.getByRole('button', { name: w.complete.send }).click();
    await typeCode(dialog, await clientCodeFor(client, id, since));
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main').locator('[data-status]').first()).toHaveAttribute('data-status', 'COMPLETED');
    await expect(page.getByRole('tabpanel')).toContainText('2 mar 2026');
    await expectNoSeriousA11yViolations(page);
  });
});
