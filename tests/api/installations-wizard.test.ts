import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/src/db/rows';
import { ACCOUNTS_ENV, confirmedRegistration, DEMO, login, newIp, newPhone, outbox } from './accounts';
import { startServer, type TestServer } from './helpers';
import { body, certificationTypeId, newInstallation, productIds, sessions, settlement, type Sessions } from './installations-fixtures';

let server: TestServer;
let s: Sessions;
beforeAll(async () => {
  server = await startServer(ACCOUNTS_ENV);
  s = await sessions(server);
});
afterAll(() => server.close());

const create = async (token: string, extra: Record<string, unknown> = {}, path = '/web/installations') =>
  server.request(path, { method: 'POST', token, body: { workOrderType: 'INSTALLATION', certificationTypeId: await certificationTypeId(server, 'RAC'), clientPhone: DEMO.user, ...extra } });
const get = (token: string, id: number, step: string) => server.request(`/web/installations/${id}/${step}`, { token });
const put = (token: string, id: number, step: string, payload: unknown) => server.request(`/web/installations/${id}/${step}`, { method: 'PUT', token, body: payload });
const row = async (id: number) => (await rowsOf<Record<string, unknown>>(server.app.db, sql`select * from installations where id = ${id}`))[0];
const historyCount = async (id: number) => (await rowsOf<{ n: number }>(server.app.db, sql`select count(*)::int as n from installation_history where installation_id = ${id}`))[0].n;

describe('the new-installation wizard', () => {
  it('saves every step as it is left, so a draft resumes through the GETs, and the last step makes it NEW', async () => {
    const created = await create(s.installer.token);
    expect(created.status, body(created)).toBe(201);
    const { id } = created.body.data;
    expect(created.body.data).toEqual({ id, severalBlocks: false, indoorBlocksCount: 0, outdoorBlocksCount: 1 });

    const common = await get(s.installer.token, id, 'common');
    expect(common.body.data).toMatchObject({ id, code: 'DRAFT', archived: false, wizardStep: 'common', client: { phone: DEMO.user } });
    // The installer who creates is assigned at once.
    expect((await get(s.installer.token, id, 'installer')).body.data).toMatchObject({ installerId: s.installer.id, installerPhone: DEMO.installer });

    expect((await put(s.installer.token, id, 'installer', { installerId: s.installer.id })).status).toBe(200);
    const place = await settlement(server);
    const address = await put(s.installer.token, id, 'address', { settlementId: place.code, street: 'вул. Хрещатик', house: '22', flat: '7', floor: '3' });
    expect(address.status, body(address)).toBe(200);
    expect(address.body.data.drainages.map((d: { id: string }) => d.id)).toEqual(['GRAVITY', 'PUMP', 'SEWER']);
    // Region and city come from the settlement, never from the request.
    expect((await get(s.installer.token, id, 'address')).body.data).toMatchObject({ settlementId: place.code, city: place.name, region: place.region, street: 'вул. Хрещатик', house: '22', flat: '7', floor: '3' });

    const [p1, p2] = await productIds(server, 'RAC', 2);
    const products = await put(s.installer.token, id, 'products', { products: [{ id: p1 }, { id: p2 }], severalBlocks: true, indoorBlocksCount: 2, outdoorBlocksCount: 1 });
    expect(products.status, body(products)).toBe(200);
    expect(products.body.data).toMatchObject({ id, severalBlocks: true, indoorBlocksCount: 2, outdoorBlocksCount: 1 });
    expect(products.body.data.products.map((p: { id: number }) => p.id)).toEqual([p1, p2]);
    expect((await get(s.installer.token, id, 'common')).body.data.wizardStep).toBe('products');
    expect((await get(s.installer.token, id, 'products')).body.data.products).toHaveLength(2);

    const details = await put(s.installer.token, id, 'details', { plannedAt: '2026-12-10', elevator: false, outdoorUnitFastening: 'WALL_BRACKET', routeLength: 4.5, comment: 'Дзвонити за годину' });
    expect(details.status, body(details)).toBe(200);
    const card = details.body.data;
    expect(card).toMatchObject({ id, code: 'NEW', date: '2026-12-10', canBeUpdated: true, canBeDeleted: false, canBeCancelled: true, canBeCompleted: true });
    expect(card.details).toMatchObject({ plannedAt: '2026-12-10', elevator: { value: false }, outdoorUnitFastening: { id: 'WALL_BRACKET' }, routeLength: 4.5 });
    const got = await server.request(`/web/installations/${id}/details?lang=en`, { token: s.installer.token });
    expect(got.body.data).toMatchObject({ plannedAt: '2026-12-10', elevator: { value: false, name: 'No' }, outdoorUnitFastening: { id: 'WALL_BRACKET', name: 'Wall bracket' }, comment: 'Дзвонити за годину' });

    // The history: one mechanism wrote a row per changed field.
    const fields = card.history.map((h: { field: string }) => h.field);
    expect(fields).toEqual(expect.arrayContaining(['created', 'address', 'products', 'indoorBlocksCount', 'plannedAt', 'code', 'details.routeLength']));
    const en = await server.request(`/web/installations/${id}?lang=en`, { token: s.installer.token });
    expect(en.body.data.history.map((h: { text: string }) => h.text)).toContain('Status: Draft → New');
  });

  it('refuses steps out of order with 409 and changes nothing', async () => {
    const { id } = (await create(s.installer.token)).body.data;
    const before = await row(id);
    const n = await historyCount(id);
    const place = await settlement(server);
    for (const [step, payload] of [
      ['address', { settlementId: place.code, street: 'Вулиця', house: '1' }],
      ['products', { products: [{ id: (await productIds(server, 'RAC', 1))[0] }] }],
      ['details', { plannedAt: '2026-12-01' }],
    ] as const) {
      const res = await put(s.installer.token, id, step, payload);
      expect(res.status, `${step}: ${body(res)}`).toBe(409);
      expect(res.body.message).toBeTruthy();
    }
    expect(await row(id)).toEqual(before);
    expect(await historyCount(id)).toBe(n);
    // The barcodes step belongs to the completed-installation wizard; its /completed paths to archived drafts.
    expect((await server.request(`/web/installations/completed/${id}/installer`, { method: 'PUT', token: s.installer.token, body: { installerId: s.installer.id } })).status).toBe(409);
  });

  it('answers 422 per field with the contract keys, changing nothing', async () => {
    const bad = await server.request('/web/installations', { method: 'POST', token: s.installer.token, body: { workOrderType: 'REPAIR', certificationTypeId: 0, clientPhone: '12' } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['certificationTypeId', 'clientPhone', 'workOrderType']);
    const unknownType = await create(s.installer.token, { certificationTypeId: 999_999 });
    expect(unknownType.status).toBe(422);
    expect(Object.keys(unknownType.body.errors)).toEqual(['certificationTypeId']);
    // A phone of someone who is not a client.
    expect(Object.keys((await create(s.installer.token, { clientPhone: DEMO.dealer })).body.errors)).toEqual(['clientPhone']);
    // An unknown phone needs the client's name and last name.
    const unnamed = await create(s.installer.token, { clientPhone: newPhone() });
    expect(unnamed.status).toBe(422);
    expect(Object.keys(unnamed.body.errors).sort()).toEqual(['clientLastname', 'clientName']);

    const { id } = (await create(s.installer.token)).body.data;
    await put(s.installer.token, id, 'installer', { installerId: s.installer.id });
    const before = await row(id);
    const badAddress = await put(s.installer.token, id, 'address', { settlementId: 'UA00000000000000000', street: '', house: '1' });
    expect(badAddress.status).toBe(422);
    expect(Object.keys(badAddress.body.errors)).toEqual(['street']);
    const unknownPlace = await put(s.installer.token, id, 'address', { settlementId: 'UA00000000000000000', street: 'Вулиця', house: '1' });
    expect(unknownPlace.body.errors).toHaveProperty('settlementId');
    await put(s.installer.token, id, 'address', { settlementId: (await settlement(server)).code, street: 'Вулиця', house: '1' });

    const [rac] = await productIds(server, 'RAC', 1);
    const [hp] = await productIds(server, 'HP', 1);
    const [archived] = await productIds(server, 'RAC', 2).then((ids) => [ids[1]]);
    await server.app.db.execute(sql`update products set archived = true where id = ${archived}`);
    const products = await put(s.installer.token, id, 'products', { products: [{ id: rac }, { id: hp }, { id: archived }, { id: 2_000_000 }, { id: rac }] });
    expect(products.status, body(products)).toBe(422);
    expect(Object.keys(products.body.errors).sort()).toEqual(['products.1.id', 'products.2.id', 'products.3.id', 'products.4.id']);
    await server.app.db.execute(sql`update products set archived = false where id = ${archived}`);
    expect((await put(s.installer.token, id, 'products', { products: [] })).status).toBe(422);
    expect((await row(id)).wizard_step).toBe('address');
    expect((await row(id)).settlement_id).not.toBe(before.settlement_id);

    await put(s.installer.token, id, 'products', { products: [{ id: rac }] });
    const noDate = await put(s.installer.token, id, 'details', { elevator: true });
    expect(noDate.status).toBe(422);
    expect(Object.keys(noDate.body.errors)).toEqual(['plannedAt']);
    const badDetails = await put(s.installer.token, id, 'details', { plannedAt: '1 May', drainage: 'BUCKET', fasteningHeight: -1 });
    expect(Object.keys(badDetails.body.errors).sort()).toEqual(['drainage', 'fasteningHeight', 'plannedAt']);
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
    const common = (await get(s.installer.token, created.body.data.id, 'common')).body.data;
    expect(common.client).toMatchObject({ fullName: 'Ганна Левченко', phone });
    // A second installation for the same phone finds the invited client: no second account, no name needed.
    expect((await create(s.installer.token, { clientPhone: phone })).status).toBe(201);
    const users = await rowsOf<{ id: number; password_hash: string | null }>(server.app.db, sql`select id, password_hash from users where phone = ${phone}`);
    expect(users).toHaveLength(1);
    expect(users[0].password_hash).toBeNull();

    // Registering with that phone adopts the invited account: same id, their installations included.
    const headers = newIp();
    const regToken = await confirmedRegistration(server, phone, headers);
    const done = await server.request('/registrations/password', { method: 'POST', body: { password: 'Sonyashnyk-2024', repeatedPassword: 'Sonyashnyk-2024', regToken }, headers });
    expect(done.status, body(done)).toBe(200);
    expect(done.body.data.user).toMatchObject({ id: users[0].id, phone, name: 'Тарас' });
    const session = await login(server, phone, 'Sonyashnyk-2024');
    await server.app.db.execute(sql`update installations set code = 'NEW' where id = ${created.body.data.id}`);
    const mine = await server.request('/web/installations?installed=true', { token: session.accessToken });
    expect(mine.body.data.data.map((i: { id: number }) => i.id)).toEqual([created.body.data.id]);
  });

  it('lets an installer put only themself, a dealer only its installers, the admin any installer', async () => {
    const { id } = (await create(s.installer.token)).body.data;
    expect((await put(s.installer.token, id, 'installer', { installerId: s.installer2.id })).body.errors).toHaveProperty('installerId');
    expect((await put(s.installer.token, id, 'installer', { installerId: s.client.id })).body.errors).toHaveProperty('installerId');

    const dealerDraft = (await create(s.dealer.token)).body.data.id;
    const outsider = (await rowsOf<{ id: number }>(server.app.db, sql`insert into users (name, lastname, email, phone, role_id) select 'Інший', 'Монтажник', '', ${newPhone()}, id from roles where name = 'INSTALLER' returning id`))[0].id;
    expect((await put(s.dealer.token, dealerDraft, 'installer', { installerId: outsider })).status).toBe(422);
    const chosen = await put(s.dealer.token, dealerDraft, 'installer', { installerId: s.installer2.id });
    expect(chosen.status, body(chosen)).toBe(200);
    expect(chosen.body.data).toMatchObject({ installerId: s.installer2.id });

    const adminDraft = (await create(s.admin.token)).body.data.id;
    expect((await put(s.admin.token, adminDraft, 'installer', { installerId: outsider })).status).toBe(200);
  });

  it('refuses changes on an installation that may no longer change, and changes nothing', async () => {
    const { id } = await newInstallation(server, s.installer, s.installer.id);
    // NEW: the creator may still edit (DOMAIN.md canBeUpdated).
    expect((await put(s.installer.token, id, 'details', { comment: 'Оновлено' })).status).toBe(200);
    expect((await row(id)).code).toBe('NEW');
    expect((await server.request(`/web/installations/${id}`, { method: 'DELETE', token: s.installer.token })).status).toBe(409);
    const cancelled = await server.request(`/web/installations/${id}/cancel`, { method: 'POST', token: s.installer.token, body: { reason: 'Клієнт передумав' } });
    expect(cancelled.status, body(cancelled)).toBe(200);
    expect(cancelled.body.data).toMatchObject({ code: 'CANCELLED', cancelReason: 'Клієнт передумав', canBeUpdated: false, canBeCancelled: false });
    const before = await row(id);
    const n = await historyCount(id);
    for (const [step, payload] of [
      ['installer', { installerId: s.installer.id }],
      ['details', { comment: 'Ні' }],
      ['place', { place: 'Балкон' }],
    ] as const) {
      expect((await put(s.installer.token, id, step, payload)).status, step).toBe(409);
    }
    expect((await server.request(`/web/installations/${id}/cancel`, { method: 'POST', token: s.installer.token, body: { reason: 'Ще раз' } })).status).toBe(409);
    expect(await row(id)).toEqual(before);
    expect(await historyCount(id)).toBe(n);
  });

  it('deletes a draft for its creator only', async () => {
    const { id } = (await create(s.installer.token)).body.data;
    expect((await server.request(`/web/installations/${id}`, { method: 'DELETE', token: s.dealer.token })).status).toBe(404);
    expect((await server.request(`/web/installations/${id}`, { method: 'DELETE', token: s.installer.token })).status).toBe(200);
    expect(await row(id)).toBeUndefined();
  });

  it('changes the place and cancels with a reason of 1..1000 characters', async () => {
    const { id } = await newInstallation(server, s.dealer, s.installer.id);
    const placed = await server.request(`/web/installations/${id}/place`, { method: 'PUT', token: s.installer.token, body: { place: 'Спальня, над вікном' } });
    expect(placed.status, body(placed)).toBe(200);
    expect(placed.body.data.place).toBe('Спальня, над вікном');
    expect((await server.request(`/web/installations/${id}/cancel`, { method: 'POST', token: s.dealer.token, body: { reason: '' } })).status).toBe(422);
    expect((await server.request(`/web/installations/${id}/cancel`, { method: 'POST', token: s.dealer.token, body: { reason: 'x'.repeat(1001) } })).status).toBe(422);
    expect((await row(id)).code).toBe('NEW');
  });
});

describe('the completed-installation wizard', () => {
  it('asks the day the work was done: required, never in the future (422 on workDoneOn, nothing created)', async () => {
    const count = async () => (await rowsOf<{ n: number }>(server.app.db, sql`select count(*)::int as n from installations`))[0].n;
    const before = await count();
    const missing = await server.request('/web/installations/completed?lang=en', { method: 'POST', token: s.installer.token, body: { workOrderType: 'INSTALLATION', certificationTypeId: await certificationTypeId(server, 'RAC'), clientPhone: DEMO.user } });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(['workDoneOn']);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const future = await create(s.installer.token, { workDoneOn: tomorrow }, '/web/installations/completed?lang=en');
    expect(future.status).toBe(422);
    expect(future.body.errors.workDoneOn).toEqual(['The date the work was done cannot be in the future']);
    expect(await count()).toBe(before);
  });

  it('creates an archived draft, edits step 1, and ends awaiting confirmation only once serials were saved', async () => {
    const created = await create(s.installer.token, { workDoneOn: '2025-05-20' }, '/web/installations/completed');
    expect(created.status, body(created)).toBe(201);
    const { id } = created.body.data;
    const hp = await certificationTypeId(server, 'HP');
    const again = await server.request(`/web/installations/completed/${id}`, { method: 'POST', token: s.installer.token, body: { workOrderType: 'SERVICE', certificationTypeId: hp, clientPhone: DEMO.user, workDoneOn: '2025-05-21' } });
    expect(again.status, body(again)).toBe(200);
    expect((await get(s.installer.token, id, 'common')).body.data).toMatchObject({ archived: true, workOrderType: 'SERVICE', certificationTypeId: hp, workDoneOn: '2025-05-21' });
    // The installer step comes after the barcodes one.
    const early = await server.request(`/web/installations/completed/${id}/installer`, { method: 'PUT', token: s.installer.token, body: { installerId: s.installer.id } });
    expect(early.status).toBe(409);
    // What the barcodes step (inst-warranty) leaves behind: units and the step reached.
    const [product] = await productIds(server, 'HP', 1);
    await server.app.db.execute(sql`update installations set wizard_step = 'barcodes' where id = ${id}`);
    const cpath = (step: string) => `/web/installations/completed/${id}/${step}`;
    expect((await server.request(cpath('installer'), { method: 'PUT', token: s.installer.token, body: { installerId: s.installer.id } })).status).toBe(200);
    expect((await server.request(cpath('address'), { method: 'PUT', token: s.installer.token, body: { settlementId: (await settlement(server)).code, street: 'Садова', house: '3' } })).status).toBe(200);
    const missing = await server.request(cpath('details'), { method: 'PUT', token: s.installer.token, body: { saleDate: '2025-05-01' } });
    expect(missing.status, body(missing)).toBe(409);
    expect((await row(id)).code).toBe('DRAFT');
    await server.app.db.execute(sql`insert into installation_products (installation_id, product_id, position) values (${id}, ${product}, 0)`);
    await server.app.db.execute(sql`insert into installation_units (installation_id, product_id, serial) values (${id}, ${product}, ${`TESTSERIAL${id}`})`);
    // Sold after the work was done cannot be: 422 on saleDate.
    const late = await server.request(`${cpath('details')}?lang=en`, { method: 'PUT', token: s.installer.token, body: { saleDate: '2025-06-01' } });
    expect(late.status).toBe(422);
    expect(late.body.errors.saleDate).toEqual(['The sale date cannot be later than the date the work was done']);
    const done = await server.request(cpath('details'), { method: 'PUT', token: s.installer.token, body: { saleDate: '2025-05-01' } });
    expect(done.status, body(done)).toBe(200);
    expect(done.body.data).toMatchObject({ code: 'AWAITING_CONFIRMATION', archived: true, workDoneOn: '2025-05-21', canBeUpdated: false, canBeCancelled: true, canBeCompleted: true });
    expect(done.body.data.equipment.products[0].units[0].serial).toBe(`TESTSERIAL${id}`);
  });
});
