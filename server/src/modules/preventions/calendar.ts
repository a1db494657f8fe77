import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { lastDayOfMonth } from 'date-fns/lastDayOfMonth';
import { parseISO } from 'date-fns/parseISO';
import { eq, sql } from 'drizzle-orm';
import ical from 'ical-generator';
import { randomBytes } from 'node:crypto';
import type { Viewer } from '../../access';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { calendarFeeds } from '../../db/schema';
import { displayPhone } from '../../i18n/format';
import { translator, type Translator } from '../../i18n/translator';
import { FieldsError, notFound } from '../../lib/http-errors';
import type { Clock } from '../../lib/clock';
import { fullName } from '../../lib/names';
import { addMonths } from '../../../../contracts';
import { kyivDay } from '../../../../contracts/kyiv-day';
import { leakChecksDue, type LeakCheckDue } from '../fgas';
import { addressLine, recipientOf } from '../installations';

type EntryRow = {
  kind: 'INSTALLATION' | 'PREVENTION' | 'LEAK_CHECK';
  date: string;
  time: string | null;
  installation_id: number;
  prevention_id: number | null;
  done: boolean;
  city: string | null;
  street: string | null;
  house: string | null;
  flat: string | null;
  region: string | null;
  area: string | null;
  client_id: number;
  name: string;
  lastname: string;
  phone: string;
  /** A LEAK_CHECK's circuit and due day (fgas `leakChecksDue`); absent for the others. */
  leak?: LeakCheckDue;
};

/** A job's address and client, as an entry shows them. */
const jobsSql = (ids: number[]) => sql`
  select i.id as installation_id, i.city, i.street, i.house, i.flat, i.region, i.area, u.id as client_id, u.name, u.lastname, u.phone
  from installations i join users u on u.id = i.client_id
  where i.id in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;

/**
 * The installer's entries between two days (inclusive): installations planned for them (not drafts, not
 * cancelled) and their maintenance visits. Both halves read an (installer, day) index.
 */
const entriesSql = (installerId: number, from: string, to: string) => sql`
  select e.kind, e.date::text as date, e.time, e.installation_id, e.prevention_id, e.done,
         i.city, i.street, i.house, i.flat, i.region, i.area, u.id as client_id, u.name, u.lastname, u.phone
  from (
    select 'INSTALLATION' as kind, i.planned_at as date, null::text as time, i.id as installation_id, null::int as prevention_id,
           i.code in ('COMPLETED', 'PREVENTION') as done
    from installations i
    where i.installer_id = ${installerId} and i.planned_at between ${from} and ${to} and i.code not in ('DRAFT', 'CANCELLED')
    union all
    select 'PREVENTION', p.planned_date, p.planned_time, p.installation_id, p.id, p.status = 'DONE'
    from installation_preventions p
    where p.installer_id = ${installerId} and p.planned_date between ${from} and ${to}
  ) e
  join installations i on i.id = e.installation_id
  join users u on u.id = i.client_id
  order by e.date, e.time nulls first, e.installation_id`;

/**
 * Per day between two days (inclusive), how many installations planned for the installer (not drafts, not cancelled)
 * and maintenance visits they have: the month view's counts (bench/calendar.ts explains this statement).
 */
export const monthSql = (installerId: number, from: string, to: string) => sql`
  select d::text as date, count(*) filter (where k = 'I')::int as installations, count(*) filter (where k = 'P')::int as preventions
  from (
    select planned_at as d, 'I' as k from installations
    where installer_id = ${installerId} and planned_at between ${from} and ${to} and code not in ('DRAFT', 'CANCELLED')
    union all
    select planned_date, 'P' from installation_preventions where installer_id = ${installerId} and planned_date between ${from} and ${to}
  ) e group by d order by d`;

const pad = (n: number) => String(n).padStart(2, '0');

/** By day, then time (untimed first), then job: the order `entriesSql` reads in, leak checks merged into it. */
const byDayAndTime = (a: EntryRow, b: EntryRow) =>
  a.date.localeCompare(b.date) || (a.time ?? '').localeCompare(b.time ?? '') || a.installation_id - b.installation_id;

/** The installer's calendar (docs/domain.md#maintenance-visits-and-reminders): month counts, a day's entries, and the private ICS feed. */
export function createCalendar({ db, clock, apiPublicUrl, webUrl }: { db: Db; clock: Clock; apiPublicUrl: string; webUrl: string }) {
  /** The entry's kind as the reader names it; a leak check says whether it is the periodic one or a repair's verification. */
  const kindName = (t: Translator, r: EntryRow) => (r.leak ? t(`preventions.calendar.leakCheck.${r.leak.because}`) : t(`preventions.calendar.kind.${r.kind}`));

  /**
   * The installer's entries between two days: the planned ones (`entriesSql`) and the leak checks due on the circuits
   * of their jobs (the fgas module's rule, `leakChecksDue`), each with its job's address and client.
   */
  async function entriesBetween(installerId: number, from: string, to: string) {
    const [planned, leaks] = await Promise.all([
      rowsOf<EntryRow>(db, entriesSql(installerId, from, to)),
      leakChecksDue(db, { installerId, from, to, today: kyivDay(clock.now()) }),
    ]);
    if (leaks.length === 0) return planned;
    const jobs = new Map(
      (await rowsOf<Omit<EntryRow, 'kind' | 'date' | 'time' | 'prevention_id' | 'done'>>(db, jobsSql([...new Set(leaks.map((l) => l.installationId))]))).map(
        (j) => [j.installation_id, j],
      ),
    );
    const due: EntryRow[] = leaks.map((leak) => ({
      ...jobs.get(leak.installationId)!,
      kind: 'LEAK_CHECK',
      date: leak.on,
      time: null,
      prevention_id: null,
      done: false,
      leak,
    }));
    return [...planned, ...due].sort(byDayAndTime);
  }

  const presentEntry = (t: Translator, r: EntryRow) => ({
    kind: r.kind,
    kindName: kindName(t, r),
    date: r.date,
    time: r.time,
    installationId: r.installation_id,
    preventionId: r.prevention_id,
    done: r.done,
    address: addressLine(r, t),
    client: { id: r.client_id, fullName: fullName(r), phone: r.phone },
    leakCheck: r.leak
      ? { circuitId: r.leak.circuitId, refrigerant: r.leak.refrigerantName, chargeKg: r.leak.chargeKg, because: r.leak.because, overdue: r.leak.overdue }
      : null,
  });

  const feedOf = (row: { token: string; createdAt: Date }) => {
    const url = `${apiPublicUrl}/calendar/${row.token}.ics`;
    return { url, webcalUrl: url.replace(/^https?:/, 'webcal:'), createdAt: row.createdAt.toISOString() };
  };

  return {
    /**
     * Per day of the month, how many installations, visits and leak checks due the installer has (only days with
     * entries). The leak checks are computed for this month alone (`leakChecksDue`, bounded by the installer's jobs).
     */
    async month(viewer: Viewer, year: number, month: number) {
      const from = `${year}-${pad(month)}-01`;
      const to = format(lastDayOfMonth(new Date(year, month - 1, 1)), 'yyyy-MM-dd');
      const [rows, leaks] = await Promise.all([
        rowsOf<{ date: string; installations: number; preventions: number }>(db, monthSql(viewer.id, from, to)),
        leakChecksDue(db, { installerId: viewer.id, from, to, today: kyivDay(clock.now()) }),
      ]);
      const days = new Map(rows.map((r) => [r.date, { ...r, leakChecks: 0, leakChecksOverdue: false }]));
      for (const leak of leaks) {
        const day = days.get(leak.on) ?? { date: leak.on, installations: 0, preventions: 0, leakChecks: 0, leakChecksOverdue: false };
        days.set(leak.on, { ...day, leakChecks: day.leakChecks + 1, leakChecksOverdue: day.leakChecksOverdue || leak.overdue });
      }
      return { year, month, days: [...days.values()].sort((a, b) => a.date.localeCompare(b.date)) };
    },

    /** The day's entries by time; 02-30 is a 422 `day`. */
    async day(viewer: Viewer, year: number, month: number, day: number, t: Translator) {
      const date = new Date(year, month - 1, day);
      if (date.getMonth() !== month - 1) throw new FieldsError({ day: ['dateInvalid'] });
      const iso = format(date, 'yyyy-MM-dd');
      const rows = await entriesBetween(viewer.id, iso, iso);
      return { date: iso, entries: rows.map((r) => presentEntry(t, r)) };
    },

    async feed(viewer: Viewer) {
      const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.installerId, viewer.id));
      return { feed: row ? feedOf(row) : null };
    },

    /** A new secret token (the previous URL, if any, stops working). */
    async createFeed(viewer: Viewer) {
      const token = randomBytes(24).toString('base64url');
      const [row] = await db
        .insert(calendarFeeds)
        .values({ installerId: viewer.id, token, createdAt: clock.now() })
        .onConflictDoUpdate({ target: calendarFeeds.installerId, set: { token, createdAt: clock.now() } })
        .returning();
      return { feed: feedOf(row) };
    },

    async revokeFeed(viewer: Viewer) {
      await db.delete(calendarFeeds).where(eq(calendarFeeds.installerId, viewer.id));
      return { ok: true as const };
    },

    /**
     * The ICS feed of the token's installer, in their language: the last 90 days and the next twelve months. Visits are
     * timed (floating: the wall-clock time where the installer is), installations and leak checks due are all-day.
     * A leak check's UID is its circuit's and due day's: the event stays while the day stands, and a check or a
     * repair that moves the day replaces it with another (the calendar app drops the old one at its next refresh).
     */
    async ics(token: string) {
      const [feed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.token, token));
      if (!feed) throw notFound();
      const installer = await recipientOf(db, feed.installerId);
      const t = translator(installer.lang);
      // Counted in Kyiv days (the portal's), to the same day twelve months on by the rule that dates the leak checks: a
      // check due a year after today's is in.
      const today = kyivDay(clock.now());
      const rows = await entriesBetween(feed.installerId, format(addDays(parseISO(today), -90), 'yyyy-MM-dd'), addMonths(today, 12));
      const calendar = ical({
        name: t('preventions.calendar.feedName'),
        prodId: { company: 'climate-portal', product: 'installer-calendar', language: installer.lang.toUpperCase() },
        ttl: 60 * 60,
      });
      for (const r of rows) {
        const [y, m, d] = r.date.split('-').map(Number);
        const summary = `${kindName(t, r)}: ${fullName(r)}`;
        const client = `${t('preventions.calendar.client')}: ${fullName(r)}, ${displayPhone(r.phone)}`;
        const common = {
          id: r.leak
            ? `leak-check-${r.leak.circuitId}-${r.leak.on}@climate-portal`
            : r.prevention_id === null
              ? `installation-${r.installation_id}@climate-portal`
              : `prevention-${r.prevention_id}@climate-portal`,
          summary: r.leak?.overdue ? `${summary} (${t('preventions.calendar.overdue')})` : summary,
          location: addressLine(r, t),
          description: r.leak ? `${t('preventions.calendar.circuit', { refrigerant: r.leak.refrigerantName, kg: r.leak.chargeKg })}\n${client}` : client,
          url: `${webUrl}/installations/${r.installation_id}`,
        };
        if (r.time) {
          const [hh, mm] = r.time.split(':').map(Number);
          calendar.createEvent({ ...common, start: new Date(y, m - 1, d, hh, mm), end: new Date(y, m - 1, d, hh + 1, mm), floating: true });
        } else {
          calendar.createEvent({ ...common, start: new Date(y, m - 1, d), allDay: true });
        }
      }
      return calendar.toString();
    },
  };
}

export type Calendar = ReturnType<typeof createCalendar>;
