import { addDays, format, lastDayOfMonth } from 'date-fns';
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
import { addressLine, recipientOf } from '../installations';

type EntryRow = {
  kind: 'INSTALLATION' | 'PREVENTION';
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
};

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

const pad = (n: number) => String(n).padStart(2, '0');

/** The installer's calendar (docs/domain.md#maintenance-visits-and-reminders): month counts, a day's entries, and the private ICS feed. */
export function createCalendar({ db, clock, apiPublicUrl, webUrl }: { db: Db; clock: Clock; apiPublicUrl: string; webUrl: string }) {
  const presentEntry = (t: Translator, r: EntryRow) => ({
    kind: r.kind,
    kindName: t(`preventions.calendar.kind.${r.kind}`),
    date: r.date,
    time: r.time,
    installationId: r.installation_id,
    preventionId: r.prevention_id,
    done: r.done,
    address: addressLine(r, t),
    client: { id: r.client_id, fullName: fullName(r), phone: r.phone },
  });

  const feedOf = (row: { token: string; createdAt: Date }) => {
    const url = `${apiPublicUrl}/calendar/${row.token}.ics`;
    return { url, webcalUrl: url.replace(/^https?:/, 'webcal:'), createdAt: row.createdAt.toISOString() };
  };

  return {
    /** Per day of the month, how many installations and visits the installer has (only days with entries). */
    async month(viewer: Viewer, year: number, month: number) {
      const from = `${year}-${pad(month)}-01`;
      const to = format(lastDayOfMonth(new Date(year, month - 1, 1)), 'yyyy-MM-dd');
      const rows = await rowsOf<{ date: string; installations: number; preventions: number }>(
        db,
        sql`select d::text as date, count(*) filter (where k = 'I')::int as installations, count(*) filter (where k = 'P')::int as preventions
            from (
              select planned_at as d, 'I' as k from installations
              where installer_id = ${viewer.id} and planned_at between ${from} and ${to} and code not in ('DRAFT', 'CANCELLED')
              union all
              select planned_date, 'P' from installation_preventions where installer_id = ${viewer.id} and planned_date between ${from} and ${to}
            ) e group by d order by d`,
      );
      return { year, month, days: rows };
    },

    /** The day's entries by time; 02-30 is a 422 `day`. */
    async day(viewer: Viewer, year: number, month: number, day: number, t: Translator) {
      const date = new Date(year, month - 1, day);
      if (date.getMonth() !== month - 1) throw new FieldsError({ day: ['dateInvalid'] });
      const iso = format(date, 'yyyy-MM-dd');
      const rows = await rowsOf<EntryRow>(db, entriesSql(viewer.id, iso, iso));
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
     * The ICS feed of the token's installer, in their language: the last 90 days and the next year. Visits are
     * timed (floating: the wall-clock time where the installer is), installations are all-day.
     */
    async ics(token: string) {
      const [feed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.token, token));
      if (!feed) throw notFound();
      const installer = await recipientOf(db, feed.installerId);
      const t = translator(installer.lang);
      const now = clock.now();
      const rows = await rowsOf<EntryRow>(db, entriesSql(feed.installerId, format(addDays(now, -90), 'yyyy-MM-dd'), format(addDays(now, 365), 'yyyy-MM-dd')));
      const calendar = ical({
        name: t('preventions.calendar.feedName'),
        prodId: { company: 'climate-portal', product: 'installer-calendar', language: installer.lang.toUpperCase() },
        ttl: 60 * 60,
      });
      for (const r of rows) {
        const [y, m, d] = r.date.split('-').map(Number);
        const summary = `${t(`preventions.calendar.kind.${r.kind}`)}: ${fullName(r)}`;
        const common = {
          id: r.prevention_id === null ? `installation-${r.installation_id}@climate-portal` : `prevention-${r.prevention_id}@climate-portal`,
          summary,
          location: addressLine(r, t),
          description: `${t('preventions.calendar.client')}: ${fullName(r)}, ${displayPhone(r.phone)}`,
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
