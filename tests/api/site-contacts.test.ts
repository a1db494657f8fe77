import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes, adminSiteContactsRoutes as admin, newsRoutes, siteContactsRoutes, type SiteContactsDocument } from '../../contracts';
import { siteContactsSeed } from '../../server/src/modules/info-pages/seed/site-contacts';
import { ACCOUNTS_ENV, DEMO } from './accounts';
import { NOT_ADMIN, tokensOf } from './admin-fixtures';
import { startServer, type TestServer } from './helpers';

/**
 * The site's contact details and service points in the database (docs/decisions/0044-site-contacts-in-the-database.md):
 * the public pages read them per language; support replaces the document, logged, and the content version moves.
 */
let server: TestServer;
const token = tokensOf(() => server);
const operator = () => token(DEMO.admin);
const json = (res: { status: number; body: unknown }) => JSON.stringify(res.body);

beforeAll(async () => {
  server = await startServer(ACCOUNTS_ENV);
});
afterAll(() => server?.close());

const publicView = async (lang: 'uk' | 'en' | 'pl') => {
  const res = await server.call(siteContactsRoutes.get, { query: { lang } });
  expect(res.status, json(res)).toBe(200);
  return res.data;
};
const version = async () => (await server.call(newsRoutes.version, {})).data.version;
const save = async (document: unknown) => server.call(admin.save, { invalidBody: { document }, query: { lang: 'en' }, token: await operator() });
const current = async () => (await server.call(admin.get, { token: await operator() })).data.document;

describe('the public contact details', () => {
  it('answers the details the site had in code, each text in the asked language', async () => {
    const uk = await publicView('uk');
    const pl = await publicView('pl');
    expect(uk).toMatchObject({ phone: '+380 44 390 55 00', hotline: '0 800 50 55 00', address: siteContactsSeed.address.uk });
    expect(pl.address).toBe(siteContactsSeed.address.pl);
    expect(uk.servicePoints).toHaveLength(12);
    expect(pl.servicePoints[0]).toMatchObject({ id: 'kyiv-podil', city: 'Kijów', name: siteContactsSeed.servicePoints[0].name.pl });
    expect(uk.departments.service.hours.sunday).toEqual({ from: '10:00', to: '16:00' });
    expect(uk.socials.map((s) => s.network)).toEqual(['Facebook', 'Instagram', 'YouTube', 'Telegram']);
  });
});

describe('/admin/site-contacts: who may', () => {
  it('answers support only: 401 for a guest, 403 for every other role, on every route', async () => {
    const calls = {
      get: (t?: string) => server.call(admin.get, { token: t }),
      save: (t?: string) => server.call(admin.save, { body: { document: { ...siteContactsSeed, email: 'hello@climate-portal.ua' } }, token: t }),
    };
    expect(Object.keys(calls).toSorted()).toEqual(Object.keys(admin).toSorted());
    for (const [name, call] of Object.entries(calls)) {
      expect((await call()).status, `${name} as a guest`).toBe(401);
      for (const [role, phone] of Object.entries(NOT_ADMIN)) expect((await call(await token(phone))).status, `${name} as ${role}`).toBe(403);
      expect((await call(await operator())).status, `${name} as ADMIN`).toBe(200);
    }
    expect((await publicView('en')).email).toBe('hello@climate-portal.ua');
  });
});

describe('changing the contact details', () => {
  it('shows a new phone and a new service point at once, moves the content version and logs what changed', async () => {
    const before = await current();
    const versionBefore = await version();
    const point: SiteContactsDocument['servicePoints'][number] = {
      id: 'chernihiv',
      city: { uk: 'Чернігів', en: 'Chernihiv', pl: 'Czernihów' },
      name: { uk: 'Сервісний пункт Чернігів', en: 'Chernihiv service point', pl: 'Punkt serwisowy Czernihów' },
      address: { uk: 'просп. Миру, 10, Чернігів', en: '10 Myru Ave, Chernihiv', pl: 'al. Myru 10, Czernihów' },
      lat: 51.4982,
      lng: 31.2893,
      phone: '+380 46 267 00 10',
      hours: { weekdays: { from: '09:00', to: '18:00' }, saturday: null, sunday: null },
      services: ['maintenance', 'repair'],
    };
    const document = { ...before, hotline: '0 800 50 55 11', servicePoints: [...before.servicePoints, point] };
    const res = await save(document);
    expect(res.status, json(res)).toBe(200);
    expect(res.data.document).toEqual(document);

    const en = await publicView('en');
    expect(en.hotline).toBe('0 800 50 55 11');
    expect(en.servicePoints.at(-1)).toEqual({ ...point, city: 'Chernihiv', name: 'Chernihiv service point', address: '10 Myru Ave, Chernihiv' });
    expect(await version()).not.toBe(versionBefore);

    const [entry] = (await server.call(adminRoutes.audit, { query: { subjectType: 'siteContacts', subjectId: 1 }, token: await operator() })).data.data;
    expect(entry).toMatchObject({ action: 'siteContacts.update', actor: { id: expect.any(Number) } });
    expect(entry.before).toMatchObject({ hotline: '0 800 50 55 00', 'servicePoints.12.id': null });
    expect(entry.after).toMatchObject({ hotline: '0 800 50 55 11', 'servicePoints.12.id': 'chernihiv', 'servicePoints.12.city.pl': 'Czernihów' });

    // The same document again is no change: nothing logged, the version stays.
    const versionAfter = await version();
    expect((await save(document)).status).toBe(200);
    expect(await version()).toBe(versionAfter);
  });

  it('refuses a document out of shape (422 naming the value) and changes nothing', async () => {
    const before = await current();
    const [first] = before.servicePoints;
    const point = (change: object) => ({ ...before, servicePoints: [{ ...first, ...change }, ...before.servicePoints.slice(1)] });
    const refusals: [unknown, RegExp][] = [
      [{ ...before, phone: '12' }, /phone/],
      [{ ...before, hotline: 'call us' }, /hotline/],
      [{ ...before, email: 'support@' }, /email/],
      [{ ...before, address: { ...before.address, pl: '' } }, /address\.pl/],
      [{ ...before, hours: { ...before.hours, weekdays: { from: '19:00', to: '09:00' } } }, /hours\.weekdays\.to/],
      [{ ...before, hours: { ...before.hours, saturday: { from: '25:00', to: '26:00' } } }, /hours\.saturday\.from/],
      [{ ...before, socials: [{ network: 'MySpace', href: 'https://myspace.com/x' }] }, /socials\.0\.network/],
      [{ ...before, socials: [{ network: 'Facebook', href: 'javascript:alert(1)' }] }, /socials\.0\.href/],
      [{ ...before, stores: { ...before.stores, appStore: 'http://apps.apple.com/x' } }, /stores\.appStore/],
      [{ ...before, servicePoints: [] }, /servicePoints/],
      [point({ lat: 10 }), /servicePoints\.0\.lat/],
      [point({ lng: 'east' }), /servicePoints\.0\.lng/],
      [point({ services: [] }), /servicePoints\.0\.services/],
      [point({ services: ['repair', 'repair'] }), /servicePoints\.0\.services/],
      [point({ id: 'Kyiv Podil' }), /servicePoints\.0\.id/],
      [{ ...before, servicePoints: [first, first] }, /servicePoints\.1\.id/],
      [{ ...before, departments: { ...before.departments, sales: undefined } }, /departments\.sales/],
      [{ ...before, email: 'a@b.ua\u0000' }, /email/],
    ];
    for (const [document, path] of refusals) {
      const res = await save(document);
      expect(res.status, json(res)).toBe(422);
      expect(res.error.errors?.document?.[0], json(res)).toMatch(path);
    }
    expect(await current()).toEqual(before);
  });
});
