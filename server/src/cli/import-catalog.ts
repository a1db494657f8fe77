/**
 * npm run catalog:import -- <file.json|file.csv>
 * Loads a catalogue into the database of the current configuration (DATABASE_URL or the PGlite
 * folder DATA_DIR; files referenced by storage key are looked up in UPLOAD_DIR). The whole file is
 * checked first and written in one transaction: on any error nothing changes.
 * Exit codes: 0 imported, 1 invalid content (every problem is listed), 2 unusable invocation or file.
 * Format: docs/catalog-import.md.
 */
import { loadConfig } from '../config/env';
import { openDatabase } from '../db/client';
import { diskStorage } from '../lib/storage';
import { formatIssue, ImportFileError, importCatalog, readCatalogFile } from '../modules/catalog/import';
import { vacuumCatalog } from '../modules/catalog/writer';

async function main(args: string[]): Promise<number> {
  const file = args.find((a) => a !== '--');
  if (!file) {
    console.error('usage: npm run catalog:import -- <file.json|file.csv>');
    return 2;
  }
  let parsed;
  try {
    parsed = await readCatalogFile(file);
  } catch (error) {
    if (error instanceof ImportFileError) {
      console.error(`catalog:import: ${error.message}`);
      return 2;
    }
    throw error;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await database.migrate();
    const storage = diskStorage(config.uploadDir, config.apiPublicUrl);
    const { issues, result } = await importCatalog(database.db, storage, parsed);
    if (!result) {
      for (const issue of issues) console.error(formatIssue(issue));
      console.error(`catalog:import: ${issues.length} problem(s) in ${file}; nothing was imported`);
      return 1;
    }
    await vacuumCatalog(database.db);
    const specs = result.modelSpecs ? `, data of ${result.modelSpecs} outdoor model(s) written` : '';
    console.log(`catalog:import: ${file}: ${result.groups} group(s), ${result.created} product(s) created, ${result.updated} updated${specs}`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
