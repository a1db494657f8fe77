import { outboxDb, type OutboxEntry } from './outbox-db';
import { sendEntry } from './send-entry';

type SyncedListener = (entry: OutboxEntry) => void;
const listeners = new Set<SyncedListener>();

/** Hears each change the API took (to read the job again); answers the unsubscribe. */
export function onSynced(listener: SyncedListener) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The user's changes, oldest first. */
export const entriesOf = (userId: number) => outboxDb.entries.where('userId').equals(userId).sortBy('seq');

/**
 * Later changes of the same job made on top of a change that is now in were made on the version it produced: they
 * carry that version on, so our own earlier change is not mistaken for somebody else's.
 */
async function carryVersion(sent: OutboxEntry, version: string | undefined) {
  if (!version || !sent.baseVersion) return;
  await outboxDb.entries
    .where('[userId+installationId]')
    .equals([sent.userId, sent.installationId])
    .filter((entry) => entry.baseVersion === sent.baseVersion)
    .modify({ baseVersion: version });
}

async function replayNow(userId: number) {
  // A job with a change in conflict or refused waits for the user's choice: its later changes keep their order.
  const held = new Set<number>();
  for (const entry of await entriesOf(userId)) {
    if (entry.state !== 'waiting') held.add(entry.installationId);
    if (held.has(entry.installationId)) continue;
    // Read again: a choice made meanwhile (in another tab) may have moved or dropped it.
    const current = await outboxDb.entries.get(entry.seq!);
    if (!current || current.state !== 'waiting') continue;
    const outcome = await sendEntry(current);
    if (outcome.kind === 'later') return;
    if (outcome.kind === 'sent') {
      await outboxDb.entries.delete(current.seq!);
      await carryVersion(current, outcome.version);
      for (const listener of listeners) listener(current);
    } else {
      held.add(current.installationId);
      await outboxDb.entries.update(current.seq!, outcome.kind === 'conflict' ? { state: 'conflict' } : { state: 'refused', failure: outcome.failure });
    }
  }
}

let running: Promise<void> | null = null;
let again = false;

/**
 * Sends the user's waiting changes in order (ADR 0055). One tab at a time sends (a Web Lock where the browser has
 * them); a call while a round runs asks for one more round after it (a change kept meanwhile is not left for the next
 * trigger). A round stops at the first change that gets no answer, to try again later; offline, nothing is tried.
 */
export function replay(userId: number): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  const rounds = async () => {
    do {
      again = false;
      if (!navigator.onLine) return;
      if (navigator.locks) await navigator.locks.request('field-outbox', { ifAvailable: true }, (lock) => (lock ? replayNow(userId) : undefined));
      else await replayNow(userId);
    } while (again);
  };
  running = rounds().finally(() => {
    running = null;
  });
  return running;
}
