/**
 * Installations list benchmark (see bench/README.md "Installations list"):
 *
 *   node --import tsx bench/installations-list.ts [--installations=100000] [--duration=10] [--connections=10]
 *        [--dealers=1] [--search=шевчук] [--fresh] [--postgres=postgres://postgres@127.0.0.1:5432/postgres]
 *
 * GET /web/installations with a status, a month, a search and page 2, as the demo dealer (who sees every
 * installation of its installers), as one of its installers, and as support with the oversight filters (a company, a
 * period, a state, a search; a serial), over 100,000 installations. No response
 * cache exists for it: every request reaches the database. Measured at 1 connection (p95) and at 10
 * (req/s) against a bare route of the same server sending a fixed JSON of the same size; then the query
 * plans (EXPLAIN ANALYZE) of the list's two statements as the app runs them, to show which indexes they use; then
 * the filter lists (GET /web/installations/filters) as each, at 1 connection.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../server/src/db/rows';
import { INSTALLATIONS_PER_PAGE } from '../contracts/constants';
import { listStatements } from '../server/src/modules/installations/list';
import { benchApp, type BenchDatabase, listenWithBareRoute } from './bench-database';
import { header, load, row, signIn, type Measure } from './measure';

import { benchDatabase, DEALER_PHONE, INSTALLER_PHONE } from './installations-data';

const ADMIN_PHONE = '380500000005';

const self = fileURLToPath(import.meta.url);

// ---------------------------------------------------------------- the server (child process)

type Ask = { copy: string; token: string } | { explain: string; viewer: { id: number; role: 'DEALER' | 'INSTALLER' | 'ADMIN' } };

async function serve(env: Record<string, string>) {
  const app = await benchApp(env);
  const { bare, port } = await listenWithBareRoute(app);
  process.on('message', async (message: Ask) => {
    if ('copy' in message) {
      bare.body = (await app.inject({ method: 'GET', url: message.copy, headers: { authorization: `Bearer ${message.token}` } })).body;
      process.send!({ bytes: Buffer.byteLength(bare.body) });
      return;
    }
    // The list's two statements exactly as the app runs them (list.ts), explained on this server's database.
    const q = new URL(message.explain, 'http://x').searchParams;
    const filters = {
      status: q.get('status') as never,
      date: q.get('date') ?? undefined,
      search: q.get('search') ?? undefined,
      dealerId: q.get('dealerId') ? Number(q.get('dealerId')) : undefined,
      from: q.get('from') ?? undefined,
      to: q.get('to') ?? undefined,
      serial: q.get('serial') ?? undefined,
    };
    const statements = listStatements({
      viewer: message.viewer,
      filters,
      page: Number(q.get('page') ?? 1),
      perPage: INSTALLATIONS_PER_PAGE,
      lang: 'uk',
      now: new Date(),
    });
    const plans: string[] = [];
    for (const statement of [statements.count, statements.page]) {
      const rows = await rowsOf<Record<string, string>>(app.db, sql`explain (analyze, costs off, timing off) ${statement}`);
      plans.push(rows.map((r) => Object.values(r)[0]).join('\n'));
    }
    process.send!({ plans });
  });
  process.send!({ port });
}

// ---------------------------------------------------------------- the load generator

type Server = { url: string; child: ChildProcess; ask: <T>(message: Ask) => Promise<T> };

async function startServer(database: BenchDatabase): Promise<Server> {
  const child = fork(self, ['--serve', JSON.stringify(database.env)], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const next = <T>() => new Promise<T>((resolve) => child.once('message', (m) => resolve(m as T)));
  const { port } = await next<{ port: number }>();
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    ask: async (message) => {
      const reply = next();
      child.send(message);
      return reply as never;
    },
  };
}

const stop = (server: Server) =>
  new Promise<void>((resolve) => {
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });

async function main() {
  const args = process.argv.slice(2);
  if (args[0] === '--serve') return serve(JSON.parse(args[1]));
  const option = (name: string, fallback: number) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
  const postgres = args.find((a) => a.startsWith('--postgres='))?.slice('--postgres='.length);
  const o = {
    duration: option('duration', 10),
    connections: option('connections', 10),
    fresh: args.includes('--fresh'),
    postgres,
    dealers: option('dealers', 1),
  };
  const count = option('installations', 100_000);
  const database = await benchDatabase(count, console.log, o);
  const server = await startServer(database);
  const dealer = await signIn(server.url, DEALER_PHONE);
  const installer = await signIn(server.url, INSTALLER_PHONE);
  const support = await signIn(server.url, ADMIN_PHONE);
  const results: Measure[] = [];
  const ratios: string[] = [];
  // A client's surname common in the data (`--search`, default шевчук; in a network of `--dealers` the demo dealer's
  // clients are fewer: бондар is theirs).
  const search = encodeURIComponent(args.find((a) => a.startsWith('--search='))?.slice('--search='.length) ?? 'шевчук');
  for (const [who, viewer, role, list] of [
    // The dealer sees all 100,000: a status, a month and a search narrow them to a few pages.
    ['dealer', dealer, 'DEALER', `/web/installations?lang=uk&status=COMPLETED&date=2025-03&search=${search}&page=2`],
    // The dealer again, without a month: a status and a search, as most look-ups are.
    ['dealer', dealer, 'DEALER', `/web/installations?lang=uk&status=COMPLETED&search=${search}&page=2`],
    // An installer sees 2,000: a status and a search by street.
    ['installer', installer, 'INSTALLER', `/web/installations?lang=uk&status=COMPLETED&search=${encodeURIComponent('шевченка')}&page=2`],
    // Support's oversight (issue 32): one company, a half-year, a state and a search, page 2; and a serial looked up.
    ['support', support, 'ADMIN', `/web/installations?lang=uk&dealerId=${dealer.id}&from=2025-01-01&to=2025-06-30&status=COMPLETED&search=${search}&page=2`],
    ['support', support, 'ADMIN', `/web/installations?lang=uk&serial=${encodeURIComponent('ABC-123456789')}`],
  ] as const) {
    const headers = { authorization: `Bearer ${viewer.token}` };
    const { bytes } = await server.ask<{ bytes: number }>({ copy: list, token: viewer.token });
    const probe = (await (await fetch(server.url + list, { headers })).json()) as { data: { total: number } };
    console.log(`${who}: ${list} (${probe.data.total} matching, ${bytes} bytes)`);
    await load('warm-up', server.url, ['/bench/fixed'], { ...o, duration: 2 });
    await load('warm-up', server.url, [list], { ...o, duration: 2, headers });
    const single = await load(`GET /web/installations as the ${who} (1 connection)`, server.url, [list], { ...o, connections: 1, headers });
    const fixed = await load(`bare route, fixed ${bytes} B JSON`, server.url, ['/bench/fixed'], o);
    const many = await load(`GET /web/installations as the ${who} (${o.connections} connections)`, server.url, [list], { ...o, headers });
    results.push(single, fixed, many);
    ratios.push(`${who}: ${(many.rps / fixed.rps).toFixed(2)}x`);
    const { plans } = await server.ask<{ plans: string[] }>({ explain: list, viewer: { id: viewer.id, role } });
    console.log(`\nEXPLAIN as the ${who}, count:\n${plans[0]}\n\nEXPLAIN as the ${who}, page:\n${plans[1]}\n`);
  }
  // The filter lists the page asks for beside the list (states, months, installers), at 1 connection.
  for (const [who, viewer] of [
    ['dealer', dealer],
    ['installer', installer],
  ] as const) {
    const headers = { authorization: `Bearer ${viewer.token}` };
    await load('warm-up', server.url, ['/web/installations/filters?lang=uk'], { ...o, duration: 2, headers });
    results.push(
      await load(`GET /web/installations/filters as the ${who} (1 connection)`, server.url, ['/web/installations/filters?lang=uk'], {
        ...o,
        connections: 1,
        headers,
      }),
    );
  }
  await stop(server);
  console.log(`\n### ${count} installations (${database.label}), ${o.duration} s per run\n\n${header}\n${results.map(row).join('\n')}\n`);
  console.log(`req/s ratio list (${o.connections} connections) / bare route: ${ratios.join(', ')}\n`);
}

await main();
