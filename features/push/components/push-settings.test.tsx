import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/contracts/validation';
import { publicApiUrl } from '@/lib/env';
import { apiWait, mockApi } from '@/tests/unit/api-mock';
import { renderWithQueries } from '@/tests/unit/render';
import { signInForTest } from '@/tests/unit/session';
import { PushSettings } from './push-settings';

const KEY = `B${'A'.repeat(86)}`;
const ENDPOINT = 'https://push.example/device-1';
const subscriptionJson = { endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: `B${'C'.repeat(86)}`, auth: 'D'.repeat(22) } };

/** The API: its key, this session's endpoint, and what the switch sends. */
function api({ key = KEY as string | null, endpoint = null as string | null, subscribeStatus = 200 } = {}) {
  const sent: { method: string; body: unknown }[] = [];
  server.use(
    http.get(`${publicApiUrl}/web/push/key`, () => HttpResponse.json({ data: { publicKey: key } })),
    http.get(`${publicApiUrl}/web/push/subscription`, () => HttpResponse.json({ data: { endpoint } })),
    http.put(`${publicApiUrl}/web/push/subscription`, async ({ request }) => {
      const body = await request.json();
      sent.push({ method: 'PUT', body });
      if (subscribeStatus !== 200)
        return HttpResponse.json({ message: 'Notifications to devices are not set up on this server', errors: {} }, { status: subscribeStatus });
      endpoint = ENDPOINT;
      return HttpResponse.json({ data: { endpoint } });
    }),
    http.delete(`${publicApiUrl}/web/push/subscription`, () => {
      sent.push({ method: 'DELETE', body: null });
      endpoint = null;
      return HttpResponse.json({ data: { endpoint } });
    }),
  );
  return sent;
}

/** A browser with push: the permission it answers, and the service worker's push manager. */
function browser({ permission = 'default' as NotificationPermission, subscribed = false } = {}) {
  let subscription: object | null = null;
  const unsubscribe = vi.fn(async () => {
    subscription = null;
    return true;
  });
  const make = (key: ArrayBuffer | null) => ({ endpoint: ENDPOINT, options: { applicationServerKey: key }, toJSON: () => subscriptionJson, unsubscribe });
  const keyBytes = new Uint8Array(65).fill(0).buffer;
  if (subscribed) subscription = make(keyBytes);
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async (options: { applicationServerKey: Uint8Array }) => (subscription = make(options.applicationServerKey.buffer as ArrayBuffer))),
  };
  const registration = { pushManager };
  const notification = { permission, requestPermission: vi.fn(async () => ((notification.permission = 'granted'), 'granted' as const)) };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  return { pushManager, notification, unsubscribe };
}

const server = mockApi();
beforeEach(() => signInForTest('INSTALLER'));
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const toggle = () => screen.getByRole('switch', { name: 'Notifications on this device' });

describe('notifications on this device (msw)', { timeout: 60_000 }, () => {
  it('turns on: asks the permission, subscribes with the API’s key and hands the subscription to the API', async () => {
    const sent = api();
    const { pushManager, notification } = browser();
    renderWithQueries(<PushSettings />);
    await waitFor(() => expect(toggle()).not.toBeChecked(), apiWait);
    expect(toggle()).toHaveAccessibleDescription(/Turn it on to get a notification/);
    await userEvent.setup().click(toggle());
    await waitFor(() => expect(toggle()).toBeChecked(), apiWait);
    expect(notification.requestPermission).toHaveBeenCalled();
    const [{ applicationServerKey, userVisibleOnly }] = pushManager.subscribe.mock.calls[0] as unknown as [
      { applicationServerKey: Uint8Array; userVisibleOnly: boolean },
    ];
    expect(userVisibleOnly).toBe(true);
    expect(applicationServerKey).toHaveLength(65);
    expect(applicationServerKey[0]).toBe(4);
    expect(sent).toEqual([{ method: 'PUT', body: { endpoint: ENDPOINT, keys: subscriptionJson.keys } }]);
    expect(toggle()).toHaveAccessibleDescription(/This device shows a notification/);
  });

  it('turns off: unsubscribes the browser and deletes the API’s copy', async () => {
    const sent = api({ endpoint: ENDPOINT });
    const { unsubscribe } = browser({ permission: 'granted', subscribed: true });
    renderWithQueries(<PushSettings />);
    await waitFor(() => expect(toggle()).toBeChecked(), apiWait);
    await userEvent.setup().click(toggle());
    await waitFor(() => expect(toggle()).not.toBeChecked(), apiWait);
    expect(unsubscribe).toHaveBeenCalled();
    expect(sent).toEqual([{ method: 'DELETE', body: null }]);
  });

  it('says why the switch cannot be turned: blocked by the browser, off on the server, a browser without push', async () => {
    api();
    browser({ permission: 'denied' });
    const denied = renderWithQueries(<PushSettings />);
    await waitFor(() => expect(toggle()).toBeDisabled(), apiWait);
    expect(toggle()).toHaveAccessibleDescription(/blocked in your browser.*allow notifications, then reload/);
    denied.unmount();

    api({ key: null });
    browser({ permission: 'granted' });
    const off = renderWithQueries(<PushSettings />);
    await waitFor(() => expect(toggle()).toBeDisabled(), apiWait);
    expect(toggle()).toHaveAccessibleDescription('Notifications to devices are not set up on this server.');
    off.unmount();

    // No push in this browser (Safari on an iPhone outside a Home Screen app).
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    api();
    renderWithQueries(<PushSettings />);
    await waitFor(() => expect(toggle()).toBeDisabled(), apiWait);
    expect(toggle()).toHaveAccessibleDescription(/This browser cannot receive notifications.*Home Screen/);
  });

  it('shows the API’s refusal and stays off', async () => {
    api({ subscribeStatus: 409 });
    browser();
    renderWithQueries(<PushSettings />);
    await waitFor(() => expect(toggle()).toBeEnabled(), apiWait);
    await userEvent.setup().click(toggle());
    expect(await screen.findByRole('alert', {}, apiWait)).toHaveTextContent('Notifications to devices are not set up on this server');
    expect(toggle()).not.toBeChecked();
  });
});
