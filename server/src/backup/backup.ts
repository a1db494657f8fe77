import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Config } from '../config/env';
import type { Database } from '../db/client';
import { archiveWriter } from './archive';
import { dumpTables } from './dump-tables';
import { FORMAT, FORMAT_VERSION, MANIFEST_PATH, tablePath, type Manifest } from './manifest';
import { knownMigrations, lastAppliedMigration } from './migrations';
import { byteReader, fileStores, listFiles } from './stored-files';

/** The database is at no migration this code has (not migrated, or by a newer version): its tables cannot be named. */
export class BackupError extends Error {}

/**
 * Writes the deployment's database and files into one tar archive at `file` (docs/backups.md): every table's rows,
 * then every file, then manifest.json with the checksums. The rows are of one moment; the files are read after it, so
 * a file removed in between is missing while a file added in between is extra. On any error no archive is left.
 */
export async function backup({ database, config, file }: { database: Database; config: Config; file: string }): Promise<Manifest> {
  const applied = await lastAppliedMigration(database);
  const migration = (await knownMigrations()).find((m) => m.when === applied)?.tag;
  if (!migration) throw new BackupError('the database is not at a migration of this version: run the API (or restore) first with this version');
  const createdAt = new Date();
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-backup-'));
  const stores = fileStores(config);
  let archive: ReturnType<typeof archiveWriter> | undefined;
  try {
    const { tables, sequences } = await dumpTables(database.db, dir);
    const files = await listFiles(config, stores);
    archive = archiveWriter(file, createdAt);
    const manifest: Manifest = { format: FORMAT, version: FORMAT_VERSION, createdAt: createdAt.toISOString(), migration, tables: [], sequences, files: [] };
    for (const table of tables) {
      const digest = await archive.add(tablePath(table.name), (await stat(table.file)).size, createReadStream(table.file));
      manifest.tables.push({ name: table.name, rows: table.rows, ...digest });
    }
    for (const stored of files) {
      // A file still growing (an upload in progress) is archived as long as it was when listed.
      const source = await stored.store.read(stored.key);
      try {
        manifest.files.push({ path: stored.path, ...(await archive.add(stored.path, stored.size, byteReader(source)(stored.size))) });
      } finally {
        source.destroy();
      }
    }
    const json = Buffer.from(JSON.stringify(manifest, null, 2));
    await archive.add(MANIFEST_PATH, json.length, [json]);
    await archive.finish();
    return manifest;
  } catch (error) {
    archive?.abort();
    await rm(file, { force: true });
    throw error;
  } finally {
    stores.bucket?.close();
    await rm(dir, { recursive: true, force: true });
  }
}
