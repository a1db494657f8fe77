import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DealerRequestKind, DealerRequestStatus } from '../../../../contracts/dealers';
import { users } from './accounts';
import { certificationTypes, installerCertifications } from './installations';

/**
 * Dealers and installers (docs/domain.md#people-and-companies, docs/decisions/0026-dealer-requests.md): the
 * dealer company behind a DEALER account, the regions an applicant names, the requests addressed to a
 * dealer and the expiry reminders already sent.
 */

/** Ukraine's regions, taken from the settlements (modules/addresses) by the regions seeder. */
export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  /** Ukrainian, as in `settlements.region`. */
  name: text('name').notNull().unique(),
  nameLatin: text('name_latin').notNull(),
});

/** The company of a DEALER account: its name and code (EDRPOU, 8 digits, or tax number, 10), and contacts. */
export const dealerProfiles = pgTable('dealer_profiles', {
  dealerId: integer('dealer_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyName: text('company_name').notNull(),
  dealerCode: text('dealer_code').notNull().unique(),
  /** Contacts shown to installers; null falls back to the account's own phone and e-mail. */
  phone: text('phone'),
  email: text('email'),
  address: text('address'),
  regionId: integer('region_id').references(() => regions.id),
  /** Set while the company is deactivated: nobody finds it by its code (docs/decisions/0036-back-office-dealers-and-audit-log.md). */
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A request addressed to a dealer: to become its installer (`INSTALLER`) or to move to it (`DEALER_CHANGE`).
 * `NOT_SENT` is never stored (it is "no request"); a user has at most one request waiting (SENT).
 */
export const dealerRequests = pgTable(
  'dealer_requests',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<DealerRequestKind>().notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** For a dealer change: the dealer the installer leaves (kept, as `users.dealer_id` changes on acceptance). */
    previousDealerId: integer('previous_dealer_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<Exclude<DealerRequestStatus, 'NOT_SENT'>>().notNull().default('SENT'),
    /** The installer request's supplier name (spec field `name`). */
    supplier: text('supplier'),
    regionId: integer('region_id').references(() => regions.id),
    certificationTypeId: integer('certification_type_id').references(() => certificationTypes.id),
    lastJobLicense: text('last_job_license'),
    /** The installer's reason for a dealer change. */
    comment: text('comment'),
    /** The dealer's reason when declining or blocking. */
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('dealer_requests_dealer_idx').on(t.dealerId, t.status, t.createdAt),
    index('dealer_requests_user_idx').on(t.userId, t.kind, t.createdAt),
    uniqueIndex('dealer_requests_one_waiting')
      .on(t.userId)
      .where(sql`${t.status} = 'SENT'`),
    check('dealer_requests_kind_check', sql`${t.kind} in ('INSTALLER', 'DEALER_CHANGE')`),
    check('dealer_requests_status_check', sql`${t.status} in ('SENT', 'ACCEPTED', 'DECLINED', 'BLOCKED')`),
  ],
);

/** Expiry reminders sent (CERTIFICATION_REMINDER_DAYS before `expiresAt`): one per certification and end date. */
export const certificationReminders = pgTable(
  'certification_reminders',
  {
    certificationId: integer('certification_id')
      .notNull()
      .references(() => installerCertifications.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.certificationId, t.expiresAt] })],
);
