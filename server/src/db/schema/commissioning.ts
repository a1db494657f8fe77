import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { ModelSpec, StoredReport } from '../../../../contracts/commissioning';
import { users } from './accounts';
import { installations } from './installations';

/**
 * The commissioning report (docs/decisions/0051-commissioning-report.md). `model_specs` is the catalogue's data of an
 * outdoor model (refrigerant, factory charge, the line it covers, the manufacturer's ranges), keyed by the model as
 * product blocks name it: a product's blocks are rewritten on every catalogue save, a model's data is not. A report
 * holds what was measured at the first start of one outdoor unit of a job (by its serial), every value in SI.
 */
export const modelSpecs = pgTable('model_specs', {
  model: text('model').primaryKey(),
  spec: jsonb('spec').$type<ModelSpec>().notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const commissioningReports = pgTable(
  'commissioning_reports',
  {
    installationId: integer('installation_id')
      .notNull()
      .references(() => installations.id, { onDelete: 'cascade' }),
    serial: text('serial').notNull(),
    refrigerant: text('refrigerant').$type<StoredReport['refrigerant']>().notNull(),
    values: jsonb('values').$type<StoredReport['values']>().notNull(),
    comments: jsonb('comments').$type<StoredReport['comments']>().notNull(),
    updatedBy: integer('updated_by')
      .notNull()
      .references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.installationId, t.serial] }), check('commissioning_reports_values_check', sql`jsonb_typeof(${t.values}) = 'object'`)],
);
