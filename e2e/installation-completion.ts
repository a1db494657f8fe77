import { expect, type Page } from '@playwright/test';
import { demo } from './accounts';
import { apiCall, apiSession, pngOf } from './installations';
import { apiUrl } from './support';

/** The newest code texted to the client's `phone` about installation `id` after `since`, waiting for it. */
export async function clientCodeFor(phone: string, id: number, since: string) {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const { data } = (await (await fetch(`${apiUrl()}/dev/outbox?phone=${phone}`)).json()) as {
          data: { code: string | null; text: string; createdAt: string }[];
        };
        code = data.find((m) => m.code && m.createdAt > since && new RegExp(`\\b${id}\\b`).test(m.text))?.code ?? null;
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{4}$/);
  return code!;
}

/** The installer completes a READY job of the client with `phone` through the API (the journeys that use it are about what comes after). */
export async function completeThroughApi(phone: string, id: number) {
  const { accessToken: token } = await apiSession(demo.INSTALLER.national);
  const since = new Date(Date.now() - 1000).toISOString();
  await apiCall(token, 'POST', `/web/installations/${id}/codes/send`, {});
  await apiCall(token, 'POST', `/web/installations/${id}/codes/enter`, { code: await clientCodeFor(phone, id, since) });
}

/** The public verification page's path of a completed job, as its certificate PDF names it (the QR code's address). */
export async function certificatePathOf(id: number) {
  const { accessToken: token } = await apiSession(demo.INSTALLER.national);
  const pdf = await fetch(`${apiUrl()}/web/installations/${id}/certificate`, { headers: { authorization: `Bearer ${token}` } });
  expect(pdf.status).toBe(200);
  const url = /\/URI \((http[^)]+\/warranty\/[A-Za-z0-9_-]+)\)/.exec(Buffer.from(await pdf.arrayBuffer()).toString('latin1'));
  expect(url, 'the verification address in the PDF').not.toBeNull();
  return new URL(url![1]).pathname.replace(/^\/(en|pl)(?=\/)/, '');
}

/** Attaches one photo through the card's photos dialog (the dropzone uploads it, then the dialog attaches it). */
export async function addPhotoOnCard(page: Page, texts: { addPhotos: string; title: string; submit: string }) {
  await page.getByRole('button', { name: texts.addPhotos }).first().click();
  const dialog = page.getByRole('dialog', { name: texts.title });
  await dialog.locator('input[type=file]').setInputFiles([{ name: 'finished-work.png', mimeType: 'image/png', buffer: pngOf(40_000) }]);
  const submit = dialog.getByRole('button', { name: texts.submit });
  await expect(submit).toBeEnabled({ timeout: 20_000 });
  await submit.click();
  await expect(dialog).toBeHidden();
}
