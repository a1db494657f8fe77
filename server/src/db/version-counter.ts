import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { rowsOf } from './rows';

/**
 * Bumps the one-row counter of `table` (`catalog_state`, `content_state`: id 1, version, updated_at) inside the
 * caller's transaction, so that a reader never sees the new version with the old data; answers the new version.
 */
export async function bumpVersion(db: Db, table: 'catalog_state' | 'content_state') {
  const [{ version }] = await rowsOf<{ version: number }>(
    db,
    sql`insert into ${sql.identifier(table)} (id, version) values (1, 1)
        on conflict (id) do update set version = ${sql.identifier(table)}.version + 1, updated_at = now()
        returning version`,
  );
  return version;
}
