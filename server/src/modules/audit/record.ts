import canonicalize from 'canonicalize';
import type { AuditAction, AuditQuery } from '../../../../contracts';
import { auditLog } from '../../db/schema';
import type { Tx } from '../../db/transaction';

export type AuditSubject = NonNullable<AuditQuery['subjectType']>;
type Fields = Record<string, unknown>;

/**
 * One entry of the log. `before: null` records a creation or an event (`after` as given); otherwise only the fields
 * whose values differ are kept, and nothing is written when none does.
 */
export type AuditRecord = { actorId: number | null; action: AuditAction; subjectType: AuditSubject; subjectId: number; before: Fields | null; after: Fields };

/** What the log never holds, whoever passes it (docs/decisions/0036-back-office-dealers-and-audit-log.md). */
const SECRETS = new Set(['password', 'passwordHash', 'code', 'codeHash', 'token', 'tokenHash', 'regToken', 'resetToken', 'accessToken', 'refreshToken']);

const pick = (fields: Fields, keys: string[]) => Object.fromEntries(keys.map((key) => [key, fields[key] ?? null]));
// Compared canonically: the same object read from two places may hold its keys in another order.
const same = (a: unknown, b: unknown) => canonicalize(a ?? null) === canonicalize(b ?? null);

/** Writes one entry inside the caller's transaction, at `at` (the services' clock). */
export async function recordEntry(tx: Tx, at: Date, { before, after, ...entry }: AuditRecord) {
  const keys = Object.keys(after).filter((key) => !SECRETS.has(key) && (before === null || !same(before[key], after[key])));
  if (keys.length === 0) return;
  await tx.db.insert(auditLog).values({ ...entry, at, before: before && pick(before, keys), after: pick(after, keys) });
}
