/**
 * Installer calendar and maintenance reminders benchmark (see bench/README.md "Calendar and reminders"):
 *
 *   node --import tsx bench/calendar.ts [--duration=10] [--fresh] [--postgres=postgres://postgres@127.0.0.1:5432/postgres]
 *
 * The demo seed plus 5,000 calendar entries of the demo installer (2,500 planned installations and 2,500
 * maintenance visits over a year) and 100,000 units of 50,000 completed installations whose yearly
 * maintenance falls due over a year. Measures GET /web/installers/calendar/month for that installer at one
 * connection (p95; no response cache exists for it), then the reminder scan over the 100,000 units and one
 * full reminders run (the scan plus sending), with the query plans (EXPLAIN) of both calendar halves and the scan.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../server/src/db/client';
import { rowsOf } from '../server/src/db/rows';
import { seed } from '../server/src/db/seed';
import { createReminders } from '../server/src/modules/preventions';
import { benchApp, type BenchDatabase, builtOnce } from './bench-database';
import { header, load, row } from './measure';

const INSTALLER_PHONE = '380500000002';
const OTHER_INSTALLER_PHONE = '380500000006';
const CLIENT_PHONE = '380500000001';
const ENTRIES = 5000;
const UNITS = 100_000;
/** The bench's "today": the entries and due dates spread over the year around it. */
const TODAY = new Date('2027-01-10T10:00:00Z');
const MONTH = { year: 2027, month: 1 };

async function fill(database: Database, log: (msg: string) => void) {
  await database.migrate();
  await seed(database.db, { demo: true, log });
  const { db } = database;
  const id = async (phone: string) => (await rowsOf<{ id: number }>(db, sql`select id from users where phone = ${phone}`))[0].id;
  const [installer, other, client] = [await id(INSTALLER_PHONE), await id(OTHER_INSTALLER_PHONE), await id(CLIENT_PHONE)];
  const half = ENTRIES / 2;
  // The installer's calendar: planned installations and visits, one of each per installation, over 2026-07 .. 2027-07.
  await db.execute(sql`
    insert into installations (work_order_type, certification_type_id, code, creator_id, client_id, installer_id, planned_at, city, street, house, completed_at)
    select 'INSTALLATION', (select min(id) from certification_types), case when g % 2 = 0 then 'NEW' else 'COMPLETED' end, ${installer}, ${client}, ${installer},
      date '2026-07-01' + (g % 365), 'Київ', 'вул. Бенчмаркова', g::text, case when g % 2 = 1 then timestamp '2026-07-01' + (g % 365) * interval '1 day' end
    from generate_series(1, ${half}::int) g`);
  await db.execute(sql`
    insert into installation_preventions (installation_id, installer_id, status, planned_date, planned_time)
    select i.id, ${installer}, 'DONE', date '2026-07-01' + ((i.id * 7) % 365), lpad((9 + i.id % 8)::text, 2, '0') || ':00'
    from installations i where i.installer_id = ${installer} and i.street = 'вул. Бенчмаркова'`);
  log(`  ${ENTRIES} calendar entries`);
  // 100,000 units of another installer's 50,000 completed installations, due over a year.
  const product = (await rowsOf<{ id: number }>(db, sql`select min(id) as id from products`))[0].id;
  for (let done = 0; done < UNITS / 2; done += 10_000) {
    await db.execute(sql`
      with made as (
        insert into installations (work_order_type, certification_type_id, code, creator_id, client_id, installer_id, city, street, house, completed_at)
        select 'INSTALLATION', (select min(id) from certification_types), 'COMPLETED', ${other}, ${client}, ${other}, 'Львів', 'вул. Сервісна', g::text,
          timestamp '2025-07-01' + (g % 365) * interval '1 day'
        from generate_series(${done + 1}::int, ${done + 10_000}::int) g
        returning id, completed_at)
      insert into installation_units (installation_id, product_id, serial, maintenance_due_on)
      select made.id, ${product}, 'BENCH' || made.id || '-' || k, (made.completed_at + interval '12 months')::date
      from made, generate_series(1, 2) k`);
    log(`  ${(done + 10_000) * 2} / ${UNITS} units`);
  }
  await db.execute(sql`vacuum analyze`);
}

function benchDatabase(log: (msg: string) => void, o: { fresh: boolean; postgres?: string }): Promise<BenchDatabase> {
  const ready = (client: pg.Client) =>
    client.query("select count(*)::int as n from installation_units where serial like 'BENCH%'").then((r) => r.rows[0].n >= UNITS);
  return builtOnce({ name: 'calendar', what: `${ENTRIES} calendar entries and ${UNITS} units`, ready, fill: (database) => fill(database, log) }, log, o);
}

const explain = async (db: Database['db'], statement: ReturnType<typeof sql>) =>
  (await rowsOf<Record<string, string>>(db, sql`explain (analyze, costs off, timing off) ${statement}`)).map((r) => Object.values(r)[0]).join('\n');

async function main() {
  const args = process.argv.slice(2);
  const option = (name: string, fallback: number) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
  const postgres = args.find((a) => a.startsWith('--postgres='))?.slice('--postgres='.length);
  const o = { duration: option('duration', 10), connections: 1, fresh: args.includes('--fresh'), postgres };
  const database = await benchDatabase(console.log, o);
  const app = await benchApp({ DEV_OUTBOX: 'true', ...database.env });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const signIn = await fetch(`${url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: INSTALLER_PHONE, password: 'demo12345' }),
  });
  const { data } = (await signIn.json()) as { data: { accessToken: string; user: { id: number } } };
  const headers = { authorization: `Bearer ${data.accessToken}` };
  const month = `/web/installers/calendar/month?year=${MONTH.year}&month=${MONTH.month}`;
  const probe = (await (await fetch(url + month, { headers })).json()) as { data: { days: { installations: number; preventions: number }[] } };
  const inMonth = probe.data.days.reduce((n, d) => n + d.installations + d.preventions, 0);
  console.log(`${month}: ${probe.data.days.length} days, ${inMonth} of the installer's ${ENTRIES} entries`);
  await load('warm-up', url, [month], { ...o, duration: 2, headers });
  const measured = await load(`GET calendar/month, ${ENTRIES} entries (1 connection)`, url, [month], { ...o, headers });

  console.log(
    `\nEXPLAIN calendar month:\n${await explain(
      app.db,
      sql`select planned_at from installations where installer_id = ${data.user.id} and planned_at between '2027-01-01' and '2027-01-31' and code not in ('DRAFT', 'CANCELLED')
          union all select planned_date from installation_preventions where installer_id = ${data.user.id} and planned_date between '2027-01-01' and '2027-01-31'`,
    )}`,
  );

  const reminders = createReminders({
    db: app.db,
    clock: { now: () => TODAY },
    notifications: app.services.notifications,
    push: app.services.push,
    sms: app.sms,
    webUrl: 'https://portal.example',
  });
  const today = TODAY.toISOString().slice(0, 10);
  let started = performance.now();
  const pending = await reminders.pending(today);
  const scanMs = performance.now() - started;
  console.log(
    `\nEXPLAIN reminder scan:\n${await explain(
      app.db,
      sql`select u.id from installation_units u join installations i on i.id = u.installation_id
      where u.maintenance_due_on > ${today}::date and u.maintenance_due_on <= ${today}::date + 30 and i.code in ('COMPLETED', 'PREVENTION')`,
    )}`,
  );
  started = performance.now();
  const sent = await reminders.run();
  const runMs = performance.now() - started;
  started = performance.now();
  const again = await reminders.run();
  const rerunMs = performance.now() - started;
  await app.close();

  console.log(`\n### ${database.label}, ${o.duration} s\n\n${header}\n${row(measured)}\n`);
  console.log(`reminder scan over ${UNITS} units: ${pending.length} units due within 30 days, ${scanMs.toFixed(0)} ms`);
  console.log(
    `first run (scan + ${sent.reminders} reminders, ${sent.digests} digests sent): ${(runMs / 1000).toFixed(1)} s; the same day again (${again.reminders} sent): ${rerunMs.toFixed(0)} ms`,
  );
}

await main();
