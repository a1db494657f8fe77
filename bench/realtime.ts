/**
 * Realtime delivery benchmark (see bench/README.md for results):
 *
 *   node --import tsx bench/realtime.ts [--users=1000] [--rounds=10] [--client-processes=1] [--redis=redis://127.0.0.1:6379]
 *
 * The real API (server/src/start.ts, socket.io and all) runs in a child process on a fresh embedded database
 * holding `--users` users, each signed in (a session and an access token, made directly in the database). Client
 * processes (`--client-processes`, the users dealt among them) open one socket per user, as the web does (websocket,
 * the token in `auth`); then this process asks the API to emit
 * `read_notifications` to every user's room through `app.realtime.emit`, the seam the services use, and measures
 * each delivery: the time the event reached its socket minus the time the API emitted it
 * (`performance.timeOrigin + performance.now()`, one clock for both processes).
 *
 * burst: every user's event at once (1,000 emits in one go), `--rounds` times, 300 ms apart.
 * paced: the same events one per millisecond (a steady stream rather than a spike).
 */
import { fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import type { ServerEvents } from '../contracts';
import { loadConfig } from '../server/src/config/env';
import { roles, users } from '../server/src/db/schema';
import { findUserById } from '../server/src/modules/users';
import { prepare } from '../server/src/start';

const self = fileURLToPath(import.meta.url);
const arg = (name: string, fallback: string) =>
  process.argv
    .find((a) => a.startsWith(`--${name}=`))
    ?.split('=')
    .slice(1)
    .join('=') ?? fallback;
const now = () => performance.timeOrigin + performance.now();

type Emitted = { round: number; stamps: [userId: number, at: number][] };
type Ask = { mode: 'burst' | 'paced'; round: number };

// ---------------------------------------------------------------- the API (child process)

async function serve(count: number, redisUrl: string) {
  const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'portal-bench-realtime-')), 'db');
  const config = loadConfig({
    NODE_ENV: 'test',
    API_HOST: '127.0.0.1',
    API_PORT: '0',
    DATA_DIR: dataDir,
    UPLOAD_DIR: path.join(dataDir, 'uploads'),
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ACCESS_TOKEN_TTL: '3600',
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  });
  const app = await prepare(config);
  const [{ id: roleId }] = await app.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'USER'));
  const rows = Array.from({ length: count }, (_, i) => ({
    name: 'Bench',
    lastname: `User ${i}`,
    email: `bench.${i}@example.com`,
    phone: `38067${String(i).padStart(7, '0')}`,
    roleId,
  }));
  const ids = (await app.db.insert(users).values(rows).returning({ id: users.id })).map((r) => r.id);
  const sessions: { userId: number; token: string }[] = [];
  for (const id of ids) {
    const session = await app.services.sessions.start(app.db, (await findUserById(app.db, id))!);
    sessions.push({ userId: id, token: session.accessToken });
  }
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  process.on('message', async ({ mode, round }: Ask) => {
    const stamps: Emitted['stamps'] = [];
    for (const { userId } of sessions) {
      if (mode === 'paced') await new Promise((resolve) => setTimeout(resolve, 1));
      stamps.push([userId, now()]);
      app.realtime.emit(userId, 'read_notifications', { notificationsCount: round });
    }
    process.send!({ round, stamps } satisfies Emitted);
  });
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
  process.send!({ port: typeof address === 'object' && address ? address.port : 0, sessions });
}

// ---------------------------------------------------------------- the sockets (client processes)

type Session = { userId: number; token: string };

/** Holds the sockets of some users and records when each event arrived. */
async function holdSockets() {
  const arrivals = new Map<number, [userId: number, at: number][]>();
  const sockets: Socket<ServerEvents>[] = [];
  process.on('message', async (message: { port: number; sessions: Session[] } | { collect: number } | { close: true }) => {
    if ('port' in message) {
      for (let i = 0; i < message.sessions.length; i += 50) {
        await Promise.all(
          message.sessions.slice(i, i + 50).map(
            ({ userId, token }) =>
              new Promise<void>((resolve, reject) => {
                const socket: Socket<ServerEvents> = io(`http://127.0.0.1:${message.port}`, {
                  path: '/socket.io',
                  transports: ['websocket'],
                  auth: { token },
                  forceNew: true,
                });
                socket.on('read_notifications', ({ notificationsCount: round }) => {
                  const at = now();
                  if (!arrivals.has(round)) arrivals.set(round, []);
                  arrivals.get(round)!.push([userId, at]);
                });
                socket.once('connect', () => resolve());
                socket.once('connect_error', reject);
                sockets.push(socket);
              }),
          ),
        );
      }
      process.send!({ connected: sockets.length });
    } else if ('collect' in message) {
      process.send!({ arrivals: arrivals.get(message.collect) ?? [] });
      arrivals.delete(message.collect);
    } else {
      for (const socket of sockets) socket.disconnect();
      process.exit(0);
    }
  });
}

// ---------------------------------------------------------------- the orchestrator (this process)

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

type Child = { send: (message: object) => void; next: <T>() => Promise<T>; stop: () => Promise<void> };
function child(args: string[]): Child {
  const proc = fork(self, args, { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  return {
    send: (message) => proc.send(message),
    next: <T>() => new Promise<T>((resolve) => proc.once('message', (m) => resolve(m as T))),
    stop: () =>
      new Promise<void>((resolve) => {
        proc.once('exit', () => resolve());
        proc.kill('SIGTERM');
      }),
  };
}

async function main() {
  const count = Number(arg('users', '1000'));
  const rounds = Number(arg('rounds', '10'));
  const clientProcesses = Number(arg('client-processes', '1'));
  const redisUrl = arg('redis', '');
  const api = child(['--serve', String(count), redisUrl]);
  const started = Date.now();
  const { port, sessions } = await api.next<{ port: number; sessions: Session[] }>();
  console.log(`API ready with ${sessions.length} signed-in users in ${((Date.now() - started) / 1000).toFixed(1)} s${redisUrl ? ' (Redis adapter)' : ''}`);

  const connecting = Date.now();
  const holders = Array.from({ length: clientProcesses }, () => child(['--clients']));
  const connected = await Promise.all(
    holders.map((holder, i) => {
      const reply = holder.next<{ connected: number }>();
      holder.send({ port, sessions: sessions.filter((_, n) => n % clientProcesses === i) });
      return reply;
    }),
  );
  const total = connected.reduce((sum, c) => sum + c.connected, 0);
  console.log(`${total} sockets connected from ${clientProcesses} process(es) in ${((Date.now() - connecting) / 1000).toFixed(1)} s`);

  let round = 0;
  const run = async (mode: Ask['mode']) => {
    const latencies: number[] = [];
    const loops: number[] = [];
    let lost = 0;
    // The first round warms up (JIT, buffers) and is not counted.
    for (let r = 0; r <= rounds; r += 1) {
      round += 1;
      const reply = api.next<Emitted>();
      api.send({ mode, round } satisfies Ask);
      const { stamps } = await reply;
      await new Promise((resolve) => setTimeout(resolve, 300));
      const arrived = new Map<number, number>();
      for (const holder of holders) {
        const answer = holder.next<{ arrivals: [number, number][] }>();
        holder.send({ collect: round });
        for (const [userId, at] of (await answer).arrivals) arrived.set(userId, at);
      }
      if (r === 0) continue;
      loops.push(stamps.at(-1)![1] - stamps[0][1]);
      for (const [userId, at] of stamps) {
        const got = arrived.get(userId);
        if (got === undefined) lost += 1;
        else latencies.push(got - at);
      }
    }
    latencies.sort((a, b) => a - b);
    const ms = (v: number) => v.toFixed(2);
    const loop = loops.reduce((a, b) => a + b, 0) / loops.length;
    console.log(
      `| ${mode} | ${clientProcesses} | ${rounds} x ${sessions.length} | ${latencies.length} | ${lost} | ${ms(loop)} | ${ms(percentile(latencies, 50))} | ${ms(percentile(latencies, 95))} | **${ms(percentile(latencies, 99))}** | ${ms(latencies.at(-1)!)} |`,
    );
  };
  console.log(
    '\n| mode | client processes | events | delivered | lost | emit loop ms | p50 ms | p95 ms | p99 ms | max ms |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  await run('burst');
  await run('paced');

  for (const holder of holders) holder.send({ close: true });
  await api.stop();
}

if (process.argv[2] === '--serve') await serve(Number(process.argv[3]), process.argv[4] ?? '');
else if (process.argv[2] === '--clients') await holdSockets();
else await main();
