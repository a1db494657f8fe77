import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import en from '../messages/en.json' with { type: 'json' };
import pl from '../messages/pl.json' with { type: 'json' };
import uk from '../messages/uk.json' with { type: 'json' };
import { fill } from './installations';

/** The objects texts of each language (and the shell's, the uploads'), so one journey reads each language's screen. */
export const words = {
  uk: { ...uk.objects, shell: uk.shell, upload: uk.upload, installer: uk.installer },
  en: { ...en.objects, shell: en.shell, upload: en.upload, installer: en.installer },
  pl: { ...pl.objects, shell: pl.shell, upload: pl.upload, installer: pl.installer },
} as const;
export type Lang = keyof typeof words;
/** `documents.attach` for one file (an ICU plural). */
const attachOne = { uk: 'Додати 1 документ', en: 'Attach 1 document', pl: 'Dodaj 1 dokument' } as const;

/** An MP4 as its first bytes show it (an `ftyp` box), then random bytes up to `size`: an object document. */
export const mp4Of = (size: number) =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2'), randomBytes(size - 24)]);
/** A PDF as its first bytes show it, then random bytes up to `size`: a designer's drawing set. */
const pdfOf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 9)]);

/**
 * The designer's journey on an object page it has just created: equipment from the picker, a quantity, a
 * 15 MB PDF through the dropzone and back through its private route, and the specification as a PDF.
 */
export async function equipAndDocument(page: Page, lang: Lang) {
  const w = words[lang];
  await page.getByRole('button', { name: w.equipment.add }).click();
  const picker = page.getByRole('dialog', { name: w.picker.title });
  await picker.getByLabel(w.picker.group).selectOption({ index: 1 });
  const results = picker.getByRole('list', { name: w.picker.results });
  await expect(results.getByRole('listitem').first()).toBeVisible();
  await results.getByRole('button', { name: w.picker.add, exact: false }).first().click();
  await expect(results.getByText(fill(w.picker.added, { count: 1 }))).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();

  const equipment = page.getByRole('list', { name: w.equipment.title });
  await expect(equipment.getByRole('listitem')).toHaveCount(1);
  const total = page.getByTestId('object-total');
  const before = await total.textContent();
  const quantity = equipment.getByRole('spinbutton');
  await quantity.fill('3');
  await quantity.press('Enter');
  await expect(total).not.toHaveText(before!);

  const drawings = pdfOf(15 * 1024 * 1024);
  await page.getByLabel(w.documents.dropzone).setInputFiles({ name: 'drawings-15mb.pdf', mimeType: 'application/pdf', buffer: drawings });
  await expect(page.getByText(w.upload.uploaded)).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: attachOne[lang], exact: true }).click();
  const document = page.getByRole('list', { name: w.documents.title }).getByRole('button', { name: fill(w.documents.download, { name: 'drawings-15mb.pdf' }) });
  await expect(document).toBeVisible();
  const saved = page.waitForEvent('download');
  await document.click();
  expect((await saved).suggestedFilename()).toBe('drawings-15mb.pdf');
  expect((await readFile(await (await saved).path())).equals(drawings)).toBe(true);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: w.specification.pdf, exact: true }).click();
  const file = await (await download).path();
  expect((await readFile(file)).subarray(0, 4).toString()).toBe('%PDF');
}

/** Creates an object through the list's dialog; answers on its page. */
export async function createObject(page: Page, lang: Lang, name: string) {
  const w = words[lang];
  await page.getByRole('button', { name: w.list.create }).click();
  const dialog = page.getByRole('dialog', { name: w.form.createTitle });
  await dialog.getByLabel(w.form.name).fill(name);
  await dialog.getByLabel(w.form.address).fill('Київ, вул. Велика Васильківська, 100');
  await dialog.getByLabel(w.form.comment).fill('Е2Е');
  await dialog.getByRole('button', { name: w.form.create }).click();
  await expect(page).toHaveURL(/\/objects\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}
