import { asc, eq, sql } from 'drizzle-orm';
import type { CertificationStatus, Lang } from '../../../../contracts';
import { kyivDay } from '../../../../contracts/kyiv-day';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { certificationLevels, certificationTypes } from '../../db/schema';
import { nameIn } from '../../lib/names';
import { allCertificationTypes, statusAt } from '../installations';

/** Certification types and their levels, named in `lang`, in their order. */
export async function typesAndLevels(db: Db, lang: Lang) {
  const [types, levels] = await Promise.all([allCertificationTypes(db), db.select().from(certificationLevels).orderBy(asc(certificationLevels.rank))]);
  return {
    certificationTypes: types.map((t) => ({ id: t.id, code: t.code, name: nameIn(t.name, lang) })),
    certificationLevels: types.flatMap((t) =>
      levels.filter((l) => l.certificationTypeId === t.id).map((l) => ({ id: l.id, certificationTypeId: t.id, rank: l.rank, name: nameIn(l.name, lang) })),
    ),
  };
}

type CertificationRow = {
  id: number;
  status: 'REQUEST' | 'ACTIVE' | 'DECLINED';
  reason: string | null;
  decidedAt: Date | string | null;
  expiresAt: Date | string | null;
  createdAt: Date | string;
  levelId: number;
  rank: number;
  levelName: Record<Lang, string>;
  typeId: number;
};

const asDate = (v: Date | string | null) => (v === null ? null : new Date(v));
/** decided_at and expires_at are moments: shown as their day in Kyiv (contracts/kyiv-day.ts). */
const dayOf = (v: Date | string | null) => (v === null ? null : kyivDay(new Date(v)));

async function certificationRows(db: Db, installerId: number) {
  return rowsOf<CertificationRow>(
    db,
    sql`select c.id, c.status, c.reason, c.decided_at as "decidedAt", c.expires_at as "expiresAt", c.created_at as "createdAt",
               l.id as "levelId", l.rank, l.name as "levelName", l.certification_type_id as "typeId"
        from installer_certifications c join certification_levels l on l.id = c.certification_level_id
        where c.installer_id = ${installerId} order by c.created_at desc, c.id desc`,
  );
}

/**
 * An installer's certifications per type: the level held (the latest ACTIVE row, which reads EXPIRED past
 * its end), the application waiting (REQUEST), and the last declined one when newer than the level held.
 */
export async function licenseEntries(db: Db, installerId: number, lang: Lang, now: Date) {
  const [{ certificationTypes }, rows] = await Promise.all([typesAndLevels(db, lang), certificationRows(db, installerId)]);
  const level = (r: CertificationRow) => ({ id: r.levelId, rank: r.rank, name: nameIn(r.levelName, lang) });
  return certificationTypes.map((type) => {
    const mine = rows.filter((r) => r.typeId === type.id);
    const held = mine.find((r) => r.status === 'ACTIVE') ?? null;
    const pending = mine.find((r) => r.status === 'REQUEST') ?? null;
    const declined = mine.find((r) => r.status === 'DECLINED' && (!held || new Date(r.createdAt) > new Date(held.decidedAt ?? held.createdAt))) ?? null;
    const request = pending ?? declined;
    const status: CertificationStatus | null = held ? statusAt('ACTIVE', asDate(held.expiresAt), now) : null;
    return {
      certificationType: type,
      level: held ? level(held) : null,
      status,
      decidedAt: held ? dayOf(held.decidedAt) : null,
      expiresAt: held ? dayOf(held.expiresAt) : null,
      request: request
        ? {
            id: request.id,
            level: level(request),
            status: request.status as 'REQUEST' | 'DECLINED',
            reason: request.reason,
            createdAt: new Date(request.createdAt).toISOString(),
          }
        : null,
    };
  });
}

export type LicenseEntry = Awaited<ReturnType<typeof licenseEntries>>[number];

export async function levelById(db: Db, id: number) {
  const [row] = await db.select().from(certificationLevels).where(eq(certificationLevels.id, id));
  return row ?? null;
}

/** The first level (lowest rank) of a certification type. */
export async function firstLevelOf(db: Db, certificationTypeId: number) {
  const [row] = await db
    .select({ id: certificationLevels.id })
    .from(certificationLevels)
    .where(eq(certificationLevels.certificationTypeId, certificationTypeId))
    .orderBy(certificationLevels.rank)
    .limit(1);
  return row ?? null;
}

export async function certificationTypeExists(db: Db, id: number) {
  const rows = await db.select({ id: certificationTypes.id }).from(certificationTypes).where(eq(certificationTypes.id, id));
  return rows.length > 0;
}
