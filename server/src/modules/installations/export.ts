import { sql } from 'drizzle-orm';
import type { ExportFormat, Lang } from '../../../../contracts';
import type { Viewer } from '../../access';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { Translator } from '../../i18n/translator';
import { fullName } from '../../lib/names';
import { EXPORT_BATCH, keysetWalk, spreadsheet } from '../../lib/spreadsheet';
import { addressLine } from './history';
import { listWhere, type ListFilters } from './list';
import { statusOf } from './status';

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

const COLUMNS = [
  ['number', 10],
  ['type', 16],
  ['status', 22],
  ['date', 12],
  ['address', 40],
  ['client', 26],
  ['installer', 26],
  ['company', 28],
  ['products', 40],
] as const;

/**
 * Every installation `viewer` may see through the list's filters, newest first, a batch at a time after the last row
 * read (keyset: `(created_at, id)`), so that no statement reads past its batch, however far the file goes.
 */
const exportRows = (db: Db, viewer: Viewer, f: ListFilters, lang: Lang) =>
  keysetWalk<ExportRow>((after) =>
    rowsOf<ExportRow>(
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
          limit ${EXPORT_BATCH}`,
    ),
  );

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

/** The installations list as a file: the same rows and filters as the list, every page of it. */
export function installationsExport(db: Db, viewer: Viewer, f: ListFilters, format: ExportFormat, t: Translator, lang: Lang, at: Date) {
  return spreadsheet(format, {
    name: t('installations.export.file'),
    at,
    sheet: t('installations.export.sheet'),
    columns: COLUMNS.map(([column, width]) => ({ heading: t(`installations.export.${column}`), width })),
    rows: cellRows(db, viewer, f, t, lang),
  });
}
