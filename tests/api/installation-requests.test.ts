import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installationRequestRoutes, installationRoutes, type CallInput, type InstallationRequestBody } from '../../contracts';
import { rowsOf } from '../../server/src/db/rows';
import { ACCOUNTS_ENV, newPhone } from './accounts';
import { inputFor } from './contract-call';
import { startServer, type TestServer } from './helpers';
import { body, certificationTypeId, extraAccount, productIds, sessions, settlement, type Sessions } from './installations-fixtures';
import { recordEvents } from './realtime';

let server: TestServer;
let s: Sessions;
let rac: number;
let place: { code: string; name: string };

beforeAll(async () => {
  server = await startServer(ACCOUNTS_ENV);
  s = await sessions(server);
  rac = await certificationTypeId(server, 'RAC');
  place = await settlement(server);
});
afterAll(() => server.close());

const kyivToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(new Date());
const valid = (extra: Partial<InstallationRequestBody> = {}): InstallationRequestBody => ({
  workOrderType: 'INSTALLATION',
  certificationTypeId: rac,
  settlementId: place.code,
  street: 'вул. Січових Стрільців',
  house: '12',
  flat: '3',
  preferredDate: kyivToday(),
  comment: 'Кондиціонер у вітальню',
  ...extra,
});
const freshClient = () => extraAccount(server, 'USER', newPhone());
const countRequests = async () => (await rowsOf<{ n: number }>(server.app.db, sql`select count(*)::int as n from installation_requests`))[0].n;
const notificationsOf = (userId: number, kind: string) =>
  rowsOf<{ values: Record<string, unknown>; link: string }>(
    server.app.db,
    sql`select "values", link from notifications where user_id = ${userId} and kind = ${kind} order by id desc`,
  );
const send = (token: string, payload = valid()) => server.call(installationRequestRoutes.create, { token, body: payload });

describe('POST /web/installations/requests', () => {
  it('a client sends a request: NEW, stored with the settlement’s names; every admin is told after the commit', async () => {
    const client = await freshClient();
    const { events, stop } = recordEvents(server.app.realtime);
    const res = await send(client.token);
    stop();
    expect(res.status, body(res)).toBe(201);
    const r = res.data;
    expect(r).toMatchObject({
      status: { value: 'NEW' },
      workOrderType: { value: 'INSTALLATION' },
      certificationType: { id: rac },
      settlementId: place.code,
      street: 'вул. Січових Стрільців',
      house: '12',
      flat: '3',
      preferredDate: kyivToday(),
      installationId: null,
      createdInstallationId: null,
      canBeTaken: false,
      canBeDeclined: false,
    });
    expect(r.address).toContain(place.name);
    expect(r.client?.id).toBe(client.id);
    expect((await notificationsOf(s.admin.id, 'installationRequestNew'))[0]).toMatchObject({ values: { number: r.id }, link: '/installations/requests' });
    expect(events.some((e) => e.event === 'new_notification' && e.userId === s.admin.id)).toBe(true);
  });

  it('naming one of their installations tells its installer too', async () => {
    const [own] = await rowsOf<{ id: number; installer_id: number }>(
      server.app.db,
      sql`select id, installer_id from installations where client_id = ${s.client.id} and code = 'COMPLETED' and installer_id is not null order by id limit 1`,
    );
    const before = (await notificationsOf(own.installer_id, 'installationRequestAboutYours')).length;
    const res = await send(s.client.token, valid({ workOrderType: 'SERVICE', installationId: own.id, preferredDate: null, comment: null }));
    expect(res.status, body(res)).toBe(201);
    expect(res.data.installationId).toBe(own.id);
    const told = await notificationsOf(own.installer_id, 'installationRequestAboutYours');
    expect(told.length).toBe(before + 1);
    expect(told[0].link).toBe(`/installations/${own.id}`);
  });

  it('422 per field with localised messages, and nothing is stored or counted', async () => {
    const client = await freshClient();
    const [foreign] = await rowsOf<{ id: number }>(
      server.app.db,
      sql`select id from installations where client_id <> ${client.id} and code <> 'DRAFT' limit 1`,
    );
    const before = await countRequests();
    const cases: [Record<string, unknown>, string][] = [
      [{ settlementId: 'UA00000000000000000' }, 'settlementId'],
      [{ certificationTypeId: 999_999 }, 'certificationTypeId'],
      [{ preferredDate: '2020-01-01' }, 'preferredDate'],
      [{ preferredDate: '2026-02-30' }, 'preferredDate'],
      [{ installationId: foreign.id }, 'installationId'],
      [{ workOrderType: 'REPAIR' }, 'workOrderType'],
      [{ street: '  ' }, 'street'],
      [{ house: '' }, 'house'],
      [{ comment: 'x'.repeat(1001) }, 'comment'],
    ];
    for (const [change, field] of cases) {
      const res = await server.call(installationRequestRoutes.create, { query: { lang: 'en' }, token: client.token, body: valid(change) });
      expect(res.status, `${field}: ${body(res)}`).toBe(422);
      expect(Object.keys(res.error.errors)).toEqual([field]);
      expect(res.error.errors[field][0]).toMatch(/[a-z]/i);
    }
    const uk = await server.call(installationRequestRoutes.create, {
      query: { lang: 'uk' },
      token: client.token,
      body: valid({ preferredDate: '2020-01-01' }),
    });
    expect(uk.error.errors.preferredDate).toEqual(['Дата не може бути раніше сьогоднішньої']);
    expect(await countRequests()).toBe(before);
    // None of the refusals was counted: the whole daily allowance is left.
    for (let i = 0; i < 5; i++) expect((await send(client.token)).status).toBe(201);
  });

  it('429 with Retry-After past five a day; nothing stored', async () => {
    const client = await freshClient();
    for (let i = 0; i < 5; i++) expect((await send(client.token)).status).toBe(201);
    const before = await countRequests();
    const res = await send(client.token);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(60 * 60);
    expect(await countRequests()).toBe(before);
  });

  it('clients only: installer, dealer, designer and admin get 403; a guest 401', async () => {
    for (const who of ['installer', 'dealer', 'designer', 'admin'] as const) expect((await send(s[who].token)).status, who).toBe(403);
    expect((await server.call(installationRequestRoutes.create, { body: valid() })).status).toBe(401);
  });
});

describe('reading requests', () => {
  it('the client lists their own, newest first, 10 a page; support lists all and filters by status', async () => {
    const client = await freshClient();
    const other = await freshClient();
    const mine = [];
    for (let i = 0; i < 3; i++) mine.push((await send(client.token)).data.id);
    await send(other.token);
    const own = await server.call(installationRequestRoutes.list, { token: client.token });
    expect(own.status).toBe(200);
    expect(own.data.perPage).toBe(10);
    expect(own.data.data.map((r: { id: number }) => r.id)).toEqual(mine.reverse());

    const all = await server.call(installationRequestRoutes.list, { query: { perPage: 50 }, token: s.admin.token });
    expect(all.status).toBe(200);
    const moments = all.data.data.map((r: { createdAt: string }) => r.createdAt);
    expect(moments).toEqual([...moments].sort().reverse());
    expect(all.data.total).toBe(await countRequests());
    expect(all.data.data[0]).toMatchObject({ canBeTaken: true, canBeDeclined: true });

    const declined = await server.call(installationRequestRoutes.list, { query: { status: 'DECLINED' }, token: s.admin.token });
    expect(declined.data.data.length).toBeGreaterThan(0);
    expect(declined.data.data.every((r: { status: { value: string } }) => r.status.value === 'DECLINED')).toBe(true);
    expect((await server.call(installationRequestRoutes.list, { query: { status: 'LOST' }, token: s.admin.token })).status).toBe(422);
  });

  it('the demo client’s seeded requests cover every state', async () => {
    const res = await server.call(installationRequestRoutes.list, { query: { perPage: 50 }, token: s.client.token });
    const states = new Set(res.data.data.map((r: { status: { value: string } }) => r.status.value));
    expect([...states].sort()).toEqual(['DECLINED', 'DONE', 'IN_PROGRESS', 'NEW']);
  });

  it('one request: its client and support; 404 for another client and a dealer it is not about; 403 for other roles', async () => {
    const client = await freshClient();
    const other = await freshClient();
    const id = (await send(client.token)).data.id;
    expect((await server.call(installationRequestRoutes.read, { params: { id }, token: client.token })).status).toBe(200);
    expect((await server.call(installationRequestRoutes.read, { params: { id }, token: s.admin.token })).status).toBe(200);
    expect((await server.call(installationRequestRoutes.read, { params: { id }, token: other.token })).status).toBe(404);
    expect((await server.call(installationRequestRoutes.read, { params: { id: 999999 }, token: s.admin.token })).status).toBe(404);
    expect((await server.call(installationRequestRoutes.read, { params: { id }, token: s.dealer.token })).status).toBe(404);
    for (const who of ['installer', 'designer'] as const) {
      expect((await server.call(installationRequestRoutes.read, { params: { id }, token: s[who].token })).status, who).toBe(403);
      expect((await server.call(installationRequestRoutes.list, { token: s[who].token })).status, who).toBe(403);
    }
  });
});

describe('support handles requests', () => {
  it('declines with a reason: the client is told; a closed request is 409; an empty reason 422 changes nothing', async () => {
    const client = await freshClient();
    const id = (await send(client.token)).data.id;
    const empty = await server.call(installationRequestRoutes.decline, { params: { id }, token: s.admin.token, body: { reason: ' ' } });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.error.errors)).toEqual(['reason']);
    expect((await server.call(installationRequestRoutes.read, { params: { id }, token: client.token })).data.status.value).toBe('NEW');
    expect((await server.call(installationRequestRoutes.decline, { params: { id }, token: client.token, body: { reason: 'ні' } })).status).toBe(403);

    const { events, stop } = recordEvents(server.app.realtime);
    const res = await server.call(installationRequestRoutes.decline, {
      params: { id },
      query: { lang: 'en' },
      token: s.admin.token,
      body: { reason: 'No installer in your area this month' },
    });
    stop();
    expect(res.status, body(res)).toBe(200);
    expect(res.data).toMatchObject({
      status: { value: 'DECLINED', name: 'Declined' },
      declineReason: 'No installer in your area this month',
      canBeTaken: false,
      canBeDeclined: false,
    });
    expect((await notificationsOf(client.id, 'installationRequestDeclined'))[0].values).toMatchObject({
      number: id,
      reason: 'No installer in your area this month',
    });
    expect(events.some((e) => e.event === 'new_notification' && e.userId === client.id)).toBe(true);

    expect((await server.call(installationRequestRoutes.decline, { params: { id }, token: s.admin.token, body: { reason: 'again' } })).status).toBe(409);
    expect((await server.call(installationRequestRoutes.take, { params: { id }, token: s.admin.token, body: {} })).status).toBe(409);
  });

  it('takes a request (the client is told once), the wizard’s draft is linked as it is created, and the finished wizard makes it DONE', async () => {
    const [clientRow] = await rowsOf<{ phone: string }>(server.app.db, sql`select phone from users where id = ${s.client.id}`);
    const client = await freshClient();
    const [fresh] = await rowsOf<{ phone: string }>(server.app.db, sql`select phone from users where id = ${client.id}`);
    const id = (await send(client.token)).data.id;
    const admin = s.admin.token;
    const installationsCount = async () => (await rowsOf<{ n: number }>(server.app.db, sql`select count(*)::int as n from installations`))[0].n;
    // The wizard's step 1, prefilled from the request, with the request named.
    const createFor = (token: string, phone: string) =>
      server.call(installationRoutes.create, { token, body: { workOrderType: 'INSTALLATION', certificationTypeId: rac, clientPhone: phone, requestId: id } });
    const before = await installationsCount();

    // Not taken yet: 409, and no draft is left behind.
    const early = await createFor(admin, fresh.phone);
    expect(early.status, body(early)).toBe(409);
    for (const who of ['client', 'installer', 'dealer', 'designer'] as const)
      expect((await server.call(installationRequestRoutes.take, { params: { id }, token: s[who].token, body: {} })).status, who).toBe(403);
    const taken = await server.call(installationRequestRoutes.take, { params: { id }, token: admin, body: {} });
    expect(taken.status, body(taken)).toBe(200);
    expect(taken.data.status.value).toBe('IN_PROGRESS');
    expect((await server.call(installationRequestRoutes.take, { params: { id }, token: admin, body: {} })).status).toBe(200);
    expect(await notificationsOf(client.id, 'installationRequestTaken')).toHaveLength(1);

    // An installer may not claim a request; another client's phone is not the request's client: 422, nothing made.
    const installers = await createFor(s.installer.token, fresh.phone);
    expect(installers.status, body(installers)).toBe(422);
    expect(Object.keys(installers.error.errors)).toEqual(['requestId']);
    const otherClient = await createFor(admin, clientRow.phone);
    expect(otherClient.status, body(otherClient)).toBe(422);
    expect(Object.keys(otherClient.error.errors)).toEqual(['clientPhone']);
    expect(await installationsCount()).toBe(before);
    expect((await server.call(installationRequestRoutes.read, { params: { id }, token: client.token })).data.createdInstallationId).toBeNull();

    const create = await createFor(admin, fresh.phone);
    expect(create.status, body(create)).toBe(201);
    const draft = create.data.id as number;
    const linked = await server.call(installationRequestRoutes.read, { params: { id }, token: admin });
    expect(linked.data).toMatchObject({ status: { value: 'IN_PROGRESS' }, createdInstallationId: draft });

    const { putInstaller, putAddress, putProducts, putDetails } = installationRoutes;
    const put = async <R extends typeof putInstaller | typeof putAddress | typeof putProducts | typeof putDetails>(route: R, payload: CallInput<R>['body']) => {
      const res = await server.call(route, ...inputFor(route, { params: { id: draft }, token: admin, body: payload }));
      expect(res.status, `${route.path}: ${body(res)}`).toBe(200);
    };
    await put(putInstaller, { installerId: s.installer.id });
    await put(putAddress, { settlementId: place.code, street: 'вул. Січових Стрільців', house: '12', flat: '3' });
    await put(putProducts, { products: (await productIds(server, 'RAC', 1)).map((pid) => ({ id: pid })) });
    expect((await server.call(installationRequestRoutes.read, { params: { id }, token: client.token })).data.status.value).toBe('IN_PROGRESS');
    await put(putDetails, { plannedAt: '2027-01-15' });
    const done = await server.call(installationRequestRoutes.read, { params: { id }, token: client.token });
    expect(done.data).toMatchObject({ status: { value: 'DONE' }, createdInstallationId: draft });
    expect((await server.call(installationRequestRoutes.decline, { params: { id }, token: admin, body: { reason: 'late' } })).status).toBe(409);
  });
});
