import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressRoutes, authRoutes, catalogRoutes, profileRoutes } from '../../contracts';
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
        const res = await server.call(authRoutes.register, { body: registrationBody(newPhone(), role, { name }), query: { lang }, headers: newIp() });
        expect(res.status, JSON.stringify(name)).toBe(422);
        expect(res.error.errors).toEqual({ name: [message] });
      }
    }
  });

  it('PUT /web/profile saves nothing and echoes nothing', async () => {
    const a = await newAccount(server);
    for (const lastname of BAD) {
      const res = await server.call(profileRoutes.update, {
        body: { name: 'Оксана', lastname, email: 'oksana@example.com', phone: a.phone },
        query: { lang: 'en' },
        token: a.accessToken,
      });
      expect(res.status, JSON.stringify(lastname)).toBe(422);
      expect(res.error.errors).toEqual({ lastname: [MESSAGES.en] });
    }
    const profile = await server.call(profileRoutes.get, { token: a.accessToken });
    expect(profile.data.lastname).toBe('Гнатюк');
  });

  it('passwords, tokens and search text alike', async () => {
    const signIn = await server.call(authRoutes.login, { body: { phone: DEMO.user, password: 'demo\u000012345' }, query: { lang: 'en' }, headers: newIp() });
    expect(signIn.status).toBe(422);
    expect(signIn.error.errors).toEqual({ password: [MESSAGES.en] });
    const refresh = await server.call(authRoutes.refresh, { body: { refreshToken: 'abc\uD800' }, query: { lang: 'en' } });
    expect(refresh.error.errors).toEqual({ refreshToken: [MESSAGES.en] });
    for (const route of [catalogRoutes.search, catalogRoutes.products, addressRoutes.search]) {
      const res = await server.call(route, { query: { lang: 'en', search: 'aurora\u0000' } });
      expect(res.status, route.path).toBe(422);
      expect(res.error.errors).toEqual({ search: [MESSAGES.en] });
    }
    // Ordinary text with tabs, accents, emoji and other scripts is untouched.
    const { accessToken } = await login(server, DEMO.installer);
    const saved = await server.call(profileRoutes.update, {
      body: { name: 'Zoë 😀', lastname: 'Łukasz-Ґонта', email: 'zoe@example.com', phone: DEMO.installer },
      token: accessToken,
    });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ name: 'Zoë 😀', lastname: 'Łukasz-Ґонта' });
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
