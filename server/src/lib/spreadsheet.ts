import { once } from 'node:events';
import { PassThrough, pipeline, Readable, type Writable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { ExportFormat } from '../../../contracts';
import { kyivDay } from '../../../contracts/kyiv-day';

/**
 * A list as a file (docs/decisions/0038-list-exports.md): its rows read a batch at a time after the last one (a keyset
 * walk, so no statement reads past its batch however far the file goes) and written as they come, as a CSV or an XLSX.
 * Memory stays flat whatever the list's length.
 */

/** Rows read per statement. */
export const EXPORT_BATCH = 1000;

export const EXPORT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Every row `read` gives, a batch at a time: `read(after)` answers the rows after `after` (null: from the start), at most EXPORT_BATCH. */
export async function* keysetWalk<T>(read: (after: T | null) => Promise<T[]>): AsyncGenerator<T> {
  let after: T | null = null;
  for (;;) {
    const rows: T[] = await read(after);
    yield* rows;
    if (rows.length < EXPORT_BATCH) return;
    after = rows[rows.length - 1];
  }
}

type Cells = (string | number)[];

/** A CSV for spreadsheets: UTF-8 with a byte-order mark (so that Excel reads Cyrillic), a header, comma-separated. */
function csvOf(header: string[], rows: AsyncIterable<Cells>): Readable {
  const csv = stringify({ header: true, columns: header, bom: true });
  // pipeline, not pipe: a failed read (the database gone mid-file) ends the answer with an error instead of leaving it open.
  pipeline(Readable.from(rows), csv, () => undefined);
  return csv;
}

/**
 * Waits while the sheet's XML waits for the zip's compression: exceljs hands each 64 KB of rows to archiver without
 * waiting (its buffer stream ignores back-pressure), so rows read faster than they are deflated pile up (43 MB of XML
 * after 80,000 rows, when the database is in the process). Archiver takes the sheet through a PassThrough of its own
 * (archiver-utils' normalizeInputSource, from readable-stream 2, which has no `writableNeedDrain`): the stream this waits on.
 */
type LegacyWritable = Writable & { _writableState?: { needDrain: boolean } };
async function compressed(sheet: ExcelJS.Worksheet) {
  const entry = (sheet as unknown as { stream?: { pipes?: LegacyWritable[] } }).stream?.pipes?.[0];
  if (entry?._writableState?.needDrain) await once(entry, 'drain');
}

/** An XLSX written row by row (exceljs's streaming writer: each committed row leaves memory). */
function xlsxOf(header: string[], rows: AsyncIterable<Cells>, sheetName: string, widths: number[]): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = header.map((name, i) => ({ header: name, width: widths[i] ?? 20 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  void (async () => {
    try {
      for await (const cells of rows) {
        sheet.addRow(cells).commit();
        await compressed(sheet);
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}

/** One column of a file: its heading (in the request's language) and its width in an XLSX, in characters. */
export type ExportColumn = { heading: string; width: number };

/** The file `sendFile` answers, named `<name>-<the day of at in Kyiv>.<format>` (contracts/kyiv-day.ts). */
export function spreadsheet(format: ExportFormat, o: { name: string; at: Date; sheet: string; columns: ExportColumn[]; rows: AsyncIterable<Cells> }) {
  const header = o.columns.map((c) => c.heading);
  return {
    name: `${o.name}-${kyivDay(o.at)}.${format}`,
    mime: EXPORT_TYPES[format],
    body:
      format === 'csv'
        ? csvOf(header, o.rows)
        : xlsxOf(
            header,
            o.rows,
            o.sheet,
            o.columns.map((c) => c.width),
          ),
  };
}
