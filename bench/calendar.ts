/**
 * Installer calendar and maintenance reminders benchmark (see bench/README.md "Calendar and reminders"):
 *
 *   node --import tsx bench/calendar.ts [--entries=5000] [--duration=10] [--fresh] [--postgres=postgres://postgres@127.0.0.1:5432/postgres]
 *
 * The demo seed plus `--entries` calendar entries of the demo installer (half planned installations, half
 * maintenance visits; 5,000 over a year, more over ten years, 2022–2031) and 100,000 units of 50,000 completed
 * installations whose yearly maintenance falls due over a year. Measures GET /web/installers/calendar/month for that
 * installer at one connection (p95; no response cache exists for it) and at ten against a bare route of the same server
 * (`/bench/fixed`, the month's own JSON), then the reminder scan over the 100,000 units and one full reminders run (the
 * scan plus sending), with the query plans (EXPLAIN ANALYZE, BUFFERS) of the month's statement as the app runs it
 * (`monthSql`) and of the scan.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../server/src/db/client';
import { rowsOf } from '../server/src/db/rows';
import { seed } from '../server/src/db/seed';
import { leakChecksDue } from '../server/src/modules/fgas';
import { createReminders } from '../server/src/modules/preventions';
import { monthSql } from '../server/src/modules/preventions/calendar';
import { benchApp, type BenchDatabase, builtOnce, listenWithBareRoute } from './bench-database';
import { header, load, row, type Measure } from './measure';

const INSTALLER_PHONE = '380500000002';
const OTHER_INSTALLER_PHONE = '380500000006';
const CLIENT_PHONE = '380500000001';
/** The installer's entries by default: a year of them. */
const ENTRIES = 5000;
const UNITS = 100_000;
/** The bench's "today": the entries and due dates spread over the year around it. */
const TODAY = new Date('2027-01-10T10:00:00Z');
const MONTH = { year: 2027, month: 1 };

/** Where the installer's entries fall: a year from 2026-07 for the default 5,000, ten years from 2022 for more. */
const spanOf = (entries: number) => (entries > ENTRIES ? { start: '2022-01-01', days: 3652 } : { start: '2026-07-01', days: 365 });

async function fill(database: Database, entries: number, log: (msg: string) => void) {
  await database.migrate();
  await seed(database.db, { demo: true, log });
  const { db } = database;
  const id = async (phone: string) => (await rowsOf<{ id: number }>(db, sql`select id from users where phone = ${phone}`))[0].id;
  const [installer, other, client] = [await id(INSTALLER_PHONE), await id(OTHER_INSTALLER_PHONE), await id(CLIENT_PHONE)];
  const half = entries / 2;
  const { start, days } = spanOf(entries);
  // The installer's calendar: planned installations and visits, one of each per installation (over 2026-07 .. 2027-07
  // for 5,000; over ten years for more, in steps of 50,000 jobs). For 5,000, every other job is new and the visits are
  // done, as before; for more, the jobs before the bench's today are completed (one in twenty cancelled) and the later
  // ones new, the visits before it done and the later ones planned.
  const many = entries > ENTRIES;
  for (let done = 0; done < half; done += 50_000) {
    const n = Math.min(50_000, half - done);
    await db.execute(sql`
      insert into installations (work_order_type, certification_type_id, code, creator_id, client_id, installer_id, planned_at, city, street, house, completed_at)
      select 'INSTALLATION', (select min(id) from certification_types),
        case when not ${many}::boolean then case when g % 2 = 0 then 'NEW' else 'COMPLETED' end
             when ${start}::date + (g % ${days}::int) >= ${TODAY.toISOString().slice(0, 10)}::date then 'NEW'
             when g % 20 = 0 then 'CANCELLED' else 'COMPLETED' end,
        ${installer}, ${client}, ${installer}, ${start}::date + (g % ${days}::int), 'Київ', 'вул. Бенчмаркова', g::text,
        case when (not ${many}::boolean and g % 2 = 1) or (${many}::boolean and ${start}::date + (g % ${days}::int) < ${TODAY.toISOString().slice(0, 10)}::date and g % 20 <> 0)
          then ${start}::timestamp + (g % ${days}::int) * interval '1 day' end
      from generate_series(${done + 1}::int, ${done + n}::int) g`);
    log(`  ${(done + n) * 2} / ${entries} calendar entries (jobs)`);
  }
  await db.execute(sql`
    insert into installation_preventions (installation_id, installer_id, status, planned_date, planned_time)
    select i.id, ${installer}, case when not ${many}::boolean or ${start}::date + ((i.id::bigint * 7) % ${days}::int)::int < ${TODAY.toISOString().slice(0, 10)}::date then 'DONE' else 'PLANNED' end,
      ${start}::date + ((i.id::bigint * 7) % ${days}::int)::int, lpad((9 + i.id % 8)::text, 2, '0') || ':00'
    from installations i where i.installer_id = ${installer} and i.street = 'вул. Бенчмаркова'`);
  log(`  ${entries} calendar entries`);
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

/** Kept as `calendar` (5,000 entries) or `calendar-<entries>`, in `$TMPDIR/portal-bench/` or as `portal_bench_…`. */
function benchDatabase(entries: number, log: (msg: string) => void, o: { fresh: boolean; postgres?: string }): Promise<BenchDatabase> {
  const ready = (client: pg.Client) =>
    client.query("select count(*)::int as n from installation_units where serial like 'BENCH%'").then((r) => r.rows[0].n >= UNITS);
  return builtOnce(
    {
      name: entries === ENTRIES ? 'calendar' : `calendar-${entries}`,
      what: `${entries} calendar entries and ${UNITS} units`,
      ready,
      fill: (database) => fill(database, entries, log),
    },
    log,
    o,
  );
}

const explain = async (db: Database['db'], statement: ReturnType<typeof sql>, buffers = false) =>
  (
    await rowsOf<Record<string, string>>(
      db,
      buffers ? sql`explain (analyze, buffers) ${statement}` : sql`explain (analyze, costs off, timing off) ${statement}`,
    )
  )
    .map((r) => Object.values(r)[0])
    .join('\n');

// ---------------------------------------------------------------- the server (child process)

/**
 * The API in a process of its own (the load generator is not on its event loop), with a bare route: `/bench/fixed` sends
 * an already serialised JSON, the month's own answer (`copy` sets it).
 */
async function serve(env: Record<string, string>) {
  const app = await benchApp({ DEV_OUTBOX: 'true', ...env });
  const { bare, port } = await listenWithBareRoute(app);
  process.on('message', async (message: { copy: string; token: string }) => {
    bare.body = (await app.inject({ method: 'GET', url: message.copy, headers: { authorization: `Bearer ${message.token}` } })).body;
    process.send!({ bytes: Buffer.byteLength(bare.body) });
  });
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
  process.send!({ port });
}

// ---------------------------------------------------------------- the load generator

async function main() {
  const args = process.argv.slice(2);
  if (args[0] === '--serve') return serve(JSON.parse(args[1]));
  const option = (name: string, fallback: number) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
  const postgres = args.find((a) => a.startsWith('--postgres='))?.slice('--postgres='.length);
  const entries = option('entries', ENTRIES);
  const o = { duration: option('duration', 10), connections: 1, fresh: args.includes('--fresh'), postgres };
  const database = await benchDatabase(entries, console.log, o);
  const child = fork(fileURLToPath(import.meta.url), ['--serve', JSON.stringify(database.env)], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const next = <T>() => new Promise<T>((resolve) => child.once('message', (m) => resolve(m as T)));
  const { port } = await next<{ port: number }>();
  const url = `http://127.0.0.1:${port}`;
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
  console.log(`${month}: ${probe.data.days.length} days, ${inMonth} of the installer's ${entries} entries`);
  const copied = next<{ bytes: number }>();
  child.send({ copy: month, token: data.accessToken });
  const { bytes } = await copied;
  await load('warm-up', url, [month], { ...o, duration: 2, headers });
  const measured = await load(`GET calendar/month, ${entries} entries (1 connection)`, url, [month], { ...o, headers });
  const bare: Measure[] = [];
  const many: Measure[] = [];
  if (entries > ENTRIES) {
    // The issue-31 pair: 1 connection, then 10 against the bare route sending the month's JSON.
    await load('warm-up', url, ['/bench/fixed'], { ...o, duration: 2 });
    bare.push(await load(`bare route, fixed ${bytes} B JSON (1 connection)`, url, ['/bench/fixed'], o));
    bare.push(await load(`bare route, fixed ${bytes} B JSON (10 connections)`, url, ['/bench/fixed'], { ...o, connections: 10 }));
    many.push(await load(`GET calendar/month, ${entries} entries (10 connections)`, url, [month], { ...o, connections: 10, headers }));
  }
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

  const app = await benchApp({ DEV_OUTBOX: 'true', ...database.env });
  const { start, days } = spanOf(entries);
  console.log(`(the entries fall over ${days} days from ${start})`);
  // The month's statement as the app runs it (calendar.ts `monthSql`), explained twice: the second is warm.
  const monthStatement = monthSql(data.user.id, '2027-01-01', '2027-01-31');
  await explain(app.db, monthStatement, true);
  console.log(`\nEXPLAIN (ANALYZE, BUFFERS) calendar month (monthSql):\n${await explain(app.db, monthStatement, true)}`);
  // The month's other half, the leak checks due (fgas `leakChecksDue`, two statements of its own), and the whole
  // service, each timed in this process: what the request spends beside `monthSql`.
  const median = async (work: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < 30; i++) {
      const started = performance.now();
      await work();
      times.push(performance.now() - started);
    }
    return times.sort((a, b) => a - b)[15].toFixed(2);
  };
  const viewer = { id: data.user.id, role: 'INSTALLER' as const };
  console.log(
    `median of 30, in process: monthSql ${await median(() => rowsOf(app.db, monthStatement))} ms; leakChecksDue ${await median(() =>
      leakChecksDue(app.db, { installerId: data.user.id, from: '2027-01-01', to: '2027-01-31', today: TODAY.toISOString().slice(0, 10) }),
    )} ms; calendar.month (both) ${await median(() => app.services.calendar.month(viewer, MONTH.year, MONTH.month))} ms`,
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

  console.log(`\n### ${database.label}, ${o.duration} s\n\n${header}\n${[measured, ...bare, ...many].map(row).join('\n')}\n`);
  if (many.length) console.log(`req/s ratio month (10 connections) / bare route (10 connections): ${(many[0].rps / bare[1].rps).toFixed(3)}x\n`);
  console.log(`reminder scan over ${UNITS} units: ${pending.length} units due within 30 days, ${scanMs.toFixed(0)} ms`);
  console.log(
    `first run (scan + ${sent.reminders} reminders, ${sent.digests} digests sent): ${(runMs / 1000).toFixed(1)} s; the same day again (${again.reminders} sent): ${rerunMs.toFixed(0)} ms`,
  );
}

await main();
