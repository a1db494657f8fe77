/**
 * Installations export benchmark (see bench/README.md "Installations export"):
 *
 *   node --expose-gc --import tsx bench/installations-export.ts [--installations=100000] [--fresh]
 *        [--postgres=postgres://postgres@127.0.0.1:5432/postgres]
 *
 * Support downloads every installation (GET /web/installations/export, no filter) as CSV and as XLSX from a server
 * in this process, reading the body as it arrives and keeping none of it, while the process's RSS is sampled every
 * 20 ms. Reported per format: rows, bytes, seconds, rows/s, and the RSS growth over the level before the download
 * (the figure the back-office issue names: ≤ 50 MB for 100,000 rows). A list endpoint's page of the same rows is
 * timed beside it, as the reference of what one statement of the list costs here.
 */
import { parseArgs } from 'node:util';
import { benchApp } from './bench-database';
import { signIn } from './measure';
import { benchDatabase } from './installations-data';

const ADMIN_PHONE = '380500000005';

const { values } = parseArgs({
  options: { installations: { type: 'string', default: '100000' }, fresh: { type: 'boolean', default: false }, postgres: { type: 'string' } },
});
const count = Number(values.installations);
const log = (msg: string) => console.log(msg);
const rssMb = () => process.memoryUsage().rss / 1024 / 1024;

/** Downloads `path`, counting bytes and line ends as they come; answers the time, the size and the RSS peak over `before`. */
async function download(url: string, token: string) {
  globalThis.gc?.();
  const before = rssMb();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 20);
  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok || !res.body) throw new Error(`${url}: ${res.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb());
  return { seconds, bytes, lines, growth: peak - before, before };
}

async function main() {
  const database = await benchDatabase(count, log, { fresh: values.fresh, postgres: values.postgres });
  const app = await benchApp(database.env);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address() as { port: number };
  const url = `http://127.0.0.1:${address.port}`;
  const { token } = await signIn(url, ADMIN_PHONE);
  log(`\n${database.label}, ${count.toLocaleString('en')} installations; Node ${process.version}; support (every row)\n`);

  // Warm-up: the statements' plans and the modules the writers load, so that the first measured download does not carry them.
  await download(`${url}/web/installations/export?format=csv&to=2000-01-01`, token);
  await download(`${url}/web/installations/export?format=xlsx&to=2000-01-01`, token);

  const page = performance.now();
  await fetch(`${url}/web/installations?perPage=100`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.arrayBuffer());
  log(`reference: one list page of 100 rows: ${(performance.now() - page).toFixed(0)} ms\n`);

  log('| format | rows | size | seconds | rows/s | RSS before | RSS growth |');
  log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const format of ['csv', 'xlsx'] as const) {
    const r = await download(`${url}/web/installations/export?format=${format}`, token);
    // The XLSX is zipped: its rows are counted by the CSV, which has one line per row and a header.
    const rows = format === 'csv' ? (r.lines - 1).toLocaleString('en') : '(same)';
    log(
      `| ${format} | ${rows} | ${(r.bytes / 1024 / 1024).toFixed(1)} MB | ${r.seconds.toFixed(1)} | ${Math.round(count / r.seconds).toLocaleString('en')} | ${r.before.toFixed(0)} MB | ${r.growth.toFixed(1)} MB |`,
    );
  }
  await app.close();
}

await main();
