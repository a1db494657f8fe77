import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { certificationStatuses, type CertificationStatus } from '../../../../contracts';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { certificationTypes } from '../../db/schema';

export type CertificationType = typeof certificationTypes.$inferSelect;

export const allCertificationTypes = (db: Db) => db.select().from(certificationTypes).orderBy(asc(certificationTypes.position));

export async function certificationTypeById(db: Db, id: number): Promise<CertificationType | null> {
  const [row] = await db.select().from(certificationTypes).where(eq(certificationTypes.id, id));
  return row ?? null;
}

/** Every certification type as one json array (`id`, `code`, `name`, `position`), for a statement that reads more beside it. */
export const certificationTypesJson = sql`(select coalesce(json_agg(ct), '[]'::json) from certification_types ct)`;

/**
 * docs/domain.md#certifications: whether the installer holds an ACTIVE certification of the type at
 * `at` (an ACTIVE row past `expiresAt` reads as EXPIRED), as a boolean SQL expression.
 */
export const certifiedSql = (installerId: SQL | number, certificationTypeId: SQL | number, at: Date) =>
  sql`exists (select 1 from installer_certifications c join certification_levels l on l.id = c.certification_level_id
        where c.installer_id = ${installerId} and l.certification_type_id = ${certificationTypeId} and c.status = 'ACTIVE'
          and (c.expires_at is null or c.expires_at > ${at.toISOString()}) and (c.decided_at is null or c.decided_at <= ${at.toISOString()}))`;

/** Whether the installer holds an ACTIVE certification of the type at `at` (`certifiedSql`). */
export async function isCertified(db: Db, installerId: number, certificationTypeId: number, at: Date) {
  const [row] = await rowsOf<{ ok: boolean }>(db, sql`select ${certifiedSql(installerId, certificationTypeId, at)} as ok`);
  return row.ok;
}

/** The stored status as docs/domain.md#certifications reads it: ACTIVE past its end is EXPIRED. */
export const statusAt = (status: Exclude<CertificationStatus, 'EXPIRED'>, expiresAt: Date | null, now: Date): CertificationStatus =>
  status === 'ACTIVE' && expiresAt && expiresAt <= now ? certificationStatuses[2] : status;
