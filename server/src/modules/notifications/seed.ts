import { addDays, addHours, format, subHours } from 'date-fns';
import { notifications } from '../../db/schema';
import type { Seeder } from '../../db/seed';
import { demoAccountIds } from '../users';

type DemoNotification = {
  phone: string;
  kind: string;
  values?: Record<string, string | number>;
  link?: string;
  /** How long ago it arrived, in hours. */
  ago: number;
  read?: boolean;
};

/** A maintenance visit `days` after the seeding day, written as the notifications hold dates. */
const visitDate = (now: Date, days: number) => format(addDays(now, days), 'dd.MM.yyyy');

/** Dated relative to the day the database is seeded, so that no notice reads as stale or contradicts its own date. */
const demoNotifications = (now: Date): DemoNotification[] => [
  { phone: '380500000001', kind: 'welcome', link: '/profile', ago: 24 * 30, read: true },
  { phone: '380500000001', kind: 'preventionDue', values: { address: 'м. Київ, вул. Велика Васильківська, 72, кв. 14', date: visitDate(now, 14) }, link: '/installations', ago: 20 },
  { phone: '380500000002', kind: 'welcome', link: '/profile', ago: 24 * 60, read: true },
  { phone: '380500000002', kind: 'certificationApproved', values: { level: 'Професіонал', type: 'Теплові насоси' }, link: '/license', ago: 24 * 3, read: true },
  { phone: '380500000002', kind: 'installationConfirmed', values: { number: 1042, address: 'м. Київ, просп. Берестейський, 15, кв. 88' }, link: '/installations', ago: 5 },
  { phone: '380500000002', kind: 'preventionDue', values: { address: 'м. Бровари, вул. Героїв України, 3', date: visitDate(now, 6) }, link: '/calendar', ago: 2 },
  { phone: '380500000003', kind: 'welcome', link: '/profile', ago: 24 * 90, read: true },
  { phone: '380500000003', kind: 'installerRequest', values: { name: 'Василь Кравчук' }, link: '/installers', ago: 24 * 7, read: true },
  { phone: '380500000003', kind: 'installationConfirmed', values: { number: 1042, address: 'м. Київ, просп. Берестейський, 15, кв. 88' }, link: '/installations', ago: 5 },
  { phone: '380500000004', kind: 'welcome', link: '/profile', ago: 24 * 10 },
  { phone: '380500000006', kind: 'welcome', link: '/profile', ago: 24 * 7, read: true },
  { phone: '380500000006', kind: 'certificationApproved', values: { level: 'Базовий', type: 'Побутові кондиціонери' }, link: '/license', ago: 30 },
];

export const demoNotificationsSeeder: Seeder = {
  name: 'demo-notifications',
  demo: true,
  async run(db) {
    const ids = await demoAccountIds(db);
    const now = new Date();
    const rows = demoNotifications(now).filter((n) => ids.has(n.phone)).map((n) => {
      const createdAt = subHours(now, n.ago);
      return {
        userId: ids.get(n.phone)!,
        kind: n.kind,
        values: n.values ?? {},
        link: n.link ?? null,
        createdAt,
        readAt: n.read ? addHours(createdAt, 1) : null,
      };
    });
    if (rows.length) await db.insert(notifications).values(rows);
  },
};
