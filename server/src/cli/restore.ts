/**
 * npm run restore -- <file.tar> [--force]
 * Brings an archive of `npm run backup` back into the deployment of the current configuration (the same variables as
 * the API), normally a new one (docs/backups.md). The whole archive is checked before the database is opened.
 * Exit codes: 0 restored, 1 refused (every reason is listed), 2 unusable invocation.
 */
import { restoreArchive } from '../backup/restore';
import { RestoreRefused, verifyArchive } from '../backup/verify';
import { loadConfig } from '../config/env';
import { openDatabase } from '../db/client';

async function main(args: string[]): Promise<number> {
  const force = args.includes('--force');
  const file = args.find((a) => a !== '--' && a !== '--force');
  if (!file) {
    console.error('usage: npm run restore -- <file.tar> [--force]');
    return 2;
  }
  const config = loadConfig();
  try {
    const archive = await verifyArchive(file);
    const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
    try {
      const { tables, rows, files } = await restoreArchive(archive, { database, config, force });
      console.log(`restore: ${file}: ${tables} table(s), ${rows} row(s), ${files} file(s), migration ${archive.manifest.migration}`);
      return 0;
    } finally {
      await database.close();
    }
  } catch (error) {
    if (error instanceof RestoreRefused) {
      console.error(`restore: ${file}: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

process.exitCode = await main(process.argv.slice(2));
