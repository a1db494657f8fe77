import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/src/db/rows';
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
const get = async (phone: string, path: string) => server.request(path, { token: await token(phone) });
const post = async (phone: string, path: string, body?: unknown) => server.request(path, { method: 'POST', token: await token(phone), body: body ?? {} });
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

beforeAll(async () => {
  server = await startServer(ACCOUNTS_ENV);
});
afterAll(() => server.close());

describe('GET /web/dealers?dealerCode: a dealer’s name by its code', () => {
  it('names the dealer for an applicant and an installer; 422 dealerCode for a malformed, wrong-checksum or unknown code; 403 to others', async () => {
    for (const phone of [DEMO.user, DEMO.installer, DEMO.admin]) {
      const res = await get(phone, `/web/dealers?dealerCode=${DEMO_DEALER_CODE}`);
      expect(res.status, phone).toBe(200);
      expect(res.body.data).toEqual({ dealerName: 'ТОВ «Клімат Про»' });
    }
    for (const code of ['1234', '380500001', '38050001', '3805000000', UNUSED_CODE, 'abcdefgh']) {
      const res = await get(DEMO.user, `/web/dealers?dealerCode=${code}&lang=en`);
      expect(res.status, code).toBe(422);
      expect(Object.keys(res.body.errors), code).toEqual(['dealerCode']);
    }
    expect((await get(DEMO.user, `/web/dealers?dealerCode=${UNUSED_CODE}&lang=en`)).body.errors.dealerCode).toEqual(['No dealer with this code was found']);
    expect((await get(DEMO.user, '/web/dealers?dealerCode=38050001&lang=pl')).body.errors.dealerCode).toEqual(['Taki kod nie istnieje: sprawdź cyfry']);
    for (const phone of [DEMO.dealer, DEMO.projector]) expect((await get(phone, `/web/dealers?dealerCode=${DEMO_DEALER_CODE}`)).status, phone).toBe(403);
    expect((await server.request(`/web/dealers?dealerCode=${DEMO_DEALER_CODE}`)).status).toBe(401);
  });
});

describe('GET /web/certifications', () => {
  it('gives the three types and their ordered levels to every role', async () => {
    for (const phone of [DEMO.user, DEMO.installer, DEMO.dealer, DEMO.projector, DEMO.admin]) {
      const res = await get(phone, '/web/certifications?lang=en');
      expect(res.status, phone).toBe(200);
      expect(res.body.data.certificationTypes.map((t: { code: string }) => t.code)).toEqual(['RAC', 'LCAC', 'HP']);
      expect(res.body.data.certificationLevels).toHaveLength(9);
    }
  });
});

describe('the dealer company and its installers', () => {
  it('GET /web/dealers/info: the dealer, its deputy and assistant see the company; only the assistant may not decide', async () => {
    for (const [phone, canDecide] of [
      [DEMO.dealer, true],
      [PRO.deputy, true],
      [PRO.assistant, false],
    ] as const) {
      const res = await get(phone, '/web/dealers/info');
      expect(res.status, phone).toBe(200);
      expect(res.body.data).toMatchObject({ name: 'ТОВ «Клімат Про»', dealerCode: DEMO_DEALER_CODE, installersCount: 6, canDecide });
      expect(res.body.data.pendingRequestsCount).toBeGreaterThanOrEqual(1);
    }
    expect((await get(PRO.second, '/web/dealers/info')).body.data).toMatchObject({
      name: 'ТОВ «Захід Кліма»',
      dealerCode: SECOND_DEALER_CODE,
      installersCount: 1,
    });
    expect((await get(DEMO.admin, '/web/dealers/info')).status).toBe(404);
    for (const phone of [DEMO.user, DEMO.installer, DEMO.projector]) expect((await get(phone, '/web/dealers/info')).status, phone).toBe(403);
  });

  it('GET /web/dealers/installers: its own installers only, with certifications, rating and completed installations, filtered by type and level', async () => {
    const all = await get(DEMO.dealer, '/web/dealers/installers?lang=en');
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ total: 6, perPage: 10, currentPage: 1 });
    const expert = all.body.data.data.find((i: { phone: string }) => i.phone === PRO.expert);
    expect(expert).toMatchObject({ meanRating: 4.7, ratingsCount: 3, installationsCount: 3 });
    expect(expert.certifications.map((c: { code: string; rank: number; status: string }) => `${c.code}${c.rank}${c.status}`)).toEqual([
      'RAC3ACTIVE',
      'LCAC2ACTIVE',
      'HP1ACTIVE',
      'HP2REQUEST',
    ]);
    expect(all.body.data.data.find((i: { phone: string }) => i.phone === PRO.expired).certifications[0]).toMatchObject({ code: 'RAC', status: 'EXPIRED' });
    // The same list for the deputy and the assistant; the second dealer sees its one installer.
    for (const phone of [PRO.deputy, PRO.assistant]) expect((await get(phone, '/web/dealers/installers')).body.data.total, phone).toBe(6);
    expect((await get(PRO.second, '/web/dealers/installers')).body.data.data.map((i: { phone: string }) => i.phone)).toEqual([PRO.mover]);

    const rac = await typeId('RAC');
    const byType = await get(DEMO.dealer, `/web/dealers/installers?certificationTypeIds[]=${rac}`);
    // ACTIVE and not expired: the demo installer (RAC 2), the expert (RAC 3) and the one expiring soon.
    expect(byType.body.data.data.map((i: { phone: string }) => i.phone).toSorted()).toEqual([DEMO.installer, PRO.expert, PRO.expiring].toSorted());
    const both = await get(DEMO.dealer, `/web/dealers/installers?certificationTypeIds[]=${rac}&certificationLevelIds[]=${await levelId('RAC', 3)}&perPage=5`);
    expect(both.body.data.data.map((i: { phone: string }) => i.phone)).toEqual([PRO.expert]);
    expect((await get(DEMO.dealer, `/web/dealers/installers?search=${encodeURIComponent('бойко')}`)).body.data.total).toBe(1);
    expect((await get(DEMO.dealer, '/web/dealers/installers?page=2&perPage=4')).body.data).toMatchObject({ total: 6, from: 5, to: 6, lastPage: 2 });
    expect((await get(DEMO.admin, '/web/dealers/installers')).body.data.total).toBeGreaterThanOrEqual(7);

    for (const bad of ['certificationTypeIds[]=x', 'perPage=1000', 'page=0', 'certificationLevelIds[]=-1']) {
      expect((await get(DEMO.dealer, `/web/dealers/installers?${bad}`)).status, bad).toBe(422);
    }
    for (const phone of [DEMO.user, DEMO.installer, DEMO.projector]) expect((await get(phone, '/web/dealers/installers')).status, phone).toBe(403);
  });
});

describe('becoming an installer: the request and the dealer’s decision', () => {
  it('offers certification types and the settlements’ regions to a client only', async () => {
    const res = await get(DEMO.user, '/web/installer-requests/create?lang=en');
    expect(res.status).toBe(200);
    expect(res.body.data.certificationTypes).toHaveLength(3);
    expect(res.body.data.regions.length).toBeGreaterThan(20);
    expect(res.body.data.request).toMatchObject({ status: 'DECLINED', dealerName: 'ТОВ «Захід Кліма»' });
    for (const phone of [DEMO.installer, DEMO.dealer, DEMO.projector, DEMO.admin])
      expect((await get(phone, '/web/installer-requests/create')).status, phone).toBe(403);
  });

  it('refuses bad input with the spec’s keys and stores nothing; one waiting request; the dealer is notified', async () => {
    const client = await newAccount(server);
    tokens.set(client.phone, client.accessToken);
    const { regions, certificationTypes } = (await get(client.phone, '/web/installer-requests/create')).body.data;
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
      const res = await post(client.phone, '/web/installer-requests', bad);
      expect(res.status, JSON.stringify(bad)).toBe(422);
      expect(Object.keys(res.body.errors).toSorted(), JSON.stringify(bad)).toEqual(keys.toSorted());
    }
    expect(await count(sql`select count(*)::int as n from dealer_requests`)).toBe(before);

    const recorder = recordEvents(server.app.realtime);
    const sent = await post(client.phone, '/web/installer-requests', { ...body, lastJobLicense: 'ЛМ-1' });
    recorder.stop();
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.data).toMatchObject({ kind: 'INSTALLER', status: 'SENT', dealerName: 'ТОВ «Клімат Про»', dealerCode: DEMO_DEALER_CODE });
    expect(recorder.events).toContainEqual(expect.objectContaining({ userId: await userId(DEMO.dealer), event: 'new_notification' }));
    const again = await post(client.phone, '/web/installer-requests', body);
    expect(again.status).toBe(422);
    expect(Object.keys(again.body.errors)).toEqual(['dealerCode']);
    expect((await get(client.phone, '/web/installer-requests/create')).body.data.request).toMatchObject({ status: 'SENT' });
  });

  it('the dealer declines with a reason or blocks; a blocked person may not ask again', async () => {
    const client = await newAccount(server);
    tokens.set(client.phone, client.accessToken);
    const { regions, certificationTypes } = (await get(client.phone, '/web/installer-requests/create')).body.data;
    const body = { name: 'ФОП Гнатюк', dealerCode: SECOND_DEALER_CODE, regionId: regions[1].id, certificationTypeId: certificationTypes[1].id };
    const first = (await post(client.phone, '/web/installer-requests', body)).body.data;
    expect((await post(PRO.second, `/web/dealers/requests/${first.id}/decline`, { reason: '' })).status).toBe(422);
    expect((await post(DEMO.dealer, `/web/dealers/requests/${first.id}/decline`, { reason: 'Ні' })).status, 'another dealer’s request').toBe(404);
    const declined = await post(PRO.second, `/web/dealers/requests/${first.id}/decline`, { reason: 'Немає вакансій' });
    expect(declined.status).toBe(200);
    expect(declined.body.data).toMatchObject({ status: 'DECLINED', reason: 'Немає вакансій', supplier: 'ФОП Гнатюк' });
    expect((await post(PRO.second, `/web/dealers/requests/${first.id}/accept`)).status, 'decided once').toBe(409);

    const second = (await post(client.phone, '/web/installer-requests', body)).body.data;
    expect((await post(PRO.second, `/web/dealers/requests/${second.id}/block`)).body.data).toMatchObject({ status: 'BLOCKED' });
    const refused = await post(client.phone, '/web/installer-requests', { ...body, lang: undefined });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.dealerCode).toEqual(['Цей дилер не приймає ваших запитів']);
    // Another dealer still may be asked.
    expect((await post(client.phone, '/web/installer-requests', { ...body, dealerCode: DEMO_DEALER_CODE })).status).toBe(201);
  });

  it('the assistant may not decide (403); the deputy accepts: the client becomes the dealer’s installer, told in real time', async () => {
    const client = await newAccount(server);
    tokens.set(client.phone, client.accessToken);
    const { regions } = (await get(client.phone, '/web/installer-requests/create')).body.data;
    const hp = await typeId('HP');
    const request = (
      await post(client.phone, '/web/installer-requests', {
        name: 'ТОВ «Тепло»',
        dealerCode: DEMO_DEALER_CODE,
        regionId: regions[2].id,
        certificationTypeId: hp,
      })
    ).body.data;

    const waiting = await get(PRO.assistant, '/web/dealers/requests?kind=INSTALLER');
    expect(waiting.status).toBe(200);
    expect(waiting.body.data.data.find((r: { id: number }) => r.id === request.id)).toMatchObject({
      user: { id: client.user.id },
      certificationType: { id: hp },
    });
    expect((await get(PRO.second, '/web/dealers/requests')).body.data.data.some((r: { id: number }) => r.id === request.id)).toBe(false);
    for (const action of ['accept', 'decline', 'block']) {
      expect((await post(PRO.assistant, `/web/dealers/requests/${request.id}/${action}`, { reason: 'x' })).status, action).toBe(403);
    }
    for (const phone of [DEMO.user, DEMO.installer, DEMO.projector]) expect((await get(phone, '/web/dealers/requests')).status, phone).toBe(403);

    const recorder = recordEvents(server.app.realtime);
    const accepted = await post(PRO.deputy, `/web/dealers/requests/${request.id}/accept`);
    recorder.stop();
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data).toMatchObject({ status: 'ACCEPTED' });
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
    const refreshed = await server.request('/refresh', { method: 'POST', body: { refreshToken: client.refreshToken } });
    expect(refreshed.status).toBe(200);
    tokens.set(client.phone, refreshed.body.data.accessToken);
    const license = await get(client.phone, '/web/installers/license');
    expect(license.status).toBe(200);
    expect(license.body.data.license).toMatchObject({ dealerName: 'ТОВ «Клімат Про»', certified: false });
    expect(license.body.data.license.entries.find((e: { certificationType: { code: string } }) => e.certificationType.code === 'HP').request).toMatchObject({
      status: 'REQUEST',
      level: { rank: 1 },
    });
    expect((await get(DEMO.dealer, '/web/dealers/installers')).body.data.total).toBe(7);
  });
});

describe('the installer’s licence and certification applications; support decides', () => {
  it('shows each type with level, status and validity, and the levels that may be applied for', async () => {
    const res = await get(DEMO.installer, '/web/installers/license?lang=en');
    expect(res.status).toBe(200);
    const byCode = Object.fromEntries(res.body.data.license.entries.map((e: { certificationType: { code: string } }) => [e.certificationType.code, e]));
    expect(byCode.RAC).toMatchObject({ level: { rank: 2 }, status: 'ACTIVE', expiresAt: '2027-03-01' });
    expect(byCode.HP).toMatchObject({ level: { rank: 1 }, status: 'ACTIVE' });
    expect(byCode.LCAC).toMatchObject({ level: null, status: null, request: null });
    expect(res.body.data.license.certified).toBe(true);
    const expired = (await get(PRO.expired, '/web/installers/license')).body.data.license;
    expect(expired.certified).toBe(false);
    expect(expired.entries[0]).toMatchObject({ status: 'EXPIRED', level: { rank: 1 } });

    const create = (await get(DEMO.installer, '/web/installers/certification-requests/create')).body.data;
    expect(
      Object.fromEntries(create.certificationTypes.map((t: { code: string; levels: { rank: number }[] }) => [t.code, t.levels.map((l) => l.rank)])),
    ).toEqual({ RAC: [3], LCAC: [1, 2, 3], HP: [2, 3] });
    // The expert's HP application waits: no HP level is offered.
    expect((await get(PRO.expert, '/web/installers/certification-requests/create')).body.data.certificationTypes.map((t: { code: string }) => t.code)).toEqual([
      'LCAC',
    ]);
    for (const phone of [DEMO.user, DEMO.dealer, DEMO.projector, DEMO.admin]) {
      for (const path of ['/web/installers/license', '/web/installers/certification-requests/create', '/web/installers/rating', '/web/installers/dealer']) {
        expect((await get(phone, path)).status, `${phone} ${path}`).toBe(403);
      }
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
      const res = await post(DEMO.installer, `/web/installers/certification-requests/${id}`);
      expect(res.status, String(id)).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual([key]);
    }
    expect(await count(sql`select count(*)::int as n from installer_certifications`)).toBe(before);

    const applied = await post(DEMO.installer, `/web/installers/certification-requests/${await levelId('RAC', 3)}?lang=en`);
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    expect(applied.body.data).toMatchObject({ status: 'REQUEST', level: { rank: 3, name: 'Expert' }, certificationType: { code: 'RAC' } });
    const twice = await post(DEMO.installer, `/web/installers/certification-requests/${await levelId('RAC', 3)}`);
    expect(twice.status).toBe(422);
    expect(Object.keys(twice.body.errors)).toEqual(['certification']);
    expect((await post(DEMO.dealer, `/web/installers/certification-requests/${await levelId('RAC', 3)}`)).status).toBe(403);

    const list = await get(DEMO.admin, '/web/certification-requests');
    expect(list.status).toBe(200);
    const item = list.body.data.data.find((r: { id: number }) => r.id === applied.body.data.id);
    expect(item).toMatchObject({ status: 'REQUEST', currentLevel: { rank: 2 }, installer: { dealerName: 'ТОВ «Клімат Про»' } });
    expect(item.completedInstallations).toBeGreaterThan(0);
    for (const phone of [DEMO.user, DEMO.installer, DEMO.dealer, PRO.deputy, DEMO.projector]) {
      expect((await get(phone, '/web/certification-requests')).status, phone).toBe(403);
      expect((await post(phone, `/web/certification-requests/${item.id}/accept`)).status, phone).toBe(403);
    }
    expect((await post(DEMO.admin, `/web/certification-requests/${item.id}/decline`, { reason: ' ' })).status).toBe(422);
    expect((await post(DEMO.admin, '/web/certification-requests/999999/accept')).status).toBe(404);

    const recorder = recordEvents(server.app.realtime);
    const accepted = await post(DEMO.admin, `/web/certification-requests/${item.id}/accept`);
    recorder.stop();
    expect(accepted.status).toBe(200);
    const inTwoYears = new Date();
    inTwoYears.setUTCFullYear(inTwoYears.getUTCFullYear() + 2);
    expect(accepted.body.data).toMatchObject({ status: 'ACTIVE', expiresAt: inTwoYears.toISOString().slice(0, 10) });
    expect(recorder.events).toContainEqual(expect.objectContaining({ userId: await userId(DEMO.installer), event: 'new_notification' }));
    expect((await post(DEMO.admin, `/web/certification-requests/${item.id}/accept`)).status).toBe(409);
    const rac = (await get(DEMO.installer, '/web/installers/license')).body.data.license.entries[0];
    expect(rac).toMatchObject({ level: { rank: 3 }, status: 'ACTIVE', request: null });
  });

  it('support declines with a reason; the licence shows it', async () => {
    const list = (await get(DEMO.admin, '/web/certification-requests?perPage=100')).body.data.data;
    const lcac = list.find(
      (r: { installer: { phone: string }; certificationType: { code: string } }) => r.installer.phone === PRO.expired && r.certificationType.code === 'LCAC',
    );
    const res = await post(DEMO.admin, `/web/certification-requests/${lcac.id}/decline`, { reason: 'Потрібні фото робіт' });
    expect(res.body.data).toMatchObject({ status: 'DECLINED', reason: 'Потрібні фото робіт' });
    const entry = (await get(PRO.expired, '/web/installers/license')).body.data.license.entries.find(
      (e: { certificationType: { code: string } }) => e.certificationType.code === 'LCAC',
    );
    expect(entry.request).toMatchObject({ status: 'DECLINED', reason: 'Потрібні фото робіт' });
    expect((await get(DEMO.admin, '/web/certification-requests?status=DECLINED')).body.data.data.some((r: { id: number }) => r.id === lcac.id)).toBe(true);
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
  it('GET /web/installers/rating: the mean and the paged grades with comments, newest first', async () => {
    const res = await get(PRO.expert, '/web/installers/rating?perPage=2');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ meanRating: 4.7, ratingsCount: 3, ratings: { total: 3, lastPage: 2, perPage: 2 } });
    expect(res.body.data.ratings.data[0]).toMatchObject({ workRating: 4, communicationRating: 5, rating: 4.5 });
    expect(res.body.data.ratings.data[1].workComment).toBe('Пояснив, як доглядати за кондиціонером.');
    expect((await get(PRO.beginner, '/web/installers/rating')).body.data).toMatchObject({ meanRating: null, ratingsCount: 0, ratings: { total: 0, data: [] } });
    expect((await get(PRO.expert, '/web/installers/rating?perPage=0')).status).toBe(422);
  });

  it('asks to change dealer: 422 for its own dealer, a bad code, an empty reason or a waiting request; the new dealer accepts', async () => {
    const mine = await get(PRO.beginner, '/web/installers/dealer');
    expect(mine.body.data).toMatchObject({ dealer: { name: 'ТОВ «Клімат Про»', dealerCode: DEMO_DEALER_CODE }, status: 'NOT_SENT', request: null });
    const before = await count(sql`select count(*)::int as n from dealer_requests`);
    for (const [body, key] of [
      [{ comment: 'Хочу змінити', dealerCode: DEMO_DEALER_CODE }, 'dealer'],
      [{ comment: 'Хочу змінити', dealerCode: '38050001' }, 'dealerCode'],
      [{ comment: 'Хочу змінити', dealerCode: UNUSED_CODE }, 'dealerCode'],
      [{ comment: '   ', dealerCode: SECOND_DEALER_CODE }, 'comment'],
      [{ dealerCode: SECOND_DEALER_CODE }, 'comment'],
    ] as const) {
      const res = await post(PRO.beginner, '/web/installers/dealer-requests', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors), JSON.stringify(body)).toEqual([key]);
    }
    expect(await count(sql`select count(*)::int as n from dealer_requests`)).toBe(before);

    const sent = await post(PRO.beginner, '/web/installers/dealer-requests', { comment: 'Переїжджаю до Львова', dealerCode: SECOND_DEALER_CODE });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.data).toMatchObject({
      status: 'SENT',
      request: { kind: 'DEALER_CHANGE', dealerName: 'ТОВ «Захід Кліма»', comment: 'Переїжджаю до Львова' },
    });
    const again = await post(PRO.beginner, '/web/installers/dealer-requests', { comment: 'Ще раз', dealerCode: SECOND_DEALER_CODE });
    expect(again.status).toBe(422);
    expect(Object.keys(again.body.errors)).toEqual(['dealer']);
    for (const phone of [DEMO.user, DEMO.dealer, DEMO.projector, DEMO.admin]) {
      expect((await post(phone, '/web/installers/dealer-requests', { comment: 'x', dealerCode: SECOND_DEALER_CODE })).status, phone).toBe(403);
    }

    const incoming = (await get(PRO.second, '/web/dealers/requests?kind=DEALER_CHANGE')).body.data.data;
    const request = incoming.find((r: { user: { phone: string } }) => r.user.phone === PRO.beginner);
    expect(request).toMatchObject({ currentDealerName: 'ТОВ «Клімат Про»', comment: 'Переїжджаю до Львова' });
    expect((await post(DEMO.dealer, `/web/dealers/requests/${request.id}/accept`)).status, 'the old dealer may not decide it').toBe(404);
    expect((await post(PRO.second, `/web/dealers/requests/${request.id}/accept`)).status).toBe(200);
    const moved = (await get(PRO.beginner, '/web/installers/dealer')).body.data;
    expect(moved).toMatchObject({ dealer: { name: 'ТОВ «Захід Кліма»' }, status: 'ACCEPTED' });
    // The old dealer no longer lists the installer; the request keeps the company left.
    expect((await get(DEMO.dealer, `/web/dealers/installers?search=${PRO.beginner}`)).body.data.total).toBe(0);
    expect((await get(PRO.second, '/web/dealers/requests?status=ACCEPTED')).body.data.data[0]).toMatchObject({ currentDealerName: 'ТОВ «Клімат Про»' });
  });

  it('the seeded dealer change waits for the demo dealer, who accepts it', async () => {
    const incoming = (await get(DEMO.dealer, '/web/dealers/requests?kind=DEALER_CHANGE')).body.data.data;
    const request = incoming.find((r: { user: { phone: string } }) => r.user.phone === PRO.mover);
    expect(request).toMatchObject({ status: 'SENT', currentDealerName: 'ТОВ «Захід Кліма»' });
    expect((await get(PRO.mover, '/web/installers/dealer')).body.data).toMatchObject({ status: 'SENT', dealer: { name: 'ТОВ «Захід Кліма»' } });
    expect((await post(DEMO.dealer, `/web/dealers/requests/${request.id}/accept`)).status).toBe(200);
    expect((await get(PRO.mover, '/web/installers/dealer')).body.data).toMatchObject({ status: 'ACCEPTED', dealer: { name: 'ТОВ «Клімат Про»' } });
  });
});
