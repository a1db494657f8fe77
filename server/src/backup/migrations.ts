import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type Database } from '../db/client';
import { rowsOf } from '../db/rows';

type JournalEntry = { idx: number; when: number; tag: string };
type Journal = { entries: JournalEntry[] };

async function readJournal(): Promise<Journal> {
  return JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal;
}

/** The code's migrations, oldest first. */
export async function knownMigrations(): Promise<JournalEntry[]> {
  return (await readJournal()).entries;
}

/** When (the journal's `when`, which drizzle keeps as `created_at`) the database's last migration was made; 0 for none. */
export async function lastAppliedMigration(database: Database): Promise<number> {
  const [{ present }] = await rowsOf<{ present: boolean }>(database.db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!present) return 0;
  const [{ when }] = await rowsOf<{ when: string | null }>(database.db, sql`select max(created_at)::text as "when" from drizzle.__drizzle_migrations`);
  return Number(when ?? 0);
}

/**
 * Runs the migrations up to `tag` (inclusive) and no further, so that rows of an archive made by an older version
 * are loaded into the tables they were read from; `database.migrate()` then runs the rest as at any start.
 */
export async function migrateTo(database: Database, tag: string) {
  const journal = await readJournal();
  const upTo = journal.entries.findIndex((e) => e.tag === tag);
  const folder = await mkdtemp(path.join(tmpdir(), 'portal-migrations-'));
  try {
    await mkdir(path.join(folder, 'meta'));
    const entries = journal.entries.slice(0, upTo + 1);
    await writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const entry of entries) await copyFile(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
    await database.migrate(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
