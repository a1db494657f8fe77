/**
 * npm run backup -- <file.tar>
 * Writes the database of the current configuration (DATABASE_URL or the PGlite folder DATA_DIR) and its files
 * (UPLOAD_DIR, and the S3_BUCKET when set) into one tar archive with a manifest of checksums (docs/backups.md).
 * Exit codes: 0 written, 1 the database cannot be backed up by this version, 2 unusable invocation.
 */
import { backup, BackupError } from '../backup/backup';
import { loadConfig } from '../config/env';
import { openDatabase } from '../db/client';

async function main(args: string[]): Promise<number> {
  const file = args.find((a) => a !== '--');
  if (!file) {
    console.error('usage: npm run backup -- <file.tar>');
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    const manifest = await backup({ database, config, file });
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    console.log(`backup: ${file}: ${manifest.tables.length} table(s), ${rows} row(s), ${manifest.files.length} file(s), migration ${manifest.migration}`);
    return 0;
  } catch (error) {
    if (error instanceof BackupError) {
      console.error(`backup: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
