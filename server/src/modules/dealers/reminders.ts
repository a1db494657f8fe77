import { CERTIFICATION_REMINDER_DAYS, type Lang } from '../../../../contracts';
import { kyivDay } from '../../../../contracts/kyiv-day';
import { pages } from '../../../../contracts/pages';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { nameIn } from '../../lib/names';
import type { NotificationsService } from '../notifications';
import { claimReminder, dueReminders, reminderOf } from './expiring';

/** The daily job's reminders of certifications about to end (plugins/jobs.ts `certification-reminders`). */
export function createReminders({ db, clock, notifications }: { db: Db; clock: Clock; notifications: NotificationsService }) {
  return {
    /**
     * Reminds installers of certifications ending within CERTIFICATION_REMINDER_DAYS, once per certification
     * and end date: the reminder row is inserted first (`on conflict do nothing`), so several API copies or
     * runs notify once.
     */
    async remindExpiring() {
      const now = clock.now();
      const until = new Date(now.getTime() + CERTIFICATION_REMINDER_DAYS * 24 * 60 * 60 * 1000);
      let sent = 0;
      for (const { id, expiresAt } of await dueReminders(db, now, until)) {
        await transaction(db, async (tx) => {
          if (!(await claimReminder(tx.db, id, new Date(expiresAt), now))) return;
          const row = await reminderOf(tx.db, id);
          const lang = row.language as Lang;
          await notifications.notify(
            tx,
            { id: row.installerId, language: row.language },
            {
              kind: 'certificationExpiring',
              values: { level: nameIn(row.level, lang), type: nameIn(row.type, lang), date: kyivDay(new Date(expiresAt)) },
              link: pages.license(),
            },
          );
          sent++;
        });
      }
      return sent;
    },
  };
}
