import { StringDecoder } from 'node:string_decoder';
import { sql } from 'drizzle-orm';
import type { Config } from '../config/env';
import type { Database, Db } from '../db/client';
import { DERIVED_TABLES, recountDerivedTables } from '../db/derived-tables';
import { rowsOf } from '../db/rows';
import { archiveEntries, hashing } from './archive';
import { emptyTables, loadRows, resetSequences, withoutForeignKeys } from './load-tables';
import { BUCKET_PREFIX, DISK_PREFIX, expectedEntries, MANIFEST_PATH, tablePath, type Manifest } from './manifest';
import { knownMigrations, lastAppliedMigration, migrateTo } from './migrations';
import { publicTables } from './pg-catalog';
import { fileStores, writeFile, type FileStores } from './stored-files';
import { RestoreRefused, type VerifiedArchive } from './verify';

/** Tables whose rows make a deployment one in use (docs/backups.md "Restoring over data"). */
const IN_USE_TABLES = ['users', 'installations'];
// Append-only (docs/decisions/0036-back-office-dealers-and-audit-log.md): its trigger refuses TRUNCATE and DELETE.
const APPEND_ONLY_TABLE = 'audit_log';

export type RestoreResult = { tables: number; rows: number; files: number };

/**
 * Brings a verified archive back into the deployment of `database` and `config` (docs/backups.md): migrates to the
 * archive's migration, empties every table, loads every table's rows with their ids, sets the sequences past them,
 * writes the files back, then runs the newer migrations. The tables change in one transaction, which rolls back if
 * an entry no longer matches its checksum or a row breaks a key. A database already in use is refused unless `force`.
 */
export async function restoreArchive(
  { file, manifest }: VerifiedArchive,
  { database, config, force = false }: { database: Database; config: Config; force?: boolean },
): Promise<RestoreResult> {
  await refuseUnfit(manifest, database, config, force);
  await migrateTo(database, manifest.migration);
  const stores = fileStores(config);
  try {
    const result = await database.db.transaction(async (inner) => {
      const tx = inner as unknown as Db;
      const tables = await publicTables(tx);
      const unknown = manifest.tables.filter((t) => !tables.includes(t.name)).map((t) => `table ${t.name}: not in this database at ${manifest.migration}`);
      if (unknown.length) throw new RestoreRefused(unknown);
      const loaded = await withoutForeignKeys(tx, async () => {
        await emptyTables(tx, await nonEmpty(tx, tables));
        return loadEntries(tx, file, manifest, stores);
      });
      // An archive older than the derived tables' migration: `database.migrate()` below creates and fills them.
      if (DERIVED_TABLES.every((t) => tables.includes(t))) await recountDerivedTables(tx);
      await resetSequences(tx, manifest.sequences);
      return loaded;
    });
    await database.migrate();
    return result;
  } finally {
    stores.bucket?.close();
  }
}

async function refuseUnfit(manifest: Manifest, database: Database, config: Config, force: boolean) {
  const problems: string[] = [];
  if (!config.S3_BUCKET && manifest.files.some((f) => f.path.startsWith(BUCKET_PREFIX))) {
    problems.push('the archive holds files of an S3 bucket: set S3_BUCKET (and its variables) as the backed-up deployment had them');
  }
  const archived = (await knownMigrations()).find((m) => m.tag === manifest.migration)!;
  const applied = await lastAppliedMigration(database);
  if (applied > archived.when) problems.push(`the database has migrations newer than the archive's ${manifest.migration}: restore into a new database`);
  if (await hasRows(database.db, APPEND_ONLY_TABLE))
    problems.push(`${APPEND_ONLY_TABLE} has rows and is append-only, even with --force: restore into a new database`);
  if (!force) {
    for (const table of IN_USE_TABLES)
      if (await hasRows(database.db, table)) problems.push(`table ${table} has rows: the deployment is in use (--force replaces its data)`);
  }
  if (problems.length) throw new RestoreRefused(problems);
}

async function hasRows(db: Db, table: string): Promise<boolean> {
  const [{ present }] = await rowsOf<{ present: boolean }>(db, sql`select to_regclass(${`public.${table}`}) is not null as present`);
  if (!present) return false;
  const [{ found }] = await rowsOf<{ found: boolean }>(db, sql`select exists (select 1 from ${sql.identifier(table)}) as found`);
  return found;
}

async function nonEmpty(db: Db, tables: string[]): Promise<string[]> {
  const filled: string[] = [];
  for (const table of tables) if (await hasRows(db, table)) filled.push(table);
  return filled;
}

/** Reads the archive once more, loading the tables and writing the files, each checked against the manifest. */
async function loadEntries(db: Db, file: string, manifest: Manifest, stores: FileStores): Promise<RestoreResult> {
  const expected = expectedEntries(manifest);
  const tables = new Map(manifest.tables.map((t) => [tablePath(t.name), t]));
  const result: RestoreResult = { tables: 0, rows: 0, files: 0 };
  for await (const entry of archiveEntries(file)) {
    if (entry.name === MANIFEST_PATH) continue;
    const want = expected.get(entry.name);
    if (!want) throw new RestoreRefused([`${entry.name}: not in ${MANIFEST_PATH}`]);
    const { chunks, digest } = hashing(entry.body);
    const table = tables.get(entry.name);
    if (table) {
      const rows = await loadRows(db, table.name, lines(chunks));
      if (rows !== table.rows) throw new RestoreRefused([`${entry.name}: ${rows} rows, the manifest says ${table.rows}`]);
      result.tables++;
      result.rows += rows;
    } else {
      const [store, key] = entry.name.startsWith(DISK_PREFIX)
        ? [stores.disk, entry.name.slice(DISK_PREFIX.length)]
        : [stores.bucket!, entry.name.slice(BUCKET_PREFIX.length)];
      await writeFile(store, key, entry.size, chunks);
      result.files++;
    }
    const got = digest();
    if (got.size !== want.size || got.sha256 !== want.sha256) throw new RestoreRefused([`${entry.name}: changed since it was verified`]);
  }
  return result;
}

/** The lines of UTF-8 text, without their line ends. */
async function* lines(chunks: AsyncIterable<Buffer>) {
  const decoder = new StringDecoder('utf8');
  let rest = '';
  for await (const chunk of chunks) {
    const parts = (rest + decoder.write(chunk)).split('\n');
    rest = parts.pop()!;
    yield* parts;
  }
  rest += decoder.end();
  if (rest) yield rest;
}
