import { sql, type SQL } from 'drizzle-orm';
import type { InstallationCode, Lang, WorkOrderType } from '../../../../contracts';
import { scopeOf, type Viewer } from '../../access';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { offsetOf } from '../../lib/paging';
import { OVERDUE_SQL } from './guarantee';

export type ListFilters = { installed?: boolean; status?: InstallationCode; date?: string; installerId?: number; search?: string };

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
/** The date a row is listed under: its planned date, else the day it was created. */
const LISTED_DATE = sql`coalesce(installations.planned_at, (installations.created_at at time zone 'UTC')::date)`;

/** What `viewer` may see (DOMAIN.md), narrowed by the list's filters. */
export function listWhere(viewer: Viewer, f: ListFilters): SQL {
  const parts: SQL[] = [scopeOf('installations', viewer) ?? sql`true`];
  if (f.installed) parts.push(sql`installations.client_id = ${viewer.id}`);
  if (f.status) parts.push(sql`installations.code = ${f.status}`);
  if (f.installerId) parts.push(sql`installations.installer_id = ${f.installerId}`);
  if (f.date) {
    const start = `${f.date}-01`;
    parts.push(sql`${LISTED_DATE} >= ${start}::date and ${LISTED_DATE} < (${start}::date + interval '1 month')`);
  }
  if (f.search) parts.push(sql`installations.search_text like ${likePattern(f.search)}`);
  return sql.join(parts, sql` and `);
}

export type ListRow = {
  id: number;
  work_order_type: WorkOrderType;
  code: InstallationCode;
  archived: boolean;
  date: string;
  city: string | null;
  street: string | null;
  house: string | null;
  flat: string | null;
  region: string | null;
  area: string | null;
  client_id: number;
  client_name: string;
  client_lastname: string;
  installer_id: number | null;
  installer_name: string | null;
  installer_lastname: string | null;
  has_warnings: boolean;
  products: string[] | null;
};

/**
 * One page, newest first, and the total. The total rides on the page's own scan (`count(*) over ()`), so the
 * rows are found once; only a page past the end, which has no row to carry it, counts apart.
 */
export async function listInstallations(db: Db, viewer: Viewer, f: ListFilters, page: number, perPage: number, lang: Lang) {
  const where = listWhere(viewer, f);
  const rows = await rowsOf<ListRow & { total: number }>(
    db,
    sql`select installations.id, installations.work_order_type, installations.code, installations.archived,
          to_char(${LISTED_DATE}, 'YYYY-MM-DD') as date,
          installations.region, installations.area, installations.city, installations.street, installations.house, installations.flat,
          installations.client_id, c.name as client_name, c.lastname as client_lastname,
          installations.installer_id, w.name as installer_name, w.lastname as installer_lastname,
          ${sql.raw(OVERDUE_SQL)} as has_warnings,
          (select array_agg(coalesce(tr.name, p.sku) order by ip.position) from installation_products ip
             join products p on p.id = ip.product_id
             left join product_translations tr on tr.product_id = p.id and tr.lang = ${lang}
           where ip.installation_id = installations.id) as products,
          installations.total
        from (select installations.*, count(*) over ()::int as total from installations where ${where}
              order by installations.created_at desc, installations.id desc limit ${perPage} offset ${offsetOf(page, perPage)}) installations
        join users c on c.id = installations.client_id
        left join users w on w.id = installations.installer_id
        order by installations.created_at desc, installations.id desc`,
  );
  if (rows.length > 0) return { total: rows[0].total, rows };
  const [count] = await rowsOf<{ total: number }>(db, sql`select count(*)::int as total from installations where ${where}`);
  return { total: count.total, rows };
}

/** The filter lists: states and months present in what `viewer` sees, and the installers they may filter by. */
export async function filterLists(db: Db, viewer: Viewer, installed: boolean | undefined) {
  const where = listWhere(viewer, { installed });
  const [codes, months, installers] = await Promise.all([
    rowsOf<{ code: InstallationCode }>(db, sql`select distinct installations.code from installations where ${where}`),
    rowsOf<{ month: string }>(db, sql`select distinct to_char(${LISTED_DATE}, 'YYYY-MM') as month from installations where ${where} order by month desc`),
    rowsOf<{ id: number; name: string; lastname: string }>(
      db,
      sql`select u.id, u.name, u.lastname from users u where u.id in (select distinct installations.installer_id from installations where ${where})
          order by u.lastname, u.name, u.id`,
    ),
  ]);
  return { codes: codes.map((c) => c.code), months: months.map((m) => m.month), installers };
}
