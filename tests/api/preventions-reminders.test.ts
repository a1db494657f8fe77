import { parseISO } from 'date-fns/parseISO';
import { subDays } from 'date-fns/subDays';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationRoutes } from '../../contracts';
import { rowsOf } from '../../server/src/db/rows';
import { installationUnits, maintenanceDigests, maintenanceReminders, notifications } from '../../server/src/db/schema';
import type { Clock } from '../../server/src/lib/clock';
import { createReminders } from '../../server/src/modules/preventions';
import { outbox } from './accounts';
import { completionWorld, type CompletionWorld } from './installations-completion-fixtures';

let w: CompletionWorld;

beforeAll(async () => {
  w = await completionWorld();
  await w.certify(w.installer.id, 'ACTIVE');
});
afterAll(() => w?.server.close());

/** A clock the test moves (lib/clock.ts), noon of a given day. */
const movable = () => {
  let now = new Date();
  const clock: Clock = { now: () => now };
  return { clock, at: (day: Date) => void (now = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 12)) };
};
/** A reminders scan as the job runs it in one API copy, on the moved clock. */
const copy = (clock: Clock) => {
  const { db, sms, services } = w.server.app;
  return createReminders({ db, clock, notifications: services.notifications, push: services.push, sms, webUrl: 'https://portal.test' });
};

describe('maintenance reminders', () => {
  it('go 30, 7 and 1 days before a unit is due, each exactly once, across copies and restarts', async () => {
    const row = await w.installation();
    await w.complete(row.id, [...w.fullSerials(), ...w.fullSerials('second')]);
    // Due far beyond the demo data, so that only this installation is due that week.
    const due = '2031-03-15';
    await w.db.update(installationUnits).set({ maintenanceDueOn: due }).where(eq(installationUnits.installationId, row.id));
    const units = (await w.db.select({ id: installationUnits.id }).from(installationUnits).where(eq(installationUnits.installationId, row.id))).map(
      (u) => u.id,
    );
    const sent = async () =>
      (await w.db.select().from(maintenanceReminders).where(inArray(maintenanceReminders.unitId, units)))
        .map((r) => `${r.unitId}:${r.dueDate}:${r.offsetDays}`)
        .sort();
    const told = async () =>
      (
        await w.db
          .select()
          .from(notifications)
          .where(
            and(eq(notifications.userId, w.client.id), eq(notifications.kind, 'maintenanceReminder'), like(notifications.link, `/installations/${row.id}`)),
          )
      ).length;
    const sms = async () => (await outbox(w.server, w.client.phone)).filter((m) => m.text.includes(`portal.test/installations/${row.id}`)).length;

    const { clock, at } = movable();
    const dueDay = parseISO(due);
    at(subDays(dueDay, 31));
    await copy(clock).run();
    expect(await sent()).toEqual([]);

    at(subDays(dueDay, 30));
    await copy(clock).run();
    expect(await sent()).toEqual(units.map((u) => `${u}:${due}:30`).sort());
    expect(await told()).toBe(1);
    expect(await sms()).toBe(1);
    const [message] = (await outbox(w.server, w.client.phone)).filter((m) => m.text.includes(`/installations/${row.id}`));
    // The day as the client (a Ukrainian profile) reads it, never as stored.
    expect(message.text).toContain('до 15 березня 2031');
    expect(message.text).not.toContain(due);
    const [notice] = (await w.call(notificationRoutes.list, w.client, { query: { lang: 'en' } })).data.data;
    expect(notice.text).toContain('is due by 15 March 2031 (in 30 days)');

    // The same day again, another copy, the next days: nothing more until 7 days before.
    await copy(clock).run();
    at(subDays(dueDay, 20));
    await copy(clock).run();
    expect(await told()).toBe(1);

    at(subDays(dueDay, 7));
    // Two copies scanning at once still send once.
    await Promise.all([copy(clock).run(), copy(clock).run()]);
    expect(await told()).toBe(2);
    expect(await sms()).toBe(2);

    at(subDays(dueDay, 1));
    await copy(clock).run();
    await copy(clock).run();
    expect(await told()).toBe(3);
    expect(await sent()).toHaveLength(units.length * 3);

    // On the due day and after it, no reminder (the card's warning takes over once overdue).
    at(dueDay);
    await copy(clock).run();
    expect(await told()).toBe(3);
    expect(await sms()).toBe(3);
  });

  it('gives the installer the month’s clients due, once a month', async () => {
    const row = await w.installation();
    await w.complete(row.id);
    await w.db.update(installationUnits).set({ maintenanceDueOn: '2032-05-20' }).where(eq(installationUnits.installationId, row.id));
    const { clock, at } = movable();
    at(parseISO('2032-05-02'));
    await copy(clock).run();
    await copy(clock).run();
    const digests = await w.db
      .select()
      .from(maintenanceDigests)
      .where(and(eq(maintenanceDigests.installerId, w.installer.id), eq(maintenanceDigests.month, '2032-05')));
    expect(digests).toHaveLength(1);
    const [n] = await w.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, w.installer.id), eq(notifications.kind, 'maintenanceDigest')))
      .orderBy(sql`id desc`)
      .limit(1);
    expect(n.link).toBe('/calendar');
    // The month as the installer's language names it, not yyyy-MM.
    const digest = async (lang: string) =>
      ((await w.call(notificationRoutes.list, w.installer, { query: { lang, perPage: 100 } })).data.data as { id: number; text: string }[]).find(
        (d) => d.id === n.id,
      )!.text;
    expect(await digest('uk')).toMatch(/^Цього місяця \(травень 2032\) технічне обслуговування потрібне \d+ клієнт/);
    expect(await digest('en')).toMatch(/^This month \(May 2032\), \d+ clients? (is|are) due for a maintenance visit: /);
    expect(await digest('pl')).toMatch(/^W tym miesiącu \(maj 2032\) przegląd serwisowy przypada u \d+ klient/);
  });

  it('count the days in Kyiv: past midnight there (22:30 UTC, still the day before in UTC), the reminder and the month’s digest are that day’s', async () => {
    // 31 May 2033, 22:30 UTC: in Kyiv the 1st of June, 30 days before the 1st of July (31 days, and May, in UTC).
    const clock: Clock = { now: () => new Date('2033-05-31T22:30:00Z') };
    const july = await w.installation();
    await w.complete(july.id);
    await w.db.update(installationUnits).set({ maintenanceDueOn: '2033-07-01' }).where(eq(installationUnits.installationId, july.id));
    const june = await w.installation();
    await w.complete(june.id);
    await w.db.update(installationUnits).set({ maintenanceDueOn: '2033-06-20' }).where(eq(installationUnits.installationId, june.id));
    const units = (await w.db.select({ id: installationUnits.id }).from(installationUnits).where(eq(installationUnits.installationId, july.id))).map(
      (u) => u.id,
    );

    await copy(clock).run();
    const sent = await w.db.select().from(maintenanceReminders).where(inArray(maintenanceReminders.unitId, units));
    expect(sent.map((r) => `${r.unitId}:${r.dueDate}:${r.offsetDays}`).sort()).toEqual(units.map((u) => `${u}:2033-07-01:30`).sort());
    const months = await w.db.select({ month: maintenanceDigests.month }).from(maintenanceDigests).where(eq(maintenanceDigests.installerId, w.installer.id));
    expect(months.map((d) => d.month)).toContain('2033-06');
    expect(months.map((d) => d.month)).not.toContain('2033-05');
  });

  it('scans by the due-date index', async () => {
    const plan = await w.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return rowsOf<{ 'QUERY PLAN': string }>(
        tx as never,
        sql`explain select u.id from installation_units u where u.maintenance_due_on > '2031-01-01'::date and u.maintenance_due_on <= '2031-01-31'::date`,
      );
    });
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toMatch(/installation_units_due_idx/);
  });
});
