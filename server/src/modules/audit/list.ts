import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditEntry, AuditQuery } from '../../../../contracts';
import type { Db } from '../../db/client';
import { auditLog, roles, users } from '../../db/schema';
import { offsetOf } from '../../lib/paging';

const actor = alias(users, 'actor');
const actorRole = alias(roles, 'actor_role');

/** A day (`yyyy-MM-dd`) starting at midnight in Kyiv, where support works: the period's days are Kyiv days. */
const kyivMidnight = (day: string, plusDays = 0) => sql`((${day}::date + ${plusDays}::int)::timestamp at time zone 'Europe/Kyiv')`;

/** One page of the log, newest first, filtered by action, actor, subject and period; with the actor's name and role. */
export async function auditPage(db: Db, q: AuditQuery): Promise<{ total: number; items: AuditEntry[] }> {
  const where = and(
    q.action ? eq(auditLog.action, q.action) : undefined,
    q.actorId ? eq(auditLog.actorId, q.actorId) : undefined,
    q.subjectType ? eq(auditLog.subjectType, q.subjectType) : undefined,
    q.subjectId ? eq(auditLog.subjectId, q.subjectId) : undefined,
    q.from ? gte(auditLog.at, kyivMidnight(q.from)) : undefined,
    q.to ? lt(auditLog.at, kyivMidnight(q.to, 1)) : undefined,
  );
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(auditLog).where(where),
    db
      .select({ entry: auditLog, name: actor.name, lastname: actor.lastname, role: actorRole.name })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorId))
      .leftJoin(actorRole, eq(actorRole.id, actor.roleId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(q.perPage)
      .offset(offsetOf(q.page, q.perPage)),
  ]);
  return {
    total,
    items: rows.map(({ entry, name, lastname, role }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      action: entry.action,
      // A deleted actor's entries keep their action with no actor (the foreign key sets it null).
      actor: entry.actorId !== null && name !== null && lastname !== null && role !== null ? { id: entry.actorId, name, lastname, role } : null,
      subjectType: entry.subjectType,
      subjectId: entry.subjectId,
      before: entry.before,
      after: entry.after,
    })),
  };
}
