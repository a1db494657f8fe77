/**
 * Chats benchmark (see bench/README.md "Chats"):
 *
 *   node --import tsx bench/chats.ts [--messages=100000] [--users=1000] [--rounds=10] [--duration=10] [--fresh]
 *        [--postgres=postgres://postgres@127.0.0.1:5432/postgres]
 *
 * (a) GET /web/chats/{id}/messages?limit=10&offset=… on a chat of `--messages` messages, as its author, one
 *     connection (a query's own time), no response cache: the first 100 pages by offset, then pages deep in the
 *     history by `before` (keyset), then deep offsets for comparison.
 * (b) Fan-out of `new_message`: `--users` signed-in users, one socket each, the same number of clients of a bare
 *     socket.io server (no auth, a room each: the framework's own floor) and of plain `ws` clients on a bare
 *     WebSocket server, both in the same API process; each round emits one chat message to every
 *     user's room through `app.realtime.emit` (the seam the chats service uses), then (half a second apart) the same
 *     payload to every bare socket.io client's room and the same JSON to every plain socket (one transport at a
 *     time, so none waits behind another).
 *     Latency = arrival minus emit (`performance.timeOrigin + now()`, one clock for both processes). Also the API's heap
 *     per connected socket.io client, and per bare socket.io and plain ws client beside it.
 *
 * With `--chats=N` (1,000,000 for issue 31), instead: the chats list (GET /web/chats) over N chats of their own
 * (`portal_bench_chats_list_<N>`): N/2 jobs of 50,000 clients and 1,000 installers, two chats each (one by the job's
 * client, one by its installer), 1–5 messages a chat over three years, most closed, some unread; one job in 25 is the
 * demo client's and the next the demo installer's, so each has N/50 chats (20,000 of a million). As support (all of them),
 * the installer and the client, first and later pages and the route's filters (state, equipment), 1 connection (p95)
 * and 10 (req/s) against the bare route `/bench/fixed` sending the same JSON; then EXPLAIN (ANALYZE, BUFFERS, TIMING OFF) of the
 * statements the app runs (`listStatements`, `productsStatement` in server/src/modules/chats/list.ts), the filters
 * endpoint (GET /web/chats/filters) and the sidebar's unread total (GET /web/sidebar) at 1 connection:
 *
 *   node --import tsx bench/chats.ts --chats=1000000 [--duration=5] [--fresh] [--postgres=…]
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { Server } from 'socket.io';
import { io, type Socket } from 'socket.io-client';
import WebSocket, { WebSocketServer } from 'ws';
import type { ChatMessage, ChatStatus, RoleName, ServerEvents } from '../contracts';
import { CHATS_PER_PAGE } from '../contracts/constants';
import { loadConfig } from '../server/src/config/env';
import type { Database } from '../server/src/db/client';
import { rowsOf } from '../server/src/db/rows';
import { roles, users } from '../server/src/db/schema';
import { seed } from '../server/src/db/seed';
import { listStatements, productsStatement } from '../server/src/modules/chats/list';
import { findUserById } from '../server/src/modules/users';
import { prepare } from '../server/src/start';
import { benchApp, builtOnce, listenWithBareRoute } from './bench-database';
import { header, load, row, signIn, type Measure } from './measure';

const self = fileURLToPath(import.meta.url);
const arg = (name: string, fallback: string) =>
  process.argv
    .find((a) => a.startsWith(`--${name}=`))
    ?.split('=')
    .slice(1)
    .join('=') ?? fallback;
const now = () => performance.timeOrigin + performance.now();
const CLIENT_PHONE = '380500000001';
const SUBJECT = 'Гул зовнішнього блоку';

// ---------------------------------------------------------------- data

/** The demo data, then `count` more messages in the demo client's long chat (alternating sides, a minute apart). */
async function fill(database: Database, count: number, log: (msg: string) => void) {
  await database.migrate();
  await seed(database.db, { demo: true, log });
  const { db } = database;
  const [chat] = await rowsOf<{ id: number; author_id: number }>(db, sql`select id, author_id from chats where subject = ${SUBJECT}`);
  const [support] = await rowsOf<{ id: number }>(db, sql`select id from users where phone = '380500000005'`);
  for (let done = 0; done < count; done += 20_000) {
    const n = Math.min(20_000, count - done);
    await db.execute(sql`insert into chat_messages (chat_id, author_id, by_support, content, created_at)
      select ${chat.id}::int, case when g % 2 = 0 then ${chat.author_id}::int else ${support.id}::int end, g % 2 = 1,
        'Повідомлення номер ' || g || ': зовнішній блок гуде під час запуску, після хвилини стихає.',
        now() - interval '400 days' + (g * interval '1 minute')
      from generate_series(${done + 1}::int, ${done + n}::int) g`);
  }
  await db.execute(sql`update chats set
      author_messages = (select count(*) from chat_messages where chat_id = ${chat.id}::int and not by_support),
      support_messages = (select count(*) from chat_messages where chat_id = ${chat.id} and by_support),
      last_message_id = (select max(id) from chat_messages where chat_id = ${chat.id}),
      last_message_at = (select max(created_at) from chat_messages where chat_id = ${chat.id})
    where id = ${chat.id}`);
  await db.execute(sql`analyze chat_messages`);
}

// ---------------------------------------------------------------- the API (child process)

type Kind = 'socketio' | 'bare' | 'ws';
type Ask = { fanout: number; kind: Kind } | { plan: string } | { heap: true };

async function serve(env: Record<string, string>, count: number) {
  const config = loadConfig({
    NODE_ENV: 'test',
    API_HOST: '127.0.0.1',
    API_PORT: '0',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ACCESS_TOKEN_TTL: '3600',
    UPLOAD_DIR: '/tmp/portal-bench-chats-uploads',
    ...env,
  });
  const app = await prepare(config);
  // Bench users for the fan-out (made here, each run: a session and an access token each).
  const [{ id: roleId }] = await app.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'USER'));
  await app.db.execute(sql`delete from users where phone like '38068%'`);
  const ids = (
    await app.db
      .insert(users)
      .values(
        Array.from({ length: count }, (_, i) => ({ name: 'Bench', lastname: `User ${i}`, email: '', phone: `38068${String(i).padStart(7, '0')}`, roleId })),
      )
      .returning({ id: users.id })
  ).map((r) => r.id);
  const sessions: { userId: number; token: string }[] = [];
  for (const id of ids) sessions.push({ userId: id, token: (await app.services.sessions.start(app.db, (await findUserById(app.db, id))!)).accessToken });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const plain = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await once(plain, 'listening');
  // socket.io itself, with the API's options and a room per client, but none of the API's auth or payload work.
  const bareHttp = createServer();
  const bare = new Server(bareHttp, { path: '/socket.io', transports: ['websocket'], serveClient: false });
  bare.on('connection', (socket) => void socket.join(`n:${Number(socket.handshake.auth.n)}`));
  await new Promise<void>((resolve) => bareHttp.listen(0, '127.0.0.1', resolve));
  const address = app.server.address();
  const client = (await findUserById(app.db, (await rowsOf<{ id: number }>(app.db, sql`select id from users where phone = ${CLIENT_PHONE}`))[0].id))!;
  const [chat] = await rowsOf<{ id: number; max: number }>(
    app.db,
    sql`select c.id, (select max(m.id) from chat_messages m where m.chat_id = c.id) as max from chats c where c.subject = ${SUBJECT}`,
  );
  const [message] = (await app.services.chats.messages({ id: client.id, role: 'USER' }, chat.id, { limit: 1, offset: 0, lang: 'uk' })).data as ChatMessage[];

  process.on('message', async (ask: Ask) => {
    if ('fanout' in ask && ask.kind === 'socketio') {
      const sent: [number, number][] = [];
      for (const { userId } of sessions) {
        sent.push([userId, now()]);
        app.realtime.emit(userId, 'new_message', { ...message, id: ask.fanout, unreadCount: 1, messagesCount: 1 });
      }
      process.send!({ sent });
    } else if ('fanout' in ask && ask.kind === 'bare') {
      const sent: [number, number][] = [];
      for (let n = 0; n < sessions.length; n++) {
        sent.push([n, now()]);
        bare.to(`n:${n}`).emit('new_message', { ...message, id: ask.fanout, unreadCount: 1, messagesCount: 1, n });
      }
      process.send!({ sent });
    } else if ('fanout' in ask) {
      const sent: [number, number][] = [];
      const frame = (n: number) => JSON.stringify(['new_message', { ...message, id: ask.fanout, unreadCount: 1, messagesCount: 1, n }]);
      let n = 0;
      for (const socket of plain.clients) {
        sent.push([n, now()]);
        socket.send(frame(n++));
      }
      process.send!({ sent });
    } else if ('heap' in ask) {
      global.gc?.();
      process.send!({ heap: process.memoryUsage().heapUsed });
    } else {
      const rows = await rowsOf<{ 'QUERY PLAN': string }>(app.db, sql.raw(`explain analyze ${ask.plan}`));
      process.send!({ plan: rows.map((r) => r['QUERY PLAN']).join('\n') });
    }
  });
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
  global.gc?.();
  process.send!({
    port: typeof address === 'object' && address ? address.port : 0,
    wsPort: (plain.address() as { port: number }).port,
    barePort: (bareHttp.address() as { port: number }).port,
    sessions,
    chatId: chat.id,
    maxId: chat.max,
    heap: process.memoryUsage().heapUsed,
  });
}

// ---------------------------------------------------------------- the orchestrator

type Ready = { port: number; wsPort: number; barePort: number; sessions: { userId: number; token: string }[]; chatId: number; maxId: number; heap: number };
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  const messages = Number(arg('messages', '100000'));
  const count = Number(arg('users', '1000'));
  const rounds = Number(arg('rounds', '10'));
  const duration = Number(arg('duration', '10'));
  const postgres = arg('postgres', '') || undefined;
  const database = await builtOnce(
    {
      name: `chats-${messages}`,
      what: `${messages} chat messages`,
      ready: async (c) => ((await c.query(`select count(*)::int as n from chat_messages`)).rows[0].n as number) >= messages,
      fill: (d) => fill(d, messages, console.log),
    },
    console.log,
    { fresh: process.argv.includes('--fresh'), postgres },
  );
  const child: ChildProcess = fork(self, ['--serve', JSON.stringify(database.env), String(count)], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    stdio: 'inherit',
  });
  const next = <T>() => new Promise<T>((resolve) => child.once('message', (m) => resolve(m as T)));
  const ask = <T>(message: Ask) => {
    const reply = next<T>();
    child.send(message);
    return reply;
  };
  const ready = await next<Ready>();
  const url = `http://127.0.0.1:${ready.port}`;
  console.log(`API ready on ${database.label}; ${ready.sessions.length} bench users signed in`);

  // (a) the messages page
  const login = (await (
    await fetch(`${url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: CLIENT_PHONE, password: 'demo12345' }),
    })
  ).json()) as { data: { accessToken: string } };
  const headers = { authorization: `Bearer ${login.data.accessToken}` };
  const page = (q: string) => `/web/chats/${ready.chatId}/messages?limit=10&${q}`;
  const offsets = Array.from({ length: 100 }, (_, i) => page(`offset=${i * 10}`));
  const keyset = Array.from({ length: 100 }, (_, i) => page(`before=${ready.maxId - i * 997}`));
  const deep = Array.from({ length: 20 }, (_, i) => page(`offset=${50_000 + i * 2_000}`));
  const o = { duration, connections: 1, headers };
  await load('warm-up', url, offsets, { ...o, duration: 2 });
  console.log(`\n(a) ${messages} messages in one chat, ${database.label}\n\n${header}`);
  for (const [label, paths] of [
    ['messages, first 100 pages by offset (0–990)', offsets],
    ['messages, 100 pages anywhere by `before` (keyset)', keyset],
    ['messages, deep offsets 50,000–88,000', deep],
  ] as const) {
    console.log(row(await load(`${label} (1 connection)`, url, [...paths], o)));
  }
  const { plan } = await ask<{ plan: string }>({
    plan: `select * from chat_messages where chat_id = ${ready.chatId} order by created_at desc nulls last, id desc nulls last limit 11 offset 500`,
  });
  console.log(`\nplan (offset 500):\n${plan}`);

  // (b) fan-out
  const arrivals: Record<Kind, Map<number, number>> = { socketio: new Map(), bare: new Map(), ws: new Map() };
  const ios: Pick<Socket, 'disconnect'>[] = [];
  const plain: WebSocket[] = [];
  const batches = async (open: (session: Ready['sessions'][number], i: number) => Promise<void>) => {
    for (let i = 0; i < ready.sessions.length; i += 50) await Promise.all(ready.sessions.slice(i, i + 50).map((session, k) => open(session, i + k)));
  };
  await batches(
    ({ userId, token }) =>
      new Promise<void>((resolve, reject) => {
        const socket: Socket<ServerEvents> = io(url, { path: '/socket.io', transports: ['websocket'], auth: { token }, forceNew: true });
        socket.on('new_message', () => arrivals.socketio.set(userId, now()));
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
        ios.push(socket);
      }),
  );
  // The API's heap with the socket.io clients connected (and no others yet).
  const heap = await ask<{ heap: number }>({ heap: true });
  await batches(
    (_, n) =>
      new Promise<void>((resolve, reject) => {
        const socket = io(`http://127.0.0.1:${ready.barePort}`, { path: '/socket.io', transports: ['websocket'], auth: { n }, forceNew: true });
        socket.on('new_message', (payload: { n: number }) => arrivals.bare.set(payload.n, now()));
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
        ios.push(socket);
      }),
  );
  const heapWithBare = await ask<{ heap: number }>({ heap: true });
  await batches(
    () =>
      new Promise<void>((resolve, reject) => {
        const socket = new WebSocket(`ws://127.0.0.1:${ready.wsPort}`);
        socket.on('message', (data) => arrivals.ws.set((JSON.parse(String(data)) as [string, { n: number }])[1].n, now()));
        socket.once('open', () => resolve());
        socket.once('error', reject);
        plain.push(socket);
      }),
  );
  // And with the plain ws clients connected too: the same measure for a bare WebSocket beside it.
  const heapWithPlain = await ask<{ heap: number }>({ heap: true });
  const latencies: Record<Kind, number[]> = { socketio: [], bare: [], ws: [] };
  let lost = 0;
  for (let r = 0; r <= rounds; r++) {
    for (const map of Object.values(arrivals)) map.clear();
    // One transport at a time: the client process is busy with the one round only.
    for (const kind of ['socketio', 'bare', 'ws'] as const) {
      const { sent } = await ask<{ sent: [number, number][] }>({ fanout: 1_000_000 + r, kind });
      await new Promise((resolve) => setTimeout(resolve, 500));
      if (r === 0) continue;
      for (const [key, at] of sent) {
        const got = arrivals[kind].get(key);
        if (got === undefined) lost += 1;
        else latencies[kind].push(got - at);
      }
    }
  }
  const stats = (xs: number[]) => {
    xs.sort((a, b) => a - b);
    return { p50: percentile(xs, 50), p95: percentile(xs, 95), p99: percentile(xs, 99), max: xs.at(-1)! };
  };
  const s = stats(latencies.socketio);
  const b = stats(latencies.bare);
  const w = stats(latencies.ws);
  const ms = (v: number) => v.toFixed(2);
  console.log(`\n(b) new_message to ${ready.sessions.length} sockets, ${rounds} rounds (lost: ${lost})\n`);
  console.log('| transport | p50 ms | p95 ms | p99 ms | max ms |\n| --- | ---: | ---: | ---: | ---: |');
  console.log(`| socket.io, new_message to each user's room | ${ms(s.p50)} | ${ms(s.p95)} | **${ms(s.p99)}** | ${ms(s.max)} |`);
  console.log(`| bare socket.io, the same payload to each client's room | ${ms(b.p50)} | ${ms(b.p95)} | ${ms(b.p99)} | ${ms(b.max)} |`);
  console.log(`| plain ws, the same JSON to each socket | ${ms(w.p50)} | ${ms(w.p95)} | ${ms(w.p99)} | ${ms(w.max)} |`);
  console.log(
    `\np99 ratios: the API's socket.io / ws **${(s.p99 / w.p99).toFixed(2)}x**; bare socket.io / ws ${(b.p99 / w.p99).toFixed(2)}x; the API's / bare socket.io ${(s.p99 / b.p99).toFixed(2)}x`,
  );
  const perClient = (bytes: number) => (bytes / 1024 / ready.sessions.length).toFixed(1);
  console.log(
    `API heap: ${perClient(heap.heap - ready.heap)} KB per connected socket.io client, ${perClient(heapWithBare.heap - heap.heap)} KB per bare socket.io client, ${perClient(heapWithPlain.heap - heapWithBare.heap)} KB per plain ws client (after GC)`,
  );

  for (const socket of ios) socket.disconnect();
  for (const socket of plain) socket.close();
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

// ---------------------------------------------------------------- the chats list at scale (`--chats=N`)

const INSTALLER_PHONE = '380500000002';
const SUPPORT_PHONE = '380500000005';
const LIST_CLIENTS = 50_000;
const LIST_INSTALLERS = 1_000;
/** One job in this many is the demo client's, the next one the demo installer's. */
const MINE = 25;
/** The bench's jobs, chats and messages take ids from here on (the demo's are below). */
const BASE = 100_000;
const SUBJECTS = [
  'Гул зовнішнього блоку',
  'Капає з внутрішнього блоку',
  'Код помилки E6',
  'Не гріє взимку',
  'Запах при увімкненні',
  'Пульт не реагує',
  'Коли наступне обслуговування?',
  'Серійний номер не знаходиться',
];
const LINES = [
  'Добрий день! Після обслуговування зовнішній блок гуде сильніше, ніж раніше.',
  'Добрий день! Підкажіть, будь ласка, гул постійний чи лише під час запуску?',
  'Здебільшого під час запуску, потім стихає.',
  'Це може бути вібрація кронштейна. Перевіримо кріплення під час наступного візиту.',
  'Дякую! А чи можна поки користуватися кондиціонером?',
  'Так, користуватися можна, це не шкодить обладнанню.',
];
const pgArray = (items: readonly string[]) => `{${items.map((i) => `"${i}"`).join(',')}}`;

/**
 * The demo data, then `count` chats of their own: `count / 2` completed jobs (each with one or two catalogue products),
 * two chats each (the first half by the jobs' clients, the second by their installers); chat g has 1 + g % 5 messages an
 * hour apart, alternating author and support, its start a permutation of g over three years (so ids and times do not
 * run together); the newest 3% and one in a hundred older ones are open (the rest closed), and an open chat whose last
 * message is its author's awaits an answer. Who has read what (`chat_reads`): the author all of support's messages but
 * the last in one chat in ten; the demo support agent all of the author's but the last of a chat awaiting an answer.
 */
async function fillList(database: Database, count: number, log: (msg: string) => void) {
  await database.migrate();
  await seed(database.db, { demo: true, log });
  const { db } = database;
  const id = async (phone: string) => (await rowsOf<{ id: number }>(db, sql`select id from users where phone = ${phone}`))[0].id;
  const [client, installer, support, dealer] = [await id(CLIENT_PHONE), await id(INSTALLER_PHONE), await id(SUPPORT_PHONE), await id('380500000003')];
  const jobs = count / 2;
  await db.execute(sql`insert into users (name, lastname, email, phone, role_id)
    select 'Клієнт', 'Номер ' || g, '', '38066' || lpad(g::text, 7, '0'), (select id from roles where name = 'USER')
    from generate_series(1, ${LIST_CLIENTS}::int) g`);
  await db.execute(sql`insert into users (name, lastname, email, phone, role_id, dealer_id)
    select 'Монтажник', 'Номер ' || g, '', '38063' || lpad(g::text, 7, '0'), (select id from roles where name = 'INSTALLER'), ${dealer}::int
    from generate_series(1, ${LIST_INSTALLERS}::int) g`);
  for (let done = 0; done < jobs; done += 50_000) {
    const n = Math.min(50_000, jobs - done);
    await db.execute(sql`
      with clients as (select array_agg(id order by id) as ids from users where phone like '38066%'),
        installers as (select array_agg(id order by id) as ids from users where phone like '38063%'),
        places as (select array_agg(code order by code) as codes, array_agg(name order by code) as names, array_agg(region order by code) as regions
                   from (select code, name, region from settlements where category in ('K', 'M') order by code limit 400) s),
        types as (select array_agg(id order by position) as ids from certification_types),
        w as (select g, case when g % ${MINE} = 1 then ${installer}::int else installers.ids[1 + g % ${LIST_INSTALLERS}] end as installer,
                case when g % ${MINE} = 0 then ${client}::int else clients.ids[1 + (g::bigint * 7919 % ${LIST_CLIENTS})::int] end as client,
                timestamp '2023-01-01' + (g::bigint * 7919 % ${jobs}) * (interval '1000 days' / ${jobs}) as at
              from generate_series(${done + 1}::int, ${done + n}::int) g, installers, clients)
      insert into installations (id, work_order_type, certification_type_id, code, creator_id, client_id, installer_id, dealer_id, planned_at,
        settlement_id, region, city, street, house, completed_at, created_at, updated_at)
      select ${BASE}::int + w.g, 'INSTALLATION', types.ids[1 + w.g % 3], 'COMPLETED', w.installer, w.client, w.installer, ${dealer}::int, w.at::date,
        places.codes[1 + w.g % 400], places.regions[1 + w.g % 400], places.names[1 + w.g % 400], 'вул. Шевченка', (1 + w.g % 120)::text, w.at, w.at, w.at
      from w, places, types`);
    await db.execute(sql`
      with p as (select array_agg(id order by id) as ids, count(*)::int as n from products)
      insert into installation_products (installation_id, product_id, position)
      select ${BASE}::int + g, p.ids[1 + ((g::bigint * 7919 + k) % p.n)::int], k
      from generate_series(${done + 1}::int, ${done + n}::int) g, p, generate_series(0, 1) k
      where k = 0 or g % 3 = 0`);
    log(`  ${done + n} / ${jobs} jobs`);
  }
  for (let done = 0; done < count; done += 100_000) {
    const n = Math.min(100_000, count - done);
    await db.execute(sql`
      with c as (
        select g, 1 + g % 5 as k, ${BASE}::int + 1 + (g - 1) % ${jobs}::int as job,
          now() - interval '1096 days' + ((g::bigint * 7919) % ${count}) * (interval '1095 days' / ${count}) as at,
          (g::bigint * 7919) % ${count} < ${Math.floor(count * 0.97)} and g % 100 <> 0 as closed
        from generate_series(${done + 1}::int, ${done + n}::int) g)
      insert into chats (id, installation_id, author_id, product_id, subject, status, closed_at, created_at, last_message_id, last_message_at,
        awaiting_answer, author_messages, support_messages, author_read_id, support_read_id)
      select ${BASE}::int + c.g, c.job, case when c.g <= ${jobs}::int then i.client_id else i.installer_id end,
        case when c.g % 2 = 0 then ip.product_id end, (${pgArray(SUBJECTS)}::text[])[1 + c.g % ${SUBJECTS.length}],
        case when c.closed then 'closed' else 'open' end, case when c.closed then c.at + (c.k + 23) * interval '1 hour' end,
        c.at, ${BASE}::int + (c.g - 1) * 5 + c.k, c.at + (c.k - 1) * interval '1 hour',
        not c.closed and c.k % 2 = 1, (c.k + 1) / 2, c.k / 2,
        ${BASE}::int + (c.g - 1) * 5 + c.k - case when c.g % 10 = 3 and c.k > 1 then 1 else 0 end,
        ${BASE}::int + (c.g - 1) * 5 + c.k - case when not c.closed and c.k % 2 = 1 then 1 else 0 end
      from c join installations i on i.id = c.job left join installation_products ip on ip.installation_id = c.job and ip.position = 0`);
    await db.execute(sql`
      insert into chat_messages (id, chat_id, author_id, by_support, content, created_at)
      select ${BASE}::int + (c.id - ${BASE}::int - 1) * 5 + s, c.id, case when s % 2 = 1 then c.author_id else ${support}::int end, s % 2 = 0,
        (${pgArray(LINES)}::text[])[1 + (c.id + s) % ${LINES.length}], c.created_at + (s - 1) * interval '1 hour'
      from chats c, generate_series(1, 5) s
      where c.id between ${BASE + done + 1}::int and ${BASE + done + n}::int and s <= c.author_messages + c.support_messages`);
    await db.execute(sql`
      insert into chat_reads (chat_id, user_id, last_read_message_id, seen_count)
      select c.id, c.author_id, c.author_read_id, c.support_messages - case when c.author_read_id < c.last_message_id and c.support_messages > 0 then 1 else 0 end
      from chats c where c.id between ${BASE + done + 1}::int and ${BASE + done + n}::int
      union all
      select c.id, ${support}::int, c.support_read_id, c.author_messages - case when c.awaiting_answer then 1 else 0 end
      from chats c where c.id between ${BASE + done + 1}::int and ${BASE + done + n}::int`);
    log(`  ${done + n} / ${count} chats (and their messages and reads)`);
  }
  for (const table of ['installations', 'chats', 'chat_messages']) {
    await db.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`));
  }
  await db.execute(sql`vacuum analyze`);
}

type ListAsk = { copy: string; token: string } | { explain: string; viewer: { id: number; role: RoleName } } | { products: { id: number; role: RoleName } };

/** The API for the list (a process of its own) with the bare route, and the list's statements explained on request. */
async function serveList(env: Record<string, string>) {
  const app = await benchApp(env);
  const { bare, port } = await listenWithBareRoute(app);
  // Without per-node timing: reading the clock for each of a million rows counted made `Execution Time` 5–10× the
  // statement's own time.
  const explain = async (statement: ReturnType<typeof sql>) =>
    (await rowsOf<Record<string, string>>(app.db, sql`explain (analyze, buffers, timing off) ${statement}`)).map((r) => Object.values(r)[0]).join('\n');
  process.on('message', async (message: ListAsk) => {
    if ('copy' in message) {
      bare.body = (await app.inject({ method: 'GET', url: message.copy, headers: { authorization: `Bearer ${message.token}` } })).body;
      process.send!({ bytes: Buffer.byteLength(bare.body) });
    } else if ('products' in message) {
      process.send!({ plans: [await explain(productsStatement(message.products, 'uk'))] });
    } else {
      // The list's two statements exactly as the app runs them (list.ts `listStatements`).
      const q = new URL(message.explain, 'http://x').searchParams;
      const filters = {
        status: (q.get('status') ?? undefined) as ChatStatus | undefined,
        equipment: q.get('equipment') ? Number(q.get('equipment')) : undefined,
      };
      const statements = listStatements(message.viewer, filters, Number(q.get('page') ?? 1), CHATS_PER_PAGE, 'uk');
      // Each statement's own time: the median of 20 runs, one after another, in this process.
      const median = async (statement: ReturnType<typeof sql>) => {
        const times: number[] = [];
        for (let i = 0; i < 20; i++) {
          const started = performance.now();
          await rowsOf(app.db, statement);
          times.push(performance.now() - started);
        }
        return times.sort((a, b) => a - b)[10];
      };
      process.send!({
        plans: [await explain(statements.count), await explain(statements.page)],
        times: [await median(statements.count), await median(statements.page)],
      });
    }
  });
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
  process.send!({ port });
}

async function mainList(count: number) {
  const duration = Number(arg('duration', '5'));
  const connections = 10;
  const postgres = arg('postgres', '') || undefined;
  const database = await builtOnce(
    {
      name: `chats-list-${count}`,
      what: `${count} chats`,
      ready: async (c) => ((await c.query(`select count(*)::int as n from chats`)).rows[0].n as number) >= count,
      fill: (d) => fillList(d, count, console.log),
    },
    console.log,
    { fresh: process.argv.includes('--fresh'), postgres },
  );
  const child = fork(self, ['--serve-list', JSON.stringify(database.env)], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const next = <T>() => new Promise<T>((resolve) => child.once('message', (m) => resolve(m as T)));
  const ask = <T>(message: ListAsk) => {
    const reply = next<T>();
    child.send(message);
    return reply;
  };
  const { port } = await next<{ port: number }>();
  const url = `http://127.0.0.1:${port}`;
  const support = await signIn(url, SUPPORT_PHONE);
  const installer = await signIn(url, INSTALLER_PHONE);
  const client = await signIn(url, CLIENT_PHONE);
  // The equipment filter: the first product it offers (the catalogue's products are spread evenly over the jobs).
  const filters = (await (await fetch(`${url}/web/chats/filters?lang=uk`, { headers: { authorization: `Bearer ${installer.token}` } })).json()) as {
    data: { equipment: { id: number }[] };
  };
  const equipment = filters.data.equipment[0].id;
  const o = { duration, connections: 1 };
  const results: Measure[] = [];
  const ratios: string[] = [];
  const statementTimes: string[] = [];
  for (const [who, viewer, role, list] of [
    ['support', support, 'ADMIN', '/web/chats?lang=uk'],
    ['support', support, 'ADMIN', '/web/chats?lang=uk&page=50'],
    ['support', support, 'ADMIN', '/web/chats?lang=uk&status=open&page=2'],
    ['support', support, 'ADMIN', '/web/chats?lang=uk&status=closed&page=50'],
    ['support', support, 'ADMIN', `/web/chats?lang=uk&equipment=${equipment}`],
    ['installer', installer, 'INSTALLER', '/web/chats?lang=uk'],
    ['installer', installer, 'INSTALLER', '/web/chats?lang=uk&page=100'],
    ['installer', installer, 'INSTALLER', `/web/chats?lang=uk&equipment=${equipment}`],
    ['client', client, 'USER', '/web/chats?lang=uk'],
    ['client', client, 'USER', '/web/chats?lang=uk&page=100'],
    ['client', client, 'USER', `/web/chats?lang=uk&status=closed&equipment=${equipment}`],
  ] as const) {
    const headers = { authorization: `Bearer ${viewer.token}` };
    const { bytes } = await ask<{ bytes: number }>({ copy: list, token: viewer.token });
    const probe = (await (await fetch(url + list, { headers })).json()) as { data: { total: number; data: unknown[] } };
    console.log(`${who}: ${list} (${probe.data.total} matching, ${probe.data.data.length} on the page, ${bytes} bytes)`);
    await load('warm-up', url, ['/bench/fixed'], { ...o, duration: 2 });
    await load('warm-up', url, [list], { ...o, duration: 2, headers });
    const label = `GET ${list.replace(/lang=uk&?/, '').replace(/\?$/, '')} as ${who}`;
    const single = await load(`${label} (1 connection)`, url, [list], { ...o, headers });
    const bare1 = await load(`bare route, fixed ${bytes} B JSON (1 connection)`, url, ['/bench/fixed'], o);
    const bare = await load(`bare route, fixed ${bytes} B JSON (${connections} connections)`, url, ['/bench/fixed'], { ...o, connections });
    const many = await load(`${label} (${connections} connections)`, url, [list], { ...o, connections, headers });
    results.push(single, bare1, bare, many);
    ratios.push(`${label}: ${(many.rps / bare.rps).toFixed(3)}x`);
    const { plans, times } = await ask<{ plans: string[]; times: number[] }>({ explain: list, viewer: { id: viewer.id, role } });
    statementTimes.push(`${label}: count ${times[0].toFixed(2)} ms + page ${times[1].toFixed(2)} ms`);
    console.log(
      `\nEXPLAIN (ANALYZE, BUFFERS, TIMING OFF) as ${who}, count:\n${plans[0]}\n\nEXPLAIN (ANALYZE, BUFFERS, TIMING OFF) as ${who}, page:\n${plans[1]}\n`,
    );
  }
  // The equipment filter's choices, asked for beside the list.
  for (const [who, viewer, role] of [
    ['support', support, 'ADMIN'],
    ['installer', installer, 'INSTALLER'],
    ['client', client, 'USER'],
  ] as const) {
    const headers = { authorization: `Bearer ${viewer.token}` };
    await load('warm-up', url, ['/web/chats/filters?lang=uk'], { ...o, duration: 2, headers });
    results.push(await load(`GET /web/chats/filters as ${who} (1 connection)`, url, ['/web/chats/filters?lang=uk'], { ...o, headers }));
    const { plans } = await ask<{ plans: string[] }>({ products: { id: viewer.id, role } });
    console.log(`\nEXPLAIN (ANALYZE, BUFFERS, TIMING OFF) the equipment filter as ${who}:\n${plans[0]}\n`);
  }
  // The sidebar's unread total, asked by every signed-in page (support's: over every chat, docs/decisions/0057).
  for (const [who, viewer] of [
    ['support', support],
    ['installer', installer],
    ['client', client],
  ] as const) {
    const headers = { authorization: `Bearer ${viewer.token}` };
    await load('warm-up', url, ['/web/sidebar'], { ...o, duration: 2, headers });
    results.push(await load(`GET /web/sidebar as ${who} (1 connection)`, url, ['/web/sidebar'], { ...o, headers }));
  }
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
  console.log(`\n### ${count} chats (${database.label}), ${duration} s per run\n\n${header}\n${results.map(row).join('\n')}\n`);
  console.log(`req/s ratio list (${connections} connections) / bare route (${connections} connections):\n${ratios.join('\n')}\n`);
  console.log(`the statements' own times (median of 20 in the server process):\n${statementTimes.join('\n')}\n`);
}

if (process.argv[2] === '--serve') await serve(JSON.parse(process.argv[3]), Number(process.argv[4]));
else if (process.argv[2] === '--serve-list') await serveList(JSON.parse(process.argv[3]));
else if (arg('chats', '')) await mainList(Number(arg('chats', '')));
else await main();
