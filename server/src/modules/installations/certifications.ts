import { asc, eq, sql } from 'drizzle-orm';
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

/**
 * docs/domain.md#certifications: whether the installer holds an ACTIVE certification of the type at
 * `at` (an ACTIVE row past `expiresAt` reads as EXPIRED).
 */
export async function isCertified(db: Db, installerId: number, certificationTypeId: number, at: Date) {
  const rows = await rowsOf<{ ok: number }>(
    db,
    sql`select 1 as ok from installer_certifications c join certification_levels l on l.id = c.certification_level_id
        where c.installer_id = ${installerId} and l.certification_type_id = ${certificationTypeId} and c.status = 'ACTIVE'
          and (c.expires_at is null or c.expires_at > ${at.toISOString()}) and (c.decided_at is null or c.decided_at <= ${at.toISOString()})
        limit 1`,
  );
  return rows.length > 0;
}

/** The stored status as docs/domain.md#certifications reads it: ACTIVE past its end is EXPIRED. */
export const statusAt = (status: Exclude<CertificationStatus, 'EXPIRED'>, expiresAt: Date | null, now: Date): CertificationStatus =>
  status === 'ACTIVE' && expiresAt && expiresAt <= now ? certificationStatuses[2] : status;
