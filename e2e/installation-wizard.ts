import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, fillSignIn, newPhone, type Lang } from './accounts';
import { apiGet, messages } from './catalog';
import { locales } from './support';

/** The wizards' texts in a language. */
export const wizardTexts = (lang: Lang) => messages[lang].installations.wizard;
export const prefixOf = (lang: Lang) => locales.find((l) => l.locale === lang)!.prefix;

/** Signs a demo account in through the guard of the wizard's page: a guest gets the sign-in modal, and signing in goes on to the wizard. */
export async function openWizardAs(page: Page, lang: Lang, national: string, query = '') {
  await page.goto(`${prefixOf(lang)}/installations/new${query}`);
  await fillSignIn(page.getByRole('dialog'), lang, national, DEMO_PASSWORD);
  await expect(page.getByRole('dialog')).toBeHidden();
  // Signing in goes on to the page asked for, in the language the person is using (ADR 0014).
  await expect(page).toHaveURL(new RegExp(`^[^?]*${prefixOf(lang)}/installations/new`));
  await expect(
    page.getByRole('heading', { level: 1, name: query.includes('completed') ? wizardTexts(lang).titleCompleted : wizardTexts(lang).titleNew }),
  ).toBeVisible();
}

/** The step the indicator marks as current. */
export const currentStep = (page: Page) => page.getByRole('navigation').locator('[aria-current="step"]');

/** The installation id of the wizard's URL. */
export const installationIdOf = (page: Page) => Number(new URL(page.url()).searchParams.get('id'));

/**
 * Step 1: the first work order type, the certification type at `certification` in the API's list (2 is LCAC, which the
 * demo installer Андрій Мельник does not hold: RAC and HP only), and the client by phone.
 */
export async function fillCommonStep(page: Page, lang: Lang, clientNational: string, certification = 2) {
  const t = wizardTexts(lang).common;
  await page.getByLabel(t.workOrderType).selectOption({ index: 1 });
  await page.getByLabel(t.certificationType).selectOption({ index: certification });
  await page.getByLabel(t.clientPhone, { exact: true }).fill(clientNational);
  // The completed-installation wizard asks when the work was done: yesterday here.
  const workDoneOn = page.getByLabel(t.workDoneOn);
  if (await workDoneOn.count()) await workDoneOn.fill(new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));
}

/**
 * A dealer's step 1 for a new client (unknown phone, named here), then the installer step with Василь Кравчук, the
 * dealer's installer without any certification: answers the certification warning and the (enabled) Next button.
 */
export async function chooseUncertifiedInstaller(page: Page, lang: Lang, client: { name: string; lastname: string }) {
  const t = wizardTexts(lang);
  await fillCommonStep(page, lang, newPhone().national);
  await expect(page.getByText(t.common.clientUnknown)).toBeVisible();
  await page.getByLabel(t.common.clientName).fill(client.name);
  await page.getByLabel(t.common.clientLastname).fill(client.lastname);
  await page.getByRole('button', { name: t.nav.next }).click();

  await expect(currentStep(page)).toContainText(t.steps.installer);
  const next = page.getByRole('button', { name: t.nav.next });
  await expect(next).toBeDisabled();
  await page.getByRole('combobox', { name: t.installer.choose }).fill('Кравчук');
  await page.getByRole('option', { name: /Василь Кравчук/ }).click();
  const warning = page.getByRole('alert').filter({ hasText: t.installer.warningTitle });
  await expect(warning).toBeVisible();
  return { warning, next };
}

/** Step "address": a settlement found by its name in the page's language and chosen from the suggestions, then street and house. */
export async function fillAddressStep(page: Page, lang: Lang) {
  const t = wizardTexts(lang).address;
  const settlement = page.getByRole('combobox', { name: t.settlement });
  await settlement.fill(lang === 'uk' ? 'Бровари' : 'Brovary');
  await page
    .getByRole('option', { name: /^(Бровари|Brovary),/ })
    .first()
    .click();
  await expect(settlement).toHaveValue(/^(Бровари|Brovary),/);
  await page.getByLabel(t.street).fill('Kyivska');
  await page.getByLabel(t.house, { exact: true }).fill('12');
}

/** A catalogue product with blocks (named in `lang`), and a fresh serial of its first block (model key + a unit number, docs/decisions/0023). */
export async function productWithSerial(lang: Lang) {
  const list = await apiGet<{ products: { data: { id: number; name: string }[] } }>(`/web/catalog/products?perPage=20&lang=${lang}`);
  for (const item of list.products.data) {
    const card = await apiGet<{ name: string; blocks: { model: string }[] }>(`/web/catalog/products/${item.id}?lang=${lang}`);
    const block = card.blocks[0];
    if (!block) continue;
    const unit = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
    return { id: item.id, name: card.name, serial: `${block.model.toUpperCase().replace(/[^A-Z0-9]/g, '')}${unit}` };
  }
  throw new Error('no catalogue product with blocks');
}
