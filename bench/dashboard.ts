/**
 * Dashboard benchmark (see bench/README.md "Dashboards"):
 *
 *   node --import tsx bench/dashboard.ts [--installations=100000] [--requests=40] [--fresh]
 *        [--postgres=postgres://postgres@127.0.0.1:5432/postgres]
 *
 * GET /web/dashboard, uncached (every request reads the database: there is no cache to miss), one request at a time
 * from this process to a server in it: support's network over 12 and 36 months, support's view of the demo dealer,
 * and the dealer's own. p50 / p95 per variant, beside a bare route of the same server sending the dashboard's body
 * as fixed JSON; then each figure's statement timed alone, to show which one dominates. Budget (issue 32): ≤ 150 ms
 * at 100,000 installations.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../server/src/db/rows';
import { expiringOf } from '../server/src/modules/dashboard/certifications';
import { completionOf } from '../server/src/modules/dashboard/completion';
import { gradesOf } from '../server/src/modules/dashboard/grades';
import { maintenanceOf } from '../server/src/modules/dashboard/maintenance';
import { monthsOf } from '../server/src/modules/dashboard/months';
import { periodOf } from '../server/src/modules/dashboard/period';
import { benchApp, listenWithBareRoute } from './bench-database';
import { percentile, signIn } from './measure';
import { benchDatabase, DEALER_PHONE } from './installations-data';

const ADMIN_PHONE = '380500000005';

const { values } = parseArgs({
  options: {
    installations: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '40' },
    fresh: { type: 'boolean', default: false },
    postgres: { type: 'string' },
  },
});
const count = Number(values.installations);
const requests = Number(values.requests);
const log = (msg: string) => console.log(msg);

/** `requests` sequential calls after 5 unmeasured ones: p50, p95 and the body's size. */
async function timed(url: string, token?: string) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let bytes = 0;
  const once = async () => {
    const started = performance.now();
    const res = await fetch(url, { headers });
    const body = await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status} ${Buffer.from(body).toString()}`);
    bytes = body.byteLength;
    return performance.now() - started;
  };
  for (let i = 0; i < 5; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < requests; i++) times.push(await once());
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), bytes };
}

async function main() {
  const database = await benchDatabase(count, log, { fresh: values.fresh, postgres: values.postgres });
  const app = await benchApp(database.env);
  const { bare, port } = await listenWithBareRoute(app);
  const url = `http://127.0.0.1:${port}`;
  const admin = (await signIn(url, ADMIN_PHONE)).token;
  const dealer = (await signIn(url, DEALER_PHONE)).token;
  const [{ id: dealerId }] = await rowsOf<{ id: number }>(app.db, sql`select id from users where phone = ${DEALER_PHONE}`);
  const now = new Date();
  const to = now.toISOString().slice(0, 7);
  const from36 = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 35, 1)).toISOString().slice(0, 7);
  bare.body = await (await fetch(`${url}/web/dashboard`, { headers: { authorization: `Bearer ${admin}` } })).text();

  log(`\n${database.label}, ${count.toLocaleString('en')} installations; Node ${process.version}; ${requests} requests each, one at a time\n`);
  log('| request | p50 ms | p95 ms | body |');
  log('| --- | ---: | ---: | ---: |');
  const variants: [string, string, string | undefined][] = [
    ['bare route, the dashboard’s body as fixed JSON', '/bench/fixed', undefined],
    ['support, the network, 12 months', '/web/dashboard', admin],
    ['support, the network, 36 months', `/web/dashboard?from=${from36}&to=${to}`, admin],
    ['support, the demo dealer, 12 months', `/web/dashboard?dealerId=${dealerId}`, admin],
    ['the dealer, its company, 12 months', '/web/dashboard', dealer],
    ['the dealer, its company, 36 months', `/web/dashboard?from=${from36}&to=${to}`, dealer],
  ];
  for (const [label, path, token] of variants) {
    const r = await timed(`${url}${path}`, token);
    log(`| ${label} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${(r.bytes / 1024).toFixed(1)} KiB |`);
  }

  // Each figure alone over 36 months, the network's and the demo dealer's (which holds every job here), median of 9.
  const period = periodOf({ from: from36, to }, now);
  const t = ((key: string) => key) as never;
  const [company] = await rowsOf<{ id: number; name: string }>(app.db, sql`select id, name from users where id = ${dealerId}`);
  const figures: [string, (c: typeof company | null) => Promise<unknown>][] = [
    ['jobs per month by kind', (c) => monthsOf(app.db, c, period)],
    ['registration to completion', (c) => completionOf(app.db, c, period)],
    ['grades', (c) => gradesOf(app.db, c, period)],
    ['maintenance overdue', (c) => maintenanceOf(app.db, c, now, t)],
    ['certifications expiring', (c) => expiringOf(app.db, c, now, 'uk')],
  ];
  const median = async (run: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < 9; i++) {
      const started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
    return times.sort((a, b) => a - b)[4].toFixed(1);
  };
  log('\n| figure, 36 months | the network, median ms | the demo dealer, median ms |');
  log('| --- | ---: | ---: |');
  for (const [label, run] of figures) log(`| ${label} | ${await median(() => run(null))} | ${await median(() => run(company))} |`);
  await app.close();
}

await main();
