import { sql, type SQL } from 'drizzle-orm';
import { installationCodes, type InstallationCode, type InstallationsQuery, type Lang, type WorkOrderType } from '../../../../contracts';
import { dealerOf, installationScopeBranches, isDealerRole, scopeOf, type Viewer } from '../../access';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { offsetOf } from '../../lib/paging';
import { normalizeSerial } from './barcodes-rule';
import { overdueSql } from './guarantee';
import { containing } from '../../db/like';

export type ListFilters = Pick<InstallationsQuery, 'installed' | 'status' | 'date' | 'installerId' | 'search' | 'dealerId' | 'from' | 'to' | 'serial'>;

/** The date a row is listed under: its planned date, else the day it was created. */
const LISTED_DATE = sql`coalesce(installations.planned_at, (installations.created_at at time zone 'UTC')::date)`;

/**
 * The list's filters, apart from who may see what. Within one person's rows the search is a plain substring test
 * read along their own index: the trigram index would read every match of a common word in the whole table first
 * (125,000 rows of "шевченка" at a million installations), which the planner prices far too low.
 */
function filtersSql(viewer: Viewer, f: ListFilters, { onePerson }: { onePerson: boolean }): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.installed) parts.push(sql`installations.client_id = ${viewer.id}`);
  if (f.status) parts.push(sql`installations.code = ${f.status}`);
  if (f.installerId) parts.push(sql`installations.installer_id = ${f.installerId}`);
  if (f.date) {
    const start = `${f.date}-01`;
    parts.push(sql`${LISTED_DATE} >= ${start}::date and ${LISTED_DATE} < (${start}::date + interval '1 month')`);
  }
  if (f.dealerId) parts.push(sql`installations.dealer_id = ${f.dealerId}`);
  if (f.from) parts.push(sql`${LISTED_DATE} >= ${f.from}::date`);
  if (f.to) parts.push(sql`${LISTED_DATE} <= ${f.to}::date`);
  if (f.serial) {
    // The job the unit is registered on, and the service jobs that refer to it (installation_unit_refs).
    const serial = normalizeSerial(f.serial);
    parts.push(sql`installations.id in (select u.installation_id from installation_units u where u.serial = ${serial}
                                        union all select r.installation_id from installation_unit_refs r join installation_units u on u.id = r.unit_id where u.serial = ${serial})`);
  }
  if (f.search && onePerson) parts.push(sql`strpos(installations.search_text, ${f.search.toLowerCase()}) > 0`);
  else if (f.search) parts.push(sql`installations.search_text like ${containing(f.search.toLowerCase())}`);
  return sql.join(parts, sql` and `);
}

/** What `viewer` may see (docs/access.md#row-scopes), narrowed by the list's filters. */
export const listWhere = (viewer: Viewer, f: ListFilters): SQL =>
  sql`${scopeOf('installations', viewer) ?? sql`true`} and ${filtersSql(viewer, f, { onePerson: false })}`;

/**
 * The ids of what `viewer` may see through the filters, newest first, at most `limit`: each branch of the scope
 * (access/matrix.ts) newest first through its own index, stopping at `limit`, then merged (`union` drops a row two
 * branches share, e.g. one the installer created and is assigned).
 */
function newestIds(viewer: Viewer, f: ListFilters, limit: number): SQL {
  // With a month (or a period) asked for, the rows are that month's: found through the listed-date index, then sorted. Walking the
  // newest first would pass every later month first, which the planner, assuming months spread evenly, does not see.
  const newest =
    f.date || f.from || f.to
      ? sql`installations.created_at + interval '0 s' desc, installations.id desc`
      : sql`installations.created_at desc, installations.id desc`;
  const branches = installationScopeBranches(viewer).map(
    (branch) => sql`(select installations.id, installations.created_at from installations where ${branch.rows} and ${filtersSql(viewer, f, branch)}
                     order by ${newest} limit ${limit})`,
  );
  return sql.join(branches, sql` union `);
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
 * A list counts its rows up to this many (and always a few pages past the one asked for): a total beyond it is
 * "more than" (`totalIsExact` false), because counting a million rows on every request would cost more than the page.
 */
export const COUNT_LIMIT = 100;
const PAGES_COUNTED_AHEAD = 5;

type ListAsk = { viewer: Viewer; filters: ListFilters; page: number; perPage: number; lang: Lang; now: Date };

/**
 * The list's two statements, run side by side (and explained by bench/installations-list.ts as they are): the page,
 * which reads `offset + perPage` rows of each scope branch at most, and the count, which stops one row past
 * `countLimit`.
 */
export function listStatements({ viewer, filters: f, page, perPage, lang, now }: ListAsk) {
  const offset = offsetOf(page, perPage);
  const countLimit = Math.max(COUNT_LIMIT, offset + PAGES_COUNTED_AHEAD * perPage);
  return {
    countLimit,
    page: sql`select installations.id, installations.work_order_type, installations.code, installations.archived,
            to_char(${LISTED_DATE}, 'YYYY-MM-DD') as date,
            installations.region, installations.area, installations.city, installations.street, installations.house, installations.flat,
            installations.client_id, c.name as client_name, c.lastname as client_lastname,
            installations.installer_id, w.name as installer_name, w.lastname as installer_lastname,
            ${overdueSql(now)} as has_warnings,
            (select array_agg(coalesce(tr.name, p.sku) order by ip.position) from installation_products ip
               join products p on p.id = ip.product_id
               left join product_translations tr on tr.product_id = p.id and tr.lang = ${lang}
             where ip.installation_id = installations.id) as products
          from (select id, created_at from (${newestIds(viewer, f, offset + perPage)}) newest
                order by created_at desc, id desc limit ${perPage} offset ${offset}) listed
          join installations on installations.id = listed.id
          join users c on c.id = installations.client_id
          left join users w on w.id = installations.installer_id
          order by installations.created_at desc, installations.id desc`,
    count: sql`select count(*)::int as n from (${newestIds(viewer, f, countLimit + 1)}) counted`,
  };
}

/** One page, newest first, and the total: exact up to `COUNT_LIMIT` rows (or further on a far page), else a lower bound. */
export async function listInstallations(db: Db, ask: ListAsk) {
  const { countLimit, page, count } = listStatements(ask);
  const [rows, [counted]] = await Promise.all([rowsOf<ListRow>(db, page), rowsOf<{ n: number }>(db, count)]);
  const totalIsExact = counted.n <= countLimit;
  return { rows, total: totalIsExact ? counted.n : countLimit + 1, totalIsExact };
}

/**
 * Whether any row `viewer` sees through the filters also meets `condition`: one index probe per scope branch, the
 * first row `along` the order the branch's index keeps. (An `exists` would let the planner pick a sequential scan it
 * expects to stop early, which at a million rows it does not.)
 */
function anyVisible(viewer: Viewer, f: ListFilters, condition: SQL, along: SQL): SQL {
  const probes = installationScopeBranches(viewer).map(
    (branch) => sql`(select true from installations where ${branch.rows} and ${filtersSql(viewer, f, branch)} and ${condition} order by ${along} limit 1)`,
  );
  return sql`coalesce(${sql.join(probes, sql`, `)}, false)`;
}

/**
 * The filter lists: states and months present in what `viewer` sees, and the installers they may filter by. At a
 * million rows, reading every visible row for its state and month took seconds for a dealer; each state and each
 * month between the first and the last is probed instead, through the branch's (person, state, …) and (person,
 * listed date) indexes. A dealer's and the admin's installers are probed the same way from the installers they could
 * name; one person's are read branch by branch from indexes alone (the scope's `or` read every row from the heap).
 */
export async function filterLists(db: Db, viewer: Viewer, installed: boolean | undefined) {
  const f = { installed };
  const branches = installationScopeBranches(viewer);
  const bound = (fn: 'min' | 'max') =>
    sql.join(
      branches.map((b) => sql`(select ${sql.raw(fn)}(${LISTED_DATE}) from installations where ${b.rows} and ${filtersSql(viewer, f, b)})`),
      sql`, `,
    );
  const month = sql`${LISTED_DATE} >= m.start and ${LISTED_DATE} < m.start + interval '1 month'`;
  const wide = branches.some((b) => !b.onePerson);
  const candidates = isDealerRole(viewer.role)
    ? sql`select u.id from users u where u.role_id = (select id from roles where name = 'INSTALLER') and u.dealer_id = ${dealerOf(viewer)}`
    : sql`select u.id from users u where u.role_id = (select id from roles where name = 'INSTALLER')`;
  const [codes, months, installers] = await Promise.all([
    rowsOf<{ code: InstallationCode }>(
      db,
      sql`select c.code from unnest(${`{${installationCodes.join(',')}}`}::text[]) c(code) where ${anyVisible(viewer, f, sql`installations.code = c.code`, sql`installations.created_at`)}`,
    ),
    rowsOf<{ month: string }>(
      db,
      sql`select to_char(m.start, 'YYYY-MM') as month
          from (select date_trunc('month', least(${bound('min')}))::date as first, greatest(${bound('max')}) as last) b,
               generate_series(b.first, b.last, interval '1 month') m(start)
          where ${anyVisible(viewer, f, month, LISTED_DATE)} order by month desc`,
    ),
    rowsOf<{ id: number; name: string; lastname: string }>(
      db,
      wide
        ? sql`select u.id, u.name, u.lastname from users u where u.id in (${candidates}) and ${anyVisible(viewer, f, sql`installations.installer_id = u.id`, LISTED_DATE)}
              order by u.lastname, u.name, u.id`
        : sql`select u.id, u.name, u.lastname from users u
              where u.id in (${sql.join(
                branches.map((b) => sql`(select installations.installer_id from installations where ${b.rows} and ${filtersSql(viewer, f, b)})`),
                sql` union `,
              )})
              order by u.lastname, u.name, u.id`,
    ),
  ]);
  return { codes: codes.map((c) => c.code), months: months.map((m) => m.month), installers };
}
