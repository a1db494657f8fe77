import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

/*
 * What the database holds, read from PostgreSQL's own catalogue (the same on PGlite), so that a table or a column a
 * migration adds is backed up and restored without this code knowing it.
 */

/** The tables of the `public` schema (drizzle's migrations journal is in its own schema), by name. */
export async function publicTables(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
  );
  return rows.map((r) => r.name);
}

/** The primary key's columns in key order (none: the table has no primary key). */
export async function primaryKeyOf(db: Db, table: string): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select a.attname as name from pg_index i
        join lateral unnest(i.indkey) with ordinality k(attnum, position) on true
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
        where i.indrelid = ${`public.${table}`}::regclass and i.indisprimary order by k.position`,
  );
  return rows.map((r) => r.name);
}

/** The columns a row is inserted with: all but the dropped and the generated ones. */
export async function insertableColumns(db: Db, table: string): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select attname as name from pg_attribute
        where attrelid = ${`public.${table}`}::regclass and attnum > 0 and not attisdropped and attgenerated = ''
        order by attnum`,
  );
  return rows.map((r) => r.name);
}

export type ForeignKey = { table: string; name: string; definition: string };

export function foreignKeys(db: Db): Promise<ForeignKey[]> {
  return rowsOf<ForeignKey>(
    db,
    sql`select t.relname as "table", c.conname as name, pg_get_constraintdef(c.oid) as definition
        from pg_constraint c join pg_class t on t.oid = c.conrelid join pg_namespace n on n.oid = t.relnamespace
        where c.contype = 'f' and n.nspname = 'public' order by t.relname, c.conname`,
  );
}

export type OwnedSequence = { sequence: string; table: string; column: string };

/** The sequences of the `public` schema with the column each numbers (serial, bigserial, identity). */
export function ownedSequences(db: Db): Promise<OwnedSequence[]> {
  return rowsOf<OwnedSequence>(
    db,
    sql`select s.relname as sequence, t.relname as "table", a.attname as "column"
        from pg_class s
        join pg_namespace n on n.oid = s.relnamespace
        join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass
          and d.deptype in ('a', 'i')
        join pg_class t on t.oid = d.refobjid
        join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
        where s.relkind = 'S' and n.nspname = 'public' order by s.relname`,
  );
}
