import { addHours } from 'date-fns/addHours';
import { addMinutes } from 'date-fns/addMinutes';
import { format } from 'date-fns/format';
import { subHours } from 'date-fns/subHours';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { notifications } from '../../db/schema';
import type { Seeder } from '../../db/seed';
import { fullName } from '../../lib/names';
import { addressLine } from '../installations';
import { demoAccountIds } from '../users';

type DemoNotification = {
  phone: string;
  kind: string;
  /** Stored as the real notifications store them: days as yyyy-MM-dd (the reader's language writes them), names in Ukrainian (the demo profiles' language). */
  values?: Record<string, string | number>;
  link?: string;
  /** When it arrived. */
  at: Date;
  read?: boolean;
};

type Place = { id: number; city: string | null; street: string | null; house: string | null; flat: string | null; region: string | null; area: string | null };
type Visit = Place & { planned_date: string; planned_time: string; installer_name: string; installer_lastname: string };

/**
 * The demo accounts' notifications, each about a record the other demo seeders made (it runs after them): the
 * client's and the installer's next planned maintenance visit, the installation the client confirmed and graded,
 * the requests waiting for the dealer and the certifications support decided. Every
 * number and link opens that record. Dated relative to the seeding day where the record is, otherwise at the record's own time.
 */
async function demoNotifications(db: Db, ids: Map<string, number>, now: Date): Promise<DemoNotification[]> {
  const id = (phone: string) => ids.get(phone) ?? -1;
  const today = format(now, 'yyyy-MM-dd');
  /** The nearest visit after today planned on an installation of `column` = `userId`. */
  const nextVisit = async (column: 'client_id' | 'installer_id', userId: number) =>
    (
      await rowsOf<Visit>(
        db,
        sql`select i.id, i.city, i.street, i.house, i.flat, i.region, i.area, p.planned_date::text as planned_date, p.planned_time,
                   u.name as installer_name, u.lastname as installer_lastname
            from installation_preventions p join installations i on i.id = p.installation_id join users u on u.id = p.installer_id
            where p.status = 'PLANNED' and p.planned_date > ${today}::date and ${sql.raw(`i.${column}`)} = ${userId}
            order by p.planned_date, p.planned_time, i.id limit 1`,
      )
    )[0];
  const graded = (
    await rowsOf<Place & { graded_at: Date | string }>(
      db,
      sql`select i.id, i.city, i.street, i.house, i.flat, i.region, i.area, g.created_at as graded_at
          from installation_grades g join installations i on i.id = g.installation_id
          where g.installer_id = ${id('380500000002')} and i.dealer_id = ${id('380500000003')}
          order by g.created_at desc, i.id desc limit 1`,
    )
  )[0];
  const waiting = await rowsOf<{ kind: 'INSTALLER' | 'DEALER_CHANGE'; name: string; lastname: string; created_at: Date | string }>(
    db,
    sql`select r.kind, u.name, u.lastname, r.created_at from dealer_requests r join users u on u.id = r.user_id
        where r.dealer_id = ${id('380500000003')} and r.status = 'SENT' order by r.created_at`,
  );
  /** The latest certification support decided for `installerId` in `status`, with its names in Ukrainian. */
  const decided = async (installerId: number, status: 'ACTIVE' | 'DECLINED') =>
    (
      await rowsOf<{ level: string; type: string; reason: string | null; decided_at: Date | string }>(
        db,
        sql`select l.name->>'uk' as level, t.name->>'uk' as type, c.reason, c.decided_at
            from installer_certifications c join certification_levels l on l.id = c.certification_level_id
            join certification_types t on t.id = l.certification_type_id
            where c.installer_id = ${installerId} and c.status = ${status} and c.decided_at is not null
            order by c.decided_at desc, c.id desc limit 1`,
      )
    )[0];

  const list: DemoNotification[] = [
    { phone: '380500000001', kind: 'welcome', link: '/profile', at: subHours(now, 24 * 30), read: true },
    { phone: '380500000002', kind: 'welcome', link: '/profile', at: subHours(now, 24 * 60), read: true },
    { phone: '380500000003', kind: 'welcome', link: '/profile', at: subHours(now, 24 * 90), read: true },
    { phone: '380500000004', kind: 'welcome', link: '/profile', at: subHours(now, 24 * 10) },
    { phone: '380500000006', kind: 'welcome', link: '/profile', at: subHours(now, 24 * 7), read: true },
  ];
  const clientVisit = await nextVisit('client_id', id('380500000001'));
  if (clientVisit) {
    const values = {
      address: addressLine(clientVisit),
      date: clientVisit.planned_date,
      time: clientVisit.planned_time,
      installer: fullName({ name: clientVisit.installer_name, lastname: clientVisit.installer_lastname }),
    };
    list.push({ phone: '380500000001', kind: 'preventionPlanned', values, link: `/installations/${clientVisit.id}`, at: subHours(now, 20) });
  }
  const installerVisit = await nextVisit('installer_id', id('380500000002'));
  if (installerVisit) {
    list.push({
      phone: '380500000002',
      kind: 'preventionDue',
      values: { address: addressLine(installerVisit), date: installerVisit.planned_date },
      link: `/installations/${installerVisit.id}`,
      at: subHours(now, 2),
    });
  }
  if (graded) {
    const values = { number: graded.id, address: addressLine(graded) };
    const at = addMinutes(new Date(graded.graded_at), 5);
    list.push({ phone: '380500000002', kind: 'installationConfirmed', values, link: `/installations/${graded.id}`, at });
  }
  for (const r of waiting) {
    list.push({
      phone: '380500000003',
      kind: r.kind === 'INSTALLER' ? 'installerRequest' : 'dealerChangeRequest',
      values: { name: fullName(r) },
      link: '/installers?tab=requests',
      at: new Date(r.created_at),
    });
  }
  const approved = await decided(id('380500000002'), 'ACTIVE');
  if (approved)
    list.push({
      phone: '380500000002',
      kind: 'certificationApproved',
      values: { level: approved.level, type: approved.type },
      link: '/license',
      at: addHours(new Date(approved.decided_at), 1),
      read: true,
    });
  const declined = await decided(id('380500000006'), 'DECLINED');
  if (declined) {
    const values = { level: declined.level, type: declined.type, reason: declined.reason ?? '' };
    list.push({ phone: '380500000006', kind: 'certificationDeclined', values, link: '/license', at: addHours(new Date(declined.decided_at), 1), read: true });
  }
  return list;
}

export const demoNotificationsSeeder: Seeder = {
  name: 'demo-notifications',
  demo: true,
  async run(db) {
    const ids = await demoAccountIds(db);
    const now = new Date();
    const rows = (await demoNotifications(db, ids, now))
      .filter((n) => ids.has(n.phone))
      .map((n) => ({
        userId: ids.get(n.phone)!,
        kind: n.kind,
        values: n.values ?? {},
        link: n.link ?? null,
        createdAt: n.at,
        readAt: n.read ? addHours(n.at, 1) : null,
      }));
    if (rows.length) await db.insert(notifications).values(rows);
  },
};
