import { expect, type Locator, type Page } from '@playwright/test';
import { apiUrl, arrange } from './support';

export const DEMO_PASSWORD = 'demo12345';
/** Demo accounts (README.md#demo-accounts) by role: their national number (after +380) and where they land after signing in. */
export const demo = {
  USER: { national: '500000001', lands: '/favorites' },
  INSTALLER: { national: '500000002', lands: '/favorites' },
  DEALER: { national: '500000003', lands: '/favorites' },
  PROJECTOR: { national: '500000004', lands: '/favorites' },
  ADMIN: { national: '500000005', lands: '/favorites' },
} as const;

/** A fresh Ukrainian mobile number (Kyivstar 67x): its national part and the digits the API stores. */
export function newPhone() {
  const national = `67${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  return { national, digits: `380${national}` };
}

export const texts = {
  uk: {
    signIn: 'Увійти',
    phone: 'Номер телефону',
    password: 'Пароль',
    menu: /Меню облікового запису/,
    signOut: 'Вийти',
    tabSignIn: 'Вхід',
    tabRegister: 'Реєстрація',
    denied: 'У вас немає доступу до цього розділу.',
  },
  en: {
    signIn: 'Sign in',
    phone: 'Phone number',
    password: 'Password',
    menu: /Account menu of/,
    signOut: 'Sign out',
    tabSignIn: 'Sign in',
    tabRegister: 'Register',
    denied: 'You do not have access to this section.',
  },
  pl: {
    signIn: 'Zaloguj się',
    phone: 'Numer telefonu',
    password: 'Hasło',
    menu: /Menu konta/,
    signOut: 'Wyloguj się',
    tabSignIn: 'Logowanie',
    tabRegister: 'Rejestracja',
    denied: 'Nie masz dostępu do tej sekcji.',
  },
} as const;
export type Lang = keyof typeof texts;

/** The newest SMS code sent to a phone after `since` (ISO time), waiting for it to arrive. */
export async function codeSentAfter(phone: string, since: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${apiUrl()}/dev/outbox?phone=${phone}`);
        const { data } = (await res.json()) as { data: { code: string | null; createdAt: string }[] };
        code = data.find((m) => m.code && m.createdAt > since)?.code ?? null;
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{4}$/);
  return code!;
}

/** The header's account area (desktop). */
export const header = (page: Page) => page.getByRole('banner');

export async function openSignIn(page: Page, lang: Lang) {
  await header(page).getByRole('button', { name: texts[lang].signIn, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('tab', { name: texts[lang].tabSignIn })).toBeVisible();
  return dialog;
}

export async function fillSignIn(dialog: Locator, lang: Lang, national: string, password: string) {
  await dialog.getByLabel(texts[lang].phone, { exact: true }).fill(national);
  await dialog.getByLabel(texts[lang].password, { exact: true }).fill(password);
  await dialog.getByRole('button', { name: texts[lang].signIn, exact: true }).click();
}

export async function signOut(page: Page, lang: Lang) {
  await header(page).getByRole('button', { name: texts[lang].menu }).click();
  // Sign-out loads the start page afresh after the header already reads "Sign in": wait for that load, or the next
  // page.goto is interrupted by it.
  const reloaded = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
  await page.getByRole('menuitem', { name: texts[lang].signOut }).click();
  await reloaded;
  await expect(header(page).getByRole('button', { name: texts[lang].signIn, exact: true })).toBeVisible();
}

/** Types a code into the four boxes once they accept input (they are disabled while a code is being sent or checked). */
export async function typeCode(dialog: Locator, code: string) {
  const first = dialog.getByRole('textbox').first();
  await expect(first).toBeEnabled();
  await first.click();
  await dialog.page().keyboard.type(code);
}

/** Registers a new client on the English site (so the profile's language is English); ends signed in on /en/favorites. */
export async function registerClientInEnglish(page: Page, client: { name: string; lastname: string; password: string }) {
  const phone = newPhone();
  const started = new Date(Date.now() - 1000).toISOString();
  await page.goto('/en');
  const dialog = await openSignIn(page, 'en');
  await dialog.getByRole('tab', { name: 'Register' }).click();
  await dialog.getByLabel('First name').fill(client.name);
  await dialog.getByLabel('Last name').fill(client.lastname);
  await dialog.getByLabel('Phone number', { exact: true }).fill(phone.national);
  await dialog.getByLabel('E-mail').fill(`${client.name}.${client.lastname}@example.com`.toLowerCase());
  await dialog.getByRole('radio', { name: 'Client' }).click();
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await typeCode(page.getByRole('dialog', { name: 'Confirm your number' }), await codeSentAfter(phone.digits, started));
  const passwordDialog = page.getByRole('dialog', { name: 'Create a password' });
  await passwordDialog.getByLabel('Password (at least 8 characters)').fill(client.password);
  await passwordDialog.getByLabel('Repeat the password').fill(client.password);
  await passwordDialog.getByRole('button', { name: 'Finish registration' }).click();
  await expect(page).toHaveURL(/\/en\/favorites$/);
  return phone;
}

/** The profile language the server holds for the signed-in user of the page. */
export async function profileLanguage(page: Page) {
  const session = await page.request.get('/session', { headers: { 'x-portal-csrf': '1' } });
  return ((await session.json()) as { data: { user: { language: string } } }).data.user.language;
}

/**
 * A new account registered through the API (the phone code from the development outbox), for a journey whose subject
 * is not the registration (the registration's own journeys are in accounts.spec.ts): seconds cheaper than the dialogs.
 * Answers its phone, full name and the session registration ends with.
 */
export async function registerThroughApi(role: 'USER' | 'INSTALLER', name: string, lastname: string, password = DEMO_PASSWORD) {
  const phone = newPhone();
  const roles = await arrange<{ id: number; name: string }[]>('GET', '/roles');
  const since = new Date(Date.now() - 1000).toISOString();
  const { regToken } = await arrange<{ regToken: string }>('POST', '/registrations', {
    body: {
      name,
      lastname,
      phone: phone.digits,
      email: `${phone.digits}@example.com`,
      roleId: roles.find((r) => r.name === role)!.id,
    },
  });
  await arrange('POST', '/registrations/codes/send', { body: { regToken } });
  await arrange('POST', '/registrations/codes/check', { body: { regToken, code: await codeSentAfter(phone.digits, since) } });
  const session = await arrange<{ accessToken: string; user: { id: number } }>('POST', '/registrations/password', {
    body: { regToken, password, repeatedPassword: password },
  });
  return { ...phone, fullName: `${name} ${lastname}`, token: session.accessToken, id: session.user.id };
}
