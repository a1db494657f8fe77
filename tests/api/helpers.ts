import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import type { App } from '../../server/src/app';
import { loadConfig, type Config } from '../../server/src/config/env';
import type { Database } from '../../server/src/db/client';
import { prepare } from '../../server/src/start';
import { contractCall, type ContractCall, type RawRequest } from './contract-call';
import { adminQuery, pgliteCopy, withDatabase } from './seeded-database';

export type TestServer = {
  app: App;
  url: string;
  config: Config;
  /**
   * Calls a contract route: `call(installationRoutes.putBarcodes, { params: { id }, body, query: { lang: 'en' }, token })`.
   * Path, params, query and body are checked against the contract at compile time; `data` is the route's response
   * (tests/api/contract-call.ts). Deliberately invalid input goes through its named options, `invalidBody` and `invalidQuery`.
   */
  call: ContractCall;
  /**
   * The raw request by path, untyped (fetch; JSON bodies are encoded for you): only for what no contract route
   * can say, e.g. an unknown path, a malformed URL, a path the API serves outside the contracts (the OpenAPI
   * document, stored files), or the fuzzer that reads the OpenAPI document. Say why next to each use.
   */
  request: RawRequest;
  close: () => Promise<void>;
  /** Stops this API and starts a new one on the same database and configuration (a restart), on a new port. */
  restart: () => Promise<TestServer>;
};

/**
 * Starts the real API on a random port over real HTTP. The database is an in-memory PGlite, or, when
 * TEST_DATABASE_URL is set (see .ci/run), a database of its own in that PostgreSQL. Either is a copy of
 * the run's seeded database (tests/api/seeded-database.ts), so every server starts from the same data
 * and a test file changes only its own copy.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: {
    /** Changes the PostgreSQL URL the API connects to (e.g. through a relay); the database is created directly. */
    viaDatabaseUrl?: (url: URL) => URL;
  } = {},
): Promise<TestServer> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  // A database of its own per server: extensions and the migrations journal are per database.
  const name = `portal_test_${randomUUID().replaceAll('-', '')}`;
  const databaseUrl = (url: string) => (options.viaDatabaseUrl?.(new URL(url)) ?? new URL(url)).toString();
  const config = loadConfig({
    NODE_ENV: 'test',
    API_PORT: '0',
    API_HOST: '127.0.0.1',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    UPLOAD_DIR: `/tmp/portal-test-uploads/${randomUUID()}`,
    // The tests write a few MB each, whatever the free space of the machine (uploads-limits.test.ts sets a floor).
    UPLOAD_MIN_FREE_BYTES: '0',
    SEED_DEMO: 'true',
    // The tests read SMS codes there (they call from loopback).
    DEV_OUTBOX: 'true',
    ...(pgUrl ? { DATABASE_URL: databaseUrl(withDatabase(pgUrl, name)) } : {}),
    ...env,
  });
  // A server without the demo data starts from an empty database and seeds what production would.
  const seeded = config.seedDemo ? inject('seededDatabase') : undefined;
  let database: Database | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (pgUrl) {
    await adminQuery(pgUrl, seeded?.kind === 'postgres' ? `create database ${name} template ${seeded.template}` : `create database ${name}`);
    dropDatabase = () => adminQuery(pgUrl, `drop database if exists ${name} with (force)`);
  } else if (seeded?.kind === 'pglite' && !config.DATABASE_URL && config.dataDir === 'memory://') {
    database = await pgliteCopy(seeded);
  }
  return launch(config, dropDatabase, database);
}

/**
 * A second API copy beside `server` (as behind a balancer): its own process state and port, the same
 * configuration and database (the very PGlite instance, or the same PostgreSQL database through a pool of
 * its own). Closing the copy leaves the database to `server`.
 */
export function startCopy(server: TestServer): Promise<TestServer> {
  const shared = server.app.database;
  return launch(server.config, undefined, shared.kind === 'pglite' ? { ...shared, close: async () => {} } : undefined);
}

async function launch(config: Config, dropDatabase?: () => Promise<void>, database?: Database): Promise<TestServer> {
  const app = await prepare(config, undefined, database);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const request: RawRequest = async (path, init = {}) => {
    const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body: BodyInit | undefined;
    if (init.body instanceof FormData || typeof init.body === 'string') body = init.body as BodyInit;
    else if (init.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
    const res = await fetch(url + path, { method: init.method ?? 'GET', headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };
  return {
    app,
    url,
    config,
    call: contractCall(request),
    request,
    async close() {
      await app.close();
      await dropDatabase?.();
    },
    async restart() {
      await app.close();
      return launch(config, dropDatabase);
    },
  };
}
