import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A signed-in device. Access tokens carry its id (`sid`) and `authenticate` checks it is live, so
 * revoking a row signs that device out at once.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Push token of the device, when the client sends one at registration. */
    fcmToken: text('fcm_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Refresh tokens, stored as sha256. A rotated one is kept so that its reuse can revoke the session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/**
 * One confirmation by SMS code: a registration, a password reset (both reached through an opaque
 * token) or a phone change (bound to the user and the new phone). The code is stored as an HMAC.
 */
export const verifications = pgTable(
  'verifications',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').$type<'registration' | 'reset' | 'phone' | 'completion' | 'prevention' | 'login'>().notNull(),
    tokenHash: text('token_hash').unique(),
    phone: text('phone').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Registration fields kept until the password step creates the user; the installation a completion code confirms. */
    payload: jsonb('payload').$type<
      { name: string; lastname: string; email: string; roleId: number } | { installationId: number; preventionId?: number; record?: string }
    >(),
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    /** Checks of the current code (at most 5) and of all codes of this verification (at most 10). */
    codeAttempts: integer('code_attempts').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    spentAt: timestamp('spent_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verifications_user_idx').on(t.userId, t.purpose)],
);

/**
 * The invitation an SMS link carries (docs/decisions/0040-invitation-links.md): one per invited account without a
 * password, its token kept as a hash; a new invitation replaces it, the registration that adopts the account removes it.
 */
export const invitations = pgTable('invitations', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
