/**
 * Does writing the catalogue bloat its listing index? (bench/README.md "Catalogue: search rows that bloat")
 *
 *   node --import tsx bench/catalog-bloat.ts [--products=50000] [--slice=5000] [--edits=200]
 *        [--postgres=postgres://postgres@127.0.0.1:5432/postgres]
 *
 * Loads `products` into a fresh database in slices of `slice` (as an import of a large catalogue does), then makes
 * `edits` single-product writes, each renaming one product (as support's edits will), and prints after each phase the
 * on-disk size of product_search and product_name_ranks with their indexes and TOAST, beside the size the same rows
 * take when copied into a fresh table (what VACUUM FULL would leave). The database is dropped at the end.
 */
import os from 'node:os';
import path from 'node:path';
import { mkdir, rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { locales } from '../contracts';
import { openPglite, openPostgres, type Database } from '../server/src/db/client';
import { rowsOf } from '../server/src/db/rows';
import { writeCatalog } from '../server/src/modules/catalog/writer';
import { scaledCatalog } from './catalog-data';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const postgres = args.find((a) => a.startsWith('--postgres='))?.slice('--postgres='.length);
const count = option('products', 50_000);
const slice = option('slice', 5000);
const edits = option('edits', 200);

const NAME = 'portal_bench_catalog_bloat';

async function open(): Promise<{ database: Database; label: string; drop: () => Promise<void> }> {
  if (postgres) {
    const admin = new pg.Client({ connectionString: postgres });
    await admin.connect();
    await admin.query(`drop database if exists ${NAME} with (force)`);
    await admin.query(`create database ${NAME}`);
    const url = new URL(postgres);
    url.pathname = `/${NAME}`;
    const database = await openPostgres(url.toString());
    return {
      database,
      label: `PostgreSQL ${NAME}`,
      drop: async () => {
        await database.close();
        await admin.query(`drop database if exists ${NAME} with (force)`);
        await admin.end();
      },
    };
  }
  const dir = path.join(os.tmpdir(), 'portal-bench', 'catalog-bloat');
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const database = await openPglite(path.join(dir, 'db'));
  return { database, label: `PGlite ${dir}`, drop: async () => (await database.close(), await rm(dir, { recursive: true, force: true })) };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The table's size on disk with its indexes and TOAST, and the size of its live rows copied into a fresh table. */
async function sizes(database: Database, table: string) {
  const [{ exists }] = await rowsOf<{ exists: boolean }>(database.db, sql`select to_regclass(${table}) is not null as exists`);
  if (!exists) return null;
  const [disk] = await rowsOf<{ bytes: string; rows: number }>(
    database.db,
    sql`select pg_total_relation_size(${table}::regclass)::bigint as bytes, (select count(*)::int from ${sql.raw(table)}) as rows`,
  );
  await database.db.execute(sql.raw(`create temp table fresh_copy as select * from ${table}`));
  const [fresh] = await rowsOf<{ bytes: string }>(database.db, sql`select pg_total_relation_size('fresh_copy')::bigint as bytes`);
  await database.db.execute(sql`drop table fresh_copy`);
  return `${table}: ${disk.rows} rows, ${mb(Number(disk.bytes))} on disk, ${mb(Number(fresh.bytes))} when copied fresh (without indexes)`;
}

async function report(database: Database, phase: string) {
  console.log(`\n${phase}`);
  for (const table of ['product_search', 'product_name_ranks']) {
    const line = await sizes(database, table);
    if (line) console.log(`  ${line}`);
  }
}

const { database, label, drop } = await open();
console.log(`${label}: ${count} products in slices of ${slice}, then ${edits} single-product renames`);
await database.migrate();
const data = scaledCatalog(count);
const started = Date.now();
for (let i = 0; i < count; i += slice) {
  await writeCatalog(database.db, { ...data, products: data.products.slice(i, i + slice) });
}
console.log(`loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await report(database, 'after loading in slices:');
const editsStarted = Date.now();
for (let i = 0; i < edits; i++) {
  // A rename moves the product within every language's order, as an edit in the back-office does.
  const p = data.products[(i * 7919) % count];
  const renamed = { ...p, name: Object.fromEntries(locales.map((l) => [l, `${i % 2 ? 'А' : 'Я'} ${p.name[l]}`])) as typeof p.name };
  await writeCatalog(database.db, { ...data, products: [renamed] });
}
console.log(`\n${edits} single-product writes: ${((Date.now() - editsStarted) / edits).toFixed(0)} ms each on average`);
await report(database, `after ${edits} renames:`);
await drop();
