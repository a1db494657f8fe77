/**
 * The installations benchmarks' database (bench/installations-list.ts, bench/installations-export.ts, bench/dashboard.ts):
 * the demo seed, 50 installers of the demo dealer, 5,000 clients and `count` installations spread over them, grades
 * and certifications, built once and reused. With `dealers` > 1 the installations belong to that many companies in turn
 * (the demo dealer's share 1 / `dealers`, its 50 installers doing all the work): support's view of one company in a
 * network, rather than of a network of one.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../server/src/db/client';
import { rowsOf } from '../server/src/db/rows';
import { seed } from '../server/src/db/seed';
import { refreshSearchText } from '../server/src/modules/installations/history';
import { type BenchDatabase, builtOnce } from './bench-database';

export const DEALER_PHONE = '380500000003';
/** One of the dealer's 50 installers: 2% of the installations are theirs. */
export const INSTALLER_PHONE = '380630000007';
const INSTALLERS = 50;
const CLIENTS = 5000;
const LASTNAMES = [
  'Бондар',
  'Ковальчук',
  'Шевчук',
  'Гончаренко',
  'Ткачук',
  'Мороз',
  'Лисенко',
  'Руденко',
  'Марченко',
  'Кравець',
  'Олійник',
  'Поліщук',
  'Коваль',
  'Савчук',
  'Павленко',
  'Дорошенко',
  'Зінченко',
  'Левченко',
  'Клименко',
  'Гуменюк',
];
const NAMES = ['Олена', 'Ірина', 'Андрій', 'Тарас', 'Марія', 'Оксана', 'Дмитро', 'Юлія', 'Сергій', 'Наталія'];
const STREETS = ['вул. Шевченка', 'вул. Франка', 'просп. Перемоги', 'вул. Садова', 'вул. Лесі Українки', 'вул. Грушевського', 'вул. Зелена', 'вул. Миру'];

// ---------------------------------------------------------------- data

/** A PostgreSQL array literal (drizzle would send a JS array as a row of parameters). */
const textArray = (items: readonly string[]) => `{${items.map((i) => `"${i}"`).join(',')}}`;

/** The demo data (accounts, catalogue, settlements) plus `count` installations of the demo dealer's 50 installers. */
async function fill(database: Database, count: number, dealers: number, log: (msg: string) => void) {
  await database.migrate();
  await seed(database.db, { demo: true, log });
  const { db } = database;
  const [dealer] = await rowsOf<{ id: number }>(db, sql`select id from users where phone = ${DEALER_PHONE}`);
  await db.execute(sql`insert into users (name, lastname, email, phone, role_id, dealer_id, password_hash)
    select 'Монтажник', 'Номер ' || g, '', '38063' || lpad(g::text, 7, '0'), (select id from roles where name = 'INSTALLER'), ${dealer.id},
      (select password_hash from users where phone = ${DEALER_PHONE})
    from generate_series(1, ${INSTALLERS}::int) g`);
  await db.execute(sql`insert into users (name, lastname, email, phone, role_id)
    select (${textArray(NAMES)}::text[])[1 + g % ${NAMES.length}], (${textArray(LASTNAMES)}::text[])[1 + (g / ${NAMES.length}) % ${LASTNAMES.length}], '',
      '38066' || lpad(g::text, 7, '0'), (select id from roles where name = 'USER')
    from generate_series(1, ${CLIENTS}::int) g`);
  await db.execute(sql`insert into users (name, lastname, email, phone, role_id)
    select 'Дилер', 'Номер ' || g, '', '38064' || lpad(g::text, 7, '0'), (select id from roles where name = 'DEALER')
    from generate_series(1, ${dealers - 1}::int) g`);
  const codes = ['NEW', 'AWAITING_CONFIRMATION', 'COMPLETED', 'COMPLETED', 'PREVENTION', 'CANCELLED'];
  for (let done = 0; done < count; done += 20_000) {
    const n = Math.min(20_000, count - done);
    await db.execute(sql`
      with installers as (select array_agg(id order by id) as ids from users where phone like '38063%'),
        clients as (select array_agg(id order by id) as ids from users where phone like '38066%'),
        places as (select array_agg(code order by code) as codes, array_agg(name order by code) as names, array_agg(region order by code) as regions
                   from (select code, name, region from settlements where category in ('K', 'M') order by code limit 400) s),
        types as (select array_agg(id order by position) as ids from certification_types),
        companies as (select array[${dealer.id}::int] || coalesce(array_agg(id order by id), '{}') as ids from users where phone like '38064%')
      insert into installations (work_order_type, certification_type_id, code, creator_id, client_id, installer_id, dealer_id, planned_at,
        settlement_id, region, city, street, house, completed_at, created_at, updated_at)
      select (array['INSTALLATION', 'SERVICE', 'PREVENTION'])[1 + g % 3], types.ids[1 + g % 3], (${textArray(codes)}::text[])[1 + (g / 7) % ${codes.length}],
        installers.ids[1 + g % ${INSTALLERS}], clients.ids[1 + (g::bigint * 7919 % ${CLIENTS})::int], installers.ids[1 + g % ${INSTALLERS}], companies.ids[1 + g % ${dealers}],
        (timestamp '2024-01-01' + (g % 1000) * interval '1 day')::date,
        places.codes[1 + g % 400], places.regions[1 + g % 400], places.names[1 + g % 400], (${textArray(STREETS)}::text[])[1 + g % ${STREETS.length}], (1 + g % 120)::text,
        case when (g / 7) % ${codes.length} in (2, 3, 4) then timestamp '2024-01-01' + (g % 1000) * interval '1 day' end,
        timestamp '2024-01-01' + (g % 1000) * interval '1 day' + (g % 86400) * interval '1 second',
        timestamp '2024-01-01' + (g % 1000) * interval '1 day'
      from generate_series(${done + 1}::int, ${done + n}::int) g, installers, clients, places, types, companies`);
    log(`  ${done + n} / ${count} installations`);
  }
  // What the dashboards read besides the jobs (bench/dashboard.ts): a grade on every third completed job, two days after
  // it, and one certification per installer, ending over the 60 days after the build.
  await db.execute(sql`insert into installation_grades (installation_id, client_id, installer_id, work_rating, communication_rating, created_at)
    select id, client_id, installer_id, 1 + (id * 7) % 5, 1 + (id * 3) % 5, completed_at + interval '2 days'
    from installations where code = 'COMPLETED' and id % 3 = 0
    on conflict do nothing`);
  await db.execute(sql`insert into installer_certifications (installer_id, certification_level_id, status, decided_at, expires_at)
    select u.id, (select id from certification_levels order by id limit 1), 'ACTIVE', now(), now() + (u.id % 60) * interval '1 day'
    from users u where u.phone like '38063%'`);
  await refreshSearchText(db);
  await db.execute(sql`vacuum analyze`);
}

/** Built once and reused: a PGlite folder under the OS temp dir, or `portal_bench_installations_<count>` on PostgreSQL. */
export function benchDatabase(count: number, log: (msg: string) => void, o: { fresh: boolean; postgres?: string; dealers?: number }): Promise<BenchDatabase> {
  const dealers = o.dealers ?? 1;
  // A database built before the grades were added is built again.
  const ready = (client: pg.Client) =>
    client
      .query('select (select count(*) from installations)::int as n, (select count(*) from installation_grades)::int as grades')
      .then((r) => r.rows[0].n >= count && r.rows[0].grades > 100);
  return builtOnce(
    {
      name: `installations-${count}${dealers > 1 ? `-${dealers}-dealers` : ''}`,
      what: `${count} installations${dealers > 1 ? ` of ${dealers} dealers` : ''}`,
      ready,
      fill: (database) => fill(database, count, dealers, log),
    },
    log,
    o,
  );
}
