/**
 * Mixed load of signed-in users (see bench/README.md "Mixed load"; issue 31 item 2):
 *
 *   node --import tsx bench/mixed-load.ts [--users=50] [--duration=30] [--reference-duration=10] [--installations=20000]
 *        [--dealers=0] [--think=0] [--fresh] [--postgres=postgres://postgres@127.0.0.1:5432/postgres]
 *
 * `--users` signed-in users (half installers of the demo dealer, half clients who own installations), each on a
 * keep-alive connection of its own (autocannon, bench/load-loop.ts), loop with no think time: the installations list → a card of that list →
 * their chats → a chat's messages → the calendar month (installers) or the notifications (clients). Prints req/s,
 * p50/p95/p99 per step and overall and the errors; beside it, in the same run, a bare route (`GET /bench/fixed`,
 * an already serialised card's JSON) loaded the same way, one card at a time (1 connection), the statements one card
 * costs (counted on the database client of the API, one request at a time) and the CPU per request of the API process
 * and of the PostgreSQL backends.
 *
 * The soak of issue 34 (bench/README.md "Soak"): `--dealers` more users sign in as the demo dealer and loop the dealer's
 * pages (its installations, its installers, the dashboard, a card); `--think` makes every user read each answer for a
 * while, as a person reading the page does: one step every `--think` ms (autocannon's rate per connection, see
 * bench/load-loop.ts `run()`); the API process's resident memory is
 * sampled every 5 s of the mixed load and its least-squares slope printed.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../server/src/db/client';
import { rowsOf } from '../server/src/db/rows';
import { seed } from '../server/src/db/seed';
import { refreshSearchText } from '../server/src/modules/installations/history';
import { benchApp, type BenchDatabase, builtOnce, listenWithBareRoute } from './bench-database';
import { get, run as runLoop, type Step as LoadStep, table } from './load-loop';

const self = fileURLToPath(import.meta.url);
const DEALER_PHONE = '380500000003';
/** Signed-in installers (38062…) and clients (38061…); the clients' first `users / 2` own installations and chats. */
const INSTALLERS = 25;
const CLIENTS = 1000;
const MONTH = { year: 2025, month: 6 };

// ---------------------------------------------------------------- data

/**
 * The demo data plus `count` installations of 25 installers of the demo dealer for 1,000 clients (the first 25 sign
 * in: 20 installations each). Codes in turn: 60% completed (three photos, a unit per catalogue block, a signed
 * record, history; half graded, a third with a performed maintenance visit, a tenth with a change waiting for the
 * client), 15% new (half with units and a photo), 5% awaiting the client's code, 10% in maintenance (a visit
 * planned), 10% cancelled. Each signed-in user has 4 chats of 30 messages and 40 notifications.
 */
async function fill(database: Database, count: number, log: (msg: string) => void) {
  await database.migrate();
  await seed(database.db, { demo: true, log });
  const { db } = database;
  const [dealer] = await rowsOf<{ id: number }>(db, sql`select id from users where phone = ${DEALER_PHONE}`);
  const hash = sql`(select password_hash from users where phone = ${DEALER_PHONE})`;
  await db.execute(sql`insert into users (name, lastname, email, phone, role_id, dealer_id, password_hash)
    select 'Монтажник', 'Навантажений ' || g, '', '38062' || lpad(g::text, 7, '0'), (select id from roles where name = 'INSTALLER'), ${dealer.id}, ${hash}
    from generate_series(1, ${INSTALLERS}::int) g`);
  await db.execute(sql`insert into users (name, lastname, email, phone, role_id, password_hash)
    select 'Клієнтка', 'Навантажена ' || g, '', '38061' || lpad(g::text, 7, '0'), (select id from roles where name = 'USER'), ${hash}
    from generate_series(1, ${CLIENTS}::int) g`);
  // Certified in RAC (the card asks whether its installer may plan a maintenance visit).
  await db.execute(sql`insert into installer_certifications (installer_id, certification_level_id, status, decided_at, expires_at)
    select u.id, l.id, 'ACTIVE', now() - interval '1 year', now() + interval '1 year'
    from users u, certification_levels l join certification_types t on t.id = l.certification_type_id
    where u.phone like '38062%' and t.code = 'RAC' and l.rank = 1`);
  const codes = [...Array(12).fill('COMPLETED'), 'NEW', 'NEW', 'NEW', 'AWAITING_CONFIRMATION', 'PREVENTION', 'PREVENTION', 'CANCELLED', 'CANCELLED'];
  for (let done = 0; done < count; done += 10_000) {
    const n = Math.min(10_000, count - done);
    await db.execute(sql`
      with installers as (select array_agg(id order by phone) as ids from users where phone like '38062%'),
        clients as (select array_agg(id order by phone) as ids from users where phone like '38061%'),
        rac as (select id from certification_types where code = 'RAC'),
        jobs as (select g, (${`{${codes.join(',')}}`}::text[])[1 + (g / ${INSTALLERS}) % ${codes.length}] as code, date '2024-07-01' + (g % 730) as day
                 from generate_series(${done + 1}::int, ${done + n}::int) g)
      insert into installations (work_order_type, certification_type_id, code, wizard_step, creator_id, client_id, installer_id, dealer_id, planned_at,
        region, city, street, house, flat, details, completed_at, work_done_on, created_at, updated_at)
      select 'INSTALLATION', rac.id, jobs.code, 'details', installers.ids[1 + g % ${INSTALLERS}], clients.ids[1 + g % ${CLIENTS}], installers.ids[1 + g % ${INSTALLERS}], ${dealer.id}, day,
        'Київська область', 'Київ', 'вул. Навантажена', (1 + g % 90)::text, (1 + g % 200)::text,
        '{"saleDate": null, "elevator": true, "ownRoute": false, "outdoorUnitFastening": null, "fasteningHeight": 3, "outdoorUnitAccess": null, "drainage": "PUMP", "routeLength": 5, "comment": null}'::jsonb,
        case when jobs.code in ('COMPLETED', 'PREVENTION') then day + time '15:00' end, case when jobs.code in ('COMPLETED', 'PREVENTION') then day end,
        timestamp '2024-06-01' + g * interval '10 minutes', timestamp '2024-06-01' + g * interval '10 minutes'
      from jobs, installers, clients, rac`);
    log(`  ${done + n} / ${count} installations`);
  }
  const bench = sql`select id, code, client_id, installer_id, work_done_on, details from installations where installer_id in (select id from users where phone like '38062%')`;
  const products = sql`(select array_agg(p.id order by p.id) from products p where p.kind = 'RAC' and not p.archived and (select count(*) from product_blocks b where b.product_id = p.id) >= 2)`;
  await db.execute(sql`insert into installation_products (installation_id, product_id, position)
    select i.id, (${products})[1 + i.id % array_length(${products}, 1)], 0 from (${bench}) i`);
  const equipped = sql`(i.code in ('COMPLETED', 'PREVENTION') or (i.code in ('NEW', 'AWAITING_CONFIRMATION') and i.id % 2 = 0))`;
  await db.execute(sql`insert into installation_units (installation_id, product_id, block_id, serial, guarantee_expires_at, maintenance_due_on)
    select i.id, p.id, b.id, upper(regexp_replace(b.model, '[^A-Za-z0-9]', '', 'g')) || 'B' || i.id || 'P' || b.position,
      (i.work_done_on + p.guarantee_years * interval '1 year')::date, (i.work_done_on + interval '1 year')::date
    from (${bench}) i join installation_products ip on ip.installation_id = i.id join products p on p.id = ip.product_id join product_blocks b on b.product_id = p.id
    where ${equipped}`);
  await db.execute(sql`insert into installation_photos (installation_id, key, uploaded_by)
    select i.id, 'photos/bench-' || i.id || '-' || k || '.jpg', i.installer_id from (${bench}) i, generate_series(1, 3) k
    where ${equipped} and (i.code in ('COMPLETED', 'PREVENTION') or k = 1)`);
  // The signed record of every finished job (its units, photos and details), and a change waiting for a tenth of them.
  const record = sql`jsonb_build_object(
      'units', (select jsonb_agg(jsonb_build_object('serial', u.serial, 'productId', u.product_id, 'blockId', u.block_id) order by u.serial) from installation_units u where u.installation_id = i.id),
      'photos', (select jsonb_agg(p.key order by p.key) from installation_photos p where p.installation_id = i.id),
      'details', i.details, 'workDoneOn', i.work_done_on::text)`;
  await db.execute(sql`insert into installation_versions (installation_id, version, snapshot, fingerprint, signed_by, signed_at, created_at)
    select i.id, 1, ${record}, md5(i.id::text) || md5(i.id::text), i.client_id, i.work_done_on + time '16:00', i.work_done_on + time '15:30'
    from (${bench}) i where i.code in ('COMPLETED', 'PREVENTION')`);
  await db.execute(sql`insert into installation_versions (installation_id, version, snapshot, fingerprint, proposed_by, created_at)
    select v.installation_id, 2, jsonb_set(v.snapshot, '{photos}', (v.snapshot->'photos') || jsonb_build_array('photos/bench-' || v.installation_id || '-new.jpg')),
      md5('p' || v.installation_id) || md5('p' || v.installation_id), i.installer_id, now() - interval '1 day'
    from installation_versions v join (${bench}) i on i.id = v.installation_id where i.code = 'COMPLETED' and i.id % 10 = 0`);
  await db.execute(sql`insert into installation_grades (installation_id, client_id, installer_id, work_rating, work_comment, communication_rating, created_at)
    select i.id, i.client_id, i.installer_id, 1 + i.id % 5, case when i.id % 4 = 0 then 'Добре' end, 1 + (i.id / 5) % 5, i.work_done_on + time '17:00'
    from (${bench}) i where i.code = 'COMPLETED' and i.id % 2 = 0`);
  await db.execute(sql`insert into installation_history (installation_id, actor_id, field, old_value, new_value, at)
    select i.id, i.installer_id, 'created', null::jsonb, null::jsonb, i.work_done_on - 30 from (${bench}) i where i.code in ('COMPLETED', 'PREVENTION')
    union all select i.id, ${dealer.id}, 'installerId', null, to_jsonb(i.installer_id), i.work_done_on - 29 from (${bench}) i where i.code in ('COMPLETED', 'PREVENTION')
    union all select i.id, i.installer_id, 'photosAdded', null, '3'::jsonb, i.work_done_on + time '14:00' from (${bench}) i where i.code in ('COMPLETED', 'PREVENTION')
    union all select i.id, i.client_id, 'code', '"AWAITING_CONFIRMATION"'::jsonb, '"COMPLETED"'::jsonb, i.work_done_on + time '16:00' from (${bench}) i where i.code in ('COMPLETED', 'PREVENTION')`);
  // Performed visits (the units' service log) and the planned ones of jobs in maintenance.
  await db.execute(sql`insert into installation_preventions (installation_id, installer_id, status, planned_date, planned_time, performed_at, works)
    select i.id, i.installer_id, 'DONE', i.work_done_on + 365, '10:00', i.work_done_on + 365 + time '11:00',
      '[{"id": "FILTERS_CLEANED", "value": null}, {"id": "REFRIGERANT_PRESSURE_CHECKED", "value": 8.5}]'::jsonb
    from (${bench}) i where i.code = 'COMPLETED' and i.id % 3 = 0
    union all select i.id, i.installer_id, 'PLANNED', i.work_done_on + 365, '12:00', null, '[]'::jsonb from (${bench}) i where i.code = 'PREVENTION'`);
  await db.execute(sql`insert into prevention_units (prevention_id, unit_id)
    select p.id, u.id from installation_preventions p join installation_units u on u.installation_id = p.installation_id
    where p.status = 'DONE' and p.installer_id in (select id from users where phone like '38062%')`);
  // Chats of the signed-in users, on their newest installations, and their notifications.
  const signedIn = sql`(select id from users where phone like '38062%' or phone between '380610000001' and ${`38061${String(INSTALLERS).padStart(7, '0')}`})`;
  await db.execute(sql`insert into chats (installation_id, author_id, subject, created_at, last_message_at)
    select x.id, x.author, 'Питання ' || x.n, now() - interval '10 days', now() - interval '10 days' from (
      select i.id, u.id as author, row_number() over (partition by u.id order by i.id desc) as n
      from users u join installations i on i.client_id = u.id or i.installer_id = u.id
      where u.id in ${signedIn} and i.code <> 'DRAFT') x where x.n <= 4`);
  const support = sql`(select id from users where phone = '380500000005')`;
  await db.execute(sql`insert into chat_messages (chat_id, author_id, by_support, content, created_at)
    select c.id, case when k % 2 = 0 then c.author_id else ${support} end, k % 2 = 1, 'Повідомлення ' || k || ': зовнішній блок гуде під час запуску.',
      c.created_at + k * interval '1 hour'
    from chats c, generate_series(1, 30) k where c.author_id in ${signedIn}`);
  await db.execute(sql`update chats c set author_messages = m.a, support_messages = m.s, last_message_id = m.last, last_message_at = m.at, awaiting_answer = false
    from (select chat_id, count(*) filter (where not by_support) as a, count(*) filter (where by_support) as s, max(id) as last, max(created_at) as at from chat_messages group by chat_id) m
    where m.chat_id = c.id and c.author_id in ${signedIn}`);
  await db.execute(sql`insert into notifications (user_id, kind, link, created_at, read_at)
    select u.id, 'welcome', '/profile', now() - k * interval '1 hour', case when k > 5 then now() end from ${signedIn} u, generate_series(1, 40) k`);
  await refreshSearchText(db);
  await db.execute(sql`vacuum analyze`);
}

function benchDatabase(count: number, log: (msg: string) => void, o: { fresh: boolean; postgres?: string }): Promise<BenchDatabase> {
  const ready = (client: pg.Client) =>
    client.query("select count(*)::int as n from notifications where user_id in (select id from users where phone like '38062%')").then((r) => r.rows[0].n > 0);
  return builtOnce(
    { name: `mixed-load-${count}`, what: `${count} installations of ${INSTALLERS} installers`, ready, fill: (database) => fill(database, count, log) },
    log,
    o,
  );
}

// ---------------------------------------------------------------- the API (child process)

type Ask = { copy: string; token: string } | { count: string; token: string } | { cpu: true } | { rss: true };
type Client = { query: (...args: unknown[]) => unknown };

async function serve(env: Record<string, string>) {
  const app = await benchApp({ ACCESS_TOKEN_TTL: '3600', ...env });
  // Every statement the API sends (both drivers go through their client's `query`), to count a request's.
  const client = (app.db as unknown as { $client: Client }).$client;
  const query = client.query.bind(client);
  let counting: { texts: string[]; inFlight: number; peak: number } | null = null;
  client.query = (...args: unknown[]) => {
    const c = counting;
    if (!c) return query(...args);
    const text = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string }).text ?? '');
    c.texts.push(text.replace(/\s+/g, ' ').slice(0, 90));
    c.peak = Math.max(c.peak, ++c.inFlight);
    return Promise.resolve(query(...args)).finally(() => c.inFlight--);
  };
  const { bare, port } = await listenWithBareRoute(app);
  process.on('message', async (message: Ask) => {
    if ('rss' in message) {
      process.send!({ rss: process.memoryUsage().rss });
      return;
    }
    if ('cpu' in message) {
      process.send!({ api: process.cpuUsage(), database: app.database.kind === 'postgres' ? await databaseCpu(app.db) : null });
      return;
    }
    const headers = { authorization: `Bearer ${message.token}` };
    if ('copy' in message) {
      bare.body = (await app.inject({ method: 'GET', url: message.copy, headers })).body;
      process.send!({ bytes: Buffer.byteLength(bare.body) });
      return;
    }
    counting = { texts: [], inFlight: 0, peak: 0 };
    const res = await app.inject({ method: 'GET', url: message.count, headers });
    const { texts, peak } = counting;
    counting = null;
    process.send!({ status: res.statusCode, texts, peak });
  });
  process.send!({ port });
}

/**
 * CPU time (ms) of the PostgreSQL backends connected to this database, when the server runs on this host (Linux /proc,
 * 100 ticks a second), else null. PGlite runs in the API process: its time is the API's.
 */
async function databaseCpu(db: Database['db']) {
  const pids = await rowsOf<{ pid: number }>(db, sql`select pid from pg_stat_activity where datname = current_database()`);
  let ticks = 0;
  for (const { pid } of pids) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
    if (!stat) return null;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / 100;
}

// ---------------------------------------------------------------- the load generator

type Server = { port: number; child: ChildProcess; ask: <T>(message: Ask) => Promise<T> };

async function startServer(database: BenchDatabase): Promise<Server> {
  const child = fork(self, ['--serve', JSON.stringify(database.env)], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const next = <T>() => new Promise<T>((resolve) => child.once('message', (m) => resolve(m as T)));
  const { port } = await next<{ port: number }>();
  return {
    port,
    child,
    ask: async (message) => {
      const reply = next();
      child.send(message);
      return reply as never;
    },
  };
}

type Role = 'installer' | 'client' | 'dealer';
type User = { phone: string; token: string; role: Role; cards: number[]; chats: number[] };
type Step = LoadStep<User>;

const STEPS: Step[] = [
  { name: 'list', path: () => '/web/installations?lang=uk' },
  { name: 'card', path: (u, round) => `/web/installations/${u.cards[round % u.cards.length]}?lang=uk` },
  { name: 'chats', path: () => '/web/chats?lang=uk' },
  { name: 'messages', path: (u, round) => `/web/chats/${u.chats[round % u.chats.length]}/messages?lang=uk&limit=20` },
  {
    name: 'calendar / notifications',
    path: (u) => (u.role === 'installer' ? `/web/installers/calendar/month?lang=uk&year=${MONTH.year}&month=${MONTH.month}` : '/web/notifications?lang=uk'),
  },
];

/** The dealer's pages: its installations (a status), its installers, the dashboard of its last 12 months, a card. */
const DEALER_STEPS: Step[] = [
  { name: 'dealer: list', path: () => '/web/installations?lang=uk&status=COMPLETED' },
  { name: 'dealer: installers', path: () => '/web/dealers/installers?lang=uk' },
  { name: 'dealer: dashboard', path: () => '/web/dashboard?lang=uk' },
  { name: 'dealer: card', path: (u, round) => `/web/installations/${u.cards[round % u.cards.length]}?lang=uk` },
];
const stepsOf = (user: User, steps: Step[]) => (user.role === 'dealer' && steps === STEPS ? DEALER_STEPS : steps);

/** Every user loops `steps` (a dealer its own, with the mixed load's) for `seconds` (bench/load-loop.ts). */
const run = (port: number, users: User[], seconds: number, steps: Step[], options?: Parameters<typeof runLoop>[4]) =>
  runLoop(port, users, seconds, (user) => stepsOf(user, steps), options);

type Cpu = { api: { user: number; system: number }; database: number | null };

/** CPU ms per request between two `cpu` answers of the API: its process and (PostgreSQL on this host) the backends. */
function cpuPerRequest(before: Cpu, after: Cpu, requests: number) {
  const api = (after.api.user + after.api.system - before.api.user - before.api.system) / 1000 / requests;
  const database = after.database !== null && before.database !== null ? (after.database - before.database) / requests : null;
  const text = `API process ${api.toFixed(2)} ms${database === null ? ' (PGlite inside)' : `, PostgreSQL backends ${database.toFixed(2)} ms`}`;
  return { text, total: api + (database ?? 0) };
}

async function main() {
  const args = process.argv.slice(2);
  if (args[0] === '--serve') return serve(JSON.parse(args[1]));
  const option = (name: string, fallback: number) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
  const postgres = args.find((a) => a.startsWith('--postgres='))?.slice('--postgres='.length);
  const count = option('installations', 20_000);
  const seconds = option('duration', 30);
  const referenceSeconds = option('reference-duration', 10);
  const half = Math.floor(option('users', 50) / 2);
  const dealers = option('dealers', 0);
  const think = option('think', 0);
  const database = await benchDatabase(count, console.log, { fresh: args.includes('--fresh'), postgres });
  const server = await startServer(database);
  const { port } = server;

  const phones = [
    // Past 25 of each, installers and clients sign in again (a session each): the data has 25 with chats and a calendar.
    ...Array.from({ length: half }, (_, i) => ({ phone: `38062${String((i % INSTALLERS) + 1).padStart(7, '0')}`, role: 'installer' as const })),
    ...Array.from({ length: half }, (_, i) => ({ phone: `38061${String((i % INSTALLERS) + 1).padStart(7, '0')}`, role: 'client' as const })),
    ...Array.from({ length: dealers }, () => ({ phone: DEALER_PHONE, role: 'dealer' as const })),
  ];
  const users: User[] = [];
  for (const { phone, role } of phones) {
    const res = await fetch(`http://127.0.0.1:${port}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone, password: 'demo12345' }),
    });
    if (res.status !== 200) throw new Error(`sign-in of ${phone}: ${res.status} ${await res.text()}`);
    const token = ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const list = JSON.parse((await get(agent, port, '/web/installations?lang=uk', token)).body) as { data: { data: { id: number }[] } };
    // A dealer has no chats of its own (403): its loop does not ask for them.
    const chats = JSON.parse((await get(agent, port, '/web/chats?lang=uk', token)).body) as { data?: { data: { id: number }[] } };
    agent.destroy();
    users.push({ phone, token, role, cards: list.data.data.map((i) => i.id), chats: chats.data?.data.map((c) => c.id) ?? [] });
  }
  console.log(
    `${users.length} users signed in (${half} installers, ${half} clients, ${dealers} dealer sessions); cards per user: ${users[0].cards.length}, chats per user: ${users[0].chats.length}`,
  );

  // What one card costs the database: every card of the first installer's and client's lists, one request at a time.
  const counts: number[] = [];
  let peak = 0;
  let example: string[] = [];
  for (const user of [users[0], users[half]]) {
    for (const id of user.cards) {
      const r = await server.ask<{ status: number; texts: string[]; peak: number }>({ count: `/web/installations/${id}?lang=uk`, token: user.token });
      if (r.status !== 200) throw new Error(`card ${id}: ${r.status}`);
      counts.push(r.texts.length);
      peak = Math.max(peak, r.peak);
      if (r.texts.length > example.length) example = r.texts;
    }
  }
  const statementsLine = `statements per card request (incl. the session check): min ${Math.min(...counts)}, max ${Math.max(...counts)}, mean ${(counts.reduce((a, b) => a + b, 0) / counts.length).toFixed(1)} over ${counts.length} cards; at most ${peak} at once`;
  console.log(`${statementsLine}\nthe most statements of one card:\n${example.map((t) => `  ${t}`).join('\n')}\n`);

  const { bytes } = await server.ask<{ bytes: number }>({ copy: `/web/installations/${users[0].cards[0]}?lang=uk`, token: users[0].token });
  console.log('warm-up (3 s)...');
  await run(port, users, 3, STEPS);
  // A card's own time and cost: the first installer's cards, one request at a time.
  const cardOnly = STEPS.filter((s) => s.name === 'card');
  const singleBefore = await server.ask<Cpu>({ cpu: true });
  const single = await run(port, [users[0]], 5, cardOnly);
  const singleCpu = cpuPerRequest(singleBefore, await server.ask<Cpu>({ cpu: true }), single.times.get('card')!.length);
  const reference = await run(port, users, referenceSeconds, [{ name: `bare route, fixed ${bytes} B JSON`, path: () => '/bench/fixed' }], {
    token: false,
    think,
  });
  const cpuBefore = await server.ask<Cpu>({ cpu: true });
  const clientBefore = process.cpuUsage();
  const rss: [number, number][] = [];
  const started = performance.now();
  // Answers are matched to questions by order: the CPU is asked only once the last sample has been answered.
  let sampled = Promise.resolve();
  const sampling = setInterval(() => {
    sampled = server.ask<{ rss: number }>({ rss: true }).then((r) => void rss.push([(performance.now() - started) / 60_000, r.rss / 2 ** 20]));
  }, 5000);
  const mixed = await run(port, users, seconds, STEPS, { think });
  clearInterval(sampling);
  await sampled;
  const clientCpu = process.cpuUsage(clientBefore);
  const requests = [...mixed.times.values()].reduce((n, list) => n + list.length, 0);
  const mixedCpu = cpuPerRequest(cpuBefore, await server.ask<Cpu>({ cpu: true }), requests);
  const cpuLine =
    `CPU per request of the mixed load: ${mixedCpu.text}, load generator ${((clientCpu.user + clientCpu.system) / 1000 / requests).toFixed(2)} ms; ` +
    `API and database used ${((mixedCpu.total * requests) / 10 / mixed.seconds).toFixed(0)}% of one core`;
  await new Promise<void>((resolve) => {
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });
  console.log(`\n### ${database.label}, ${users.length} users, ${think ? `think time: a step every ${think} ms (autocannon)` : 'no think time'}\n`);
  console.log(table(`Reference, ${referenceSeconds} s`, reference));
  console.log(table('One card at a time (1 connection), 5 s', single));
  console.log(`CPU per card at 1 connection: ${singleCpu.text}\n`);
  console.log(table(`Mixed load, ${seconds} s`, mixed));
  console.log(`${statementsLine}\n${cpuLine}`);
  console.log(rssLine(rss));
}

/** The API's resident memory over the mixed load: first, last, highest, and the least-squares slope in MB a minute. */
function rssLine(samples: [number, number][]) {
  if (samples.length < 4) return 'API RSS: too few samples';
  const mb = (v: number) => `${v.toFixed(0)} MB`;
  const secondHalf = samples.filter(([minute]) => minute >= samples.at(-1)![0] / 2);
  return (
    `API RSS over the mixed load (${samples.length} samples, every 5 s): first ${mb(samples[0][1])}, last ${mb(samples.at(-1)![1])}, ` +
    `highest ${mb(Math.max(...samples.map(([, y]) => y)))}; slope ${slopeOf(samples).toFixed(2)} MB/min (second half ${slopeOf(secondHalf).toFixed(2)} MB/min)`
  );
}

/** The least-squares slope of (x, y) points. */
function slopeOf(points: [number, number][]) {
  const mx = points.reduce((a, [x]) => a + x, 0) / points.length;
  const my = points.reduce((a, [, y]) => a + y, 0) / points.length;
  return points.reduce((a, [x, y]) => a + (x - mx) * (y - my), 0) / points.reduce((a, [x]) => a + (x - mx) ** 2, 0);
}

await main();
