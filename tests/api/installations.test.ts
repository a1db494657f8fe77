import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealerRoutes, installationRoutes, type CallInput } from '../../contracts';
import { rowsOf } from '../../server/src/db/rows';
import { ACCOUNTS_ENV, DEMO, newAccount, newPhone } from './accounts';
import { startServer, type TestServer } from './helpers';
import { body, certificationTypeId, extraAccount, newInstallation, sessions, type Sessions } from './installations-fixtures';

let server: TestServer;
let s: Sessions;
beforeAll(async () => {
  server = await startServer(ACCOUNTS_ENV);
  s = await sessions(server);
});
afterAll(() => server.close());

const card = (token: string, id: number, lang = 'uk') => server.call(installationRoutes.card, { params: { id }, query: { lang }, token });

describe('who sees an installation (docs/access.md#row-scopes)', () => {
  it('answers the card to its client, installer, dealer and the admin; 404 to others; 403 to a designer', async () => {
    const { id } = await newInstallation(server, s.dealer, s.installer.id);
    const other = await newAccount(server);
    const otherDealer = await extraAccount(server, 'DEALER', newPhone());
    const deputy = await extraAccount(server, 'DEALER_DEPUTY', newPhone(), s.dealer.id);
    const expected: [string, string, number][] = [
      ['client', s.client.token, 200],
      ['installer', s.installer.token, 200],
      ['dealer', s.dealer.token, 200],
      ['dealer deputy', deputy.token, 200],
      ['admin', s.admin.token, 200],
      ['another installer', s.installer2.token, 404],
      ['another client', other.accessToken, 404],
      ['another dealer', otherDealer.token, 404],
      ['designer', s.designer.token, 403],
    ];
    for (const [who, token, status] of expected) expect((await card(token, id)).status, who).toBe(status);
    expect((await server.call(installationRoutes.card, { params: { id } })).status).toBe(401);

    const flags = async (token: string) => {
      const c = (await card(token, id)).data;
      return {
        completed: c.canBeCompleted,
        updated: c.canBeUpdated,
        cancelled: c.canBeCancelled,
        deleted: c.canBeDeleted,
        photos: c.canAddPhotos,
        graded: c.canBeGraded,
      };
    };
    expect(await flags(s.client.token)).toEqual({ completed: false, updated: false, cancelled: false, deleted: false, photos: false, graded: false });
    expect(await flags(s.installer.token)).toEqual({ completed: true, updated: false, cancelled: true, deleted: false, photos: true, graded: false });
    expect(await flags(s.dealer.token)).toEqual({ completed: false, updated: true, cancelled: true, deleted: false, photos: true, graded: false });

    // Writes: 403 for a client or a designer, 404 for another's record.
    const place = { params: { id }, body: { place: 'Кухня' } };
    expect((await server.call(installationRoutes.place, { ...place, token: s.client.token })).status).toBe(403);
    expect((await server.call(installationRoutes.place, { ...place, token: s.designer.token })).status).toBe(403);
    expect((await server.call(installationRoutes.place, { ...place, token: s.installer2.token })).status).toBe(404);
    expect((await server.call(installationRoutes.place, { ...place, token: otherDealer.token })).status).toBe(404);
    expect((await server.call(installationRoutes.cancel, { params: { id }, body: { reason: 'Ні' }, token: s.installer2.token })).status).toBe(404);
    expect(
      (
        await server.call(installationRoutes.create, {
          token: s.client.token,
          body: { workOrderType: 'INSTALLATION', certificationTypeId: 1, clientPhone: DEMO.user },
        })
      ).status,
    ).toBe(403);
  });

  it('shows a draft to its creator only, whoever else would see it', async () => {
    const created = await server.call(installationRoutes.create, {
      token: s.dealer.token,
      body: { workOrderType: 'SERVICE', certificationTypeId: await certificationTypeId(server, 'RAC'), clientPhone: DEMO.user },
    });
    const id = created.data.id;
    await server.call(installationRoutes.putInstaller, { params: { id }, token: s.dealer.token, body: { installerId: s.installer.id } });
    expect((await card(s.dealer.token, id)).status).toBe(200);
    for (const token of [s.admin.token, s.installer.token, s.client.token]) {
      expect((await card(token, id)).status).toBe(404);
      expect((await server.call(installationRoutes.common, { params: { id }, token })).status).toBe(404);
    }
    expect((await card(s.dealer.token, id)).data).toMatchObject({ code: 'DRAFT', canBeDeleted: true, canBeUpdated: true });
  });
});

describe('the list, its filters and the card', () => {
  it('filters by status, month, installer and searches client, phone, address and serial, ten a page, newest first', async () => {
    const client = await newAccount(server);
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      const by = i < 10 ? s.installer : s.dealer;
      const installer = i < 10 ? s.installer.id : s.installer2.id;
      const plannedAt = i % 2 ? '2027-01-15' : '2026-12-15';
      ids.push(
        (await newInstallation(server, by, installer, { clientPhone: client.phone, plannedAt, street: i === 3 ? 'вул. Тополина' : 'вул. Хрещатик' })).id,
      );
    }
    const list = (token: string, query: CallInput<typeof installationRoutes.list>['query']) =>
      server.call(installationRoutes.list, { query, token }).then((r) => {
        expect(r.status, body(r)).toBe(200);
        return r.data;
      });
    const newestFirst = [...ids].reverse();

    const page1 = await list(s.admin.token, { search: client.phone });
    expect(page1).toMatchObject({ total: 12, perPage: 10, currentPage: 1, lastPage: 2 });
    expect(page1.data.map((i: { id: number }) => i.id)).toEqual(newestFirst.slice(0, 10));
    const page2 = await list(s.admin.token, { search: client.phone, page: 2 });
    expect(page2.data.map((i: { id: number }) => i.id)).toEqual(newestFirst.slice(10));
    expect(page2).toMatchObject({ total: 12, currentPage: 2, lastPage: 2 });
    // A page past the end has no rows, and still the total.
    expect(await list(s.admin.token, { search: client.phone, page: 3 })).toMatchObject({ data: [], total: 12, lastPage: 2 });
    expect(page2.data[0]).toMatchObject({
      code: 'NEW',
      status: { value: 'NEW', name: 'Нова' },
      client: { id: client.user.id },
      installer: { id: expect.any(Number) },
      hasWarnings: false,
    });
    expect(page2.data[0].products).toHaveLength(1);

    // The installer sees the ten they made; the other two were the dealer's with another installer.
    expect((await list(s.installer.token, { search: client.phone })).total).toBe(10);
    expect((await list(s.installer2.token, { search: client.phone })).total).toBe(2);
    expect((await list(s.dealer.token, { search: client.phone, installerId: s.installer2.id })).total).toBe(2);
    expect((await list(s.dealer.token, { search: client.phone, date: '2027-01' })).total).toBe(6);
    expect((await list(s.client.token, { search: client.phone })).total).toBe(0);

    // The client sees theirs.
    const own = await list(client.accessToken, { installed: true });
    expect(own.total).toBe(12);

    await server.call(installationRoutes.cancel, { params: { id: ids[5] }, token: s.installer.token, body: { reason: 'Перенесено' } });
    expect((await list(s.admin.token, { search: client.phone, status: 'CANCELLED' })).data.map((i: { id: number }) => i.id)).toEqual([ids[5]]);
    // Address and name search (the client's name was registered as «Тарас Гнатюк»).
    expect((await list(s.admin.token, { search: 'тополина' })).data.map((i: { id: number }) => i.id)).toContain(ids[3]);
    // A serial becomes searchable once the installation changes through the one mechanism.
    await server.app.db.execute(sql`insert into installation_products (installation_id, product_id, position)
      select ${ids[7]}, product_id, 1 from installation_products where installation_id = ${ids[7]} limit 1`);
    await server.app.db.execute(sql`insert into installation_units (installation_id, product_id, serial)
      select ${ids[7]}, product_id, ${`SRCH${ids[7]}X`} from installation_products where installation_id = ${ids[7]} limit 1`);
    await server.call(installationRoutes.place, { params: { id: ids[7] }, token: s.installer.token, body: { place: 'Вітальня' } });
    expect((await list(s.admin.token, { search: `srch${ids[7]}x` })).data.map((i: { id: number }) => i.id)).toEqual([ids[7]]);

    const bad = await server.call(installationRoutes.list, { query: { status: 'DONE', date: '2026-1', page: 0 }, token: s.admin.token });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.error.errors!).sort()).toEqual(['date', 'page', 'status']);

    const filters = await server.call(installationRoutes.filters, { query: { lang: 'en' }, token: client.accessToken });
    expect(filters.status).toBe(200);
    expect(filters.data.statuses.map((x: { value: string }) => x.value)).toEqual(['NEW', 'CANCELLED']);
    expect(filters.data.dates).toEqual([
      { value: '2027-01', name: 'January 2027' },
      { value: '2026-12', name: 'December 2026' },
    ]);
    expect(filters.data.installers.map((x: { id: number }) => x.id).sort()).toEqual([s.installer.id, s.installer2.id].sort());
    // An installer's installers: of the jobs they are assigned (installer2: the dealer's two) and of those they made.
    for (const [who, installers] of [
      [s.installer2, [s.installer2.id]],
      [s.installer, [s.installer.id]],
    ] as const) {
      const own = (await server.call(installationRoutes.filters, { query: { lang: 'en' }, token: who.token })).data;
      expect(own.installers.map((x) => x.id)).toEqual(expect.arrayContaining([...installers]));
    }
    // The dealer's and the admin's lists are probed state by state, month by month and installer by installer.
    for (const who of [s.dealer, s.admin]) {
      const wide = (await server.call(installationRoutes.filters, { query: { lang: 'en' }, token: who.token })).data;
      expect(wide.statuses.map((x) => x.value)).toEqual(expect.arrayContaining(['NEW', 'CANCELLED']));
      expect(wide.dates.map((x) => x.value)).toEqual(expect.arrayContaining(['2027-01', '2026-12']));
      expect(wide.dates.map((x) => x.value)).toEqual([...wide.dates.map((x) => x.value)].sort().reverse());
      expect(wide.installers.map((x) => x.id)).toEqual(expect.arrayContaining([s.installer.id, s.installer2.id]));
    }
  });

  it('counts a long list up to 100 and then says “more than”, always a few pages past the one asked for', async () => {
    const client = await newAccount(server);
    const { id } = await newInstallation(server, s.installer, s.installer.id, { clientPhone: client.phone });
    await server.app.db.execute(sql`insert into installations (work_order_type, certification_type_id, code, creator_id, client_id, installer_id, dealer_id,
        settlement_id, region, city, street, house, search_text, created_at, updated_at)
      select work_order_type, certification_type_id, code, creator_id, client_id, installer_id, dealer_id,
        settlement_id, region, city, street, house, search_text, created_at - g * interval '1 minute', updated_at
      from installations, generate_series(1, 104) g where id = ${id}`);
    const list = (page: number) => server.call(installationRoutes.list, { query: { installed: true, page }, token: client.accessToken }).then((r) => r.data);
    const first = await list(1);
    expect(first).toMatchObject({ total: 101, totalIsExact: false, lastPage: 11 });
    expect(first.data[0].id).toBe(id);
    // Near the end the count reaches it: exact again, and the last page holds the rest.
    expect(await list(10)).toMatchObject({ total: 105, totalIsExact: true, lastPage: 11 });
    const last = await list(11);
    expect(last).toMatchObject({ total: 105, totalIsExact: true, from: 101, to: 105 });
    expect(new Set(last.data.map((i) => i.id)).size).toBe(5);
  });

  it('shows a maintenance warning once the last visit is more than 12 months ago', async () => {
    const { id } = await newInstallation(server, s.installer, s.installer.id);
    await server.app.db.execute(sql`update installations set code = 'COMPLETED', completed_at = now() - interval '14 months' where id = ${id}`);
    const c = (await card(s.installer.token, id, 'en')).data;
    expect(c.warnings).toHaveLength(1);
    // The day as the reader writes it (8 December 2026), never as stored.
    expect(c.warnings[0]).toMatch(/^Maintenance visit overdue since \d{1,2} [A-Z][a-z]+ \d{4}: the warranty is at risk$/);
    expect(c.equipment.products[0].dangerMessage).toBe(c.warnings[0]);
    // Completed here without its units (the completion guard would refuse it): no warranty date is made up.
    expect(c.equipment.products[0].guaranteeExpiredAt).toBeNull();
    const listed = await server.call(installationRoutes.list, { query: { status: 'COMPLETED', search: 'хрещатик', perPage: 50 }, token: s.installer.token });
    expect(listed.data.data.find((i: { id: number }) => i.id === id)).toMatchObject({ hasWarnings: true });
    await server.app.db.execute(sql`update installations set prevented_at = now() - interval '1 month' where id = ${id}`);
    expect((await card(s.installer.token, id)).data.warnings).toEqual([]);
  });

  it('names the certification and work order types', async () => {
    const res = await server.call(installationRoutes.certificationTypes, { query: { lang: 'pl' }, token: s.client.token });
    expect(res.status).toBe(200);
    expect(res.data.certificationTypes.map((c: { code: string }) => c.code)).toEqual(['RAC', 'LCAC', 'HP']);
    expect(res.data.workOrderTypes).toEqual([
      { value: 'INSTALLATION', name: 'Montaż' },
      { value: 'SERVICE', name: 'Serwis' },
      { value: 'PREVENTION', name: 'Przegląd' },
    ]);
    expect((await server.call(installationRoutes.certificationTypes, { token: s.designer.token })).status).toBe(403);
  });
});

describe('name lookups and the dealer’s installers', () => {
  it('answers a masked name to installers, dealers and the admin only, and counts lookups per user', async () => {
    const { clientName: client, installerName: installer } = installationRoutes;
    const ask = (token: string, route: typeof client | typeof installer, phone: string) => server.call(route, { query: { phone }, token });
    expect((await ask(s.installer.token, client, DEMO.user)).data).toEqual({ clientName: 'Олена К.' });
    expect((await ask(s.dealer.token, installer, DEMO.installer)).data).toEqual({ installerFullName: 'Андрій М.', installerId: s.installer.id });
    // Not a phone directory: another role's phone answers nothing.
    expect((await ask(s.admin.token, client, DEMO.installer)).data).toEqual({ clientName: null });
    expect((await ask(s.admin.token, installer, newPhone())).data).toEqual({ installerFullName: null, installerId: null });
    expect((await ask(s.client.token, client, DEMO.user)).status).toBe(403);
    expect((await ask(s.designer.token, installer, DEMO.installer)).status).toBe(403);
    expect((await server.call(installationRoutes.clientName, { query: { phone: DEMO.user } })).status).toBe(401);
    expect((await ask(s.installer.token, client, '12')).status).toBe(422);

    const asker = await extraAccount(server, 'INSTALLER', newPhone());
    for (let i = 0; i < 30; i++) expect((await ask(asker.token, client, newPhone())).status).toBe(200);
    const refused = await ask(asker.token, installer, DEMO.installer);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Counted per user: another installer still may.
    expect((await ask(s.installer2.token, client, DEMO.user)).status).toBe(200);
  });

  it('lists the dealer’s installers with their certifications, filtered', async () => {
    const res = await server.call(dealerRoutes.installers, { query: { lang: 'en' }, token: s.dealer.token });
    expect(res.status, body(res)).toBe(200);
    const byId = new Map(res.data.data.map((i) => [i.id, i]));
    expect(byId.get(s.installer.id)).toMatchObject({ fullName: 'Андрій Мельник', phone: DEMO.installer });
    expect(byId.get(s.installer.id)!.certifications).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'RAC', rank: 2, status: 'ACTIVE', level: 'Advanced' }),
        expect.objectContaining({ code: 'HP', rank: 1, status: 'ACTIVE' }),
      ]),
    );
    expect(byId.has(s.installer2.id)).toBe(true);
    const rac = await certificationTypeId(server, 'RAC');
    const certified = await server.call(dealerRoutes.installers, { query: { certificationTypeIds: rac }, token: s.dealer.token });
    // The demo dealer's other certified installers (modules/dealers' demo data) are listed too; the uncertified second one is not.
    const certifiedIds = certified.data.data.map((i: { id: number }) => i.id);
    expect(certifiedIds).toContain(s.installer.id);
    expect(certifiedIds).not.toContain(s.installer2.id);
    const { id } = await newInstallation(server, s.dealer, s.installer.id);
    const forInstallation = await server.call(dealerRoutes.installers, { query: { installationId: id, search: 'мельник' }, token: s.dealer.token });
    expect(forInstallation.data.data.map((i: { id: number }) => i.id)).toEqual([s.installer.id]);
    expect((await server.call(dealerRoutes.installers, { token: s.installer.token })).status).toBe(403);
    expect((await server.call(dealerRoutes.installers, { token: s.client.token })).status).toBe(403);
    expect((await server.call(dealerRoutes.installers, { query: { installationId: 2000000 }, token: s.dealer.token })).status).toBe(404);
  });
});

describe('the demo installations', () => {
  it('cover every state, kind, certification type and both wizards, with units, photos, history, grades and a warning', async () => {
    const rows = await rowsOf<{ code: string; work_order_type: string; type: string; archived: boolean }>(
      server.app.db,
      sql`select i.code, i.work_order_type, t.code as type, i.archived from installations i join certification_types t on t.id = i.certification_type_id
          where i.creator_id in (${s.installer.id}, ${s.installer2.id}, ${s.dealer.id}) and i.id <= (select max(installation_id) from installation_history where field = 'signed')`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(new Set(rows.map((r) => r.code))).toEqual(new Set(['DRAFT', 'NEW', 'AWAITING_CONFIRMATION', 'COMPLETED', 'PREVENTION', 'CANCELLED']));
    expect(new Set(rows.map((r) => r.work_order_type))).toEqual(new Set(['INSTALLATION', 'SERVICE', 'PREVENTION']));
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(['RAC', 'LCAC', 'HP']));
    expect(new Set(rows.map((r) => r.archived))).toEqual(new Set([true, false]));
    // Serials start with their catalogue block's model (without dashes).
    const mismatched = await rowsOf<{ n: number }>(
      server.app.db,
      sql`select count(*)::int as n from installation_units u join product_blocks b on b.id = u.block_id where u.serial not like replace(b.model, '-', '') || '%'`,
    );
    expect(mismatched[0].n).toBe(0);

    const list = await server.call(installationRoutes.list, { query: { installed: true, perPage: 50 }, token: s.client.token });
    const warned = list.data.data.filter((i: { hasWarnings: boolean }) => i.hasWarnings);
    // One overdue here, more from the maintenance seed (modules/preventions/seed).
    expect(warned.length).toBeGreaterThanOrEqual(1);
    const graded = list.data.data.filter((i: { code: string }) => i.code === 'COMPLETED');
    const cards = await Promise.all(graded.map((i: { id: number }) => card(s.client.token, i.id).then((r) => r.data)));
    const withGrades = cards.find((c) => c.grades)!;
    expect(withGrades.signature).toMatchObject({ signedVersion: 1, fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(withGrades.equipment.products[0].units.length).toBeGreaterThan(0);
    expect(withGrades.history.length).toBeGreaterThan(3);
    const photo = await fetch(withGrades.photos[0].url.replace(/^https?:\/\/[^/]+/, server.url));
    expect(photo.status).toBe(200);
    expect(Buffer.from(await photo.arrayBuffer()).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });
});

describe('the card, whole', () => {
  it('answers every field of a completed job with units, photos, a service log, grades and a change waiting for the client', async () => {
    const { db } = server.app;
    const [product] = await rowsOf<{ id: number; sku: string; name: string; guarantee_years: number }>(
      db,
      sql`select p.id, p.sku, coalesce(tr.name, p.sku) as name, p.guarantee_years from products p
          left join product_translations tr on tr.product_id = p.id and tr.lang = 'uk'
          where p.kind = 'RAC' and not p.archived and (select count(*) from product_blocks b where b.product_id = p.id) >= 2 order by p.id limit 1`,
    );
    const blocks = await rowsOf<{ id: number; type: 'indoor' | 'outdoor'; model: string }>(
      db,
      sql`select id, type, model from product_blocks where product_id = ${product.id} order by position`,
    );
    const [rac] = await rowsOf<{ id: number }>(db, sql`select id from certification_types where code = 'RAC'`);
    const details = {
      saleDate: '2026-09-30',
      elevator: true,
      ownRoute: false,
      outdoorUnitFastening: null,
      fasteningHeight: 4,
      outdoorUnitAccess: null,
      drainage: 'PUMP',
      routeLength: 6,
      comment: 'Біля вікна',
    };
    const [job] = await rowsOf<{ id: number }>(
      db,
      sql`insert into installations (work_order_type, certification_type_id, code, creator_id, client_id, installer_id, dealer_id, planned_at,
            region, city, street, house, flat, floor, details, place, completed_at, work_done_on, certificate_token, created_at)
          values ('INSTALLATION', ${rac.id}, 'COMPLETED', ${s.installer.id}, ${s.client.id}, ${s.installer.id}, ${s.dealer.id}, '2026-10-05',
            'Київська область', 'Київ', 'вул. Цілісна', '7', '12', '3',
            ${JSON.stringify(details)}::jsonb,
            'Спальня', now() - interval '2 months', (now() - interval '2 months')::date, md5(random()::text), '2026-09-01T08:00:00Z')
          returning id`,
    );
    const id = job.id;
    await db.execute(sql`insert into installation_products (installation_id, product_id, position) values (${id}, ${product.id}, 0)`);
    const serials = blocks.map((b, i) => `${b.model.replace(/[^A-Za-z0-9]/g, '').toUpperCase()}CARD${id}${i}`);
    const units = await rowsOf<{ id: number }>(
      db,
      sql`insert into installation_units (installation_id, product_id, block_id, serial, guarantee_expires_at, extended, prevented_at, maintenance_due_on)
          values (${id}, ${product.id}, ${blocks[0].id}, ${serials[0]}, '2029-10-05', true, '2026-11-01', '2027-11-01'),
                 (${id}, ${product.id}, ${blocks[1].id}, ${serials[1]}, '2028-10-05', false, null, '2027-10-05')
          returning id`,
    );
    const keys = [`photos/card-${id}-a.jpg`, `photos/card-${id}-b.jpg`, `photos/card-${id}-c.jpg`];
    const photos = await rowsOf<{ id: number }>(
      db,
      sql`insert into installation_photos (installation_id, key, uploaded_by) values (${id}, ${keys[0]}, ${s.installer.id}), (${id}, ${keys[1]}, ${s.installer.id}) returning id`,
    );
    const signedSnapshot = { units: blocks.map((b, i) => ({ serial: serials[i], productId: product.id, blockId: b.id })), photos: keys.slice(0, 2), details };
    // The change: the second unit taken off, a third photo, the elevator answered otherwise.
    const pendingSnapshot = { units: signedSnapshot.units.slice(0, 1), photos: keys, details: { ...details, elevator: false } };
    await db.execute(sql`insert into installation_versions (installation_id, version, snapshot, fingerprint, signed_by, signed_at, created_at)
      values (${id}, 1, ${JSON.stringify(signedSnapshot)}::jsonb, ${'a'.repeat(64)}, ${s.client.id}, '2026-10-05T12:00:00Z', '2026-10-05T11:00:00Z')`);
    await db.execute(sql`insert into installation_versions (installation_id, version, snapshot, fingerprint, proposed_by, created_at)
      values (${id}, 2, ${JSON.stringify(pendingSnapshot)}::jsonb, ${'b'.repeat(64)}, ${s.installer.id}, '2026-11-10T09:30:00Z')`);
    await db.execute(sql`insert into installation_grades (installation_id, client_id, installer_id, work_rating, work_comment, communication_rating, communication_comment, created_at)
      values (${id}, ${s.client.id}, ${s.installer.id}, 5, 'Чисто', 4, null, '2026-10-06T10:00:00Z')`);
    await db.execute(sql`insert into installation_history (installation_id, actor_id, field, old_value, new_value, at) values
      (${id}, ${s.installer.id}, 'created', null, null, '2026-09-01T08:00:00Z'),
      (${id}, ${s.dealer.id}, 'installerId', null, ${JSON.stringify(s.installer.id)}::jsonb, '2026-09-01T08:05:00Z'),
      (${id}, null, 'code', '"NEW"'::jsonb, '"COMPLETED"'::jsonb, '2026-10-05T12:00:00Z'),
      (${id}, ${s.installer.id}, 'photosAdded', null, '2'::jsonb, '2026-10-05T11:00:00Z')`);
    const [visit] = await rowsOf<{ id: number }>(
      db,
      sql`insert into installation_preventions (installation_id, installer_id, status, planned_date, planned_time, performed_at, works)
          values (${id}, ${s.installer.id}, 'DONE', '2026-11-01', '10:00', '2026-11-01T10:30:00Z',
            ${JSON.stringify([
              { id: 'FILTERS_CLEANED', value: null },
              { id: 'REFRIGERANT_PRESSURE_CHECKED', value: 8.5 },
            ])}::jsonb)
          returning id`,
    );
    await db.execute(sql`insert into prevention_units (prevention_id, unit_id) values (${visit.id}, ${units[0].id})`);
    // The change's code was sent: the card offers to enter it.
    const [code] = await rowsOf<{ expires: Date | string }>(
      db,
      sql`insert into verifications (purpose, phone, user_id, payload, code_hash, code_expires_at, expires_at)
          values ('completion', ${DEMO.user}, ${s.client.id}, ${JSON.stringify({ installationId: id })}::jsonb, 'x', now() + interval '5 minutes', now() + interval '1 hour')
          returning code_expires_at as expires`,
    );
    const sentAt = new Date(new Date(code.expires).getTime() - 10 * 60_000);

    const url = (key: string) => expect.stringMatching(new RegExp(`/storage/${key.replace(/[.]/g, '[.]')}$`));
    const answer = await card(s.installer.token, id);
    expect(answer.status, body(answer)).toBe(200);
    const { history, details: shownDetails, ...rest } = answer.data;
    expect(rest).toEqual({
      id,
      // Written straight to the database: no write of the API locked it yet.
      version: '0',
      type: 'INSTALLATION',
      code: 'COMPLETED',
      status: { value: 'COMPLETED', name: 'Виконана', color: '#10B981' },
      archived: false,
      date: '2026-10-05',
      certificationType: { id: rac.id, name: 'Побутові кондиціонери (RAC)' },
      address: {
        settlementId: null,
        visicomId: null,
        region: 'Київська область',
        area: null,
        city: 'Київ',
        street: 'вул. Цілісна',
        house: '7',
        flat: '12',
        floor: '3',
        label: 'Київ, вул. Цілісна 7, кв. 12, поверх 3',
      },
      equipment: {
        products: [
          {
            id: product.id,
            name: product.name,
            sku: product.sku,
            photo: expect.any(String),
            guaranteeYears: product.guarantee_years,
            guaranteeExpiredAt: '2029-10-05',
            dangerMessage: null,
            units: [
              {
                id: units[0].id,
                serial: serials[0],
                blockType: blocks[0].type,
                model: blocks[0].model,
                guaranteeExpiredAt: '2029-10-05',
                extended: true,
                registeredOn: null,
                preventedAt: '2026-11-01',
                maintenanceDueAt: '2027-11-01',
                serviceLog: [
                  {
                    preventionId: visit.id,
                    date: '2026-11-01',
                    installer: { id: s.installer.id, fullName: 'Андрій Мельник' },
                    works: [
                      { id: 'FILTERS_CLEANED', name: 'Фільтри очищено', unit: null, value: null },
                      { id: 'REFRIGERANT_PRESSURE_CHECKED', name: 'Тиск холодоагенту перевірено', unit: 'bar', value: 8.5 },
                    ],
                  },
                ],
              },
              {
                id: units[1].id,
                serial: serials[1],
                blockType: blocks[1].type,
                model: blocks[1].model,
                guaranteeExpiredAt: '2028-10-05',
                extended: false,
                registeredOn: null,
                preventedAt: null,
                maintenanceDueAt: '2027-10-05',
                serviceLog: [],
              },
            ],
          },
        ],
        guarantee: '2029-10-05',
        preventedAt: null,
      },
      photos: photos.map((p, i) => ({ id: p.id, url: url(keys[i]) })),
      grades: { work: { rating: 5, comment: 'Чисто' }, communication: { rating: 4, comment: null }, createdAt: '2026-10-06T10:00:00.000Z' },
      installer: { id: s.installer.id, fullName: 'Андрій Мельник', phone: DEMO.installer },
      client: { id: s.client.id, fullName: 'Олена Коваленко', phone: DEMO.user },
      place: 'Спальня',
      cancelReason: null,
      warnings: [],
      workDoneOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      signature: {
        signedVersion: 1,
        signedAt: '2026-10-05T12:00:00.000Z',
        fingerprint: 'a'.repeat(64),
        pending: {
          version: 2,
          proposedAt: '2026-11-10T09:30:00.000Z',
          proposedBy: { id: s.installer.id, fullName: 'Андрій Мельник' },
          changes: [`Вилучено блоки: ${serials[1]}`, 'Додано 1 фото', 'Змінено деталі: ліфт'],
          photos: [{ url: url(keys[2]) }],
        },
      },
      // The change waits for the client's code: what it lacks (the unit taken off) and the code sent.
      completion: {
        missingUnits: [{ productId: product.id, product: product.name, blockType: blocks[1].type, model: blocks[1].model }],
        missingPhotos: false,
        codeSentAt: sentAt.toISOString(),
        resendAt: new Date(sentAt.getTime() + 60_000).toISOString(),
      },
      certificateUrl: `/web/installations/${id}/certificate`,
      canPrintLabels: true,
      canBeCompleted: false,
      canConfirmChange: true,
      canWithdrawChange: true,
      canRegisterUnits: true,
      canBeUpdated: false,
      canBeDeleted: false,
      prevention: null,
      canAddPrevention: true,
      canPerformPrevention: false,
      canBeCancelled: false,
      canBeGraded: false,
      canAddPhotos: true,
      canAppeal: true,
    });
    expect(shownDetails).toMatchObject({
      id,
      plannedAt: '2026-10-05',
      saleDate: '2026-09-30',
      elevator: { value: true, name: 'Так' },
      ownRoute: { value: false, name: 'Ні' },
      outdoorUnitFastening: null,
      fasteningHeight: 4,
      outdoorUnitAccess: null,
      drainage: { id: 'PUMP', name: 'Дренажна помпа' },
      routeLength: 6,
      comment: 'Біля вікна',
    });
    // Oldest first; a user field names the user, a code its status.
    expect(history.map(({ id: _, ...h }) => h)).toEqual([
      { at: '2026-09-01T08:00:00.000Z', actor: { id: s.installer.id, fullName: 'Андрій Мельник' }, field: 'created', text: 'Створено' },
      { at: '2026-09-01T08:05:00.000Z', actor: { id: s.dealer.id, fullName: 'Ігор Шевченко' }, field: 'installerId', text: 'Монтажник: — → Андрій Мельник' },
      { at: '2026-10-05T11:00:00.000Z', actor: { id: s.installer.id, fullName: 'Андрій Мельник' }, field: 'photosAdded', text: 'Додано фото: 2' },
      { at: '2026-10-05T12:00:00.000Z', actor: null, field: 'code', text: 'Статус: Нова → Виконана' },
    ]);

    // The client sees the same record, with none of the worker's actions.
    const client = (await card(s.client.token, id)).data;
    expect(client).toMatchObject({ canConfirmChange: false, canWithdrawChange: false, canRegisterUnits: false, canAddPrevention: false, canAddPhotos: false });
    expect({ ...client, canConfirmChange: true, canWithdrawChange: true, canRegisterUnits: true, canAddPrevention: true, canAddPhotos: true }).toEqual(
      answer.data,
    );
  });
});
