import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sessions } from './auth';

/**
 * A device's Web Push subscription (docs/decisions/0054-web-push.md): one per session, so it lives as long as the
 * sign-in it was made in. Ending the session deletes it (modules/auth/sessions.ts); one browser's endpoint belongs to
 * the session that registered it last.
 */
export const pushSubscriptions = pgTable('push_subscriptions', {
  sessionId: text('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  endpoint: text('endpoint').notNull().unique(),
  /** The browser's P-256 public key and its auth secret (base64url), which the payload is encrypted to. */
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The VAPID key pair of a development or demo database, made at its first push (no VAPID_* variables outside production):
 * kept with the data so that the browsers' subscriptions survive restarts. A production API reads its keys from the
 * configuration only.
 */
export const devVapidKeys = pgTable('dev_vapid_keys', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
