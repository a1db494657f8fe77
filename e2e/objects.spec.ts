import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { demo } from './accounts';
import { signInAs } from './installations';
import { createObject, equipAndDocument, mp4Of, words } from './objects';

test.describe('building objects', () => {
  test('a designer creates an object, adds equipment and a 15 MB document, and downloads the specification (uk)', async ({ page, baseURL }) => {
    // A 15 MB upload on a machine shared by many builds.
    test.setTimeout(180_000);
    const w = words.uk;
    await signInAs(page, baseURL!, demo.PROJECTOR.national);
    await page.goto('/objects');
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    // The seeded objects are listed.
    await expect(page.getByRole('link', { name: /Оболонь/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await createObject(page, 'uk', 'Котедж Е2Е, Буча');
    await equipAndDocument(page, 'uk');
    await expectNoSeriousA11yViolations(page);
  });

  test('a file over 20 MB is refused with the spec’s popup; deleting asks first (uk)', async ({ page, baseURL }) => {
    const w = words.uk;
    await signInAs(page, baseURL!, demo.PROJECTOR.national);
    await page.goto('/objects');
    await createObject(page, 'uk', 'Тимчасовий Е2Е');

    // A file over 20 MB is refused in the browser with the too-large popup.
    await page.getByLabel(w.documents.dropzone).setInputFiles({ name: 'huge.mp4', mimeType: 'video/mp4', buffer: mp4Of(21 * 1024 * 1024) });
    await expect(page.getByRole('dialog')).toContainText(w.installer.fileTooLarge);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: w.view.delete, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: w.view.deleteTitle });
    await confirm.getByRole('button', { name: w.view.delete, exact: true }).click();
    await expect(page).toHaveURL(/\/objects$/);
    await expect(page.getByRole('link', { name: /Тимчасовий Е2Е/ })).toHaveCount(0);
  });

  test('the picker loads the next ten products as its list scrolls, and searches (en)', async ({ page, baseURL }) => {
    const w = words.en;
    await signInAs(page, baseURL!, demo.PROJECTOR.national);
    await page.goto('/en/objects');
    await page.getByRole('link', { name: /Ірпінь/ }).click();
    await page.getByRole('button', { name: w.equipment.add }).click();
    const results = page.getByRole('dialog', { name: w.picker.title }).getByRole('list', { name: w.picker.results });
    await expect(results.getByRole('listitem')).toHaveCount(10);
    // Scrolling to the end of the list brings the end marker into view: the next page is appended.
    await results.hover();
    await page.mouse.wheel(0, 5000);
    await expect.poll(() => results.getByRole('listitem').count()).toBeGreaterThan(10);
    await page.getByRole('dialog').getByLabel(w.picker.search).fill('zzzzqqq');
    await expect(page.getByRole('dialog').getByText(/zzzzqqq/)).toBeVisible();
  });

  test('other roles are refused the objects pages with the access-denied popup (pl)', async ({ page, baseURL }) => {
    const w = words.pl;
    await signInAs(page, baseURL!, demo.INSTALLER.national);
    await page.goto('/pl/objects');
    await expect(page.getByRole('dialog')).toContainText(w.shell.accessDenied);
    await expect(page).not.toHaveURL(/objects/);
    await page.goto('/pl/objects/1');
    await expect(page.getByRole('dialog')).toContainText(w.shell.accessDenied);
  });
});
