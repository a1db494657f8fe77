import { PassThrough, pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { ExportFormat, Lang } from '../../../../contracts';
import type { Viewer } from '../../access';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { Translator } from '../../i18n/translator';
import { fullName } from '../../lib/names';
import { addressLine } from './history';
import { listWhere, type ListFilters } from './list';
import { statusOf } from './status';

/** Rows read per statement: the file streams while the next batch is read, so memory stays flat whatever the total. */
const BATCH = 1000;

type ExportRow = {
  id: number;
  key: string;
  work_order_type: string;
  code: Parameters<typeof statusOf>[1];
  date: string;
  region: string | null;
  area: string | null;
  city: string | null;
  street: string | null;
  house: string | null;
  flat: string | null;
  client_name: string;
  client_lastname: string;
  installer_name: string | null;
  installer_lastname: string | null;
  company: string | null;
  products: string | null;
};

const COLUMNS = ['number', 'type', 'status', 'date', 'address', 'client', 'installer', 'company', 'products'] as const;

/**
 * Every installation `viewer` may see through the list's filters, newest first, a batch at a time after the last row
 * read (keyset: `(created_at, id)`), so that no statement reads past its batch, however far the file goes.
 */
async function* exportRows(db: Db, viewer: Viewer, f: ListFilters, lang: Lang): AsyncGenerator<ExportRow> {
  let after: { key: string; id: number } | null = null;
  for (;;) {
    const rows: ExportRow[] = await rowsOf<ExportRow>(
      db,
      sql`select installations.id, installations.created_at::text as key, installations.work_order_type, installations.code,
                 to_char(coalesce(installations.planned_at, (installations.created_at at time zone 'UTC')::date), 'YYYY-MM-DD') as date,
                 installations.region, installations.area, installations.city, installations.street, installations.house, installations.flat,
                 c.name as client_name, c.lastname as client_lastname, w.name as installer_name, w.lastname as installer_lastname,
                 coalesce(d.company_name, trim(du.name || ' ' || du.lastname)) as company,
                 (select string_agg(coalesce(tr.name, p.sku), '; ' order by ip.position) from installation_products ip
                    join products p on p.id = ip.product_id
                    left join product_translations tr on tr.product_id = p.id and tr.lang = ${lang}
                  where ip.installation_id = installations.id) as products
          from installations
          join users c on c.id = installations.client_id
          left join users w on w.id = installations.installer_id
          left join users du on du.id = installations.dealer_id
          left join dealer_profiles d on d.dealer_id = installations.dealer_id
          where ${listWhere(viewer, f)}
            ${after ? sql`and (installations.created_at, installations.id) < (${after.key}::timestamptz, ${after.id})` : sql``}
          order by installations.created_at desc, installations.id desc
          limit ${BATCH}`,
    );
    yield* rows;
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1];
    after = { key: last.key, id: last.id };
  }
}

/** One row as the file's cells, in the request's language. */
function cellsOf(t: Translator, r: ExportRow): (string | number)[] {
  return [
    r.id,
    t(`installations.workOrderType.${r.work_order_type}`),
    statusOf(t, r.code).name,
    r.date,
    addressLine(r, t),
    fullName({ name: r.client_name, lastname: r.client_lastname }),
    r.installer_name === null ? '' : fullName({ name: r.installer_name, lastname: r.installer_lastname ?? '' }),
    r.company ?? '',
    r.products ?? '',
  ];
}

async function* cellRows(db: Db, viewer: Viewer, f: ListFilters, t: Translator, lang: Lang) {
  for await (const row of exportRows(db, viewer, f, lang)) yield cellsOf(t, row);
}

/** A CSV for spreadsheets: UTF-8 with a byte-order mark (so that Excel reads Cyrillic), a header, comma-separated. */
function csvOf(header: string[], rows: AsyncIterable<(string | number)[]>): Readable {
  const csv = stringify({ header: true, columns: header, bom: true });
  // pipeline, not pipe: a failed read (the database gone mid-file) ends the answer with an error instead of leaving it open.
  pipeline(Readable.from(rows), csv, () => undefined);
  return csv;
}

/** An XLSX written row by row (exceljs's streaming writer: each committed row leaves memory). */
function xlsxOf(header: string[], rows: AsyncIterable<(string | number)[]>, sheetName: string): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = header.map((name, i) => ({ header: name, width: [10, 16, 22, 12, 40, 26, 26, 28, 40][i] }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  void (async () => {
    try {
      for await (const cells of rows) sheet.addRow(cells).commit();
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}

export const EXPORT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The installations list as a file: the same rows and filters as the list, every page of it. */
export function installationsExport(db: Db, viewer: Viewer, f: ListFilters, format: ExportFormat, t: Translator, lang: Lang, today: string) {
  const header = COLUMNS.map((column) => t(`installations.export.${column}`));
  const rows = cellRows(db, viewer, f, t, lang);
  const name = `${t('installations.export.file')}-${today}.${format}`;
  return { name, mime: EXPORT_TYPES[format], body: format === 'csv' ? csvOf(header, rows) : xlsxOf(header, rows, t('installations.export.sheet')) };
}
