import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Rows of a hand-written SQL statement. Both drivers (PGlite, node-postgres) answer `{rows}`;
 * `Db` is typed over either, so the row type is the caller's to state.
 */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A moment of a hand-written statement's row as ISO 8601: text as PostgreSQL writes it (drizzle's parsers leave timestamps
 * as text on both engines), or a `Date` (a typed select).
 */
export function iso(value: Date | string): string;
export function iso(value: Date | string | null): string | null;
export function iso(value: Date | string | null) {
  return value === null ? null : new Date(value).toISOString();
}
