import type { Db } from './client';
import { markKeyCommitted } from './write-scope';

/** The writes of one unit of work, and what is to happen only once they are committed. */
export type Tx = {
  db: Db;
  /** Queues an effect (a realtime event, …) for after the commit; it never runs if the work rolls back. */
  afterCommit: (effect: () => void) => void;
};

/**
 * Runs `work` in one database transaction: every write in it lands, or none does. In a request with an
 * `Idempotency-Key`, the key is marked committed in the same transaction, so that a replay never does it again
 * (db/write-scope.ts).
 */
export async function transaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const effects: (() => void)[] = [];
  const result = await db.transaction(async (inner) => {
    const value = await work({ db: inner as unknown as Db, afterCommit: (effect) => effects.push(effect) });
    await markKeyCommitted(inner as unknown as Db);
    return value;
  });
  for (const effect of effects) effect();
  return result;
}
