import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';

/** A message the user sent that the API has not acknowledged yet. */
export type Outgoing = {
  /** Made in the browser; sent along so that a retried send is stored once. */
  key: string;
  chatId: number;
  text: string;
  /** Temporary paths of uploaded files (POST /temp-files). */
  attachments: string[];
  /** When it was typed: where it stands among the chat's messages until the API gives it its own time. */
  datetime: string;
  /** `waiting`: not sent yet (or the connection dropped, it goes again when it returns); `failed`: refused, with the reason. */
  state: 'waiting' | 'sending' | 'failed';
  error?: string;
};

export type OutboxDeps<M> = {
  send: (item: Outgoing) => Promise<M>;
  /** The API acknowledged it: its stored message replaces the pending one. */
  onSent: (item: Outgoing, message: M) => void;
  /** Whether a failure is the connection's (try again later) rather than a refusal (give up, say why). */
  isConnectionError: (error: unknown) => boolean;
  describe: (error: unknown) => string;
};

/** A version 4 UUID (the API's `clientKey`); `randomUUID` exists only on secure pages, random bytes everywhere. */
function newKey() {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

type OutboxState = {
  /** Whose messages these are: another user (or none) signed in drops them. */
  owner: number | null;
  items: Outgoing[];
};

/**
 * The messages on their way out (issue 19, "Offline and flaky networks"): every message goes through here, is
 * shown at once as pending, and is sent one at a time in the order typed. A message whose send fails for want of
 * a connection waits and goes when `flush` is called again (the connection is back); its key makes the API
 * store it once even if an earlier attempt got through unanswered. A refused one stays with its reason.
 *
 * With `storage` (the tab's sessionStorage) the line outlives a reload: `restore` reads it back, and a message
 * that was being sent waits again (its key keeps the API from storing it twice).
 */
export function createOutbox<M>(deps: OutboxDeps<M>, storage?: StateStorage) {
  const initial = (): OutboxState => ({ owner: null, items: [] });
  const store = createStore<OutboxState>()(
    persist(initial, {
      name: 'chat-outbox',
      storage: createJSONStorage(() => storage ?? { getItem: () => null, setItem: () => {}, removeItem: () => {} }),
      skipHydration: true,
      merge: (saved, current) => {
        const { owner = null, items = [] } = (saved ?? {}) as Partial<OutboxState>;
        return { ...current, owner, items: items.map((item) => (item.state === 'sending' ? { ...item, state: 'waiting' as const } : item)) };
      },
    }),
  );
  let running = false;
  const patch = (key: string, change: Partial<Outgoing>) =>
    store.setState(({ items }) => ({ items: items.map((i) => (i.key === key ? { ...i, ...change } : i)) }));
  const drop = (key: string) => store.setState(({ items }) => ({ items: items.filter((i) => i.key !== key) }));

  /** Sends what waits, oldest first; stops at the first connection failure (the rest would fail too). */
  async function flush() {
    if (running) return;
    running = true;
    try {
      for (let next = store.getState().items.find((i) => i.state === 'waiting'); next; next = store.getState().items.find((i) => i.state === 'waiting')) {
        const item = next;
        patch(item.key, { state: 'sending' });
        try {
          const message = await deps.send(item);
          drop(item.key);
          deps.onSent(item, message);
        } catch (error) {
          if (deps.isConnectionError(error)) {
            patch(item.key, { state: 'waiting' });
            return;
          }
          patch(item.key, { state: 'failed', error: deps.describe(error) });
        }
      }
    } finally {
      running = false;
    }
  }

  return {
    store,
    /** Reads back what an earlier page of this tab left unsent (once, in the browser). */
    restore: () => store.persist.rehydrate(),
    /** The signed-in user (null: nobody): another one than the line's owner starts an empty line. */
    claim(userId: number | null) {
      if (store.getState().owner !== userId) store.setState({ owner: userId, items: [] });
    },
    add(chatId: number, text: string, attachments: string[] = [], now = new Date()) {
      const item: Outgoing = { key: newKey(), chatId, text, attachments, datetime: now.toISOString(), state: 'waiting' };
      store.setState(({ items }) => ({ items: [...items, item] }));
      void flush();
      return item;
    },
    flush,
    /** A refused message goes again (after the user changed nothing but asked to retry), at the end of the line. */
    retry(key: string) {
      const item = store.getState().items.find((i) => i.key === key);
      if (!item || item.state !== 'failed') return;
      store.setState(({ items }) => ({ items: [...items.filter((i) => i.key !== key), { ...item, state: 'waiting', error: undefined }] }));
      void flush();
    },
    discard: (key: string) => drop(key),
  };
}

export type Outbox<M> = ReturnType<typeof createOutbox<M>>;
