import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import type { SequenceValue } from './dump-tables';
import { foreignKeys, insertableColumns, ownedSequences } from './pg-catalog';

// Rows go in by the few thousand: one statement per batch of about this many bytes of JSON.
const BATCH_BYTES = 4 * 1024 * 1024;

/**
 * Runs `work` with the foreign keys dropped, then adds them again, which checks every row against them (as pg_restore
 * adds them after the data). Tables then load in any order, and a table that refers to itself (users.dealer_id) in
 * any row order, without deferring constraints (they are not deferrable) or `session_replication_role` (superuser
 * only on PostgreSQL). Within the caller's transaction: a row that breaks a key rolls everything back.
 */
export async function withoutForeignKeys<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const keys = await foreignKeys(db);
  for (const key of keys) await db.execute(sql`alter table ${sql.identifier(key.table)} drop constraint ${sql.identifier(key.name)}`);
  const result = await work();
  for (const key of keys) {
    await db.execute(sql`alter table ${sql.identifier(key.table)} add constraint ${sql.identifier(key.name)} ${sql.raw(key.definition)}`);
  }
  return result;
}

export async function emptyTables(db: Db, tables: string[]) {
  if (!tables.length) return;
  const list = sql.join(
    tables.map((t) => sql.identifier(t)),
    sql`, `,
  );
  await db.execute(sql`truncate table ${list}`);
}

/**
 * Inserts a table's rows, one JSON object per line as `row_to_json` wrote them, ids included: PostgreSQL reads each
 * value back from its JSON by the column's type (`json_populate_recordset`). Generated columns are computed again.
 */
export async function loadRows(db: Db, table: string, lines: AsyncIterable<string>): Promise<number> {
  const columns = sql.join(
    (await insertableColumns(db, table)).map((c) => sql.identifier(c)),
    sql`, `,
  );
  let batch: string[] = [];
  let bytes = 0;
  let rows = 0;
  const flush = async () => {
    if (!batch.length) return;
    const json = `[${batch.join(',')}]`;
    await db.execute(
      sql`insert into ${sql.identifier(table)} (${columns}) overriding system value
          select ${columns} from json_populate_recordset(null::${sql.identifier(table)}, ${json}::json)`,
    );
    rows += batch.length;
    batch = [];
    bytes = 0;
  };
  for await (const line of lines) {
    if (!line) continue;
    batch.push(line);
    bytes += line.length;
    if (bytes >= BATCH_BYTES) await flush();
  }
  await flush();
  return rows;
}

/** Sets every sequence past its table's largest value and past the value it had given when the backup was made. */
export async function resetSequences(db: Db, archived: SequenceValue[]) {
  const given = new Map(archived.map((s) => [s.name, s.lastValue]));
  for (const { sequence, table, column } of await ownedSequences(db)) {
    const [{ max }] = await rowsOf<{ max: string | null }>(db, sql`select max(${sql.identifier(column)})::text as max from ${sql.identifier(table)}`);
    const last = Math.max(Number(max ?? 0), given.get(sequence) ?? 0);
    const name = `public.${sequence}`;
    await db.execute(last > 0 ? sql`select setval(${name}::regclass, ${last}, true)` : sql`select setval(${name}::regclass, 1, false)`);
  }
}
