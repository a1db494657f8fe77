import { buildApp } from './app';
import type { Config } from './config/env';
import { openDatabase } from './db/client';
import { seed } from './db/seed';

/** Opens the database, migrates, seeds an empty one, and builds the app (not yet listening). */
export async function prepare(config: Config, log: (msg: string) => void = () => {}) {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    waits: { connectMs: config.DATABASE_CONNECT_TIMEOUT_MS, lockMs: config.DATABASE_LOCK_TIMEOUT_MS, statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS },
  });
  await database.migrate();
  await seed(database.db, { demo: config.seedDemo, log });
  return buildApp({ config, database });
}
