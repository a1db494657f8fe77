import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { locales } from '../contracts';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../server/src/db/client';
import type { CatalogData } from '../server/src/modules/catalog/import-schema';
import { generateCatalog } from '../server/src/modules/catalog/seed/generate';
import { vacuumCatalog, writeCatalog } from '../server/src/modules/catalog/writer';

/**
 * The seed catalogue grown to `count` products: copies of the real products with their own SKU,
 * name suffix and price, so that lists, filters and search work on realistic data at that size.
 */
export function scaledCatalog(count: number): CatalogData {
  const { data } = generateCatalog();
  const base = data.products;
  const products = Array.from({ length: count }, (_, i) => {
    const p = base[i % base.length];
    const copy = Math.floor(i / base.length);
    if (copy === 0) return p;
    const suffix = `B${copy}`;
    return {
      ...p,
      sku: `${p.sku}-${suffix}`,
      price: p.price + copy * 100,
      name: Object.fromEntries(locales.map((l) => [l, `${p.name[l]} ${suffix}`])) as typeof p.name,
    };
  });
  return { ...data, products };
}

/** Where a benchmark database lives: the environment the API needs to open it. */
export type BenchDatabase = { label: string; env: Record<string, string> };

async function fill(database: Database, count: number, log: (msg: string) => void) {
  await database.migrate();
  // In slices, so that no single transaction has to hold tens of thousands of products.
  const data = scaledCatalog(count);
  for (let i = 0; i < count; i += 5000) {
    await writeCatalog(database.db, { ...data, products: data.products.slice(i, i + 5000) });
    log(`  ${Math.min(count, i + 5000)} / ${count} products`);
  }
  await vacuumCatalog(database.db);
}

/**
 * A migrated database with `count` products, built once and then reused: a PGlite folder under
 * the OS temp dir or, given a PostgreSQL URL, a database `portal_bench_<count>` on that server.
 */
export async function benchDatabase(count: number, log: (msg: string) => void, o: { fresh?: boolean; postgres?: string } = {}): Promise<BenchDatabase> {
  const started = Date.now();
  const done = (label: string) => log(`seeded ${count} products into ${label} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (o.postgres) {
    const name = `portal_bench_${count}`;
    const url = new URL(o.postgres);
    url.pathname = `/${name}`;
    const admin = new pg.Client({ connectionString: o.postgres });
    await admin.connect();
    try {
      const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount;
      if (exists && !o.fresh) {
        const probe = new pg.Client({ connectionString: url.toString() });
        await probe.connect();
        const ready = await probe.query('select count(*)::int as n from product_search').then((r) => r.rows[0].n === count, () => false);
        await probe.end();
        if (ready) return { label: `PostgreSQL ${name}`, env: { DATABASE_URL: url.toString() } };
      }
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name}`);
    } finally {
      await admin.end();
    }
    const database = await openPostgres(url.toString());
    await fill(database, count, log);
    await database.close();
    done(`PostgreSQL ${name}`);
    return { label: `PostgreSQL ${name}`, env: { DATABASE_URL: url.toString() } };
  }
  const dir = path.join(os.tmpdir(), 'portal-bench', `catalog-${count}`);
  const env = { DATA_DIR: path.join(dir, 'db') };
  const marker = path.join(dir, 'bench-ready.json');
  if (!o.fresh && (await readFile(marker, 'utf8').catch(() => null))) return { label: `PGlite ${dir}`, env };
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const database = await openPglite(env.DATA_DIR);
  await fill(database, count, log);
  await database.close();
  await writeFile(marker, JSON.stringify({ count, seconds: (Date.now() - started) / 1000 }));
  done(`PGlite ${dir}`);
  return { label: `PGlite ${dir}`, env };
}
