import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditEntry, AuditQuery } from '../../../../contracts';
import type { Db } from '../../db/client';
import { auditLog, roles, users } from '../../db/schema';
import { offsetOf } from '../../lib/paging';
import { EXPORT_BATCH } from '../../lib/spreadsheet';

const actor = alias(users, 'actor');
const actorRole = alias(roles, 'actor_role');

/** A day (`yyyy-MM-dd`) starting at midnight in Kyiv, where support works: the period's days are Kyiv days. */
const kyivMidnight = (day: string, plusDays = 0) => sql`((${day}::date + ${plusDays}::int)::timestamp at time zone 'Europe/Kyiv')`;

type AuditFilters = Omit<AuditQuery, 'page' | 'perPage' | 'lang'>;

/** The entries the log's filters leave: by action, actor, subject and period (Kyiv days). */
const auditWhere = (q: AuditFilters) =>
  and(
    q.action ? eq(auditLog.action, q.action) : undefined,
    q.actorId ? eq(auditLog.actorId, q.actorId) : undefined,
    q.subjectType ? eq(auditLog.subjectType, q.subjectType) : undefined,
    q.subjectId ? eq(auditLog.subjectId, q.subjectId) : undefined,
    q.from ? gte(auditLog.at, kyivMidnight(q.from)) : undefined,
    q.to ? lt(auditLog.at, kyivMidnight(q.to, 1)) : undefined,
  );

/** The entries with their actor's name and role, newest first. */
const entries = (where: SQL | undefined) => (db: Db) =>
  db
    // `key`: the moment to the microsecond, for an export's keyset walk.
    .select({ entry: auditLog, name: actor.name, lastname: actor.lastname, role: actorRole.name, key: sql<string>`${auditLog.at}::text` })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(actorRole, eq(actorRole.id, actor.roleId))
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id));

export type EntryRow = Awaited<ReturnType<ReturnType<typeof entries>>>[number];

export const presentEntry = ({ entry, name, lastname, role }: EntryRow): AuditEntry => ({
  id: entry.id,
  at: entry.at.toISOString(),
  action: entry.action,
  // A deleted actor's entries keep their action with no actor (the foreign key sets it null).
  actor: entry.actorId !== null && name !== null && lastname !== null && role !== null ? { id: entry.actorId, name, lastname, role } : null,
  subjectType: entry.subjectType,
  subjectId: entry.subjectId,
  before: entry.before,
  after: entry.after,
});

/** One page of the log, newest first, filtered by action, actor, subject and period; with the actor's name and role. */
export async function auditPage(db: Db, q: AuditQuery): Promise<{ total: number; items: AuditEntry[] }> {
  const where = auditWhere(q);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(auditLog).where(where),
    entries(where)(db).limit(q.perPage).offset(offsetOf(q.page, q.perPage)),
  ]);
  return { total, items: rows.map(presentEntry) };
}

/** Every entry through the log's filters, newest first, a batch after the last one read (an export). */
export const auditBatch = (db: Db, q: AuditFilters, after: EntryRow | null) =>
  entries(and(auditWhere(q), after ? sql`(${auditLog.at}, ${auditLog.id}) < (${after.key}::timestamptz, ${after.entry.id})` : undefined))(db).limit(
    EXPORT_BATCH,
  );
