import { buildApp } from './app';
import type { Config } from './config/env';
import { openDatabase, type Database } from './db/client';
import { seed } from './db/seed';

/**
 * Opens the database (unless given one opened already, such as a test's copy of a seeded database),
 * migrates, seeds what has not been seeded, and builds the app (not yet listening).
 */
export async function prepare(config: Config, log: (msg: string) => void = () => {}, opened?: Database) {
  const database =
    opened ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.dataDir,
      waits: { connectMs: config.DATABASE_CONNECT_TIMEOUT_MS, lockMs: config.DATABASE_LOCK_TIMEOUT_MS, statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS },
    }));
  await migrateAndSeed(database, { demo: config.seedDemo, log });
  return buildApp({ config, database });
}

/** Runs the migrations, then the seeders that have not run on this database yet; one API copy at a time. */
export async function migrateAndSeed(database: Database, options: { demo: boolean; log?: (msg: string) => void }) {
  await database.exclusive(async () => {
    await database.migrate();
    await seed(database.db, options);
  });
}
