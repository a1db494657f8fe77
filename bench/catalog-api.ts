/**
 * Catalogue API benchmarks (see bench/README.md for results):
 *
 *   node --import tsx bench/catalog-api.ts [list|search|all] [--products=5000] [--search-products=50000]
 *        [--duration=10] [--connections=10] [--fresh] [--postgres=postgres://root@127.0.0.1:5432/test]
 *
 * list:   GET /web/catalog/products with a filter, a sort and page 2, over 5,000 products, against a
 *         bare route of the same server that sends a fixed JSON of the same size.
 * search: GET /web/catalog/search over 50,000 products, with a rotation of realistic queries.
 * Both run with the response cache on (as deployed) and off (every request reaches the database).
 *
 * The API runs in a child process and autocannon in this one, so they do not share an event loop.
 * Databases are PGlite folders under the OS temp dir (or, with --postgres, databases on that
 * server), built on first use and then reused (--fresh rebuilds them).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { CatalogList } from '../contracts';
import { benchDatabase, type BenchDatabase } from './catalog-data';
import { header, load, row, type Measure } from './measure';
import { benchApp, listenWithBareRoute } from './bench-database';

const self = fileURLToPath(import.meta.url);

// ---------------------------------------------------------------- the server (child process)

async function serve(env: Record<string, string>) {
  const app = await benchApp(env);
  const { bare, port } = await listenWithBareRoute(app);
  process.on('message', async (message: { copy: string }) => {
    bare.body = (await app.inject({ method: 'GET', url: message.copy })).body;
    process.send!({ bytes: Buffer.byteLength(bare.body) });
  });
  process.send!({ port });
}

// ---------------------------------------------------------------- the load generator

type Server = { url: string; child: ChildProcess; ask: <T>(message: object) => Promise<T> };

async function startServer(database: BenchDatabase, cacheEntries: number): Promise<Server> {
  const env = { ...database.env, CATALOG_CACHE_ENTRIES: String(cacheEntries) };
  const child = fork(self, ['--serve', JSON.stringify(env)], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
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

type BenchOptions = { products: number; duration: number; connections: number; fresh: boolean; postgres?: string };

async function listBench(o: BenchOptions) {
  const database = await benchDatabase(o.products, console.log, o);
  const results: Measure[] = [];
  let ratio = 0;
  for (const cache of [2000, 0]) {
    const server = await startServer(database, cache);
    const probe = (await (await fetch(`${server.url}/web/catalog/products?lang=en&groupId=1&perPage=1`)).json()).data as CatalogList;
    const wifi = probe.filters.find((f) => f.filterName === 'Wi-Fi')!;
    const builtIn = wifi.values.find((v) => v.optionName === 'Built-in')!;
    const list = `/web/catalog/products?lang=uk&groupId=1&filter[0][property]=${wifi.propertyId}&filter[0][values][]=${builtIn.valueId}&sort[price]=asc&page=2`;
    const { bytes } = await server.ask<{ bytes: number }>({ copy: list });
    console.log(`list: ${list} (${bytes} bytes; cache ${cache ? 'on' : 'off'})`);
    const paths = [list];
    if (cache) {
      await load('warm-up', server.url, ['/bench/fixed'], { ...o, duration: 2 });
      await load('warm-up', server.url, paths, { ...o, duration: 2 });
      const fixed = await load(`bare route, fixed ${bytes} B JSON`, server.url, ['/bench/fixed'], o);
      const catalog = await load('GET /web/catalog/products (cache on)', server.url, paths, o);
      ratio = catalog.rps / fixed.rps;
      results.push(fixed, catalog);
    } else {
      // Without the cache every request reaches the database; one connection shows a query's own
      // time, ten show the queueing too (PGlite runs one query at a time).
      await load('warm-up', server.url, paths, { ...o, duration: 2 });
      results.push(await load(`GET /web/catalog/products (cache off)`, server.url, paths, o));
      results.push(await load(`GET /web/catalog/products (cache off, 1 connection)`, server.url, paths, { ...o, connections: 1 }));
    }
    await stop(server);
  }
  console.log(
    `\n### List: ${o.products} products (${database.label}), ${o.connections} connections, ${o.duration} s per run\n\n${header}\n${results.map(row).join('\n')}\n`,
  );
  console.log(`req/s ratio catalogue (cache on) / bare route: ${ratio.toFixed(2)}x\n`);
}

/** What people type in the header search: words in three languages, model codes, prefixes, typos. */
const searchTerms = [
  'aurora',
  'кондиціонер',
  'klimatyzator',
  'heat pump',
  'тепловий насос',
  'pompa ciepła',
  'nordic',
  'nordic pro',
  'kondicioner',
  'auroa',
  'nordik',
  'кондицонер',
  'hrn1',
  '12hrn',
  'aur-09',
  'qdr-36',
  'касетний',
  'kanałowy',
  'duct',
  'zenith',
  'lumen',
  'mosaic',
  'orbit multi',
  'boreal',
  'console',
  'monobloc',
  'моноблок',
  'кронштейн',
  'bracket',
  'wi-fi',
  'filter',
  'настінний',
  'ścienny',
  'scienny',
  'wall',
  'split',
  'спліт',
  'vector',
  'horizon',
  'skyline',
  'terra',
  'hydra',
  'glacier',
  'solis',
  'vento',
  'crystal',
  'polar',
  'breeze',
  'nova',
  'aquastore',
];

async function searchBench(o: BenchOptions) {
  const database = await benchDatabase(o.products, console.log, o);
  const paths = searchTerms.map((t) => `/web/catalog/search?lang=uk&search=${encodeURIComponent(t)}`);
  const results: Measure[] = [];
  for (const cache of [2000, 0]) {
    const server = await startServer(database, cache);
    await load('warm-up', server.url, paths, { ...o, duration: 3 });
    const label = `GET /web/catalog/search, ${searchTerms.length} queries (cache ${cache ? 'on' : 'off'}`;
    results.push(await load(`${label})`, server.url, paths, o));
    if (!cache) results.push(await load(`${label}, 1 connection)`, server.url, paths, { ...o, connections: 1 }));
    await stop(server);
  }
  console.log(
    `\n### Search: ${o.products} products (${database.label}), ${o.connections} connections, ${o.duration} s per run\n\n${header}\n${results.map(row).join('\n')}\n`,
  );
}

async function main() {
  const args = process.argv.slice(2);
  if (args[0] === '--serve') return serve(JSON.parse(args[1]));
  const option = (name: string, fallback: number) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
  const which = args.find((a) => !a.startsWith('--')) ?? 'all';
  const postgres = args.find((a) => a.startsWith('--postgres='))?.slice('--postgres='.length);
  const common = { duration: option('duration', 10), connections: option('connections', 10), fresh: args.includes('--fresh'), postgres };
  if (which === 'list' || which === 'all') await listBench({ ...common, products: option('products', 5000) });
  if (which === 'search' || which === 'all') await searchBench({ ...common, products: option('search-products', 50_000) });
}

await main();
