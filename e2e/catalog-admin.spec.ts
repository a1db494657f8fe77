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

  test('support adds a product through the form, is told a SKU in use, then gives it a colour and a specification line in its details (en): the shop shows the new product with them within seconds @catalogue-write', async ({
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
    await details.getByRole('button', { name: p.saveDetails }).click();
    await expect(details.getByRole('status')).toHaveText(p.saved);
    await expectNoSeriousA11yViolations(page);

    await expect(async () => {
      await page.goto(`/en/products/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: `Test unit ${sku}` })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByText('19 dB')).toBeVisible();
    await expect(page.getByText('Black')).toBeVisible();
  });
});
