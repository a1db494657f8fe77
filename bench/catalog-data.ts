import { locales } from '../contracts';
import pg from 'pg';
import type { Database } from '../server/src/db/client';
import type { CatalogData } from '../contracts/catalog-exchange';
import { generateCatalog } from '../server/src/modules/catalog/seed/generate';
import { vacuumCatalog, writeCatalog } from '../server/src/modules/catalog/writer';
import { builtOnce, type BenchDatabase } from './bench-database';

export type { BenchDatabase };

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
 * the OS temp dir or, given a PostgreSQL URL, a database `portal_bench_catalog_<count>` on that server.
 */
export function benchDatabase(count: number, log: (msg: string) => void, o: { fresh?: boolean; postgres?: string } = {}): Promise<BenchDatabase> {
  const ready = (client: pg.Client) => client.query('select count(*)::int as n from product_search').then((r) => r.rows[0].n === count);
  return builtOnce({ name: `catalog-${count}`, what: `${count} products`, ready, fill: (database) => fill(database, count, log) }, log, o);
}
