import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the migrations not yet applied, from `folder` (default: the code's own, server/drizzle). */
  migrate: (folder?: string) => Promise<void>;
  /**
   * Runs `work` while no other process does work under this lock (PostgreSQL: a session advisory lock on a connection of
   * its own; PGlite has one process): API copies starting at once migrate and seed one after the other.
   */
  exclusive: <T>(work: () => Promise<T>) => Promise<T>;
  ping: () => Promise<boolean>;
  close: () => Promise<void>;
  /**
   * Where a connection lost while idle is reported (PostgreSQL restarted, or an administrator ended it).
   * The pool replaces it on the next query; until the app's logger takes over, the report goes to stderr.
   */
  onConnectionLost: (report: (err: Error) => void) => void;
  /** PostgreSQL's data pool as GET /metrics reports it (docs/observability.md); PGlite has no pool. */
  pool?: () => PoolStats;
};

/** Connections the pool holds open, those of them idle, and the queries waiting for one. */
export type PoolStats = { total: number; idle: number; waiting: number };

export const migrationsFolder = new URL('../../drizzle', import.meta.url).pathname;

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
    migrate: (folder = migrationsFolder) => migrate(db, { migrationsFolder: folder }),
    exclusive: (work) => work(),
    ping: async () => {
      await client.query('select 1');
      return true;
    },
    close: () => client.close(),
    onConnectionLost: () => {},
    dump: () => client.dumpDataDir('none'),
  };
}

/** The advisory lock key under which API copies migrate and seed (any constant no other code uses). */
const MIGRATION_LOCK = 7_316_541_001;

/** How long the API waits for PostgreSQL (ms): for a connection (also a free one of the pool), a lock, a statement. */
export type Waits = { connectMs: number; lockMs: number; statementMs: number };

// The network can fail silently, where the server's own timeouts never answer: the client gives up a little later.
const CLIENT_GRACE_MS = 2000;

const poolWaits = (waits: Waits) => ({
  connectionTimeoutMillis: waits.connectMs,
  lock_timeout: waits.lockMs,
  statement_timeout: waits.statementMs,
  idle_in_transaction_session_timeout: waits.statementMs,
  query_timeout: waits.statementMs + CLIENT_GRACE_MS,
});

/**
 * A pool for the data, and one connection of its own for `ping` (GET /health), so that a health check still answers
 * while every data connection waits. Without `waits` (the catalogue import, benchmarks) nothing is bounded.
 */
export async function openPostgres(url: string, waits?: Waits): Promise<Database> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const bounds = waits ? poolWaits(waits) : {};
  const pool = new Pool({ connectionString: url, max: 10, ...bounds });
  const healthPool = new Pool({ connectionString: url, max: 1, ...bounds });
  // Without a listener, an idle client's error is an unhandled 'error' event and ends the process.
  let report = (err: Error) => console.error(`PostgreSQL connection lost: ${err.message}`);
  pool.on('error', (err) => report(err));
  healthPool.on('error', (err) => report(err));
  const db = drizzle(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    async migrate(folder = migrationsFolder) {
      // A connection of its own without the requests' bounds: a migration that backfills a large table takes longer
      // than a request may (0044 rewrites every chat its author has read), and nothing waits on it but the copy that starts.
      const own = new Pool({ connectionString: url, max: 1 });
      try {
        await migrate(drizzle(own, { schema }), { migrationsFolder: folder });
      } finally {
        await own.end();
      }
    },
    async exclusive(work) {
      // Its own connection, without the pool's lock timeout: a copy waits as long as the other's migrations take.
      const { Client } = await import('pg');
      const holder = new Client({ connectionString: url });
      await holder.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        return await work();
      } finally {
        await holder.end();
      }
    },
    ping: async () => {
      await healthPool.query('select 1');
      return true;
    },
    close: async () => {
      await Promise.all([pool.end(), healthPool.end()]);
    },
    onConnectionLost: (next) => {
      report = next;
    },
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** PostgreSQL when `databaseUrl` is set (bounded by `waits`), else PGlite (one in-process connection, no waits to bound). */
export function openDatabase(options: { databaseUrl?: string; dataDir: string; waits?: Waits }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.waits) : openPglite(options.dataDir);
}
