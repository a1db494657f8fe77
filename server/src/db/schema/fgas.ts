import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { FgasCertificateCategory, FgasEntryKind, RefrigerantId } from '../../../../contracts/fgas';
import { users } from './accounts';
import { installations, installationUnits } from './installations';

/**
 * The F-gas logbook (docs/decisions/0049-fgas-logbook.md): a refrigerant circuit per outdoor unit of a job, its entries
 * appended and never changed (a trigger refuses updates and deletes: Regulation (EU) 2024/573 keeps them five years),
 * and each installer's F-gas certificate. Masses are whole grams, as a charging scale shows them.
 */
export const refrigerantCircuits = pgTable(
  'refrigerant_circuits',
  {
    id: serial('id').primaryKey(),
    installationId: integer('installation_id')
      .notNull()
      .references(() => installations.id, { onDelete: 'restrict' }),
    unitId: integer('unit_id').references(() => installationUnits.id, { onDelete: 'set null' }),
    refrigerant: text('refrigerant').$type<RefrigerantId>().notNull(),
    factoryChargeGrams: integer('factory_charge_grams').notNull(),
    installationChargeGrams: integer('installation_charge_grams').notNull(),
    hermeticallySealed: boolean('hermetically_sealed').notNull(),
    residentialBuilding: boolean('residential_building').notNull(),
    leakDetectionSystem: boolean('leak_detection_system').notNull(),
    commissionedOn: date('commissioned_on').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refrigerant_circuits_installation_idx').on(t.installationId),
    check('refrigerant_circuits_charge_check', sql`${t.factoryChargeGrams} >= 0 and ${t.installationChargeGrams} >= 0`),
  ],
);

/** What an entry holds beside its kind and day: the fields of its kind (contracts/fgas-entries.ts), masses in grams. */
export type FgasEntryDetails = Record<string, unknown>;

export const fgasEntries = pgTable(
  'fgas_entries',
  {
    id: serial('id').primaryKey(),
    circuitId: integer('circuit_id')
      .notNull()
      .references(() => refrigerantCircuits.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<FgasEntryKind>().notNull(),
    on: date('on').notNull(),
    details: jsonb('details').$type<FgasEntryDetails>().notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    /** The certificate the entry was written under, as it stood then. */
    certificateNumber: text('certificate_number').notNull(),
    certificateCategory: text('certificate_category').$type<FgasCertificateCategory>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fgas_entries_circuit_idx').on(t.circuitId, t.on, t.id)],
);

/** An installer's personal F-gas certificate (one at a time), shown and edited on their licence page. */
export const fgasCertificates = pgTable('fgas_certificates', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  number: text('number').notNull(),
  category: text('category').$type<FgasCertificateCategory>().notNull(),
  issuer: text('issuer').notNull(),
  expiresOn: date('expires_on'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The reminder of a circuit's leak check due (modules/preventions/reminders.ts), once per circuit and due day: the row
 * is inserted (`on conflict do nothing`) in the transaction that writes the notifications, and only the API copy whose
 * insert landed sends. A repair or a check that moves the day makes a new due day, reminded in turn.
 */
export const leakCheckReminders = pgTable(
  'leak_check_reminders',
  {
    circuitId: integer('circuit_id')
      .notNull()
      .references(() => refrigerantCircuits.id, { onDelete: 'cascade' }),
    dueDate: date('due_date').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.circuitId, t.dueDate] })],
);
