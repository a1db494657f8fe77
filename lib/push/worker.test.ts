import { describe, expect, it, vi } from 'vitest';
import type { PushPayload } from '@/contracts/push';
import { installPushHandlers, NOTIFICATION_ICON, type PushScope } from './worker';

const ORIGIN = 'https://portal.test';
type Window = { url: string; focused?: boolean; visibilityState?: string };

/** A service worker's scope with the given tabs, the handlers installed, and what they did. */
function worker(windows: Window[] = []) {
  const listeners = new Map<string, (event: never) => void>();
  const shown: { title: string; options: NotificationOptions }[] = [];
  const opened: string[] = [];
  const tabs = windows.map((w) => ({
    focused: false,
    visibilityState: 'visible',
    ...w,
    focus: vi.fn(async () => undefined),
    navigate: vi.fn(async () => undefined),
  }));
  const scope: PushScope = {
    location: { origin: ORIGIN },
    registration: { showNotification: async (title, options) => void shown.push({ title, options }) },
    clients: { matchAll: async () => tabs, openWindow: async (url) => void opened.push(url) },
    addEventListener: (type: string, listener: (event: never) => void) => void listeners.set(type, listener),
  };
  installPushHandlers(scope);
  /** Dispatches an event as the browser does and waits for the work it handed to `waitUntil`. */
  async function dispatch(type: string, event: object) {
    const work: Promise<unknown>[] = [];
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => void work.push(promise) } as never);
    await Promise.all(work);
  }
  const close = vi.fn();
  return {
    shown,
    opened,
    tabs,
    close,
    push: (payload: unknown) =>
      dispatch('push', {
        data: {
          json: () => {
            if (payload instanceof Error) throw payload;
            return payload;
          },
        },
      }),
    click: (url: string) => dispatch('notificationclick', { notification: { data: { url }, close } }),
  };
}

const payload: PushPayload = { title: 'Installation completed', body: 'Rate the work', url: '/en/installations/12', tag: 'installation-12' };

describe('the worker’s push handlers', () => {
  it('show a push with its texts, the portal’s icon, its tag and the page to open', async () => {
    const w = worker([{ url: `${ORIGIN}/en/chats` }]);
    await w.push(payload);
    expect(w.shown).toEqual([
      {
        title: 'Installation completed',
        options: { body: 'Rate the work', tag: 'installation-12', icon: NOTIFICATION_ICON, data: { url: `${ORIGIN}/en/installations/12` } },
      },
    ]);
  });

  it('show nothing when the tab the user looks at shows that page already (the socket brought it)', async () => {
    const looking = worker([{ url: `${ORIGIN}/en/installations/12`, focused: true }]);
    await looking.push(payload);
    expect(looking.shown).toEqual([]);
    // The same page in a tab the user is not looking at, or another page in front: the notification shows.
    for (const tabs of [[{ url: `${ORIGIN}/en/installations/12`, focused: true, visibilityState: 'hidden' }], [{ url: `${ORIGIN}/en/installations/12` }]]) {
      const w = worker(tabs);
      await w.push(payload);
      expect(w.shown).toHaveLength(1);
    }
  });

  it('ignore a push that is not the portal’s', async () => {
    const w = worker();
    await w.push(new SyntaxError('not JSON'));
    await w.push({ body: 'no title' });
    expect(w.shown).toEqual([]);
  });

  it('on a click, bring forward the tab at the page, else take a tab of the portal there, else open one', async () => {
    const url = `${ORIGIN}/en/installations/12`;
    const there = worker([{ url: `${ORIGIN}/en/chats` }, { url }]);
    await there.click(url);
    expect(there.close).toHaveBeenCalled();
    expect(there.tabs[1].focus).toHaveBeenCalled();
    expect(there.tabs[0].navigate).not.toHaveBeenCalled();

    const elsewhere = worker([{ url: 'https://other.test/' }, { url: `${ORIGIN}/en/chats` }]);
    await elsewhere.click(url);
    expect(elsewhere.tabs[1].navigate).toHaveBeenCalledWith(url);
    expect(elsewhere.tabs[1].focus).toHaveBeenCalled();
    expect(elsewhere.opened).toEqual([]);

    const none = worker([]);
    await none.click(url);
    expect(none.opened).toEqual([url]);
  });
});
