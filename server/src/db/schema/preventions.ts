import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PreventionWorkId } from '../../../../contracts/preventions';
import { users } from './accounts';
import { installationPhotos, installations, installationUnits } from './installations';

/**
 * Preventive maintenance (issue 18): a visit planned on a completed installation by its installer, postponed
 * (the installation's history keeps why), then performed with the client's code. Each unit keeps its last
 * visit and its next due date on `installation_units`; `prevention_units` is its service log.
 */
export const installationPreventions = pgTable(
  'installation_preventions',
  {
    id: serial('id').primaryKey(),
    installationId: integer('installation_id')
      .notNull()
      .references(() => installations.id, { onDelete: 'cascade' }),
    /** The installation's installer when planned: the calendar and its feed read by it. */
    installerId: integer('installer_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<'PLANNED' | 'DONE'>().notNull().default('PLANNED'),
    plannedDate: date('planned_date').notNull(),
    /** `HH:mm`. */
    plannedTime: text('planned_time').notNull(),
    comment: text('comment'),
    /** The units' due date when the visit was planned; postponing never moves it. */
    dueDate: date('due_date'),
    performedAt: timestamp('performed_at', { withTimezone: true }),
    works: jsonb('works').$type<{ id: PreventionWorkId; value: number | null }[]>().notNull().default([]),
    /**
     * The visit's report saved before the client's code (PUT .../report, docs/decisions/0052): its works, and the
     * stored keys of its photos (claimed from the uploads, not yet the job's photos); performing takes them.
     */
    reportWorks: jsonb('report_works').$type<{ id: PreventionWorkId; value: number | null }[]>(),
    reportPhotos: jsonb('report_photos').$type<string[]>().notNull().default([]),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('installation_preventions_installation_idx').on(t.installationId, t.id),
    index('installation_preventions_installer_date_idx').on(t.installerId, t.plannedDate),
    // One planned visit per installation at a time (the PREVENTION state).
    uniqueIndex('installation_preventions_planned_unique')
      .on(t.installationId)
      .where(sql`${t.status} = 'PLANNED'`),
    check('installation_preventions_status_check', sql`${t.status} in ('PLANNED', 'DONE')`),
  ],
);

/** A unit's service log: the visits that serviced it. */
export const preventionUnits = pgTable(
  'prevention_units',
  {
    preventionId: integer('prevention_id')
      .notNull()
      .references(() => installationPreventions.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => installationUnits.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.preventionId, t.unitId] }), index('prevention_units_unit_idx').on(t.unitId)],
);

/** Photos taken on a visit (they are the installation's photos as well). */
export const preventionPhotos = pgTable(
  'prevention_photos',
  {
    preventionId: integer('prevention_id')
      .notNull()
      .references(() => installationPreventions.id, { onDelete: 'cascade' }),
    photoId: integer('photo_id')
      .notNull()
      .references(() => installationPhotos.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.preventionId, t.photoId] })],
);

/**
 * Exactly-once guard of the maintenance reminders (docs/decisions/0025): a row per unit, due date and offset
 * (30, 7, 1 days), inserted in the transaction that sends the reminder.
 */
export const maintenanceReminders = pgTable(
  'maintenance_reminders',
  {
    unitId: integer('unit_id')
      .notNull()
      .references(() => installationUnits.id, { onDelete: 'cascade' }),
    dueDate: date('due_date').notNull(),
    offsetDays: smallint('offset_days').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.unitId, t.dueDate, t.offsetDays] })],
);

/** The installer's monthly list of clients due, once per installer and month (`yyyy-MM`). */
export const maintenanceDigests = pgTable(
  'maintenance_digests',
  {
    installerId: integer('installer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.installerId, t.month] })],
);

/** An installer's private ICS feed: the secret token in its URL (a new one replaces it; deleting revokes it). */
export const calendarFeeds = pgTable('calendar_feeds', {
  installerId: integer('installer_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
