import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import sharp from 'sharp';
import {
  codeSentAfter,
  demo,
  DEMO_PASSWORD,
  fillSignIn,
  header,
  newPhone,
  openSignIn,
  profileLanguage,
  registerClientInEnglish,
  registerThroughApi,
  signOut,
  texts,
  typeCode,
  type Lang,
} from './accounts';
import { signInAs } from './installations';
import { apiUrl, expectLang } from './support';

test.describe('registration, sign-out, restore, sign-in', () => {
  test('a new client registers, signs out, restores the password and signs in again in en and pl', async ({ page, context }) => {
    test.setTimeout(120_000);
    const phone = newPhone();
    const started = new Date(Date.now() - 1000).toISOString();

    // Registration (en): form -> code sent on opening -> password -> signed in and redirected.
    await page.goto('/en');
    const dialog = await openSignIn(page, 'en');
    await dialog.getByRole('tab', { name: 'Register' }).click();
    const register = dialog.getByRole('button', { name: 'Register', exact: true });
    await dialog.getByLabel('First name').fill('Olena');
    await dialog.getByLabel('Last name').fill('Kovalenko');
    await dialog.getByLabel('Phone number', { exact: true }).fill(phone.national);
    await dialog.getByLabel('E-mail').fill('olena.kovalenko@example.com');
    // The button waits for a role.
    await expect(register).toBeDisabled();
    await dialog.getByRole('radio', { name: 'Client' }).click();
    await expect(register).toBeEnabled();
    await register.click();

    const codeDialog = page.getByRole('dialog', { name: 'Confirm your number' });
    await expect(codeDialog.getByText(`We texted a four-digit code to +380 ${phone.national.slice(0, 2)}`)).toBeVisible();
    const code = await codeSentAfter(phone.digits, started);
    // A wrong code first: the error appears under the boxes.
    await typeCode(codeDialog, code === '0000' ? '1111' : '0000');
    await expect(codeDialog.getByRole('alert')).toBeVisible();
    await typeCode(codeDialog, code);

    const passwordDialog = page.getByRole('dialog', { name: 'Create a password' });
    await passwordDialog.getByLabel('Password (at least 8 characters)').fill('first-Pass-123');
    await passwordDialog.getByLabel('Repeat the password').fill('first-Pass-123');
    await passwordDialog.getByRole('button', { name: 'Finish registration' }).click();
    await expect(page).toHaveURL(/\/en\/favorites$/);
    await expect(header(page).getByRole('button', { name: 'Account menu of Olena' })).toBeVisible();

    // The refresh token lives in an httpOnly cookie; nothing of the session is readable by scripts.
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'portal_rt')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookies.find((c) => c.name === 'portal_at')).toMatchObject({ httpOnly: true });
    expect(await page.evaluate(() => document.cookie)).toBe('');
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toMatch(/eyJ|refresh/i);

    // Sign out: back to the start page, cookies gone.
    await signOut(page, 'en');
    await expect(page).toHaveURL(/\/en$/);
    expect((await context.cookies()).filter((c) => c.name.startsWith('portal_'))).toEqual([]);

    // Restore: phone -> code -> new password -> signed in, the modal closes.
    const restoreStarted = new Date(Date.now() - 1000).toISOString();
    const signIn = await openSignIn(page, 'en');
    await signIn.getByLabel('Phone number', { exact: true }).fill(phone.national);
    await signIn.getByRole('button', { name: 'Forgot your password?' }).click();
    const recovery = page.getByRole('dialog', { name: 'Password recovery' });
    await expect(recovery.getByLabel('Phone number', { exact: true })).toHaveValue(
      `${phone.national.slice(0, 2)} ${phone.national.slice(2, 5)} ${phone.national.slice(5, 7)} ${phone.national.slice(7)}`,
    );
    await recovery.getByRole('button', { name: 'Send the code' }).click();
    const restoreCode = page.getByRole('dialog', { name: 'Recovery code' });
    await expect(restoreCode.getByText(/You can request a new code in \d+ s/)).toBeVisible();
    await typeCode(restoreCode, await codeSentAfter(phone.digits, restoreStarted));
    const newPassword = page.getByRole('dialog', { name: 'New password' });
    await newPassword.getByLabel('Password (at least 8 characters)').fill('second-Pass-456');
    await newPassword.getByLabel('Repeat the password').fill('second-Pass-456');
    await newPassword.getByRole('button', { name: 'Save the password and sign in' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL(/\/en$/);
    await expect(header(page).getByRole('button', { name: 'Account menu of Olena' })).toBeVisible();
    await signOut(page, 'en');

    // The old password no longer works; the new one does, in pl and in en.
    await page.goto('/pl');
    await expectLang(page, 'pl');
    let form = await openSignIn(page, 'pl');
    await fillSignIn(form, 'pl', phone.national, 'first-Pass-123');
    await expect(form.getByRole('alert')).toHaveText('Nieprawidłowy numer telefonu lub hasło');
    await form.getByLabel('Hasło', { exact: true }).fill('second-Pass-456');
    await form.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
    // Signing in on the Polish site keeps Olena on it: Polish is her latest choice, and her profile (English since registration) follows it.
    await expect(page).toHaveURL(/\/pl\/favorites$/);
    await expectLang(page, 'pl');
    expect(await profileLanguage(page)).toBe('pl');
    await signOut(page, 'pl');

    await page.goto('/en');
    form = await openSignIn(page, 'en');
    await fillSignIn(form, 'en', phone.national, 'second-Pass-456');
    await expect(page).toHaveURL(/\/en\/favorites$/);
    await expect(header(page).getByRole('button', { name: 'Account menu of Olena' })).toBeVisible();
    expect(await profileLanguage(page)).toBe('en');
  });
});

test.describe('sign-in past the threshold of failures', () => {
  test('after 20 wrong passwords for a number from as many addresses, the sign-in dialog asks for the code texted to it, which signs in (en)', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const password = 'olha-Pass-321';
    // Registered through the API: the dialogs' registration is the journey above's (and the other registerClientInEnglish users').
    const phone = await registerThroughApi('USER', 'Olha', 'Bondar', password);
    await page.goto('/en');
    // The API trusts this machine's X-Forwarded-For (npm start): each failure comes from another address.
    const octet = () => Math.floor(Math.random() * 254) + 1;
    for (let i = 0; i < 20; i++) {
      const failed = await fetch(`${apiUrl()}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` },
        body: JSON.stringify({ phone: phone.digits, password: `wrong-${i}-password` }),
      });
      expect(failed.status).toBe(422);
    }

    const started = new Date(Date.now() - 1000).toISOString();
    const dialog = await openSignIn(page, 'en');
    await fillSignIn(dialog, 'en', phone.national, password);
    await expect(dialog.getByText(/If the password is right, we texted a four-digit code to \+380 67/)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Digit 1 of 4' })).toBeFocused();
    await expectNoSeriousA11yViolations(page, 'the sign-in code step');
    await typeCode(dialog, await codeSentAfter(phone.digits, started));
    await expect(page).toHaveURL(/\/en\/favorites$/);
    await expect(header(page).getByRole('button', { name: 'Account menu of Olha' })).toBeVisible();
  });
});

test.describe('demo roles', () => {
  // The demo profiles start in Ukrainian: signing in elsewhere keeps the page's language and saves it (ADR 0014).
  const signInLanguages: Record<keyof typeof demo, Exclude<Lang, 'uk'>> = { USER: 'pl', INSTALLER: 'en', DEALER: 'pl', PROJECTOR: 'en', ADMIN: 'pl' };
  for (const [role, account] of Object.entries(demo) as [keyof typeof demo, (typeof demo)[keyof typeof demo]][]) {
    const lang = signInLanguages[role];
    test(`${role} signs in on /${lang} and lands on /${lang}${account.lands}, the profile's language now ${lang}`, async ({ page }) => {
      await page.goto(`/${lang}`);
      await fillSignIn(await openSignIn(page, lang), lang, account.national, DEMO_PASSWORD);
      await expect(page).toHaveURL(new RegExp(`:\\d+/${lang}${account.lands}$`));
      await expectLang(page, lang);
      await expect(header(page).getByRole('button', { name: texts[lang].menu })).toBeVisible();
      expect(await profileLanguage(page)).toBe(lang);
    });
  }

  test('the menu offers the installer pages to an installer and the installers page to a dealer', async ({ page }) => {
    await page.goto('/en');
    await fillSignIn(await openSignIn(page, 'en'), 'en', demo.INSTALLER.national, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/en\/favorites$/);
    await header(page)
      .getByRole('button', { name: /Account menu of/ })
      .click();
    for (const item of ['Profile', /^Notifications/, 'Calendar', 'Licence', 'Rating', 'My dealer', 'Sign out'])
      await expect(page.getByRole('menuitem', { name: item, exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expect(page.getByRole('menuitem', { name: 'Installers' })).toHaveCount(0);
    // An outside click closes the menu.
    await page.mouse.click(5, 400);
    await expect(page.getByRole('menu')).toBeHidden();
    await signOut(page, 'en');

    await fillSignIn(await openSignIn(page, 'en'), 'en', demo.DEALER.national, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/en\/favorites$/);
    await header(page)
      .getByRole('button', { name: /Account menu of/ })
      .click();
    await expect(page.getByRole('menuitem', { name: 'Installers' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Calendar' })).toHaveCount(0);
    // A route change closes the menu.
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/en\/profile$/);
    await expect(page.getByRole('menu')).toBeHidden();
  });

  test('a guest who asked for favourites lands there after signing in (guest path)', async ({ page }) => {
    await page.goto('/en');
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Favourites' }).click();
    await fillSignIn(page.getByRole('dialog'), 'en', demo.USER.national, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/en\/favorites$/);
  });
});

test.describe('guards', () => {
  for (const path of ['/favorites', '/profile', '/calendar', '/notifications', '/installations/12']) {
    test(`a guest asking for ${path} gets a redirect, never the page`, async ({ request }) => {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status()).toBe(307);
      const target = new URL(res.headers().location, 'http://portal.test');
      expect(`${target.pathname}${target.search}`).toBe(`/?signIn=1&next=${encodeURIComponent(path)}`);
      expect(res.headers()['cache-control']).toContain('no-store');
      expect(await res.text()).not.toContain('<html');
    });
  }

  test('the refused guest gets the sign-in modal and, after signing in, the page they asked for in the language they signed in in', async ({ page }) => {
    await page.goto('/pl/profile');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('tab', { name: 'Logowanie' })).toBeVisible();
    // The flags leave the address bar once handled.
    await expect(page).toHaveURL(/\/pl$/);
    await fillSignIn(dialog, 'pl', demo.USER.national, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/pl\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
    expect(await profileLanguage(page)).toBe('pl');
  });

  test('a signed-in user without the role gets the access-denied popup', async ({ page }) => {
    await page.goto('/en');
    await fillSignIn(await openSignIn(page, 'en'), 'en', demo.USER.national, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/en\/favorites$/);
    await page.goto('/en/calendar');
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(texts.en.denied);
  });

  test('a projector opening /installations gets the access-denied popup', async ({ page }) => {
    await page.goto('/');
    await fillSignIn(await openSignIn(page, 'uk'), 'uk', demo.PROJECTOR.national, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/favorites$/);
    await page.goto('/installations');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(texts.uk.denied);
  });

  test('a session stays across reloads and is refreshed server-side when the access cookie is gone', async ({ page, context }) => {
    await page.goto('/en');
    await fillSignIn(await openSignIn(page, 'en'), 'en', demo.INSTALLER.national, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/en\/favorites$/);
    const refresh = (await context.cookies()).find((c) => c.name === 'portal_rt')!;
    await context.clearCookies({ name: 'portal_at' });
    await page.goto('/en/calendar');
    await expect(page).toHaveURL(/\/en\/calendar$/);
    const after = await context.cookies();
    expect(after.find((c) => c.name === 'portal_at')).toBeTruthy();
    expect(after.find((c) => c.name === 'portal_rt')?.value).not.toBe(refresh.value);
    await expect(header(page).getByRole('button', { name: /Account menu of/ })).toBeVisible();
  });
});

test.describe("who sees which section (the API's matrix, at 1366 px)", () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  const popupTexts = {
    uk: { title: 'Щось пішло не так', ok: 'Зрозуміло' },
    en: { title: 'Something went wrong', ok: 'Got it' },
    pl: { title: 'Coś poszło nie tak', ok: 'Rozumiem' },
  } as const;

  test('a dealer has no Chats link, and opening /chats or a chat is refused with the access-denied popup, as the API refuses them chats (en)', async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, baseURL!, demo.DEALER.national);
    await page.goto('/en/favorites');
    const sections = header(page).getByRole('navigation', { name: 'Sections' });
    await expect(sections.getByRole('link', { name: 'Installations' })).toBeVisible();
    await expect(sections.getByRole('link', { name: 'Favourites' })).toBeVisible();
    await expect(sections.getByRole('link', { name: 'Chats' })).toHaveCount(0);
    for (const path of ['/en/chats', '/en/chats/1']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/en$/);
      await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(texts.en.denied);
      await expect(page.getByText(/could not load/i)).toHaveCount(0);
    }
  });

  test('a client keeps the Chats link and opens /chats (uk)', async ({ page, baseURL }) => {
    await signInAs(page, baseURL!, demo.USER.national);
    await page.goto('/favorites');
    await header(page).getByRole('navigation', { name: 'Розділи' }).getByRole('link', { name: 'Чати' }).click();
    await expect(page).toHaveURL(/:\d+\/chats$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  // The popup in a browser once (en and uk show it above); the refusal's redirect keeps each language's home.
  test('a client opening /installations/new is refused like every other page, with the access-denied popup (pl)', async ({ page, baseURL }) => {
    await signInAs(page, baseURL!, demo.USER.national);
    await page.goto('/pl/installations/new');
    await expect(page).toHaveURL(/\/pl$/);
    // The portal's error dialog over the home page (its title and the button that closes it), never a bare sentence.
    const popup = page.getByRole('dialog', { name: popupTexts.pl.title });
    await expect(popup.getByRole('alert')).toHaveText(texts.pl.denied);
    await expect(popup.getByRole('alert')).toBeInViewport({ ratio: 1 });
    await popup.getByRole('button', { name: popupTexts.pl.ok, exact: true }).click();
    await expect(popup).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const [prefix, home] of [
      ['', '/'],
      ['/en', '/en'],
      ['/pl', '/pl'],
    ]) {
      const refused = await page.request.get(`${prefix}/installations/new`, { maxRedirects: 0 });
      expect(refused.status()).toBe(307);
      expect(refused.headers().location).toMatch(new RegExp(`^(https?://[^/]+)?${home}\\?denied=1$`));
    }
  });
});

test.describe('profile and notifications', () => {
  test('a new client edits the profile, reads the welcome notification and switches the language', async ({ page }) => {
    test.setTimeout(90_000);
    await registerClientInEnglish(page, { name: 'Marta', lastname: 'Nowak', password: 'marta-Pass-789' });

    // The welcome notification is unread: the menu shows the count; opening the list resets it.
    await header(page)
      .getByRole('button', { name: /Account menu of/ })
      .click();
    await expect(page.getByRole('menuitem', { name: /Notifications/ })).toContainText('1');
    await page.getByRole('menuitem', { name: /Notifications/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /Welcome!/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await header(page)
      .getByRole('button', { name: /Account menu of/ })
      .click();
    await expect(page.getByRole('menuitem', { name: 'Notifications', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');

    // Personal data: saved, and the header follows.
    await page.goto('/en/profile');
    const name = page.getByLabel('First name');
    await expect(name).toHaveValue('Marta');
    await name.fill('Martyna');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expect(header(page).getByRole('button', { name: 'Account menu of Martyna' })).toBeVisible();

    // A new phone is saved only after the code texted to it.
    const newNumber = newPhone();
    const phoneStarted = new Date(Date.now() - 1000).toISOString();
    await page.getByLabel('Phone number', { exact: true }).fill(newNumber.national);
    await page.getByRole('button', { name: 'Save' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your new number' });
    await typeCode(confirm, await codeSentAfter(newNumber.digits, phoneStarted));
    await expect(confirm).toBeHidden();
    await page.reload();
    await expect(page.getByLabel('Phone number', { exact: true })).toHaveValue(new RegExp(`^${newNumber.national.slice(0, 2)} `));

    // Avatar: a wrong file is refused in the browser; an image uploads and shows in the header.
    const fileInput = page.getByLabel('Choose a photo', { exact: true }).and(page.locator('input[type=file]'));
    await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(page.getByText('This is not an image in a supported format.')).toBeVisible();
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0b6fc2' } })
      .png()
      .toBuffer();
    await fileInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(header(page).locator('img[src*="/storage/avatars/"]')).toBeVisible();

    // A wrong current password is reported on its field.
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill('marta-Pass-000');
    await page.getByLabel('Repeat the new password').fill('marta-Pass-000');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The current password is wrong')).toBeVisible();

    // Language: saved to the profile and the page switches.
    await page.getByRole('radio', { name: 'Polski' }).click();
    await expect(page).toHaveURL(/\/pl\/profile$/);
    await expectLang(page, 'pl');
    await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
    // The profile language is on the server too.
    const session = await page.request.get('/session', { headers: { 'x-portal-csrf': '1' } });
    expect((await session.json()).data.user.language).toBe('pl');

    // Account deletion, behind a confirmation: signed out, and the account is gone.
    await page.getByRole('button', { name: 'Usuń konto' }).click();
    await page.getByRole('dialog', { name: 'Usunąć konto?' }).getByRole('button', { name: 'Usuń', exact: true }).click();
    await expect(page).toHaveURL(/\/pl$/);
    const form = await openSignIn(page, 'pl');
    await fillSignIn(form, 'pl', newNumber.national, 'marta-Pass-789');
    await expect(form.getByRole('alert')).toHaveText('Nieprawidłowy numer telefonu lub hasło');
  });
});

test.describe('profile language', () => {
  test("visiting another language keeps the profile language; signing in keeps the page's language and saves it; the header switch changes it", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const password = 'iryna-Pass-321';
    const phone = await registerClientInEnglish(page, { name: 'Iryna', lastname: 'Savchenko', password });
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/web/profile/language')) saves.push(`${request.method()} ${request.postData()}`);
    });

    // The pages of other languages are only read: the profile keeps English.
    await page.goto('/');
    await expect(header(page).getByRole('button', { name: texts.uk.menu })).toBeVisible();
    await page.goto('/pl/company');
    await expect(header(page).getByRole('button', { name: texts.pl.menu })).toBeVisible();
    expect(saves).toEqual([]);
    expect(await profileLanguage(page)).toBe('en');

    // Signing in on the Polish site: she stays on it (the post sign-in redirect in Polish), and the profile follows (docs/decisions/0014-profile-language.md).
    await signOut(page, 'pl');
    await fillSignIn(await openSignIn(page, 'pl'), 'pl', phone.national, password);
    await expect(page).toHaveURL(/\/pl\/favorites$/);
    await expectLang(page, 'pl');
    await expect(header(page).getByRole('button', { name: texts.pl.menu })).toBeVisible();
    expect(saves).toEqual(['PUT {"lang":"pl"}']);
    expect(await profileLanguage(page)).toBe('pl');

    // Signing in again in the profile's own language saves nothing.
    await signOut(page, 'pl');
    await fillSignIn(await openSignIn(page, 'pl'), 'pl', phone.national, password);
    await expect(page).toHaveURL(/\/pl\/favorites$/);
    expect(saves).toEqual(['PUT {"lang":"pl"}']);

    // Choosing a language in the header is the user's choice: the profile follows it (once the page knows she is signed in).
    await expect(header(page).getByRole('button', { name: texts.pl.menu })).toBeVisible();
    await header(page).getByRole('navigation', { name: 'Język' }).getByRole('link', { name: 'en' }).click();
    await expect(page).toHaveURL(/\/en\/favorites$/);
    await expectLang(page, 'en');
    await expect.poll(() => saves).toEqual(['PUT {"lang":"pl"}', 'PUT {"lang":"en"}']);
    expect(await profileLanguage(page)).toBe('en');

    // Restoring the password on the Polish site signs her in there: the modal closes, the page stays, the profile follows.
    await page.goto('/pl');
    await signOut(page, 'pl');
    const restoreStarted = new Date(Date.now() - 1000).toISOString();
    const signIn = await openSignIn(page, 'pl');
    await signIn.getByLabel('Numer telefonu', { exact: true }).fill(phone.national);
    await signIn.getByRole('button', { name: 'Nie pamiętasz hasła?' }).click();
    await page.getByRole('dialog', { name: 'Odzyskiwanie hasła' }).getByRole('button', { name: 'Wyślij kod' }).click();
    await typeCode(page.getByRole('dialog', { name: 'Kod odzyskiwania' }), await codeSentAfter(phone.digits, restoreStarted));
    const newPassword = page.getByRole('dialog', { name: 'Nowe hasło' });
    await newPassword.getByLabel('Hasło (co najmniej 8 znaków)').fill('iryna-Pass-654');
    await newPassword.getByLabel('Powtórz hasło').fill('iryna-Pass-654');
    await newPassword.getByRole('button', { name: 'Zapisz hasło i zaloguj się' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL(/\/pl$/);
    await expect(header(page).getByRole('button', { name: texts.pl.menu })).toBeVisible();
    await expect.poll(() => saves).toEqual(['PUT {"lang":"pl"}', 'PUT {"lang":"en"}', 'PUT {"lang":"pl"}']);
    expect(await profileLanguage(page)).toBe('pl');
  });

  test('the profile page hydrates without React errors in every language', async ({ page }) => {
    await page.goto('/en');
    await fillSignIn(await openSignIn(page, 'en'), 'en', demo.USER.national, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/en\/favorites$/);
    // Loaded afresh (not navigated to), as after a reload; the fixture fails the test on React error #418.
    for (const path of ['/profile', '/en/profile', '/pl/profile']) {
      await page.goto(path);
      await expect(page.getByLabel(/Ім'я|First name|Imię/).first()).toBeVisible({ timeout: 30_000 });
    }
  });
});

test.describe('texts in every language', () => {
  const expected = {
    uk: { tabs: ['Вхід', 'Реєстрація'], forgot: 'Забули пароль?', roles: 'Хто ви?' },
    en: { tabs: ['Sign in', 'Register'], forgot: 'Forgot your password?', roles: 'Who are you?' },
    pl: { tabs: ['Logowanie', 'Rejestracja'], forgot: 'Nie pamiętasz hasła?', roles: 'Kim jesteś?' },
  } as const;
  for (const [lang, want] of Object.entries(expected) as [keyof typeof expected, (typeof expected)[keyof typeof expected]][]) {
    test(`${lang}: the sign-in and registration dialog`, async ({ page }) => {
      await page.goto(lang === 'uk' ? '/' : `/${lang}`);
      const dialog = await openSignIn(page, lang);
      await expect(dialog.getByRole('tab')).toHaveText([...want.tabs]);
      await expect(dialog.getByRole('button', { name: want.forgot })).toBeVisible();
      await dialog.getByRole('tab', { name: want.tabs[1] }).click();
      await expect(dialog.getByText(want.roles)).toBeVisible();
      await expect(dialog.getByRole('radio')).not.toHaveCount(0);
      // Role names come from the API in the same language.
      const labels = await dialog.getByRole('radio').allTextContents();
      expect(labels.join(' ')).toMatch(lang === 'uk' ? /Клієнт/ : lang === 'en' ? /Client/ : /Klient/);
    });
  }
});
