import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { certificationLevels, certificationReminders, certificationTypes, installerCertifications, users } from '../../db/schema';

/** ACTIVE certifications ending after `now` and by `until` whose end date no reminder was sent for (one per certification and end date). */
export async function dueReminders(db: Db, now: Date, until: Date) {
  return rowsOf<{ id: number; expiresAt: Date | string }>(
    db,
    sql`select c.id, c.expires_at as "expiresAt" from installer_certifications c
        where c.status = 'ACTIVE' and c.expires_at > ${now.toISOString()} and c.expires_at <= ${until.toISOString()}
          and not exists (select 1 from certification_reminders r where r.certification_id = c.id and r.expires_at = c.expires_at)`,
  );
}

/** Records the reminder of this end date; false when it was recorded already (another run or API copy sends it). */
export async function claimReminder(db: Db, certificationId: number, expiresAt: Date, sentAt: Date) {
  const claimed = await db
    .insert(certificationReminders)
    .values({ certificationId, expiresAt, sentAt })
    .onConflictDoNothing()
    .returning({ id: certificationReminders.certificationId });
  return claimed.length > 0;
}

/** Whom a reminder reaches and what it names: the installer, their language, the level and the type. */
export async function reminderOf(db: Db, certificationId: number) {
  const [row] = await db
    .select({
      installerId: installerCertifications.installerId,
      language: users.language,
      level: certificationLevels.name,
      type: certificationTypes.name,
    })
    .from(installerCertifications)
    .innerJoin(users, eq(users.id, installerCertifications.installerId))
    .innerJoin(certificationLevels, eq(certificationLevels.id, installerCertifications.certificationLevelId))
    .innerJoin(certificationTypes, eq(certificationTypes.id, certificationLevels.certificationTypeId))
    .where(eq(installerCertifications.id, certificationId));
  return row;
}
