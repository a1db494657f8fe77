import type { CatalogList } from '../contracts/catalog';
import en from '../messages/en.json' with { type: 'json' };
import { demo } from './accounts';
import { adminWords } from './admin';
import { expectNoSeriousA11yViolations } from './axe';
import { apiGet } from './catalog';
import { expect, test } from './fixtures';
import { uploadWords } from './chats';
import { pngOf, signInAs } from './installations';

const w = adminWords.en.catalogImport;
const SKU = 'AUR-12HRN1-W';

test.describe('the catalogue in the back-office', () => {
  test('support checks a CSV, sees its bad row and nothing imported, then imports the fixed file; then edits the product in its form with a new photo (pl): each time the product page carries the change within seconds; a group with products is not removed, saying why @catalogue-write', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const list = await apiGet<CatalogList>(`/web/catalog/products?lang=en&search=${SKU}`);
    const product = list.products.data.find((p) => p.sku === SKU)!;
    const description = `Quiet at night: 19 dB in sleep mode (${Date.now()}).`;
    const csv = (rows: string[]) => Buffer.from(['sku,description.en,price', ...rows].join('\n'));

    await signInAs(page, baseURL!, demo.ADMIN.national);
    await page.goto('/en/admin');
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(`^${adminWords.en.overview.catalog} `) })
      .click();
    await page.getByRole('link', { name: adminWords.en.products.importFile }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    const input = page.getByLabel(w.choose);

    await input.setInputFiles({ name: 'descriptions.csv', mimeType: 'text/csv', buffer: csv([`${SKU},"${description}",`, 'NEW-1,,-5']) });
    await expect(page.getByRole('heading', { name: w.reportTitle })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'nothing is imported until the file is fixed' })).toBeVisible();
    const issues = page.getByRole('region', { name: w.issuesTable });
    await expect(issues.getByRole('row', { name: /line 3 \(NEW-1\)/ }).first()).toContainText('price');
    await expect(page.getByRole('button', { name: w.import })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await input.setInputFiles({ name: 'descriptions.csv', mimeType: 'text/csv', buffer: csv([`${SKU},"${description}",`]) });
    await expect(page.getByText(w.clean)).toBeVisible();
    await expect(page.getByRole('definition').nth(1)).toHaveText('1');
    await page.getByRole('button', { name: w.import }).click();
    const dialog = page.getByRole('dialog', { name: w.confirmTitle });
    await dialog.getByRole('button', { name: w.import }).click();
    await expect(page.getByRole('heading', { name: w.doneTitle })).toBeVisible();

    // The product page follows within seconds (the web server's watch of the catalogue version, ADR 0011): its
    // description is the page's summary for search engines.
    const shopDescription = async (expected: string) =>
      expect(async () => {
        await page.goto(`/en/products/${product.id}`);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', expected, { timeout: 1000 });
      }).toPass({ timeout: 30_000 });
    await shopDescription(description);

    // The same product edited in its form: found by its SKU, its Polish description changed, saved; the shop follows.
    await page.goto('/pl/admin/catalog');
    const pl = adminWords.pl.products;
    await page.getByLabel(pl.search).fill(SKU);
    // The list narrows as the search is typed (debounced): the product's row, by its SKU line.
    await page
      .getByRole('list', { name: pl.list })
      .getByRole('listitem')
      .filter({ hasText: `${SKU} ·` })
      .getByRole('link')
      .click();
    await expect(page).toHaveURL(new RegExp(`/pl/admin/catalog/products/${product.id}$`));
    const polish = page.getByRole('group', { name: adminWords.pl.news.languages.pl });
    const edited = `Cichy w nocy (${Date.now()}).`;
    await polish.getByLabel(pl.description).fill(edited);
    // A photo added after the product's own, through the upload protocol (progress, then ready).
    await page.getByLabel(pl.photos.upload).setInputFiles({ name: 'side.png', mimeType: 'image/png', buffer: pngOf(7000) });
    await expect(page.getByText(uploadWords.pl.uploaded, { exact: false })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: pl.save, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: pl.saved })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Its outdoor model's data (issue 33): a manufacturer's limit typed in bar, stored, and there after a reload.
    const modelData = () => page.getByRole('region', { name: pl.modelSpec.title.replace('{model}', 'AUR-12HRN1-O') });
    const discharge = () => modelData().getByRole('group', { name: 'Ciśnienie tłoczenia, bar' }).getByLabel(pl.modelSpec.max);
    await discharge().fill('42');
    await modelData().getByRole('button', { name: pl.modelSpec.save }).click();
    await expect(modelData().getByRole('status')).toHaveText(pl.modelSpec.saved);
    await page.reload();
    await expect(discharge()).toHaveValue('42');
    await expect(async () => {
      await page.goto(`/pl/products/${product.id}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', edited, { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    // The new photo is in the product's gallery (served through Next's image optimiser).
    await expect(page.locator('main img[src*="storage%2Fphotos%2F"]').first()).toBeAttached();

    // A group with products is not removed, and the dialog says why.
    await page.goto('/en/admin/catalog');
    await page.getByRole('link', { name: adminWords.en.products.groups }).click();
    const g = adminWords.en.groups;
    const group = page.getByRole('list', { name: g.list }).getByRole('listitem').first();
    await group.getByRole('button', { name: g.remove }).click();
    const dialog2 = page.getByRole('dialog');
    await dialog2.getByRole('button', { name: g.remove }).click();
    await expect(dialog2.getByRole('alert')).toContainText(/products? belongs? to this group/);
    await expectNoSeriousA11yViolations(page);
  });

  test('support adds a product through the form, is told a SKU in use, then gives it a colour, a specification line and an uploaded download in its details (en): the shop shows the new product with them within seconds @catalogue-write', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const p = adminWords.en.products;
    const names = en.ui.schemaForm;
    const sku = `E2E-${Date.now()}`;
    await signInAs(page, baseURL!, demo.ADMIN.national);
    await page.goto('/en/admin/catalog');
    await page.getByRole('link', { name: p.newTitle }).click();
    await expect(page).toHaveURL(/\/en\/admin\/catalog\/products\/new$/);
    const form = page.getByRole('form', { name: p.newTitle });
    await form.getByLabel(p.fields.sku, { exact: true }).fill(SKU);
    await form.getByRole('combobox', { name: p.fields.group }).selectOption({ label: 'Wall-mounted split systems' });
    await form.getByRole('combobox', { name: p.fields.kind }).selectOption('RAC');
    await form.getByLabel(p.fields.series, { exact: true }).fill('E2E');
    await form.getByLabel(p.fields.price, { exact: true }).fill('21999');
    for (const [lang, name] of [
      ['uk', 'Тестовий'],
      ['en', 'Test unit'],
      ['pl', 'Testowy'],
    ] as const) {
      await page.locator(`#doc-name-${lang}`).fill(`${name} ${sku}`);
      await page.locator(`#doc-description-${lang}`).fill(`${name}.`);
    }
    // A SKU in use: the API's refusal under the field.
    await form.getByRole('button', { name: p.create }).click();
    await expect(page.locator('#doc-sku-error')).toHaveText(en.validation.skuTaken);
    await form.getByLabel(p.fields.sku, { exact: true }).fill(sku);
    await form.getByRole('button', { name: p.create }).click();
    await expect(page).toHaveURL(/\/en\/admin\/catalog\/products\/\d+$/);
    const id = Number(/products\/(\d+)$/.exec(page.url())![1]);

    const details = page.getByRole('form', { name: p.details });
    await expect(details.getByRole('combobox', { name: p.fields.group })).toHaveValue('wall-split');
    const colours = details.getByRole('group', { name: p.fields.colors });
    await colours.getByRole('button', { name: names.add.replace('{label}', p.fields.colors) }).click();
    await page.locator('#doc-colors-0-hex').fill('#0a0a0a');
    await page.locator('#doc-colors-0-name-uk').fill('Чорний');
    await page.locator('#doc-colors-0-name-en').fill('Black');
    await page.locator('#doc-colors-0-name-pl').fill('Czarny');
    await details
      .getByRole('group', { name: `${p.fields.features}` })
      .getByRole('group', { name: p.fields.en })
      .getByRole('button', { name: names.add.replace('{label}', p.fields.en) })
      .click();
    await page.locator('#doc-features-en-0-name').fill('Noise');
    await page.locator('#doc-features-en-0-value').fill('19 dB');
    // A download uploaded through the upload protocol: its temporary path fills the address, the size comes from the file.
    const downloads = details.getByRole('group', { name: p.fields.files });
    await downloads.getByRole('button', { name: names.add.replace('{label}', p.fields.files) }).click();
    for (const [lang, text] of [
      ['uk', 'Інструкція з монтажу'],
      ['en', 'Installation manual'],
      ['pl', 'Instrukcja montażu'],
    ] as const)
      await page.locator(`#doc-files-0-name-${lang}`).fill(text);
    const manual = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(40_000, 1)]);
    await downloads.getByLabel(p.fileUpload.replace('{number}', '1')).setInputFiles({ name: 'manual.pdf', mimeType: 'application/pdf', buffer: manual });
    await expect(page.locator('#doc-files-0-url')).toHaveValue(/^temp\//, { timeout: 20_000 });
    await details.getByRole('button', { name: p.saveDetails }).click();
    await expect(details.getByRole('status')).toHaveText(p.saved);
    await expectNoSeriousA11yViolations(page);

    // The page may first come from a render of the catalogue before the details were saved: read again until it has them.
    await expect(async () => {
      await page.goto(`/en/products/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: `Test unit ${sku}` })).toBeVisible({ timeout: 1000 });
      await expect(page.getByText('19 dB')).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByText('Black')).toBeVisible();
    const download = page.locator('a[download][href*="/storage/documents/"]');
    await expect(download).toContainText('Installation manual');
    expect((await page.request.get((await download.getAttribute('href'))!)).status()).toBe(200);
  });
});

test.describe('catalogue groups and filters in the back-office', () => {
  test('support adds a group with an SVG icon and a filter, and labels a filter’s value (uk, 980 px): the home page shows the group with its icon and the shop’s filter the label within seconds @catalogue-write', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const g = adminWords.uk.groups;
    const stamp = Date.now();
    const groupName = `Рекуператори ${stamp}`;
    await page.setViewportSize({ width: 980, height: 900 });
    await signInAs(page, baseURL!, demo.ADMIN.national);
    await page.goto('/admin/catalog/groups');

    await page.getByRole('button', { name: g.newGroup }).click();
    const form = page.getByRole('form', { name: g.newGroup });
    await expect(form.getByLabel(g.slug)).toBeFocused();
    await form.getByLabel(g.slug).fill(`e2e-${stamp}`);
    await form.getByLabel(adminWords.uk.news.languages.uk).fill(groupName);
    await form.getByLabel(adminWords.uk.news.languages.en).fill(`Heat recovery ${stamp}`);
    await form.getByLabel(adminWords.uk.news.languages.pl).fill(`Rekuperatory ${stamp}`);
    // A file that is no SVG is refused before anything is sent; the SVG is shown before it is added.
    await form.getByLabel(g.iconChoose).setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: pngOf(100) });
    await expect(form.getByRole('alert')).toContainText('icon.png');
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M4 12h16M12 4v16" stroke="#0369a1" stroke-width="3"/></svg>';
    await form.getByLabel(g.iconChoose).setInputFiles({ name: 'recovery.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
    await expect(form.getByRole('img', { name: g.iconPreview })).toBeVisible();
    await form.getByRole('button', { name: g.add }).click();
    const added = page
      .getByRole('list', { name: g.list })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: groupName }) });
    await expect(added).toBeVisible();
    await expect(added.locator(`img[src*="catalog/icons/e2e-${stamp}-"]`)).toBeVisible();

    await page.getByRole('button', { name: g.newProperty }).click();
    const filterForm = page.getByRole('form', { name: g.newProperty });
    await filterForm.getByLabel(g.code).fill(`e2e-${stamp}`);
    await filterForm.getByLabel(adminWords.uk.news.languages.uk).fill(`Фільтр ${stamp}`);
    await filterForm.getByLabel(adminWords.uk.news.languages.en).fill(`Filter ${stamp}`);
    await filterForm.getByLabel(adminWords.uk.news.languages.pl).fill(`Filtr ${stamp}`);
    await filterForm.getByRole('button', { name: g.addProperty }).click();
    const filters = page.getByRole('list', { name: g.propertiesList });
    await expect(filters.getByRole('heading', { name: `Фільтр ${stamp}` })).toBeVisible();

    // The first filter's first value gets a new Ukrainian label.
    const first = filters.getByRole('listitem').first();
    await first.getByRole('button', { name: new RegExp(`^${g.showValues.split(' (')[0]}`) }).click();
    const value = first.getByRole('list').getByRole('listitem').first();
    const label = `Мітка ${stamp}`;
    await value.getByLabel(adminWords.uk.news.languages.uk).fill(label);
    await value.getByRole('button', { name: g.save }).click();
    await expect(value.getByRole('status')).toHaveText(g.saved);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(980);
    await expectNoSeriousA11yViolations(page);

    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(async () => {
      await page.goto('/');
      await expect(page.getByRole('link', { name: new RegExp(groupName) })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole('link', { name: new RegExp(groupName) }).locator('img')).toBeVisible();
    await expect(async () => {
      await page.goto('/products');
      await expect(page.getByText(label, { exact: true }).first()).toBeAttached({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
  });
});
