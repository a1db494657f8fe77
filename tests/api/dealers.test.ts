import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authRoutes, certificationRoutes, dealerRoutes, installerRoutes, notificationRoutes } from '../../contracts';
import { kyivDay } from '../../contracts/kyiv-day';
import type { CallInput } from '../../contracts/route';
import { rowsOf } from '../../server/src/db/rows';
import { formatDay } from '../../server/src/i18n/format';
import { DEMO_DEALER_CODE, SECOND_DEALER_CODE } from '../../server/src/modules/dealers/seed';
import { ACCOUNTS_ENV, DEMO, login, newAccount } from './accounts';
import { startServer, type TestServer } from './helpers';
import { recordEvents } from './realtime';

/**
 * Dealers, installers and certifications (issue 20; docs/domain.md#certifications and docs/access.md#areas;
 * docs/decisions/0026-dealer-requests.md), over real HTTP on the seeded demo data.
 */
const PRO = {
  deputy: '380500000031',
  assistant: '380500000032',
  second: '380500000033',
  expert: '380500000034',
  expired: '380500000035',
  expiring: '380500000036',
  beginner: '380500000037',
  applicant: '380500000038',
  mover: '380500000039',
};
/** A valid EDRPOU that no dealer uses. */
const UNUSED_CODE = '14360570';

let server: TestServer;
const tokens = new Map<string, string>();
const token = async (phone: string) => {
  if (!tokens.has(phone)) tokens.set(phone, (await login(server, phone)).accessToken);
  return tokens.get(phone)!;
};
const userId = async (phone: string) => (await rowsOf<{ id: number }>(server.app.db, sql`select id from users where phone = ${phone}`))[0].id;
const count = async (query: ReturnType<typeof sql>) => (await rowsOf<{ n: number }>(server.app.db, query))[0].n;
const levelId = async (code: string, rank: number) =>
  (
    await rowsOf<{ id: number }>(
      server.app.db,
      sql`select l.id from certification_levels l join certification_types t on t.id = l.certification_type_id where t.code = ${code} and l.rank = ${rank}`,
    )
  )[0].id;
const typeId = async (code: string) => (await rowsOf<{ id: number }>(server.app.db, sql`select id from certification_types where code = ${code}`))[0].id;

// The routes several tests call, as the account of `phone`.
const installers = async (phone: string, query: CallInput<typeof dealerRoutes.installers>['query'] = {}) =>
  server.call(dealerRoutes.installers, { query, token: await token(phone) });
const incoming = async (phone: string, query: CallInput<typeof dealerRoutes.requests>['query'] = {}) =>
  server.call(dealerRoutes.requests, { query, token: await token(phone) });
const accept = async (phone: string, id: number) => server.call(dealerRoutes.acceptRequest, { params: { id }, body: {}, token: await token(phone) });
const decline = async (phone: string, id: number, reason: string) =>
  server.call(dealerRoutes.declineRequest, { params: { id }, body: { reason }, token: await token(phone) });
const installerRequestForm = async (phone: string) => server.call(installerRoutes.installerRequestCreate, { token: await token(phone) });
const sendInstallerRequest = async (phone: string, body: CallInput<typeof installerRoutes.requestToBecomeInstaller>['body']) =>
  server.call(installerRoutes.requestToBecomeInstaller, { body, token: await token(phone) });
const license = async (phone: string, query: { lang?: string } = {}) => server.call(installerRoutes.license, { query, token: await token(phone) });
const levelsOffered = async (phone: string) => server.call(installerRoutes.certificationRequestCreate, { token: await token(phone) });
const applyFor = async (phone: string, id: number, query: { lang?: string } = {}) =>
  server.call(installerRoutes.applyForCertification, { params: { id }, query, body: {}, token: await token(phone) });
const applications = async (query: CallInput<typeof certificationRoutes.requests>['query'] = {}) =>
  server.call(certificationRoutes.requests, { query, token: await token(DEMO.admin) });
const installerDealer = async (phone: string) => server.call(installerRoutes.dealer, { token: await token(phone) });
const requestDealerChange = async (phone: string, body: CallInput<typeof installerRoutes.requestDealerChange>['body']) =>
  server.call(installerRoutes.requestDealerChange, { body, token: await token(phone) });

beforeAll(async () => {
  server = await startServer(ACCOUNTS_ENV);
});
afterAll(() => server.close());

describe('GET /web/dealers?dealerCode: a dealer’s name by its code', () => {
  const lookup = async (phone: string, query: { dealerCode: string; lang?: string }) => server.call(dealerRoutes.lookup, { query, token: await token(phone) });

  it('names the dealer for an applicant and an installer; 422 dealerCode for a malformed, wrong-checksum or unknown code; 403 to others', async () => {
    for (const phone of [DEMO.user, DEMO.installer, DEMO.admin]) {
      const res = await server.call(dealerRoutes.lookup, { query: { dealerCode: DEMO_DEALER_CODE }, token: await token(phone) });
      expect(res.status, phone).toBe(200);
      expect(res.data).toEqual({ dealerName: 'ТОВ «Клімат Про»' });
    }
    for (const code of ['1234', '380500001', '38050001', '3805000000', UNUSED_CODE, 'abcdefgh']) {
      const res = await lookup(DEMO.user, { dealerCode: code, lang: 'en' });
      expect(res.status, code).toBe(422);
      expect(Object.keys(res.error.errors), code).toEqual(['dealerCode']);
    }
    expect((await lookup(DEMO.user, { dealerCode: UNUSED_CODE, lang: 'en' })).error.errors.dealerCode).toEqual(['No dealer with this code was found']);
    expect((await lookup(DEMO.user, { dealerCode: '38050001', lang: 'pl' })).error.errors.dealerCode).toEqual(['Taki kod nie istnieje: sprawdź cyfry']);
    for (const phone of [DEMO.dealer, DEMO.projector]) expect((await lookup(phone, { dealerCode: DEMO_DEALER_CODE })).status, phone).toBe(403);
    expect((await server.call(dealerRoutes.lookup, { query: { dealerCode: DEMO_DEALER_CODE } })).status).toBe(401);
  });
});

describe('GET /web/certifications', () => {
  it('gives the three types and their ordered levels to every role', async () => {
    for (const phone of [DEMO.user, DEMO.installer, DEMO.dealer, DEMO.projector, DEMO.admin]) {
      const res = await server.call(dealerRoutes.certifications, { query: { lang: 'en' }, token: await token(phone) });
      expect(res.status, phone).toBe(200);
      expect(res.data.certificationTypes.map((t) => t.code)).toEqual(['RAC', 'LCAC', 'HP']);
      expect(res.data.certificationLevels).toHaveLength(9);
    }
  });
});

describe('the dealer company and its installers', () => {
  const info = async (phone: string) => server.call(dealerRoutes.info, { token: await token(phone) });
  const phones = (page: { data: { phone: string }[] }) => page.data.map((i) => i.phone);

  it('GET /web/dealers/info: the dealer, its deputy and assistant see the company; only the assistant may not decide', async () => {
    for (const [phone, canDecide] of [
      [DEMO.dealer, true],
      [PRO.deputy, true],
      [PRO.assistant, false],
    ] as const) {
      const res = await info(phone);
      expect(res.status, phone).toBe(200);
      expect(res.data).toMatchObject({ name: 'ТОВ «Клімат Про»', dealerCode: DEMO_DEALER_CODE, installersCount: 6, canDecide });
      expect(res.data.pendingRequestsCount).toBeGreaterThanOrEqual(1);
    }
    expect((await info(PRO.second)).data).toMatchObject({
      name: 'ТОВ «Захід Кліма»',
      dealerCode: SECOND_DEALER_CODE,
      installersCount: 1,
    });
    expect((await info(DEMO.admin)).status).toBe(404);
    for (const phone of [DEMO.user, DEMO.installer, DEMO.projector]) expect((await info(phone)).status, phone).toBe(403);
  });

  it('GET /web/dealers/installers: its own installers only, with certifications, rating and completed installations, filtered by type and level', async () => {
    const all = await installers(DEMO.dealer, { lang: 'en' });
    expect(all.status).toBe(200);
    expect(all.data).toMatchObject({ total: 6, perPage: 10, currentPage: 1 });
    const expert = all.data.data.find((i) => i.phone === PRO.expert)!;
    expect(expert).toMatchObject({ meanRating: 4.7, ratingsCount: 3, installationsCount: 3 });
    expect(expert.certifications.map((c) => `${c.code}${c.rank}${c.status}`)).toEqual(['RAC3ACTIVE', 'LCAC2ACTIVE', 'HP1ACTIVE', 'HP2REQUEST']);
    expect(all.data.data.find((i) => i.phone === PRO.expired)!.certifications[0]).toMatchObject({ code: 'RAC', status: 'EXPIRED' });
    // The same list for the deputy and the assistant; the second dealer sees its one installer.
    for (const phone of [PRO.deputy, PRO.assistant]) expect((await installers(phone)).data.total, phone).toBe(6);
    expect(phones((await installers(PRO.second)).data)).toEqual([PRO.mover]);

    const rac = await typeId('RAC');
    const byType = await installers(DEMO.dealer, { certificationTypeIds: [rac] });
    // ACTIVE and not expired: the demo installer (RAC 2), the expert (RAC 3) and the one expiring soon.
    expect(phones(byType.data).toSorted()).toEqual([DEMO.installer, PRO.expert, PRO.expiring].toSorted());
    const both = await installers(DEMO.dealer, { certificationTypeIds: [rac], certificationLevelIds: [await levelId('RAC', 3)], perPage: 5 });
    expect(phones(both.data)).toEqual([PRO.expert]);
    expect((await installers(DEMO.dealer, { search: 'бойко' })).data.total).toBe(1);
    expect((await installers(DEMO.dealer, { page: 2, perPage: 4 })).data).toMatchObject({ total: 6, from: 5, to: 6, lastPage: 2 });
    // Support sees every company's installers, each with its company, and may narrow the list to one company; a dealer
    // naming another company finds no one.
    const everyone = await installers(DEMO.admin, { perPage: 100 });
    expect(everyone.data.total).toBeGreaterThanOrEqual(7);
    const mover = everyone.data.data.find((i) => i.phone === PRO.mover)!;
    expect(mover.company).toEqual({ id: expect.any(Number), name: 'ТОВ «Захід Кліма»' });
    const secondOnly = await installers(DEMO.admin, { dealerId: mover.company!.id });
    expect(phones(secondOnly.data)).toEqual([PRO.mover]);
    expect((await installers(DEMO.admin, { dealerId: expert.company!.id })).data.total).toBe(6);
    expect((await installers(DEMO.dealer, { dealerId: mover.company!.id })).data.total).toBe(0);
    expect((await installers(DEMO.dealer, { dealerId: expert.company!.id })).data.total).toBe(6);

    for (const bad of [{ certificationTypeIds: ['x'] }, { perPage: 1000 }, { page: 0 }, { certificationLevelIds: [-1] }, { dealerId: 'x' }]) {
      expect((await installers(DEMO.dealer, bad)).status, JSON.stringify(bad)).toBe(422);
    }
    for (const phone of [DEMO.user, DEMO.installer, DEMO.projector]) expect((await installers(phone)).status, phone).toBe(403);
  });
});

describe('becoming an installer: the request and the dealer’s decision', () => {
  it('offers certification types and the settlements’ regions to a client only', async () => {
    const res = await server.call(installerRoutes.installerRequestCreate, { query: { lang: 'en' }, token: await token(DEMO.user) });
    expect(res.status).toBe(200);
    expect(res.data.certificationTypes).toHaveLength(3);
    expect(res.data.regions.length).toBeGreaterThan(20);
    expect(res.data.request).toMatchObject({ status: 'DECLINED', dealerName: 'ТОВ «Захід Кліма»' });
    for (const phone of [DEMO.installer, DEMO.dealer, DEMO.projector, DEMO.admin]) expect((await installerRequestForm(phone)).status, phone).toBe(403);
  });

  it('refuses bad input with the spec’s keys and stores nothing; one waiting request; the dealer is notified', async () => {
    const client = await newAccount(server);
    tokens.set(client.phone, client.accessToken);
    const { regions, certificationTypes } = (await installerRequestForm(client.phone)).data;
    const body = { name: 'ТОВ «Кліматичні системи»', dealerCode: DEMO_DEALER_CODE, regionId: regions[0].id, certificationTypeId: certificationTypes[0].id };
    const before = await count(sql`select count(*)::int as n from dealer_requests`);
    const cases: [Record<string, unknown>, string[]][] = [
      [{ ...body, dealerCode: '1234567' }, ['dealerCode']],
      [{ ...body, dealerCode: '38050001' }, ['dealerCode']],
      [{ ...body, dealerCode: UNUSED_CODE }, ['dealerCode']],
      [{ ...body, name: '  ' }, ['name']],
      [{ ...body, regionId: 999_999 }, ['regionId']],
      [{ ...body, certificationTypeId: 999_999 }, ['certificationTypeId']],
      [{ ...body, dealerCode: UNUSED_CODE, regionId: 999_999, certificationTypeId: 999_999 }, ['dealerCode', 'regionId', 'certificationTypeId']],
      [{ ...body, regionId: 'one' }, ['regionId']],
    ];
    for (const [bad, keys] of cases) {
      const res = await server.call(installerRoutes.requestToBecomeInstaller, { invalidBody: bad, token: client.accessToken });
      expect(res.status, JSON.stringify(bad)).toBe(422);
      expect(Object.keys(res.error.errors).toSorted(), JSON.stringify(bad)).toEqual(keys.toSorted());
    }
    expect(await count(sql`select count(*)::int as n from dealer_requests`)).toBe(before);

    const recorder = recordEvents(server.app.realtime);
    const sent = await sendInstallerRequest(client.phone, { ...body, lastJobLicense: 'ЛМ-1' });
    recorder.stop();
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.data).toMatchObject({ kind: 'INSTALLER', status: 'SENT', dealerName: 'ТОВ «Клімат Про»', dealerCode: DEMO_DEALER_CODE });
    expect(recorder.events).toContainEqual(expect.objectContaining({ userId: await userId(DEMO.dealer), event: 'new_notification' }));
    const again = await sendInstallerRequest(client.phone, body);
    expect(again.status).toBe(422);
    expect(Object.keys(again.error.errors)).toEqual(['dealerCode']);
    expect((await installerRequestForm(client.phone)).data.request).toMatchObject({ status: 'SENT' });
  });

  it('the dealer declines with a reason or blocks; a blocked person may not ask again', async () => {
    const client = await newAccount(server);
    tokens.set(client.phone, client.accessToken);
    const { regions, certificationTypes } = (await installerRequestForm(client.phone)).data;
    const body = { name: 'ФОП Гнатюк', dealerCode: SECOND_DEALER_CODE, regionId: regions[1].id, certificationTypeId: certificationTypes[1].id };
    const first = (await sendInstallerRequest(client.phone, body)).data;
    expect((await decline(PRO.second, first.id, '')).status).toBe(422);
    expect((await decline(DEMO.dealer, first.id, 'Ні')).status, 'another dealer’s request').toBe(404);
    const declined = await decline(PRO.second, first.id, 'Немає вакансій');
    expect(declined.status).toBe(200);
    expect(declined.data).toMatchObject({ status: 'DECLINED', reason: 'Немає вакансій', supplier: 'ФОП Гнатюк' });
    expect((await accept(PRO.second, first.id)).status, 'decided once').toBe(409);

    const second = (await sendInstallerRequest(client.phone, body)).data;
    const blocked = await server.call(dealerRoutes.blockRequest, { params: { id: second.id }, body: {}, token: await token(PRO.second) });
    expect(blocked.data).toMatchObject({ status: 'BLOCKED' });
    const refused = await sendInstallerRequest(client.phone, body);
    expect(refused.status).toBe(422);
    expect(refused.error.errors.dealerCode).toEqual(['Цей дилер не приймає ваших запитів']);
    // Another dealer still may be asked.
    expect((await sendInstallerRequest(client.phone, { ...body, dealerCode: DEMO_DEALER_CODE })).status).toBe(201);
  });

  it('the assistant may not decide (403); the deputy accepts: the client becomes the dealer’s installer, told in real time', async () => {
    const client = await newAccount(server);
    tokens.set(client.phone, client.accessToken);
    const { regions } = (await installerRequestForm(client.phone)).data;
    const hp = await typeId('HP');
    const request = (
      await sendInstallerRequest(client.phone, { name: 'ТОВ «Тепло»', dealerCode: DEMO_DEALER_CODE, regionId: regions[2].id, certificationTypeId: hp })
    ).data;

    const waiting = await incoming(PRO.assistant, { kind: 'INSTALLER' });
    expect(waiting.status).toBe(200);
    expect(waiting.data.data.find((r) => r.id === request.id)).toMatchObject({
      user: { id: client.user.id },
      certificationType: { id: hp },
    });
    expect((await incoming(PRO.second)).data.data.some((r) => r.id === request.id)).toBe(false);
    const params = { id: request.id };
    const assistant = await token(PRO.assistant);
    expect((await server.call(dealerRoutes.acceptRequest, { params, body: {}, token: assistant })).status, 'accept').toBe(403);
    expect((await server.call(dealerRoutes.declineRequest, { params, body: { reason: 'x' }, token: assistant })).status, 'decline').toBe(403);
    expect((await server.call(dealerRoutes.blockRequest, { params, body: { reason: 'x' }, token: assistant })).status, 'block').toBe(403);
    for (const phone of [DEMO.user, DEMO.installer, DEMO.projector]) expect((await incoming(phone)).status, phone).toBe(403);

    const recorder = recordEvents(server.app.realtime);
    const accepted = await accept(PRO.deputy, request.id);
    recorder.stop();
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.data).toMatchObject({ status: 'ACCEPTED' });
    expect(recorder.events).toContainEqual(
      expect.objectContaining({
        userId: client.user.id,
        event: 'new_notification',
        payload: expect.objectContaining({ title: 'Ви — монтажник', link: '/license' }),
      }),
    );
    const [user] = await rowsOf<{ role: string; dealerId: number }>(
      server.app.db,
      sql`select r.name as role, u.dealer_id as "dealerId" from users u join roles r on r.id = u.role_id where u.id = ${client.user.id}`,
    );
    expect(user).toEqual({ role: 'INSTALLER', dealerId: await userId(DEMO.dealer) });

    // A refreshed session carries the new role: the installer pages open, with the chosen type waiting at its first level.
    const refreshed = await server.call(authRoutes.refresh, { body: { refreshToken: client.refreshToken } });
    expect(refreshed.status).toBe(200);
    tokens.set(client.phone, refreshed.data.accessToken);
    const licence = await license(client.phone);
    expect(licence.status).toBe(200);
    expect(licence.data.license).toMatchObject({ dealerName: 'ТОВ «Клімат Про»', certified: false });
    expect(licence.data.license.entries.find((e) => e.certificationType.code === 'HP')!.request).toMatchObject({
      status: 'REQUEST',
      level: { rank: 1 },
    });
    expect((await installers(DEMO.dealer)).data.total).toBe(7);
  });
});

describe('the installer’s licence and certification applications; support decides', () => {
  it('shows each type with level, status and validity, and the levels that may be applied for', async () => {
    const res = await license(DEMO.installer, { lang: 'en' });
    expect(res.status).toBe(200);
    const byCode = Object.fromEntries(res.data.license.entries.map((e) => [e.certificationType.code, e]));
    expect(byCode.RAC).toMatchObject({ level: { rank: 2 }, status: 'ACTIVE', expiresAt: '2027-03-01' });
    expect(byCode.HP).toMatchObject({ level: { rank: 1 }, status: 'ACTIVE' });
    expect(byCode.LCAC).toMatchObject({ level: null, status: null, request: null });
    expect(res.data.license.certified).toBe(true);
    const expired = (await license(PRO.expired)).data.license;
    expect(expired.certified).toBe(false);
    expect(expired.entries[0]).toMatchObject({ status: 'EXPIRED', level: { rank: 1 } });

    const offered = (await levelsOffered(DEMO.installer)).data;
    expect(Object.fromEntries(offered.certificationTypes.map((t) => [t.code, t.levels.map((l) => l.rank)]))).toEqual({ RAC: [3], LCAC: [1, 2, 3], HP: [2, 3] });
    // The expert's HP application waits: no HP level is offered.
    expect((await levelsOffered(PRO.expert)).data.certificationTypes.map((t) => t.code)).toEqual(['LCAC']);
    for (const phone of [DEMO.user, DEMO.dealer, DEMO.projector, DEMO.admin]) {
      const pages = {
        license: await license(phone),
        certificationRequestCreate: await levelsOffered(phone),
        rating: await server.call(installerRoutes.rating, { token: await token(phone) }),
        dealer: await installerDealer(phone),
      };
      for (const [page, res] of Object.entries(pages)) expect(res.status, `${phone} ${page}`).toBe(403);
    }
  });

  it('applies for a higher level; 422 level or certification otherwise, nothing stored; support accepts it for two years', async () => {
    const before = await count(sql`select count(*)::int as n from installer_certifications`);
    for (const [id, key] of [
      [await levelId('RAC', 1), 'level'],
      [await levelId('RAC', 2), 'level'],
      [999_999, 'level'],
      [await levelId('HP', 3), null],
    ] as const) {
      if (key === null) continue;
      const res = await applyFor(DEMO.installer, id);
      expect(res.status, String(id)).toBe(422);
      expect(Object.keys(res.error.errors)).toEqual([key]);
    }
    expect(await count(sql`select count(*)::int as n from installer_certifications`)).toBe(before);

    const applied = await applyFor(DEMO.installer, await levelId('RAC', 3), { lang: 'en' });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    expect(applied.data).toMatchObject({ status: 'REQUEST', level: { rank: 3, name: 'Expert' }, certificationType: { code: 'RAC' } });
    const twice = await applyFor(DEMO.installer, await levelId('RAC', 3));
    expect(twice.status).toBe(422);
    expect(Object.keys(twice.error.errors)).toEqual(['certification']);
    expect((await applyFor(DEMO.dealer, await levelId('RAC', 3))).status).toBe(403);

    const list = await applications();
    expect(list.status).toBe(200);
    const item = list.data.data.find((r) => r.id === applied.data.id)!;
    expect(item).toMatchObject({ status: 'REQUEST', currentLevel: { rank: 2 }, installer: { dealerName: 'ТОВ «Клімат Про»' } });
    expect(item.completedInstallations).toBeGreaterThan(0);
    const params = { id: item.id };
    for (const phone of [DEMO.user, DEMO.installer, DEMO.dealer, PRO.deputy, DEMO.projector]) {
      expect((await server.call(certificationRoutes.requests, { token: await token(phone) })).status, phone).toBe(403);
      expect((await server.call(certificationRoutes.accept, { params, body: {}, token: await token(phone) })).status, phone).toBe(403);
    }
    const admin = await token(DEMO.admin);
    expect((await server.call(certificationRoutes.decline, { params, body: { reason: ' ' }, token: admin })).status).toBe(422);
    expect((await server.call(certificationRoutes.accept, { params: { id: 999999 }, body: {}, token: admin })).status).toBe(404);

    const recorder = recordEvents(server.app.realtime);
    const accepted = await server.call(certificationRoutes.accept, { params, body: {}, token: admin });
    recorder.stop();
    expect(accepted.status).toBe(200);
    const inTwoYears = new Date();
    inTwoYears.setUTCFullYear(inTwoYears.getUTCFullYear() + 2);
    expect(accepted.data).toMatchObject({ status: 'ACTIVE', expiresAt: kyivDay(inTwoYears) });
    expect(recorder.events).toContainEqual(expect.objectContaining({ userId: await userId(DEMO.installer), event: 'new_notification' }));
    expect((await server.call(certificationRoutes.accept, { params, body: {}, token: admin })).status).toBe(409);
    const rac = (await license(DEMO.installer)).data.license.entries[0];
    expect(rac).toMatchObject({ level: { rank: 3 }, status: 'ACTIVE', request: null });
  });

  it('support declines with a reason; the licence shows it', async () => {
    const list = (await applications({ perPage: 100 })).data.data;
    const lcac = list.find((r) => r.installer.phone === PRO.expired && r.certificationType.code === 'LCAC')!;
    const res = await server.call(certificationRoutes.decline, {
      params: { id: lcac.id },
      body: { reason: 'Потрібні фото робіт' },
      token: await token(DEMO.admin),
    });
    expect(res.data).toMatchObject({ status: 'DECLINED', reason: 'Потрібні фото робіт' });
    const entry = (await license(PRO.expired)).data.license.entries.find((e) => e.certificationType.code === 'LCAC')!;
    expect(entry.request).toMatchObject({ status: 'DECLINED', reason: 'Потрібні фото робіт' });
    expect((await applications({ status: 'DECLINED' })).data.data.some((r) => r.id === lcac.id)).toBe(true);
  });

  it('reminds once, 30 days before the end, however often the daily job runs', async () => {
    const installer = await userId(PRO.expiring);
    const reminders = () => count(sql`select count(*)::int as n from notifications where user_id = ${installer} and kind = 'certificationExpiring'`);
    expect(await reminders()).toBe(0);
    await server.app.jobs.run('certification-reminders');
    await server.app.jobs.run('certification-reminders');
    expect(await reminders()).toBe(1);
  });
});

describe('the installer’s rating and dealer', () => {
  const rating = async (phone: string, query: CallInput<typeof installerRoutes.rating>['query'] = {}) =>
    server.call(installerRoutes.rating, { query, token: await token(phone) });

  it('GET /web/installers/rating: the mean and the paged grades with comments, newest first', async () => {
    const res = await rating(PRO.expert, { perPage: 2 });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ meanRating: 4.7, ratingsCount: 3, ratings: { total: 3, lastPage: 2, perPage: 2 } });
    expect(res.data.ratings.data[0]).toMatchObject({ workRating: 4, communicationRating: 5, rating: 4.5 });
    expect(res.data.ratings.data[1].workComment).toBe('Пояснив, як доглядати за кондиціонером.');
    expect((await rating(PRO.beginner)).data).toMatchObject({ meanRating: null, ratingsCount: 0, ratings: { total: 0, data: [] } });
    expect((await rating(PRO.expert, { perPage: 0 })).status).toBe(422);
  });

  it('asks to change dealer: 422 for its own dealer, a bad code, an empty reason or a waiting request; the new dealer accepts', async () => {
    const mine = await installerDealer(PRO.beginner);
    expect(mine.data).toMatchObject({ dealer: { name: 'ТОВ «Клімат Про»', dealerCode: DEMO_DEALER_CODE }, status: 'NOT_SENT', request: null });
    const before = await count(sql`select count(*)::int as n from dealer_requests`);
    for (const [body, key] of [
      [{ comment: 'Хочу змінити', dealerCode: DEMO_DEALER_CODE }, 'dealer'],
      [{ comment: 'Хочу змінити', dealerCode: '38050001' }, 'dealerCode'],
      [{ comment: 'Хочу змінити', dealerCode: UNUSED_CODE }, 'dealerCode'],
      [{ comment: '   ', dealerCode: SECOND_DEALER_CODE }, 'comment'],
      [{ dealerCode: SECOND_DEALER_CODE }, 'comment'],
    ] as const) {
      const res = await server.call(installerRoutes.requestDealerChange, { invalidBody: body, token: await token(PRO.beginner) });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.error.errors), JSON.stringify(body)).toEqual([key]);
    }
    expect(await count(sql`select count(*)::int as n from dealer_requests`)).toBe(before);

    const sent = await requestDealerChange(PRO.beginner, { comment: 'Переїжджаю до Львова', dealerCode: SECOND_DEALER_CODE });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.data).toMatchObject({
      status: 'SENT',
      request: { kind: 'DEALER_CHANGE', dealerName: 'ТОВ «Захід Кліма»', comment: 'Переїжджаю до Львова' },
    });
    const again = await requestDealerChange(PRO.beginner, { comment: 'Ще раз', dealerCode: SECOND_DEALER_CODE });
    expect(again.status).toBe(422);
    expect(Object.keys(again.error.errors)).toEqual(['dealer']);
    for (const phone of [DEMO.user, DEMO.dealer, DEMO.projector, DEMO.admin]) {
      expect((await requestDealerChange(phone, { comment: 'x', dealerCode: SECOND_DEALER_CODE })).status, phone).toBe(403);
    }

    const request = (await incoming(PRO.second, { kind: 'DEALER_CHANGE' })).data.data.find((r) => r.user.phone === PRO.beginner)!;
    expect(request).toMatchObject({ currentDealerName: 'ТОВ «Клімат Про»', comment: 'Переїжджаю до Львова' });
    expect((await accept(DEMO.dealer, request.id)).status, 'the old dealer may not decide it').toBe(404);
    expect((await accept(PRO.second, request.id)).status).toBe(200);
    const moved = (await installerDealer(PRO.beginner)).data;
    expect(moved).toMatchObject({ dealer: { name: 'ТОВ «Захід Кліма»' }, status: 'ACCEPTED' });
    // The old dealer no longer lists the installer; the request keeps the company left.
    expect((await installers(DEMO.dealer, { search: PRO.beginner })).data.total).toBe(0);
    expect((await incoming(PRO.second, { status: 'ACCEPTED' })).data.data[0]).toMatchObject({ currentDealerName: 'ТОВ «Клімат Про»' });
  });

  it('the seeded dealer change waits for the demo dealer, who accepts it', async () => {
    const request = (await incoming(DEMO.dealer, { kind: 'DEALER_CHANGE' })).data.data.find((r) => r.user.phone === PRO.mover)!;
    expect(request).toMatchObject({ status: 'SENT', currentDealerName: 'ТОВ «Захід Кліма»' });
    expect((await installerDealer(PRO.mover)).data).toMatchObject({ status: 'SENT', dealer: { name: 'ТОВ «Захід Кліма»' } });
    expect((await accept(DEMO.dealer, request.id)).status).toBe(200);
    expect((await installerDealer(PRO.mover)).data).toMatchObject({ status: 'ACCEPTED', dealer: { name: 'ТОВ «Клімат Про»' } });
  });
});

// Last in the file: what these write at the moved clock (sessions, the decision) is dated a day or two ahead.
describe('the certifications’ days are Kyiv days', () => {
  /**
   * Runs `test` at 22:30 UTC of the real day after today, when Kyiv is already on the day after that (ahead of the real
   * clock, so that the sessions signed in then are not already over).
   */
  async function pastMidnightInKyiv(test: (now: Date) => Promise<void>) {
    const utcDay = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${utcDay}T22:30:00Z`) });
    try {
      expect(kyivDay(new Date())).not.toBe(utcDay);
      await test(new Date());
    } finally {
      vi.useRealTimers();
    }
  }

  it('support accepts past midnight in Kyiv (still the day before in UTC): the application, the licence and the dealer’s list show the Kyiv days', async () => {
    const waiting = (await applications({ perPage: 100 })).data.data.find((r) => r.installer.phone === PRO.expert && r.certificationType.code === 'HP')!;
    await pastMidnightInKyiv(async (now) => {
      const admin = (await login(server, DEMO.admin)).accessToken;
      const accepted = await server.call(certificationRoutes.accept, { params: { id: waiting.id }, body: {}, token: admin });
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
      const end = new Date(now);
      end.setUTCFullYear(end.getUTCFullYear() + 2);
      expect(accepted.data).toMatchObject({ status: 'ACTIVE', expiresAt: kyivDay(end) });
      const listed = (await server.call(certificationRoutes.requests, { query: { status: 'ACTIVE', perPage: 100 }, token: admin })).data.data;
      expect(listed.find((r) => r.id === waiting.id)).toMatchObject({ expiresAt: kyivDay(end) });
      const expert = (await login(server, PRO.expert)).accessToken;
      const hp = (await server.call(installerRoutes.license, { token: expert })).data.license.entries.find((e) => e.certificationType.code === 'HP')!;
      expect(hp).toMatchObject({ level: { rank: 2 }, status: 'ACTIVE', decidedAt: kyivDay(now), expiresAt: kyivDay(end) });
      // The dealer's list of its installers shows the same day.
      const dealer = (await login(server, DEMO.dealer)).accessToken;
      const listedByDealer = (await server.call(dealerRoutes.installers, { query: { lang: 'en' }, token: dealer })).data.data;
      const held = listedByDealer.find((i) => i.phone === PRO.expert)!.certifications.find((c) => c.code === 'HP' && c.rank === 2);
      expect(held).toMatchObject({ status: 'ACTIVE', expiresAt: kyivDay(end) });
    });
  });

  it('the expiry reminder names the Kyiv day of an end at 22:30 UTC: the day after the UTC one', async () => {
    // A new end date is reminded of again: ten days on, at 22:30 UTC.
    const end = new Date(`${new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10)}T22:30:00Z`);
    const installer = await userId(PRO.expiring);
    await server.app.db.execute(
      sql`update installer_certifications set expires_at = ${end.toISOString()} where installer_id = ${installer} and status = 'ACTIVE'`,
    );
    await server.app.jobs.run('certification-reminders');
    const page = await server.call(notificationRoutes.list, { query: { lang: 'en' }, token: await token(PRO.expiring) });
    const reminders = page.data.data.filter((n) => n.title === 'Certification expires soon').map((n) => n.text);
    expect(reminders).toContainEqual(expect.stringContaining(`valid until ${formatDay('en', kyivDay(end))}.`));
  });
});
