import { AsyncLocalStorage } from 'node:async_hooks';
import { and, eq } from 'drizzle-orm';
import type { Db } from './client';
import { idempotencyKeys } from './schema';

/**
 * What a signed-in write request asks of the transactions it runs (docs/decisions/0052): its `Idempotency-Key`, marked
 * committed inside each of them, and its `If-Match`, checked when a transaction locks the job. The jobs it locked
 * and their new versions are noted for the answer's ETag. Set around the route's handler (lib/route.ts).
 */
export type WriteScope = {
  idempotency: { userId: number; key: string } | null;
  /** The version the request expects of the job it writes (its `If-Match`), or null to write whatever it is. */
  ifMatch: string | null;
  /** Each job's version after this request's writes, by job id. */
  versions: Map<number, number>;
};

const scopes = new AsyncLocalStorage<WriteScope>();

export const newWriteScope = (init: Pick<WriteScope, 'idempotency' | 'ifMatch'>): WriteScope => ({ ...init, versions: new Map() });
export const runInWriteScope = <T>(scope: WriteScope, work: () => T) => scopes.run(scope, work);
export const currentWriteScope = () => scopes.getStore();

/** Inside a transaction of the request: its key's write is done (the same commit makes both durable). */
export async function markKeyCommitted(db: Db) {
  const key = scopes.getStore()?.idempotency;
  if (!key) return;
  await db
    .update(idempotencyKeys)
    .set({ committed: true })
    .where(and(eq(idempotencyKeys.userId, key.userId), eq(idempotencyKeys.key, key.key)));
}
