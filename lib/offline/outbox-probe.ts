/** IndexedDB's name of the field app's outbox (outbox-db.ts opens it with Dexie). */
export const OUTBOX_DB = 'field-outbox';

/** The event this page fires when it keeps a change in the outbox (outbox.ts), for the bar to load at once. */
export const OUTBOX_FILLED = 'portal:outbox-filled';

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
