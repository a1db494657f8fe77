/** IndexedDB's name of the field app's outbox (outbox-db.ts opens it with Dexie). */
export const OUTBOX_DB = 'field-outbox';

/** Fired when this page loads the outbox's code (outbox-db.ts): its bar should load too. */
export const OUTBOX_WANTED = 'portal:outbox-wanted';
let wanted = false;

/**
 * Said by the outbox's code when a page loads it (a field page, whose writes may be kept): the bar then loads on this
 * page too, and so is in the worker's cache of scripts for the moment the network is gone (ADR 0053: scripts are
 * cached as pages use them; a script first asked for offline cannot load).
 */
export function wantOutbox() {
  wanted = true;
  window.dispatchEvent(new Event(OUTBOX_WANTED));
}

export const outboxWanted = () => wanted;

/**
 * Whether this browser keeps any change in the outbox, asked of IndexedDB itself: most pages of most users have
 * none, and then the outbox's code (Dexie and the replay) need not load with the page. Where the browser cannot say
 * (no `indexedDB.databases`, an error), the answer is yes, and the outbox loads as it always did.
 */
export async function outboxHasEntries(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  try {
    // Opening a database that does not exist would create it: ask for the list first.
    if (!(await indexedDB.databases()).some((db) => db.name === OUTBOX_DB)) return false;
  } catch {
    return true;
  }
  return new Promise((resolve) => {
    const opening = indexedDB.open(OUTBOX_DB);
    opening.onerror = () => resolve(true);
    opening.onsuccess = () => {
      const db = opening.result;
      try {
        const counting = db.transaction('entries', 'readonly').objectStore('entries').count();
        counting.onsuccess = () => resolve(counting.result > 0);
        counting.onerror = () => resolve(true);
      } catch {
        resolve(true);
      } finally {
        db.close();
      }
    };
  });
}
