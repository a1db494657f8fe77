import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  ping: () => Promise<boolean>;
  close: () => Promise<void>;
  /**
   * Where a connection lost while idle is reported (PostgreSQL restarted, or an administrator ended it).
   * The pool replaces it on the next query; until the app's logger takes over, the report goes to stderr.
   */
  onConnectionLost: (report: (err: Error) => void) => void;
};

const migrationsFolder = new URL('../../drizzle', import.meta.url).pathname;

/** A PGlite database can also be written out whole (the tests seed one and start each server from a copy). */
export type PgliteDatabase = Database & { dump: () => Promise<Blob> };

/**
 * `memory://` keeps a PGlite database in memory (tests); any other value is a folder on disk.
 * `loadDataDir` starts it from a dump instead of an empty cluster.
 */
export async function openPglite(dataDir: string, options: { loadDataDir?: Blob } = {}): Promise<PgliteDatabase> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir: options.loadDataDir });
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
      return true;
    },
    close: () => client.close(),
    onConnectionLost: () => {},
    dump: () => client.dumpDataDir('none'),
  };
}

export async function openPostgres(url: string): Promise<Database> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: url, max: 10 });
  // Without a listener, an idle client's error is an unhandled 'error' event and ends the process.
  let report = (err: Error) => console.error(`PostgreSQL connection lost: ${err.message}`);
  pool.on('error', (err) => report(err));
  const db = drizzle(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migrate(db, { migrationsFolder }),
    ping: async () => {
      await pool.query('select 1');
      return true;
    },
    close: () => pool.end(),
    onConnectionLost: (next) => {
      report = next;
    },
  };
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
