import { sql, type SQL } from 'drizzle-orm';
import { dealerOf, isDealerRole, type Viewer } from '../../access';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { FieldsError, notFound } from '../../lib/http-errors';
import { fullName } from '../../lib/names';

/** Whose numbers a dashboard shows: one company (its owner's id and name), or the whole network (support only). */
export type DashboardCompany = { id: number; name: string } | null;

/**
 * The company of the dashboard: a dealer role's own (naming another is a 404, as any record it may not see); support's
 * choice, or the whole network. A `dealerId` that names no company is a 422.
 */
export async function companyOf(db: Db, viewer: Viewer, dealerId: number | undefined): Promise<DashboardCompany> {
  const id = isDealerRole(viewer.role) ? dealerOf(viewer) : dealerId ? sql`${dealerId}::int` : null;
  if (!id) return null;
  const [company] = await rowsOf<{ id: number; name: string }>(
    db,
    sql`select u.id, coalesce(d.company_name, trim(u.name || ' ' || u.lastname)) as name
        from users u join roles r on r.id = u.role_id left join dealer_profiles d on d.dealer_id = u.id
        where u.id = ${id} and r.name = 'DEALER'`,
  );
  if (isDealerRole(viewer.role)) {
    if (!company || (dealerId && dealerId !== company.id)) throw notFound();
    return company;
  }
  if (!company) throw new FieldsError({ dealerId: ['dealerCompanyUnknown'] });
  return company;
}

/** The registered jobs (not drafts) the dashboard counts: the company's (`installations.dealer_id`), or all. */
export const jobsOf = (company: DashboardCompany): SQL =>
  company ? sql`installations.code <> 'DRAFT' and installations.dealer_id = ${company.id}` : sql`installations.code <> 'DRAFT'`;

/** The installers the dashboard follows: the company's (`users.dealer_id`), or every installer. */
export const installersOf = (company: DashboardCompany, alias: string): SQL => (company ? sql`${sql.raw(alias)}.dealer_id = ${company.id}` : sql`true`);

/** An installer a dashboard's list names, from a row's `installer_id`, `installer_name` and `installer_lastname` (null: none assigned). */
export const installerOf = (r: { installer_id: number | null; installer_name: string | null; installer_lastname: string | null }) =>
  r.installer_id === null ? null : { id: r.installer_id, name: fullName({ name: r.installer_name ?? '', lastname: r.installer_lastname ?? '' }) };
