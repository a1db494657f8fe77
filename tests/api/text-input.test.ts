import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEncodingError } from '../../server/src/lib/db-errors';
import { ACCOUNTS_ENV, DEMO, login, newAccount, newIp, newPhone, registrationBody, roleId } from './accounts';
import { startServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer(ACCOUNTS_ENV);
});
afterAll(() => server.close());

const MESSAGES = {
  en: 'Contains characters that are not allowed (control characters or broken Unicode)',
  uk: 'Містить недозволені символи (керівні символи або пошкоджений Unicode)',
  pl: 'Zawiera niedozwolone znaki (znaki sterujące lub uszkodzony Unicode)',
};
// NUL, another C0 control, DEL, a C1 control, a lone high and a lone low surrogate.
const BAD = ['Тарас\u0000', 'Та\u0007рас', 'Тарас\u007f', 'Тарас\u0085', 'Тарас\uD800', '\uDC00Тарас'];

describe('text fields refuse control characters and ill-formed Unicode with a localised 422', () => {
  it('POST /registrations, in every language', async () => {
    const role = await roleId(server, 'USER');
    for (const [lang, message] of Object.entries(MESSAGES)) {
      for (const name of BAD) {
        const res = await server.request(`/registrations?lang=${lang}`, {
          method: 'POST',
          body: registrationBody(newPhone(), role, { name }),
          headers: newIp(),
        });
        expect(res.status, JSON.stringify(name)).toBe(422);
        expect(res.body.errors).toEqual({ name: [message] });
      }
    }
  });

  it('PUT /web/profile saves nothing and echoes nothing', async () => {
    const a = await newAccount(server);
    for (const lastname of BAD) {
      const res = await server.request('/web/profile?lang=en', {
        method: 'PUT',
        token: a.accessToken,
        body: { name: 'Оксана', lastname, email: 'oksana@example.com', phone: a.phone },
      });
      expect(res.status, JSON.stringify(lastname)).toBe(422);
      expect(res.body.errors).toEqual({ lastname: [MESSAGES.en] });
    }
    const profile = await server.request('/web/profile', { token: a.accessToken });
    expect(profile.body.data.lastname).toBe('Гнатюк');
  });

  it('passwords, tokens and search text alike', async () => {
    const signIn = await server.request('/login?lang=en', { method: 'POST', body: { phone: DEMO.user, password: 'demo\u000012345' }, headers: newIp() });
    expect(signIn.status).toBe(422);
    expect(signIn.body.errors).toEqual({ password: [MESSAGES.en] });
    const refresh = await server.request('/refresh?lang=en', { method: 'POST', body: { refreshToken: 'abc\uD800' } });
    expect(refresh.body.errors).toEqual({ refreshToken: [MESSAGES.en] });
    for (const path of ['/web/catalog/search', '/web/catalog/products', '/addresses']) {
      const res = await server.request(`${path}?lang=en&search=aurora%00`);
      expect(res.status, path).toBe(422);
      expect(res.body.errors).toEqual({ search: [MESSAGES.en] });
    }
    // Ordinary text with tabs, accents, emoji and other scripts is untouched.
    const { accessToken } = await login(server, DEMO.installer);
    const saved = await server.request('/web/profile', {
      method: 'PUT',
      token: accessToken,
      body: { name: 'Zoë 😀', lastname: 'Łukasz-Ґонта', email: 'zoe@example.com', phone: DEMO.installer },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ name: 'Zoë 😀', lastname: 'Łukasz-Ґонта' });
  });
});

describe('the database refusing text', () => {
  it('is recognised, so that a field the contracts miss answers 400 rather than 500', async () => {
    const error = await server.app.db.execute(sql`select ${'a\u0000b'}::text as t`).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeDefined();
    expect(isEncodingError(error)).toBe(true);
  });
});
