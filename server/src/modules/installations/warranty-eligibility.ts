import { sql } from 'drizzle-orm';
import type { Lang } from '../../../../contracts';
import { kyivDay } from '../../../../contracts/kyiv-day';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { Translator } from '../../i18n/translator';
import { nameIn } from '../../lib/names';
import { certificationTypeById } from './certifications';
import type { InstallationRow } from './rows';
import { noonOf, workDayOf } from './status';

/**
 * Whether an installer holds an ACTIVE certification of a type on a day (docs/domain.md#certifications:
 * EXPIRED is read from `expiresAt`, never stored), and what that means for the extended guarantee and
 * the certification warnings of the wizard's installer step.
 */
export type Standing = { state: 'ACTIVE' | 'EXPIRED' | 'REQUEST' | 'DECLINED' | 'NONE'; expiresAt: Date | null };

export async function certificationStanding(db: Db, installerId: number, certificationTypeId: number, at: Date): Promise<Standing> {
  const rows = await rowsOf<{ status: 'REQUEST' | 'ACTIVE' | 'DECLINED'; expires_at: Date | string | null; decided_at: Date | string | null }>(
    db,
    sql`select c.status, c.expires_at, c.decided_at from installer_certifications c
        join certification_levels l on l.id = c.certification_level_id
        where c.installer_id = ${installerId} and l.certification_type_id = ${certificationTypeId}`,
  );
  const date = (v: Date | string | null) => (v === null ? null : new Date(v));
  const active = rows.filter((r) => r.status === 'ACTIVE' && (date(r.decided_at) ?? at) <= at);
  const valid = active.find((r) => !r.expires_at || date(r.expires_at)! > at);
  if (valid) return { state: 'ACTIVE', expiresAt: date(valid.expires_at) };
  const expired = active.map((r) => date(r.expires_at)!).sort((a, b) => b.getTime() - a.getTime())[0];
  if (expired) return { state: 'EXPIRED', expiresAt: expired };
  if (rows.some((r) => r.status === 'REQUEST')) return { state: 'REQUEST', expiresAt: null };
  if (rows.some((r) => r.status === 'DECLINED')) return { state: 'DECLINED', expiresAt: null };
  return { state: 'NONE', expiresAt: null };
}

/**
 * The warning of the certification checks (null when the installer is certified): `who` is `dealer`
 * (about one of its installers) or `self` (the installer about themself).
 */
export function certificationWarning(t: Translator, standing: Standing, typeName: string, who: 'dealer' | 'self'): string | null {
  if (standing.state === 'ACTIVE') return null;
  return t(`warranty.check.${who}.${standing.state}`, { type: typeName, date: standing.expiresAt ? kyivDay(standing.expiresAt) : '' });
}

/** The day the extended guarantee is judged on: the day the work was done, else the planned date, else today. */
export const completionDayOf = (row: InstallationRow, now: Date) => workDayOf(row, row.plannedAt ? noonOf(row.plannedAt) : now);

/**
 * docs/domain.md#warranty-and-the-extended-guarantee: the extended guarantee applies when the installer holds an ACTIVE certification of the
 * installation's type on the completion day. Answers whether it applies (null while no installer is
 * known yet) and why, in the request's language.
 */
export async function extendedGuaranteeStanding(db: Db, t: Translator, lang: Lang, row: InstallationRow, installerId: number | null, now: Date) {
  const type = await certificationTypeById(db, row.certificationTypeId);
  const typeName = type ? nameIn(type.name, lang) : '';
  if (installerId === null) return { applies: null, reason: t('warranty.extended.noInstaller', { type: typeName }) };
  const at = completionDayOf(row, now);
  const standing = await certificationStanding(db, installerId, row.certificationTypeId, at);
  // Days in Kyiv as `yyyy-MM-dd`: the translator writes them in the reader's language.
  const values = { type: typeName, date: kyivDay(at), expired: standing.expiresAt ? kyivDay(standing.expiresAt) : '' };
  return { applies: standing.state === 'ACTIVE', reason: t(`warranty.extended.${standing.state}`, values) };
}
