import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** SMS kept on this machine instead of being sent (SMS_PROVIDER=outbox; docs/api.md#development-sms-outbox). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    text: text('text').notNull(),
    code: text('code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phone, t.id)],
);
