import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { InstallationRequestStatus } from '../../../../contracts/installation-requests';
import type { WorkOrderType } from '../../../../contracts/installations';
import { users } from './accounts';
import { certificationTypes, installations, installationUnits } from './installations';

/** A photo sent with a fault report: a private file, served to those who see the request only. */
export type RequestPhoto = { key: string };

/**
 * A request for work (docs/decisions/0028): NEW → IN_PROGRESS → DONE, or DECLINED with a reason. A client's own, or a
 * fault reported from a unit's label by whoever scanned it (docs/decisions/0047): then the reporter's name and phone,
 * the unit, and the address and type of its job; the client is the signed-in client who reported it, if any.
 */
export const installationRequests = pgTable(
  'installation_requests',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').references(() => users.id, { onDelete: 'cascade' }),
    workOrderType: text('work_order_type').$type<WorkOrderType>().notNull(),
    certificationTypeId: integer('certification_type_id')
      .notNull()
      .references(() => certificationTypes.id),
    // The address as the wizard's address step stores it: the settlement's names come from the codifier.
    settlementId: text('settlement_id').notNull(),
    visicomId: text('visicom_id'),
    region: text('region').notNull(),
    area: text('area'),
    city: text('city').notNull(),
    street: text('street').notNull(),
    house: text('house').notNull(),
    flat: text('flat'),
    preferredDate: date('preferred_date'),
    /** The client's installation the request is about (service or maintenance of existing equipment). */
    installationId: integer('installation_id').references(() => installations.id, { onDelete: 'set null' }),
    comment: text('comment'),
    /** The unit whose label the fault was reported from. */
    unitId: integer('unit_id').references(() => installationUnits.id, { onDelete: 'set null' }),
    reporterName: text('reporter_name'),
    reporterPhone: text('reporter_phone'),
    photos: jsonb('photos').$type<RequestPhoto[]>().notNull().default([]),
    status: text('status').$type<InstallationRequestStatus>().notNull().default('NEW'),
    declineReason: text('decline_reason'),
    /** The support user who took or declined it. */
    handlerId: integer('handler_id').references(() => users.id, { onDelete: 'set null' }),
    /** The installation support registered for it; DONE once its wizard finished. */
    createdInstallationId: integer('created_installation_id').references(() => installations.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('installation_requests_client_idx').on(t.clientId, t.createdAt),
    index('installation_requests_status_idx').on(t.status, t.createdAt),
    index('installation_requests_created_idx').on(t.createdAt),
    index('installation_requests_created_installation_idx').on(t.createdInstallationId),
    index('installation_requests_installation_idx').on(t.installationId),
    check('installation_requests_type_check', sql`${t.workOrderType} in ('INSTALLATION', 'SERVICE', 'PREVENTION')`),
    check('installation_requests_reporter_check', sql`${t.clientId} is not null or ${t.reporterPhone} is not null`),
    check('installation_requests_status_check', sql`${t.status} in ('NEW', 'IN_PROGRESS', 'DONE', 'DECLINED')`),
  ],
);
