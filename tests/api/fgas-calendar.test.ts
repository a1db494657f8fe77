import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, fgasRoutes, LEAK_CHECK_REMINDER_DAYS, notificationRoutes, preventionRoutes, type CircuitBody, type FgasEntry } from '../../contracts';
import { kyivDay } from '../../contracts/kyiv-day';
import { rowsOf } from '../../server/src/db/rows';
import { leakCheckReminders, notifications } from '../../server/src/db/schema';
import type { Clock } from '../../server/src/lib/clock';
import { createCalendar, createReminders } from '../../server/src/modules/preventions';
import { outbox } from './accounts';
import { threeKgR410A } from './fgas-fixtures';
import { completionWorld, type CompletionWorld } from './installations-completion-fixtures';

/**
 * Leak checks due (docs/decisions/0049-fgas-logbook.md, computed by the logbook's own rule) in the installer's calendar,
 * its ICS feed and the reminders.
 */
let w: CompletionWorld;
const today = kyivDay(new Date());
const plusDays = (day: string, n: number) => format(addDays(parseISO(day), n), 'yyyy-MM-dd');
/** 11 months and 25 days ago: a 12-month circuit commissioned then is due in the coming week. */
const commissionedOn = plusDays(addMonths(today, -11), -25);
const dueOn = addMonths(commissionedOn, 12);

const circuit = (unitId: number, over: Partial<CircuitBody> = {}): CircuitBody => threeKgR410A(commissionedOn, unitId, over);

/** A registered job of the demo client by the demo installer, with a circuit of 3 kg R-410A on its outdoor unit. */
async function jobWithCircuit() {
  const row = await w.installation();
  await w.ready(row.id);
  const [outdoor] = await rowsOf<{ id: number }>(
    w.db,
    sql`select u.id from installation_units u join product_blocks b on b.id = u.block_id where u.installation_id = ${row.id} and b.type = 'outdoor'`,
  );
  const res = await w.call(fgasRoutes.addCircuit, w.installer, { params: { id: row.id }, body: circuit(outdoor.id) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { installationId: row.id, circuitId: res.data.id as number };
}
const addEntry = async (circuitId: number, body: FgasEntry) => {
  const res = await w.call(fgasRoutes.addEntry, w.installer, { params: { id: circuitId }, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.data;
};

const parts = (day: string) => day.split('-').map(Number) as [number, number, number];
const monthOf = async (day: string) => {
  const [year, month] = parts(day);
  const res = await w.call(preventionRoutes.calendarMonth, w.installer, { query: { year, month } });
  expect(res.status).toBe(200);
  return res.data.days;
};
const dayOf = async (day: string, lang: 'en' | 'uk' | 'pl' = 'en') => {
  const [year, month, date] = parts(day);
  const res = await w.call(preventionRoutes.calendarDay, w.installer, { query: { year, month, day: date, lang } });
  expect(res.status).toBe(200);
  return res.data.entries;
};
const leakChecksOn = async (day: string, circuitId: number) => (await dayOf(day)).filter((e) => e.leakCheck?.circuitId === circuitId);

/** The installer's feed address, as the API gives it. */
const feedUrl = async () => new URL((await w.call(preventionRoutes.calendarFeedCreate, w.installer, { body: {} })).data.feed.url);

/** The installer's ICS feed as a calendar app reads it: its events by UID. */
async function feedEvents() {
  const res = await w.server.request((await feedUrl()).pathname); // raw: the feed's address as the API gave it
  expect(res.status).toBe(200);
  return eventsOf(res.body as string);
}
async function eventsOf(ics: string) {
  const { default: ICAL } = await import('ical.js');
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return new Map(
    calendar
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v))
      .map((e) => [e.uid, e]),
  );
}

beforeAll(async () => {
  w = await completionWorld();
  const res = await w.call(fgasRoutes.setCertificate, w.installer, {
    body: { number: 'PL/FGAZ/O/0123/24', category: 'A1', issuer: 'UDT', expiresOn: addMonths(today, 60) },
  });
  expect(res.status).toBe(200);
});
afterAll(() => w?.server.close());

describe('leak checks due in the installer’s calendar and ICS feed', () => {
  it('a circuit of 3 kg R-410A commissioned 11 months 25 days ago is due next week, on its day, named and linked', async () => {
    expect(dueOn > today && dueOn <= plusDays(today, 7)).toBe(true);
    const { installationId, circuitId } = await jobWithCircuit();

    expect(await monthOf(dueOn)).toContainEqual(expect.objectContaining({ date: dueOn, leakChecks: expect.any(Number), leakChecksOverdue: false }));
    expect((await monthOf(dueOn)).find((d) => d.date === dueOn)!.leakChecks).toBeGreaterThanOrEqual(1);
    const [entry] = await leakChecksOn(dueOn, circuitId);
    expect(entry).toMatchObject({
      kind: 'LEAK_CHECK',
      kindName: 'F-gas leak check',
      date: dueOn,
      time: null,
      installationId,
      preventionId: null,
      done: false,
      address: expect.stringContaining('Хрещатик'),
      client: expect.objectContaining({ id: w.client.id }),
      leakCheck: { circuitId, refrigerant: 'R-410A', chargeKg: 3, because: 'interval', overdue: false },
    });
    expect((await dayOf(dueOn, 'pl')).find((e) => e.leakCheck?.circuitId === circuitId)!.kindName).toBe('Kontrola szczelności (F-gazy)');
    // Only the job's installer: another installer's calendar does not show it.
    const [y, m, d] = parts(dueOn);
    const other = await w.call(preventionRoutes.calendarDay, w.installer2, { query: { year: y, month: m, day: d } });
    expect(other.data.entries.filter((e) => e.leakCheck?.circuitId === circuitId)).toEqual([]);

    const events = await feedEvents();
    const event = events.get(`leak-check-${circuitId}-${dueOn}@climate-portal`);
    expect(event, [...events.keys()].join(', ')).toBeDefined();
    expect(event!.startDate.isDate).toBe(true);
    expect(event!.startDate.toString()).toBe(dueOn);
    // The installer's language (a Ukrainian profile), the job's address, the circuit, the card's link.
    expect(event!.summary).toMatch(/^Перевірка герметичності \(F-гази\): /);
    expect(event!.location).toContain('Хрещатик');
    expect(event!.description).toContain('R-410A, 3 кг');
    expect(event!.component.getFirstPropertyValue('url')).toMatch(new RegExp(`/installations/${installationId}$`));
  });

  it('a repair moves it to a month after the repair (overdue when that has passed); a clean check to the next interval', async () => {
    const { circuitId } = await jobWithCircuit();
    const repairedOn = plusDays(commissionedOn, 5);
    await addEntry(circuitId, { kind: 'repair', on: repairedOn, description: 'Flare nut on the liquid line tightened' });
    const verification = addMonths(repairedOn, 1);

    expect(await leakChecksOn(dueOn, circuitId)).toEqual([]);
    const [moved] = await leakChecksOn(verification, circuitId);
    expect(moved).toMatchObject({
      kindName: 'Leak check after a repair',
      leakCheck: { circuitId, because: 'repairVerification', overdue: true },
    });
    expect((await monthOf(verification)).find((d) => d.date === verification)).toMatchObject({ leakChecksOverdue: true });
    const events = await feedEvents();
    expect(events.has(`leak-check-${circuitId}-${dueOn}@climate-portal`)).toBe(false);

    await addEntry(circuitId, { kind: 'leakCheck', on: today, result: 'noLeakFound' });
    expect(await leakChecksOn(verification, circuitId)).toEqual([]);
    const next = addMonths(today, 12);
    expect(await leakChecksOn(next, circuitId)).toEqual([
      expect.objectContaining({ leakCheck: expect.objectContaining({ because: 'interval', overdue: false }) }),
    ]);
    expect((await feedEvents()).has(`leak-check-${circuitId}-${next}@climate-portal`)).toBe(true);
  });

  it('a decommissioned circuit disappears from the calendar and the feed', async () => {
    const { circuitId } = await jobWithCircuit();
    expect(await leakChecksOn(dueOn, circuitId)).toHaveLength(1);
    await addEntry(circuitId, { kind: 'decommissioning', on: today, measures: 'Refrigerant recovered, unit dismantled' });
    expect(await leakChecksOn(dueOn, circuitId)).toEqual([]);
    expect((await feedEvents()).has(`leak-check-${circuitId}-${dueOn}@climate-portal`)).toBe(false);
  });

  it('a circuit that needs no check (R-32 below 5 t CO2e) never shows', async () => {
    const row = await w.installation();
    await w.ready(row.id);
    const [outdoor] = await rowsOf<{ id: number }>(
      w.db,
      sql`select u.id from installation_units u join product_blocks b on b.id = u.block_id where u.installation_id = ${row.id} and b.type = 'outdoor'`,
    );
    const res = await w.call(fgasRoutes.addCircuit, w.installer, {
      params: { id: row.id },
      body: circuit(outdoor.id, { refrigerant: 'R32', factoryChargeKg: 1 }),
    });
    expect(res.data.nextCheck).toBeNull();
    expect((await dayOf(dueOn)).filter((e) => e.installationId === row.id)).toEqual([]);
  });
});

describe('the ICS feed’s window', () => {
  it('reaches the same Kyiv day twelve months on, also in the hours when UTC is still on the day before', async () => {
    const { circuitId } = await jobWithCircuit();
    await addEntry(circuitId, { kind: 'leakCheck', on: today, result: 'noLeakFound' });
    const token = (await feedUrl()).pathname.replace(/^.*\//, '').replace(/\.ics$/, '');
    // Past midnight in Kyiv (UTC+2 or +3): 22:30 UTC of the day before.
    const clock: Clock = { now: () => new Date(`${plusDays(today, -1)}T22:30:00Z`) };
    const feed = createCalendar({ db: w.db, clock, apiPublicUrl: 'https://api.portal.test', webUrl: 'https://portal.test' });
    const events = await eventsOf(await feed.ics(token));
    expect([...events.keys()]).toContain(`leak-check-${circuitId}-${addMonths(today, 12)}@climate-portal`);
  });
});

/** A clock the test moves (lib/clock.ts): noon of a given day. */
const movable = () => {
  let now = new Date();
  const clock: Clock = { now: () => now };
  return { clock, at: (day: string) => void (now = new Date(`${day}T12:00:00Z`)) };
};
/** A reminders scan as the job runs it in one API copy, on the moved clock. */
const copy = (clock: Clock) => {
  const { db, sms, services } = w.server.app;
  return createReminders({ db, clock, notifications: services.notifications, push: services.push, sms, webUrl: 'https://portal.test' });
};

describe('leak check reminders', () => {
  it(`go to the client (notification and SMS) and the installer ${LEAK_CHECK_REMINDER_DAYS} days before, once per due day, across copies`, async () => {
    const { installationId, circuitId } = await jobWithCircuit();
    const told = async (userId: number, kind: string) =>
      (
        await w.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind), eq(notifications.link, `/installations/${installationId}`)))
      ).length;
    const texts = async () => (await outbox(w.server, w.client.phone)).filter((m) => m.text.includes(`portal.test/installations/${installationId}`));
    const { clock, at } = movable();

    at(plusDays(dueOn, -(LEAK_CHECK_REMINDER_DAYS + 1)));
    await copy(clock).run();
    expect(await told(w.client.id, 'leakCheckReminder')).toBe(0);

    at(plusDays(dueOn, -LEAK_CHECK_REMINDER_DAYS));
    await Promise.all([copy(clock).run(), copy(clock).run()]);
    expect(await told(w.client.id, 'leakCheckReminder')).toBe(1);
    expect(await told(w.installer.id, 'leakCheckDue')).toBe(1);
    expect(await texts()).toHaveLength(1);
    const [sms] = await texts();
    expect(sms.text).toMatch(/^Climate Portal: перевірка герметичності контуру холодоагенту \(R-410A\) за адресою .*Хрещатик.* потрібна до /);
    expect(await w.db.select().from(leakCheckReminders).where(eq(leakCheckReminders.circuitId, circuitId))).toEqual([
      expect.objectContaining({ circuitId, dueDate: dueOn }),
    ]);
    const notice = async (who: typeof w.client, lang: string) =>
      ((await w.call(notificationRoutes.list, who, { query: { lang, perPage: 100 } })).data.data as { text: string; link: string | null }[]).find(
        (n) => n.link === `/installations/${installationId}` && /leak check|kontrol|перевірк/i.test(n.text),
      )!.text;
    expect(await notice(w.client, 'en')).toMatch(/^The periodic leak check of the refrigerant circuit \(R-410A\) at .* is due by .* \(in 14 days\)/);
    expect(await notice(w.installer, 'pl')).toMatch(
      new RegExp(`^Montaż nr ${installationId} \\(.*\\): okresową kontrolę szczelności obiegu \\(R-410A\\) trzeba wykonać do `),
    );

    // The next days, the due day itself and after it: nothing more for this due day.
    for (const day of [plusDays(dueOn, -7), plusDays(dueOn, -1), dueOn, plusDays(dueOn, 3)]) {
      at(day);
      await copy(clock).run();
    }
    expect(await told(w.client.id, 'leakCheckReminder')).toBe(1);
    expect(await told(w.installer.id, 'leakCheckDue')).toBe(1);
    expect(await texts()).toHaveLength(1);
  });
});
