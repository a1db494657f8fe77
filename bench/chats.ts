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
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { Server } from 'socket.io';
import { io, type Socket } from 'socket.io-client';
import WebSocket, { WebSocketServer } from 'ws';
import type { ChatMessage, ServerEvents } from '../contracts';
import { loadConfig } from '../server/src/config/env';
import type { Database } from '../server/src/db/client';
import { rowsOf } from '../server/src/db/rows';
import { roles, users } from '../server/src/db/schema';
import { seed } from '../server/src/db/seed';
import { findUserById } from '../server/src/modules/users';
import { prepare } from '../server/src/start';
import { builtOnce } from './bench-database';
import { header, load, row } from './measure';

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

if (process.argv[2] === '--serve') await serve(JSON.parse(process.argv[3]), Number(process.argv[4]));
else await main();
