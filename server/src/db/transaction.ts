import type { Db } from './client';

/** The writes of one unit of work, and what is to happen only once they are committed. */
export type Tx = {
  db: Db;
  /** Queues an effect (a realtime event, …) for after the commit; it never runs if the work rolls back. */
  afterCommit: (effect: () => void) => void;
};

/** Runs `work` in one database transaction: every write in it lands, or none does. */
export async function transaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const effects: (() => void)[] = [];
  const result = await db.transaction((inner) => work({ db: inner as unknown as Db, afterCommit: (effect) => effects.push(effect) }));
  for (const effect of effects) effect();
  return result;
}
