import { addDays } from 'date-fns/addDays';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { format } from 'date-fns/format';
import { lastDayOfMonth } from 'date-fns/lastDayOfMonth';
import { parseISO } from 'date-fns/parseISO';
import { inArray, sql } from 'drizzle-orm';
import { LEAK_CHECK_REMINDER_DAYS, REMINDER_OFFSETS } from '../../../../contracts';
import { kyivDay } from '../../../../contracts/kyiv-day';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { leakCheckReminders, maintenanceDigests, maintenanceReminders } from '../../db/schema';
import { transaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { fullName } from '../../lib/names';
import { leakChecksDue, type LeakCheckDue } from '../fgas';
import type { NotificationsService } from '../notifications';
import type { PushService } from '../push';
import type { Sms, SmsSender } from '../sms';
import { addressLine, recipientOf } from '../installations';
import { pages } from '../../../../contracts/pages';

type DueUnit = {
  unit_id: number;
  due: string;
  installation_id: number;
  client_id: number;
  installer_id: number | null;
  city: string | null;
  street: string | null;
  house: string | null;
  flat: string | null;
  region: string | null;
  area: string | null;
};

const LONGEST = Math.max(...REMINDER_OFFSETS);

/** The reminder a unit due in `daysLeft` days gets: the nearest offset not below it (30 from 30 to 8 days, 7 from 7 to 2, 1). */
export const offsetFor = (daysLeft: number) => [...REMINDER_OFFSETS].sort((a, b) => a - b).find((o) => daysLeft <= o) ?? null;

/**
 * Maintenance reminders (docs/decisions/0025): the client is reminded 30, 7 and 1 days before a unit's yearly
 * maintenance is due (an SMS, a notification with the installer's name and a link, a push to their devices), the
 * installer gets the month's clients once a month. Exactly once per unit, due date and offset, whatever the number of API copies
 * and restarts: the reminder's guard row is inserted (`on conflict do nothing`) in the transaction that writes
 * the notification, and only the copy whose insert landed sends. The scan reads `installation_units_due_idx`.
 * F-gas leak checks (docs/decisions/0049-fgas-logbook.md) are reminded the same way, LEAK_CHECK_REMINDER_DAYS before
 * each circuit's due day, once per circuit and due day: the client (notification and SMS) and the job's installer.
 */
export function createReminders({
  db,
  clock,
  notifications,
  push,
  sms,
  webUrl,
}: {
  db: Db;
  clock: Clock;
  notifications: NotificationsService;
  push: Pick<PushService, 'send'>;
  sms: SmsSender;
  webUrl: string;
}) {
  /** Units due within the longest offset whose current reminder was not sent (an index range scan over the due day). */
  const dueUnits = (today: string) =>
    rowsOf<DueUnit>(
      db,
      sql`select u.id as unit_id, u.maintenance_due_on::text as due, i.id as installation_id, i.client_id, i.installer_id,
                 i.city, i.street, i.house, i.flat, i.region, i.area
          from installation_units u join installations i on i.id = u.installation_id
          where u.maintenance_due_on > ${today}::date and u.maintenance_due_on <= ${today}::date + ${LONGEST}::int
            and i.code in ('COMPLETED', 'PREVENTION')
            and not exists (
              select 1 from maintenance_reminders r
              where r.unit_id = u.id and r.due_date = u.maintenance_due_on
                and r.offset_days = case ${sql.join(
                  [...REMINDER_OFFSETS].sort((a, b) => a - b).map((o) => sql`when u.maintenance_due_on - ${today}::date <= ${o}::int then ${o}::int`),
                  sql` `,
                )} end)
          order by u.maintenance_due_on, i.id, u.id`,
    );

  /** One installation's units due the same day: one reminder to its client, guarded per unit. */
  async function remind(today: Date, group: DueUnit[]) {
    const [first] = group;
    const daysLeft = differenceInCalendarDays(parseISO(first.due), today);
    const offset = offsetFor(daysLeft)!;
    const client = await recipientOf(db, first.client_id);
    const installer = first.installer_id === null ? null : await recipientOf(db, first.installer_id);
    const link = pages.installation(first.installation_id);
    const values = {
      number: first.installation_id,
      address: addressLine(first, client.t),
      date: first.due,
      days: daysLeft,
      installer: installer ? fullName(installer) : '',
      count: group.length,
    };
    const message: Sms | null = await transaction(db, async (tx) => {
      const claimed = await tx.db
        .insert(maintenanceReminders)
        .values(group.map((u) => ({ unitId: u.unit_id, dueDate: u.due, offsetDays: offset, sentAt: clock.now() })))
        .onConflictDoNothing()
        .returning({ unitId: maintenanceReminders.unitId });
      if (!claimed.length) return null;
      await notifications.notify(tx, { id: client.id, language: client.lang }, { kind: 'maintenanceReminder', values, link });
      tx.afterCommit(() =>
        push.send([client.id], {
          texts: (t) => ({ title: t('notifications.maintenanceReminder.title'), body: t('notifications.maintenanceReminder.text', values) }),
          page: link,
          tag: `maintenance-${first.installation_id}`,
        }),
      );
      return { phone: client.phone, text: client.t('preventions.sms.reminder', { ...values, link: `${webUrl}${link}` }) };
    });
    if (message) await sms.send(message);
    return message ? 1 : 0;
  }

  /** Each installer with units due this (Kyiv) month, `today`'s, gets the list of those clients, once per month. */
  async function digests(today: string) {
    const month = today.slice(0, 7);
    const rows = await rowsOf<{ installer_id: number; clients: string[] }>(
      db,
      sql`select i.installer_id, array_agg(distinct concat_ws(' ', c.name, c.lastname) order by concat_ws(' ', c.name, c.lastname)) as clients
          from installation_units u join installations i on i.id = u.installation_id join users c on c.id = i.client_id
          where u.maintenance_due_on between ${`${month}-01`}::date and ${format(lastDayOfMonth(parseISO(today)), 'yyyy-MM-dd')}::date
            and i.code in ('COMPLETED', 'PREVENTION') and i.installer_id is not null
            and not exists (select 1 from maintenance_digests d where d.installer_id = i.installer_id and d.month = ${month})
          group by i.installer_id`,
    );
    let sent = 0;
    for (const r of rows) {
      const installer = await recipientOf(db, r.installer_id);
      sent += await transaction(db, async (tx) => {
        const claimed = await tx.db
          .insert(maintenanceDigests)
          .values({ installerId: r.installer_id, month, sentAt: clock.now() })
          .onConflictDoNothing()
          .returning();
        if (!claimed.length) return 0;
        await notifications.notify(
          tx,
          { id: installer.id, language: installer.lang },
          {
            kind: 'maintenanceDigest',
            values: { month, count: r.clients.length, clients: r.clients.join(', ') },
            link: pages.calendar(),
          },
        );
        return 1;
      });
    }
    return sent;
  }

  /**
   * One job's circuits whose leak check is due the same day for the same reason: one reminder to its client (a
   * notification and an SMS, as for maintenance) and one notification to its installer, guarded per circuit and due day.
   */
  async function remindLeakCheck(today: string, group: LeakCheckDue[]) {
    const [first] = group;
    const [job] = await rowsOf<{ city: string | null; street: string | null; house: string | null; flat: string | null }>(
      db,
      sql`select city, street, house, flat from installations where id = ${first.installationId}`,
    );
    const client = await recipientOf(db, first.clientId);
    const installer = first.installerId === null ? null : await recipientOf(db, first.installerId);
    const link = pages.installation(first.installationId);
    const values = (t: typeof client.t) => ({
      number: first.installationId,
      address: addressLine(job, t),
      date: first.on,
      days: differenceInCalendarDays(parseISO(first.on), parseISO(today)),
      refrigerants: [...new Set(group.map((c) => c.refrigerantName))].join(', '),
      count: group.length,
      client: fullName(client),
      installer: installer ? fullName(installer) : '',
      because: first.because,
    });
    const message: Sms | null = await transaction(db, async (tx) => {
      const claimed = await tx.db
        .insert(leakCheckReminders)
        .values(group.map((c) => ({ circuitId: c.circuitId, dueDate: c.on, sentAt: clock.now() })))
        .onConflictDoNothing()
        .returning({ circuitId: leakCheckReminders.circuitId });
      if (!claimed.length) return null;
      await notifications.notify(tx, { id: client.id, language: client.lang }, { kind: 'leakCheckReminder', values: values(client.t), link });
      if (installer) {
        await notifications.notify(tx, { id: installer.id, language: installer.lang }, { kind: 'leakCheckDue', values: values(installer.t), link });
      }
      return { phone: client.phone, text: client.t('preventions.sms.leakCheckReminder', { ...values(client.t), link: `${webUrl}${link}` }) };
    });
    if (message) await sms.send(message);
    return message ? 1 : 0;
  }

  /**
   * The leak checks due within LEAK_CHECK_REMINDER_DAYS (from tomorrow; an overdue one is the logbook's and the
   * calendar's to show) whose reminder was not sent, grouped per job, due day and reason. The due days are the fgas
   * module's (`leakChecksDue`), so a repair or a check written since the last run is already counted.
   */
  async function leakChecks(today: string) {
    const day = (n: number) => format(addDays(parseISO(today), n), 'yyyy-MM-dd');
    const due = await leakChecksDue(db, { from: day(1), to: day(LEAK_CHECK_REMINDER_DAYS), today });
    if (!due.length) return 0;
    const sent = await db
      .select({ circuitId: leakCheckReminders.circuitId, dueDate: leakCheckReminders.dueDate })
      .from(leakCheckReminders)
      .where(
        inArray(
          leakCheckReminders.circuitId,
          due.map((c) => c.circuitId),
        ),
      );
    const done = new Set(sent.map((r) => `${r.circuitId}:${r.dueDate}`));
    const groups = new Map<string, LeakCheckDue[]>();
    for (const c of due) {
      if (done.has(`${c.circuitId}:${c.on}`)) continue;
      const key = `${c.installationId}:${c.on}:${c.because}`;
      groups.set(key, [...(groups.get(key) ?? []), c]);
    }
    let reminded = 0;
    for (const group of groups.values()) reminded += await remindLeakCheck(today, group);
    return reminded;
  }

  return {
    /** The scan alone (what `run` reads first): the units whose reminder is due on `today`. */
    pending: dueUnits,

    /** One scan (the `maintenance-reminders` job): the reminders due now, the month's digests, the leak checks due soon. Answers what it sent. */
    async run() {
      // The day and month in Kyiv (the portal's days), for the reminders, the digests and the leak checks alike.
      const today = kyivDay(clock.now());
      const units = await dueUnits(today);
      const groups = new Map<string, DueUnit[]>();
      for (const u of units) {
        const key = `${u.installation_id}:${u.due}`;
        groups.set(key, [...(groups.get(key) ?? []), u]);
      }
      let reminders = 0;
      for (const group of groups.values()) reminders += await remind(parseISO(today), group);
      return { reminders, digests: await digests(today), leakChecks: await leakChecks(today) };
    },
  };
}

export type Reminders = ReturnType<typeof createReminders>;
