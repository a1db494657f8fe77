import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authRoutes, installationRoutes, type CallInput } from '../../contracts';
import { kyivDay } from '../../contracts/kyiv-day';
import { rowsOf } from '../../server/src/db/rows';
import { ACCOUNTS_ENV, confirmedRegistration, DEMO, login, newIp, newPhone, outbox } from './accounts';
import { inputFor } from './contract-call';
import { startServer, type TestServer } from './helpers';
import { body, certificationTypeId, newInstallation, productIds, sessions, settlement, type Sessions } from './installations-fixtures';

let server: TestServer;
let s: Sessions;
beforeAll(async () => {
  server = await startServer(ACCOUNTS_ENV);
  s = await sessions(server);
});
afterAll(() => server.close());

const { common: getCommon, getInstaller, putInstaller, getAddress, putAddress, getProducts, putProducts, putDetails, place: putPlace } = installationRoutes;
type NewBody = CallInput<typeof installationRoutes.create>['body'];

/** Step 1 of the new-installation wizard (or, with `route`, of the completed-installation one) for the demo client. */
const create = async (
  token: string,
  extra: Partial<NewBody> = {},
  route: typeof installationRoutes.create | typeof installationRoutes.createCompleted = installationRoutes.create,
  lang?: 'en',
) =>
  server.call(route, {
    query: { lang },
    token,
    body: { workOrderType: 'INSTALLATION', certificationTypeId: await certificationTypeId(server, 'RAC'), clientPhone: DEMO.user, ...extra },
  });
/** A step of installation `id` as `token` reads it, or saves `body` to it. */
const get = <R extends typeof getCommon | typeof getInstaller | typeof getAddress | typeof getProducts>(token: string, id: number, route: R) =>
  server.call(route, ...inputFor(route, { params: { id }, token }));
const put = <R extends typeof putInstaller | typeof putAddress | typeof putProducts | typeof putDetails | typeof putPlace>(
  token: string,
  id: number,
  route: R,
  body: CallInput<R>['body'],
) => server.call(route, ...inputFor(route, { params: { id }, token, body }));
const row = async (id: number) => (await rowsOf<Record<string, unknown>>(server.app.db, sql`select * from installations where id = ${id}`))[0];
const historyCount = async (id: number) =>
  (await rowsOf<{ n: number }>(server.app.db, sql`select count(*)::int as n from installation_history where installation_id = ${id}`))[0].n;

describe('the new-installation wizard', () => {
  it('saves every step as it is left, so a draft resumes through the GETs, and the last step makes it NEW', async () => {
    const created = await create(s.installer.token);
    expect(created.status, body(created)).toBe(201);
    const { id } = created.data;
    expect(created.data).toEqual({ id, severalBlocks: false, indoorBlocksCount: 0, outdoorBlocksCount: 1 });

    const common = await get(s.installer.token, id, getCommon);
    expect(common.data).toMatchObject({ id, code: 'DRAFT', archived: false, wizardStep: 'common', client: { phone: DEMO.user } });
    // The installer who creates is assigned at once.
    expect((await get(s.installer.token, id, getInstaller)).data).toMatchObject({ installerId: s.installer.id, installerPhone: DEMO.installer });

    expect((await put(s.installer.token, id, putInstaller, { installerId: s.installer.id })).status).toBe(200);
    const place = await settlement(server);
    const address = await put(s.installer.token, id, putAddress, { settlementId: place.code, street: 'вул. Хрещатик', house: '22', flat: '7', floor: '3' });
    expect(address.status, body(address)).toBe(200);
    expect(address.data.drainages.map((d: { id: string }) => d.id)).toEqual(['GRAVITY', 'PUMP', 'SEWER']);
    // Region and city come from the settlement, never from the request.
    expect((await get(s.installer.token, id, getAddress)).data).toMatchObject({
      settlementId: place.code,
      city: place.name,
      region: place.region,
      street: 'вул. Хрещатик',
      house: '22',
      flat: '7',
      floor: '3',
    });

    const [p1, p2] = await productIds(server, 'RAC', 2);
    const products = await put(s.installer.token, id, putProducts, {
      products: [{ id: p1 }, { id: p2 }],
      severalBlocks: true,
      indoorBlocksCount: 2,
      outdoorBlocksCount: 1,
    });
    expect(products.status, body(products)).toBe(200);
    expect(products.data).toMatchObject({ id, severalBlocks: true, indoorBlocksCount: 2, outdoorBlocksCount: 1 });
    expect(products.data.products.map((p: { id: number }) => p.id)).toEqual([p1, p2]);
    expect((await get(s.installer.token, id, getCommon)).data.wizardStep).toBe('products');
    expect((await get(s.installer.token, id, getProducts)).data.products).toHaveLength(2);

    const details = await put(s.installer.token, id, putDetails, {
      plannedAt: '2026-12-10',
      elevator: false,
      outdoorUnitFastening: 'WALL_BRACKET',
      routeLength: 4.5,
      comment: 'Дзвонити за годину',
    });
    expect(details.status, body(details)).toBe(200);
    const card = details.data;
    expect(card).toMatchObject({ id, code: 'NEW', date: '2026-12-10', canBeUpdated: true, canBeDeleted: false, canBeCancelled: true, canBeCompleted: true });
    expect(card.details).toMatchObject({ plannedAt: '2026-12-10', elevator: { value: false }, outdoorUnitFastening: { id: 'WALL_BRACKET' }, routeLength: 4.5 });
    const got = await server.call(installationRoutes.getDetails, { params: { id }, query: { lang: 'en' }, token: s.installer.token });
    expect(got.data).toMatchObject({
      plannedAt: '2026-12-10',
      elevator: { value: false, name: 'No' },
      outdoorUnitFastening: { id: 'WALL_BRACKET', name: 'Wall bracket' },
      comment: 'Дзвонити за годину',
    });

    // The history: one mechanism wrote a row per changed field.
    const fields = card.history.map((h: { field: string }) => h.field);
    expect(fields).toEqual(expect.arrayContaining(['created', 'address', 'products', 'indoorBlocksCount', 'plannedAt', 'code', 'details.routeLength']));
    const en = await server.call(installationRoutes.card, { params: { id }, query: { lang: 'en' }, token: s.installer.token });
    expect(en.data.history.map((h: { text: string }) => h.text)).toContain('Status: Draft → New');
  });

  it('refuses steps out of order with 409 and changes nothing', async () => {
    const { id } = (await create(s.installer.token)).data;
    const before = await row(id);
    const n = await historyCount(id);
    const place = await settlement(server);
    const [product] = await productIds(server, 'RAC', 1);
    for (const [step, attempt] of [
      ['address', () => put(s.installer.token, id, putAddress, { settlementId: place.code, street: 'Вулиця', house: '1' })],
      ['products', () => put(s.installer.token, id, putProducts, { products: [{ id: product }] })],
      ['details', () => put(s.installer.token, id, putDetails, { plannedAt: '2026-12-01' })],
    ] as const) {
      const res = await attempt();
      expect(res.status, `${step}: ${body(res)}`).toBe(409);
      expect(res.error.message).toBeTruthy();
    }
    expect(await row(id)).toEqual(before);
    expect(await historyCount(id)).toBe(n);
    // The barcodes step belongs to the completed-installation wizard; its /completed paths to archived drafts.
    expect(
      (await server.call(installationRoutes.putCompletedInstaller, { params: { id }, token: s.installer.token, body: { installerId: s.installer.id } })).status,
    ).toBe(409);
  });

  it('answers 422 per field with the contract keys, changing nothing', async () => {
    // Invalid on purpose: no such work order type (and a non-positive id, a short phone).
    const bad = await server.call(installationRoutes.create, {
      token: s.installer.token,
      invalidBody: { workOrderType: 'REPAIR', certificationTypeId: 0, clientPhone: '12' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.error.errors!).sort()).toEqual(['certificationTypeId', 'clientPhone', 'workOrderType']);
    const unknownType = await create(s.installer.token, { certificationTypeId: 999_999 });
    expect(unknownType.status).toBe(422);
    expect(Object.keys(unknownType.error.errors!)).toEqual(['certificationTypeId']);
    // A phone of someone who is not a client.
    expect(Object.keys((await create(s.installer.token, { clientPhone: DEMO.dealer })).error.errors!)).toEqual(['clientPhone']);
    // An unknown phone needs the client's name and last name.
    const unnamed = await create(s.installer.token, { clientPhone: newPhone() });
    expect(unnamed.status).toBe(422);
    expect(Object.keys(unnamed.error.errors!).sort()).toEqual(['clientLastname', 'clientName']);

    const { id } = (await create(s.installer.token)).data;
    await put(s.installer.token, id, putInstaller, { installerId: s.installer.id });
    const before = await row(id);
    const badAddress = await put(s.installer.token, id, putAddress, { settlementId: 'UA00000000000000000', street: '', house: '1' });
    expect(badAddress.status).toBe(422);
    expect(Object.keys(badAddress.error.errors!)).toEqual(['street']);
    const unknownPlace = await put(s.installer.token, id, putAddress, { settlementId: 'UA00000000000000000', street: 'Вулиця', house: '1' });
    expect(unknownPlace.error.errors).toHaveProperty('settlementId');
    await put(s.installer.token, id, putAddress, { settlementId: (await settlement(server)).code, street: 'Вулиця', house: '1' });

    const [rac] = await productIds(server, 'RAC', 1);
    const [hp] = await productIds(server, 'HP', 1);
    const [archived] = await productIds(server, 'RAC', 2).then((ids) => [ids[1]]);
    await server.app.db.execute(sql`update products set archived = true where id = ${archived}`);
    const products = await put(s.installer.token, id, putProducts, { products: [{ id: rac }, { id: hp }, { id: archived }, { id: 2_000_000 }, { id: rac }] });
    expect(products.status, body(products)).toBe(422);
    expect(Object.keys(products.error.errors!).sort()).toEqual(['products.1.id', 'products.2.id', 'products.3.id', 'products.4.id']);
    await server.app.db.execute(sql`update products set archived = false where id = ${archived}`);
    expect((await put(s.installer.token, id, putProducts, { products: [] })).status).toBe(422);
    expect((await row(id)).wizard_step).toBe('address');
    expect((await row(id)).settlement_id).not.toBe(before.settlement_id);

    await put(s.installer.token, id, putProducts, { products: [{ id: rac }] });
    const noDate = await put(s.installer.token, id, putDetails, { elevator: true });
    expect(noDate.status).toBe(422);
    expect(Object.keys(noDate.error.errors!)).toEqual(['plannedAt']);
    // Invalid on purpose: no such drainage (and a date in words, a negative height).
    const badDetails = await server.call(putDetails, {
      params: { id },
      token: s.installer.token,
      invalidBody: { plannedAt: '1 May', drainage: 'BUCKET', fasteningHeight: -1 },
    });
    expect(Object.keys(badDetails.error.errors!).sort()).toEqual(['drainage', 'fasteningHeight', 'plannedAt']);
    expect((await row(id)).code).toBe('DRAFT');
  });

  it('invites a client with an unknown phone by SMS, and their registration adopts the invited account', async () => {
    const phone = newPhone();
    const created = await create(s.installer.token, { clientPhone: phone, clientName: 'Ганна', clientLastname: 'Левченко' });
    expect(created.status, body(created)).toBe(201);
    // The invitation is texted once the step's transaction has committed, so it may land just after the answer.
    await expect.poll(async () => (await outbox(server, phone)).length).toBe(1);
    const [sms] = await outbox(server, phone);
    expect(sms.text).toContain('Ганна');
    expect(sms.code).toBeNull();
    const common = (await get(s.installer.token, created.data.id, getCommon)).data;
    expect(common.client).toMatchObject({ fullName: 'Ганна Левченко', phone });
    // A second installation for the same phone finds the invited client: no second account, no name needed.
    expect((await create(s.installer.token, { clientPhone: phone })).status).toBe(201);
    const users = await rowsOf<{ id: number; password_hash: string | null }>(server.app.db, sql`select id, password_hash from users where phone = ${phone}`);
    expect(users).toHaveLength(1);
    expect(users[0].password_hash).toBeNull();

    // Registering with that phone adopts the invited account: same id, their installations included.
    const headers = newIp();
    const regToken = await confirmedRegistration(server, phone, headers);
    const done = await server.call(authRoutes.setRegistrationPassword, {
      body: { password: 'Sonyashnyk-2024', repeatedPassword: 'Sonyashnyk-2024', regToken },
      headers,
    });
    expect(done.status, body(done)).toBe(200);
    expect(done.data.user).toMatchObject({ id: users[0].id, phone, name: 'Тарас' });
    const session = await login(server, phone, 'Sonyashnyk-2024');
    await server.app.db.execute(sql`update installations set code = 'NEW' where id = ${created.data.id}`);
    const mine = await server.call(installationRoutes.list, { query: { installed: true }, token: session.accessToken });
    expect(mine.data.data.map((i: { id: number }) => i.id)).toEqual([created.data.id]);
  });

  it('lets an installer put only themself, a dealer only its installers, the admin any installer', async () => {
    const { id } = (await create(s.installer.token)).data;
    expect((await put(s.installer.token, id, putInstaller, { installerId: s.installer2.id })).error.errors).toHaveProperty('installerId');
    expect((await put(s.installer.token, id, putInstaller, { installerId: s.client.id })).error.errors).toHaveProperty('installerId');

    const dealerDraft = (await create(s.dealer.token)).data.id;
    const outsider = (
      await rowsOf<{ id: number }>(
        server.app.db,
        sql`insert into users (name, lastname, email, phone, role_id) select 'Інший', 'Монтажник', '', ${newPhone()}, id from roles where name = 'INSTALLER' returning id`,
      )
    )[0].id;
    expect((await put(s.dealer.token, dealerDraft, putInstaller, { installerId: outsider })).status).toBe(422);
    const chosen = await put(s.dealer.token, dealerDraft, putInstaller, { installerId: s.installer2.id });
    expect(chosen.status, body(chosen)).toBe(200);
    expect(chosen.data).toMatchObject({ installerId: s.installer2.id });

    const adminDraft = (await create(s.admin.token)).data.id;
    expect((await put(s.admin.token, adminDraft, putInstaller, { installerId: outsider })).status).toBe(200);
  });

  it('refuses changes on an installation that may no longer change, and changes nothing', async () => {
    const { id } = await newInstallation(server, s.installer, s.installer.id);
    // NEW: the creator may still edit (`canBeUpdated`, docs/domain.md#the-card-and-its-flags).
    expect((await put(s.installer.token, id, putDetails, { comment: 'Оновлено' })).status).toBe(200);
    expect((await row(id)).code).toBe('NEW');
    expect((await server.call(installationRoutes.remove, { params: { id }, token: s.installer.token })).status).toBe(409);
    const cancelled = await server.call(installationRoutes.cancel, { params: { id }, token: s.installer.token, body: { reason: 'Клієнт передумав' } });
    expect(cancelled.status, body(cancelled)).toBe(200);
    expect(cancelled.data).toMatchObject({ code: 'CANCELLED', cancelReason: 'Клієнт передумав', canBeUpdated: false, canBeCancelled: false });
    const before = await row(id);
    const n = await historyCount(id);
    for (const [step, attempt] of [
      ['installer', () => put(s.installer.token, id, putInstaller, { installerId: s.installer.id })],
      ['details', () => put(s.installer.token, id, putDetails, { comment: 'Ні' })],
      ['place', () => put(s.installer.token, id, putPlace, { place: 'Балкон' })],
    ] as const) {
      expect((await attempt()).status, step).toBe(409);
    }
    expect((await server.call(installationRoutes.cancel, { params: { id }, token: s.installer.token, body: { reason: 'Ще раз' } })).status).toBe(409);
    expect(await row(id)).toEqual(before);
    expect(await historyCount(id)).toBe(n);
  });

  it('deletes a draft for its creator only', async () => {
    const { id } = (await create(s.installer.token)).data;
    expect((await server.call(installationRoutes.remove, { params: { id }, token: s.dealer.token })).status).toBe(404);
    expect((await server.call(installationRoutes.remove, { params: { id }, token: s.installer.token })).status).toBe(200);
    expect(await row(id)).toBeUndefined();
  });

  it('changes the place and cancels with a reason of 1..1000 characters', async () => {
    const { id } = await newInstallation(server, s.dealer, s.installer.id);
    const placed = await server.call(installationRoutes.place, { params: { id }, token: s.installer.token, body: { place: 'Спальня, над вікном' } });
    expect(placed.status, body(placed)).toBe(200);
    expect(placed.data.place).toBe('Спальня, над вікном');
    expect((await server.call(installationRoutes.cancel, { params: { id }, token: s.dealer.token, body: { reason: '' } })).status).toBe(422);
    expect((await server.call(installationRoutes.cancel, { params: { id }, token: s.dealer.token, body: { reason: 'x'.repeat(1001) } })).status).toBe(422);
    expect((await row(id)).code).toBe('NEW');
  });
});

describe('the completed-installation wizard', () => {
  it('asks the day the work was done: required, never in the future (422 on workDoneOn, nothing created)', async () => {
    const count = async () => (await rowsOf<{ n: number }>(server.app.db, sql`select count(*)::int as n from installations`))[0].n;
    const before = await count();
    const missing = await server.call(installationRoutes.createCompleted, {
      query: { lang: 'en' },
      token: s.installer.token,
      body: { workOrderType: 'INSTALLATION', certificationTypeId: await certificationTypeId(server, 'RAC'), clientPhone: DEMO.user },
    });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.error.errors!)).toEqual(['workDoneOn']);
    // Tomorrow in Kyiv, the day after its today (UTC's tomorrow is Kyiv's today from 21:00 or 22:00 UTC).
    const tomorrow = format(addDays(parseISO(kyivDay(new Date())), 1), 'yyyy-MM-dd');
    const future = await create(s.installer.token, { workDoneOn: tomorrow }, installationRoutes.createCompleted, 'en');
    expect(future.status).toBe(422);
    expect(future.error.errors!.workDoneOn).toEqual(['The date the work was done cannot be in the future']);
    expect(await count()).toBe(before);
  });

  it('takes today as the day in Kyiv: past midnight there, while UTC is still on the day before, today’s date is not in the future', async () => {
    const realNow = Date.now();
    const day = (offset: number) => new Date(realNow + offset * 86_400_000).toISOString().slice(0, 10);
    // 22:30 UTC tomorrow (ahead of the real clock, so that the session signed in then is not already over): Kyiv is
    // past midnight, on the day after.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${day(1)}T22:30:00Z`) });
    try {
      const { accessToken } = await login(server, DEMO.installer);
      const today = await create(accessToken, { workDoneOn: day(2) }, installationRoutes.createCompleted, 'en');
      expect(today.status, body(today)).toBe(201);
      const tomorrow = await create(accessToken, { workDoneOn: day(3) }, installationRoutes.createCompleted, 'en');
      expect(tomorrow.error.errors!.workDoneOn).toEqual(['The date the work was done cannot be in the future']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('creates an archived draft, edits step 1, and ends awaiting confirmation only once serials were saved', async () => {
    const created = await create(s.installer.token, { workDoneOn: '2025-05-20' }, installationRoutes.createCompleted);
    expect(created.status, body(created)).toBe(201);
    const { id } = created.data;
    const hp = await certificationTypeId(server, 'HP');
    const again = await server.call(installationRoutes.updateCompleted, {
      params: { id },
      token: s.installer.token,
      body: { workOrderType: 'SERVICE', certificationTypeId: hp, clientPhone: DEMO.user, workDoneOn: '2025-05-21' },
    });
    expect(again.status, body(again)).toBe(200);
    expect((await get(s.installer.token, id, getCommon)).data).toMatchObject({
      archived: true,
      workOrderType: 'SERVICE',
      certificationTypeId: hp,
      workDoneOn: '2025-05-21',
    });
    // The installer step comes after the barcodes one.
    const early = await server.call(installationRoutes.putCompletedInstaller, {
      params: { id },
      token: s.installer.token,
      body: { installerId: s.installer.id },
    });
    expect(early.status).toBe(409);
    // What the barcodes step (inst-warranty) leaves behind: units and the step reached.
    const [product] = await productIds(server, 'HP', 1);
    await server.app.db.execute(sql`update installations set wizard_step = 'barcodes' where id = ${id}`);
    const params = { id };
    const token = s.installer.token;
    expect((await server.call(installationRoutes.putCompletedInstaller, { params, token, body: { installerId: s.installer.id } })).status).toBe(200);
    const address = { settlementId: (await settlement(server)).code, street: 'Садова', house: '3' };
    expect((await server.call(installationRoutes.putCompletedAddress, { params, token, body: address })).status).toBe(200);
    const missing = await server.call(installationRoutes.putCompletedDetails, { params, token, body: { saleDate: '2025-05-01' } });
    expect(missing.status, body(missing)).toBe(409);
    expect((await row(id)).code).toBe('DRAFT');
    await server.app.db.execute(sql`insert into installation_products (installation_id, product_id, position) values (${id}, ${product}, 0)`);
    await server.app.db.execute(sql`insert into installation_units (installation_id, product_id, serial) values (${id}, ${product}, ${`TESTSERIAL${id}`})`);
    // Sold after the work was done cannot be: 422 on saleDate.
    const late = await server.call(installationRoutes.putCompletedDetails, { params, query: { lang: 'en' }, token, body: { saleDate: '2025-06-01' } });
    expect(late.status).toBe(422);
    expect(late.error.errors!.saleDate).toEqual(['The sale date cannot be later than the date the work was done']);
    const done = await server.call(installationRoutes.putCompletedDetails, { params, token, body: { saleDate: '2025-05-01' } });
    expect(done.status, body(done)).toBe(200);
    expect(done.data).toMatchObject({
      code: 'AWAITING_CONFIRMATION',
      archived: true,
      workDoneOn: '2025-05-21',
      canBeUpdated: false,
      canBeCancelled: true,
      canBeCompleted: true,
    });
    expect(done.data.equipment.products[0].units[0].serial).toBe(`TESTSERIAL${id}`);
  });
});
