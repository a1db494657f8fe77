import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AuditAction } from '../../../../contracts/admin';
import { users } from './accounts';

/**
 * The audit log (docs/decisions/0036-back-office-dealers-and-audit-log.md): one row per admin action and per
 * decision, written in the transaction of the change. Append-only: a trigger of the migration refuses UPDATE and
 * DELETE (only the foreign key's own `actor_id` → null, when an actor's account is deleted, passes).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The moment of the action (the services' clock, not the database's). */
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<AuditAction>().notNull(),
    /** `dealer`, `user`, `dealerRequest`, `certificationRequest`, `installationRequest`, `certificationType`, `certificationLevel` (contracts/admin.ts). */
    subjectType: text('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    /** The changed fields before and after; never passwords, codes or tokens. */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_action_idx').on(t.action, t.at.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.at.desc()),
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId, t.at.desc()),
  ],
);
