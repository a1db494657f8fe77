import { describe, expect, it, vi } from 'vitest';
import { createOutbox, type Outgoing } from './outbox';

class Offline extends Error {}

/** A tab's sessionStorage, as zustand's persist middleware uses it. */
function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

function setup(storage?: ReturnType<typeof memoryStorage>) {
  let online = false;
  const stored: { key: string; text: string }[] = [];
  const attempts: string[] = [];
  const send = vi.fn(async (item: Outgoing) => {
    attempts.push(item.text);
    if (!online) throw new Offline();
    if (item.text === 'refused') throw new Error('too long');
    // The API stores a key once: a retried send of a stored message answers the stored one.
    if (!stored.some((m) => m.key === item.key)) stored.push({ key: item.key, text: item.text });
    return { id: stored.length, text: item.text };
  });
  const onSent = vi.fn();
  const outbox = createOutbox({ send, onSent, isConnectionError: (e) => e instanceof Offline, describe: (e) => (e as Error).message }, storage);
  return { outbox, stored, attempts, onSent, goOnline: () => (online = true) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('outbox', () => {
  it('keeps messages typed offline as waiting and sends them once, in order, when the connection returns', async () => {
    const { outbox, stored, onSent, goOnline } = setup();
    outbox.add(1, 'first');
    await settle();
    outbox.add(1, 'second');
    outbox.add(2, 'third');
    await settle();
    expect(outbox.store.getState().items.map((i) => [i.text, i.state])).toEqual([
      ['first', 'waiting'],
      ['second', 'waiting'],
      ['third', 'waiting'],
    ]);
    goOnline();
    await outbox.flush();
    await outbox.flush();
    expect(stored.map((m) => m.text)).toEqual(['first', 'second', 'third']);
    expect(onSent.mock.calls.map(([item, message]) => [item.text, message.id])).toEqual([
      ['first', 1],
      ['second', 2],
      ['third', 3],
    ]);
    expect(outbox.store.getState().items).toEqual([]);
  });

  it('sends one at a time: a flush during a send does not send the same message twice', async () => {
    const { outbox, attempts, goOnline } = setup();
    goOnline();
    outbox.add(1, 'a');
    outbox.add(1, 'b');
    await Promise.all([outbox.flush(), outbox.flush()]);
    await settle();
    expect(attempts).toEqual(['a', 'b']);
  });

  it('a refused message stays with its reason and the next ones still go; retry sends it again', async () => {
    const { outbox, stored, goOnline } = setup();
    goOnline();
    outbox.add(1, 'refused');
    outbox.add(1, 'fine');
    await settle();
    await outbox.flush();
    expect(stored.map((m) => m.text)).toEqual(['fine']);
    const [failed] = outbox.store.getState().items;
    expect(failed).toMatchObject({ text: 'refused', state: 'failed', error: 'too long' });
    outbox.discard(failed.key);
    expect(outbox.store.getState().items).toEqual([]);
  });

  it('outlives a reload of the tab: what waited (or was being sent) goes once, with its key; another user does not send it', async () => {
    const storage = memoryStorage();
    const before = setup(storage);
    await before.outbox.restore();
    before.outbox.claim(7);
    before.outbox.add(1, 'typed offline');
    await settle();
    const [typed] = before.outbox.store.getState().items;
    expect(typed.state).toBe('waiting');

    // The page reloads: a new outbox on the same storage.
    const after = setup(storage);
    expect(after.outbox.store.getState().items).toEqual([]);
    await after.outbox.restore();
    after.outbox.claim(7);
    expect(after.outbox.store.getState().items).toEqual([typed]);
    after.goOnline();
    await after.outbox.flush();
    expect(after.stored).toEqual([{ key: typed.key, text: 'typed offline' }]);
    expect(after.outbox.store.getState().items).toEqual([]);

    // A message caught mid-send by the reload waits again; a different user signing in drops it unsent.
    before.outbox.store.setState({ items: [{ ...typed, state: 'sending' }] });
    const third = setup(storage);
    await third.outbox.restore();
    expect(third.outbox.store.getState().items.map((i) => i.state)).toEqual(['waiting']);
    third.outbox.claim(8);
    third.goOnline();
    await third.outbox.flush();
    expect(third.attempts).toEqual([]);
    expect(third.outbox.store.getState().items).toEqual([]);
  });
});
