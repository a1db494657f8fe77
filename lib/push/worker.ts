import type { PushPayload } from '@/contracts/push';

/**
 * The service worker's half of Web Push (docs/decisions/0054-web-push.md), installed by the worker's entry
 * (features/pwa/worker/; here in lib/, as a feature imports no other feature). Typed by what it uses, so that it reads
 * the same in the worker and in its tests.
 */
type WindowClientLike = { url: string; focused: boolean; visibilityState: string; focus(): Promise<unknown>; navigate(url: string): Promise<unknown> };
type ExtendableEventLike = { waitUntil(work: Promise<unknown>): void };
export type PushScope = {
  location: { origin: string };
  registration: { showNotification(title: string, options: NotificationOptions): Promise<void> };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: ExtendableEventLike & { data: { json(): unknown } | null }) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: ExtendableEventLike & { notification: { data: unknown; close(): void } }) => void): void;
};

/** The app's icon (ADR 0053): a PNG, as Android draws no SVG in a notification. */
export const NOTIFICATION_ICON = '/icons/icon-192.png';

const appWindows = (scope: PushScope) => scope.clients.matchAll({ type: 'window', includeUncontrolled: true });

function payloadOf(data: { json(): unknown } | null): PushPayload | null {
  try {
    const value = data?.json() as Partial<PushPayload> | undefined;
    return value && typeof value.title === 'string' && typeof value.url === 'string' ? (value as PushPayload) : null;
  } catch {
    return null;
  }
}

/** Shows the push, unless the tab the user is looking at shows its page already (the socket brought it there). */
async function show(scope: PushScope, payload: PushPayload) {
  const url = new URL(payload.url, scope.location.origin).href;
  const windows = await appWindows(scope);
  if (windows.some((w) => w.focused && w.visibilityState === 'visible' && w.url === url)) return;
  await scope.registration.showNotification(payload.title, { body: payload.body, tag: payload.tag, icon: NOTIFICATION_ICON, data: { url } });
}

/** A tab of the portal at the page comes forward; else a tab of the portal goes there; else a new one opens. */
async function open(scope: PushScope, url: string) {
  const windows = await appWindows(scope);
  const there = windows.find((w) => w.url === url);
  if (there) return there.focus();
  const tab = windows.find((w) => new URL(w.url).origin === scope.location.origin);
  if (tab) return Promise.all([tab.navigate(url), tab.focus()]);
  return scope.clients.openWindow(url);
}

export function installPushHandlers(scope: PushScope) {
  scope.addEventListener('push', (event) => {
    const payload = payloadOf(event.data);
    if (payload) event.waitUntil(show(scope, payload));
  });
  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const { url } = (event.notification.data ?? {}) as { url?: string };
    event.waitUntil(open(scope, url ?? scope.location.origin));
  });
}
