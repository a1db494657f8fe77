import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite, openPostgres, type Database } from '../../server/src/db/client';
import { migrateAndSeed } from '../../server/src/start';

/**
 * One migrated and seeded database per test run, copied for every test server: seeding (argon2 hashes of
 * the demo accounts, the catalogue) costs seconds, a copy a fraction of that. On PGlite the copy is a dump
 * of the data folder, on PostgreSQL a template database. Made by tests/api/global-setup.ts.
 */
export type SeededDatabase = { kind: 'pglite'; dump: string } | { kind: 'postgres'; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** Absent in a project without tests/api/global-setup.ts: its servers seed their own database. */
    seededDatabase: SeededDatabase | undefined;
  }
}

/** Runs one statement on the PostgreSQL server of `url` (database admin: create, drop). */
export async function adminQuery(url: string, sql: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

export function withDatabase(url: string, name: string) {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/** Seeds the run's database (demo data included, as the test servers have it) and says how to remove it. */
export async function createSeededDatabase(pgUrl: string | undefined): Promise<{ seeded: SeededDatabase; remove: () => Promise<void> }> {
  if (pgUrl) {
    const template = `portal_seeded_${randomUUID().replaceAll('-', '')}`;
    await adminQuery(pgUrl, `create database ${template}`);
    const database = await openPostgres(withDatabase(pgUrl, template));
    await migrateAndSeed(database, { demo: true }).finally(() => database.close());
    return { seeded: { kind: 'postgres', template }, remove: () => adminQuery(pgUrl, `drop database if exists ${template} with (force)`) };
  }
  const database = await openPglite('memory://');
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-seeded-'));
  const dump = path.join(dir, 'pgdata.tar');
  try {
    await migrateAndSeed(database, { demo: true });
    await writeFile(dump, Buffer.from(await (await database.dump()).arrayBuffer()));
  } finally {
    await database.close();
  }
  return { seeded: { kind: 'pglite', dump }, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** A PGlite in memory holding a copy of the run's seeded database. */
export async function pgliteCopy(seeded: Extract<SeededDatabase, { kind: 'pglite' }>): Promise<Database> {
  return openPglite('memory://', { loadDataDir: new Blob([await readFile(seeded.dump)]) });
}
