import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { DERIVED_TABLES } from '../db/derived-tables';
import { ownedSequences, primaryKeyOf, publicTables } from './pg-catalog';

const FETCH_ROWS = 2000;

export type DumpedTable = { name: string; rows: number; file: string };
export type SequenceValue = { name: string; lastValue: number };

/**
 * Writes every table's rows to `<dir>/<table>.jsonl` (but the derived ones, counted again by a restore) and reads
 * every sequence, all of one moment (a read-only repeatable-read transaction). A row is its `row_to_json` as PostgreSQL writes it, never parsed here, so numbers,
 * timestamps, bytea (hex) and jsonb go back exactly as they were.
 */
export function dumpTables(db: Db, dir: string): Promise<{ tables: DumpedTable[]; sequences: SequenceValue[] }> {
  return db.transaction(
    async (inner) => {
      const tx = inner as unknown as Db;
      const tables: DumpedTable[] = [];
      for (const name of await publicTables(tx)) {
        if (DERIVED_TABLES.includes(name)) continue;
        const file = path.join(dir, `${name}.jsonl`);
        tables.push({ name, rows: await dumpTable(tx, name, file), file });
      }
      const sequences: SequenceValue[] = [];
      for (const { sequence } of await ownedSequences(tx)) {
        const [state] = await rowsOf<{ last: string; called: boolean }>(
          tx,
          sql`select last_value::text as last, is_called as called from ${sql.identifier(sequence)}`,
        );
        sequences.push({ name: sequence, lastValue: Number(state.last) - (state.called ? 0 : 1) });
      }
      return { tables, sequences };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** One table's rows in primary-key order (the whole row's text for a table without one), through a cursor. */
async function dumpTable(db: Db, table: string, file: string): Promise<number> {
  const key = await primaryKeyOf(db, table);
  const order = key.length
    ? sql.join(
        key.map((column) => sql`t.${sql.identifier(column)}`),
        sql`, `,
      )
    : sql`row_to_json(t)::text`;
  await db.execute(sql`declare backup_rows no scroll cursor for select row_to_json(t)::text as line from ${sql.identifier(table)} t order by ${order}`);
  const out = createWriteStream(file);
  let rows = 0;
  try {
    for (;;) {
      const batch = await rowsOf<{ line: string }>(db, sql`fetch forward ${sql.raw(String(FETCH_ROWS))} from backup_rows`);
      if (!batch.length) break;
      rows += batch.length;
      if (!out.write(batch.map((r) => `${r.line}\n`).join(''))) await once(out, 'drain');
    }
  } finally {
    await db.execute(sql`close backup_rows`);
    out.end();
    await finished(out);
  }
  return rows;
}
