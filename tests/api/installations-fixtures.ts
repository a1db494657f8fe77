import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { installationRoutes } from '../../contracts';
import { rowsOf } from '../../server/src/db/rows';
import { DEMO, login } from './accounts';
import type { TestServer } from './helpers';

/** Shared set-up of the installations API tests: sessions of the demo accounts and catalogue facts. */
export type Sessions = Record<'client' | 'installer' | 'installer2' | 'dealer' | 'designer' | 'admin', { token: string; id: number }>;

export async function sessions(server: TestServer): Promise<Sessions> {
  const phones = {
    client: DEMO.user,
    installer: DEMO.installer,
    installer2: DEMO.installer2,
    dealer: DEMO.dealer,
    designer: DEMO.projector,
    admin: DEMO.admin,
  };
  const entries = await Promise.all(
    Object.entries(phones).map(async ([k, phone]) => {
      const s = await login(server, phone);
      return [k, { token: s.accessToken, id: s.user.id }] as const;
    }),
  );
  return Object.fromEntries(entries) as Sessions;
}

export async function certificationTypeId(server: TestServer, code: 'RAC' | 'LCAC' | 'HP') {
  const rows = await rowsOf<{ id: number }>(server.app.db, sql`select id from certification_types where code = ${code}`);
  return rows[0].id;
}

/** Catalogue products on sale of a kind (the seed catalogue's). */
export async function productIds(server: TestServer, kind: 'RAC' | 'LCAC' | 'HP', count = 2) {
  const rows = await rowsOf<{ id: number }>(server.app.db, sql`select id from products where kind = ${kind} and not archived order by id limit ${count}`);
  expect(rows.length).toBe(count);
  return rows.map((r) => r.id);
}

/** A settlement of the codifier (Kyiv's first district-free city row will do). */
export async function settlement(server: TestServer) {
  const rows = await rowsOf<{ code: string; name: string; region: string }>(
    server.app.db,
    sql`select code, name, region from settlements where category = 'M' order by code limit 1`,
  );
  return rows[0];
}

export const body = (res: { status: number; body: unknown }) => JSON.stringify(res.body);

/** A NEW installation of the demo client made by `as` (an installer or a dealer) through every step of the wizard. */
export async function newInstallation(
  server: TestServer,
  as: { token: string },
  installerId: number,
  options: { code?: 'RAC' | 'HP'; plannedAt?: string; clientPhone?: string; street?: string } = {},
) {
  const typeId = await certificationTypeId(server, options.code ?? 'RAC');
  const create = await server.call(installationRoutes.create, {
    token: as.token,
    body: { workOrderType: 'INSTALLATION', certificationTypeId: typeId, clientPhone: options.clientPhone ?? DEMO.user },
  });
  expect(create.status, body(create)).toBe(201);
  const { id } = create.data;
  const step = <T extends { status: number; body: unknown }>(name: string, res: T) => {
    expect(res.status, `${name}: ${body(res)}`).toBe(200);
    return res;
  };
  const [params, token] = [{ id }, as.token];
  step('installer', await server.call(installationRoutes.putInstaller, { params, token, body: { installerId } }));
  const address = { settlementId: (await settlement(server)).code, street: options.street ?? 'вул. Хрещатик', house: '1', flat: '5' };
  step('address', await server.call(installationRoutes.putAddress, { params, token, body: address }));
  const products = (await productIds(server, options.code ?? 'RAC', 1)).map((pid) => ({ id: pid }));
  step('products', await server.call(installationRoutes.putProducts, { params, token, body: { products } }));
  const details = { plannedAt: options.plannedAt ?? '2026-12-01', elevator: true, drainage: 'PUMP' as const };
  const card = step('details', await server.call(installationRoutes.putDetails, { params, token, body: details })).data;
  return { id, card };
}

/** Another account of `role`, with the demo password (its hash copied from a demo account). */
export async function extraAccount(server: TestServer, role: string, phone: string, dealerId: number | null = null) {
  const rows = await rowsOf<{ id: number }>(
    server.app.db,
    sql`insert into users (name, lastname, email, phone, role_id, password_hash, dealer_id)
        select 'Тест', 'Користувач', '', ${phone}, r.id, (select password_hash from users where phone = ${DEMO.user}), ${dealerId}
        from roles r where r.name = ${role} returning id`,
  );
  const s = await login(server, phone);
  return { id: rows[0].id, token: s.accessToken };
}
