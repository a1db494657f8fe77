import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../server/src/config/env';
import { openPglite, openPostgres, type Database } from '../server/src/db/client';
import { prepare } from '../server/src/start';

/** Where a benchmark database lives: the environment the API needs to open it. */
export type BenchDatabase = { label: string; env: Record<string, string> };

type Recipe = {
  /** The PGlite folder under `$TMPDIR/portal-bench/` and, prefixed `portal_bench_`, the PostgreSQL database. */
  name: string;
  /** What `fill` writes, for the log line: "5000 products". */
  what: string;
  /** Whether an existing PostgreSQL database already holds what `fill` writes. */
  ready: (client: pg.Client) => Promise<boolean>;
  fill: (database: Database) => Promise<void>;
};

/**
 * A benchmark database built once and then reused: a PGlite folder under the OS temp dir or, given a
 * PostgreSQL URL, a database `portal_bench_<name>` on that server. `fresh` rebuilds it.
 */
export async function builtOnce(recipe: Recipe, log: (msg: string) => void, o: { fresh?: boolean; postgres?: string }): Promise<BenchDatabase> {
  const started = Date.now();
  const built = async (database: Database, label: string) => {
    await recipe.fill(database);
    await database.close();
    log(`seeded ${recipe.what} into ${label} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  if (o.postgres) {
    const name = `portal_bench_${recipe.name.replaceAll('-', '_')}`;
    const url = new URL(o.postgres);
    url.pathname = `/${name}`;
    const result = { label: `PostgreSQL ${name}`, env: { DATABASE_URL: url.toString() } };
    const admin = new pg.Client({ connectionString: o.postgres });
    await admin.connect();
    try {
      const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount;
      if (exists && !o.fresh) {
        const probe = new pg.Client({ connectionString: url.toString() });
        await probe.connect();
        const ready = await recipe.ready(probe).catch(() => false);
        await probe.end();
        if (ready) return result;
      }
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name}`);
    } finally {
      await admin.end();
    }
    await built(await openPostgres(url.toString()), result.label);
    return result;
  }
  const dir = path.join(os.tmpdir(), 'portal-bench', recipe.name);
  const result = { label: `PGlite ${dir}`, env: { DATA_DIR: path.join(dir, 'db') } };
  const marker = path.join(dir, 'bench-ready.json');
  if (!o.fresh && (await readFile(marker, 'utf8').catch(() => null))) return result;
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await built(await openPglite(result.env.DATA_DIR), result.label);
  await writeFile(marker, JSON.stringify({ what: recipe.what, seconds: (Date.now() - started) / 1000 }));
  return result;
}

/** The API a bench serves from its database: quiet, on a free port of loopback, no demo seeding (the database has it). */
export async function benchApp(env: Record<string, string>) {
  const config = loadConfig({
    NODE_ENV: 'test',
    API_HOST: '127.0.0.1',
    API_PORT: '0',
    UPLOAD_DIR: path.join(os.tmpdir(), 'portal-bench', 'uploads'),
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ...env,
  });
  return prepare(config);
}

/**
 * Starts `app` on a free port of loopback with the bare route the benches compare with: `GET /bench/fixed` sends
 * `bare.body` as it is (an already serialised JSON, set to a copy of the answer measured, so that both send as much).
 */
export async function listenWithBareRoute(app: Awaited<ReturnType<typeof benchApp>>) {
  const bare = { body: '' };
  app.get('/bench/fixed', (_request, reply) => reply.type('application/json; charset=utf-8').send(bare.body));
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { bare, port: (app.server.address() as { port: number }).port };
}
