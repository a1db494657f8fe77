import { createECDH, randomBytes } from 'node:crypto';
import type { Worker } from '@playwright/test';
import en from '../messages/en.json' with { type: 'json' };
import { registerThroughApi, signOut } from './accounts';
import { chromiumArgs, FULL_CHROMIUM } from './browsers';
import { expectNoSeriousA11yViolations } from './axe';
import { workerControls } from './field-app';
import { expect, test } from './fixtures';
import { signInAs } from './installations';

// The subject is the service worker (ADR 0053), which the other journeys block, and notifications, which Chromium's
// headless shell refuses to every site: the full browser's headless mode.
test.use({ serviceWorkers: 'allow', launchOptions: { executablePath: FULL_CHROMIUM, args: chromiumArgs } });

/**
 * A browser's push subscription, made in the page: headless Chromium reaches no push service (Chrome's is Google's),
 * so `pushManager.subscribe` answers what a push service would: an endpoint and the keys of a real P-256 pair. The API
 * side of a push (VAPID, encryption, who gets what) is tests/api/push.test.ts's, against a push service stand-in; this
 * journey shows the browser's side: the switch, the worker's notification and its click.
 */
function subscriptionStandIn(subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) {
  type Stored = { endpoint: string; options: { applicationServerKey: ArrayBuffer | null } };
  const key = 'push-journey-subscription';
  const read = (): Stored | null => JSON.parse(localStorage.getItem(key) ?? 'null') as Stored | null;
  const live = (stored: Stored | null) =>
    stored && {
      endpoint: stored.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: Uint8Array.from(Object.values(stored.options.applicationServerKey ?? {})).buffer },
      toJSON: () => ({ endpoint: stored.endpoint, expirationTime: null, keys: subscription.keys }),
      unsubscribe: async () => (localStorage.removeItem(key), localStorage.setItem(`${key}-ended`, stored.endpoint), true),
    };
  PushManager.prototype.getSubscription = async () => live(read()) as unknown as PushSubscription;
  PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
    const applicationServerKey = options?.applicationServerKey as Uint8Array;
    localStorage.setItem(key, JSON.stringify({ endpoint: subscription.endpoint, options: { applicationServerKey: { ...applicationServerKey } } }));
    return live(read()) as unknown as PushSubscription;
  };
}

const newSubscription = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://push.example.com/journey/${randomBytes(8).toString('hex')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
};

/** What of the service worker's scope the journey reads (the page's types have no worker scope). */
type WorkerScope = {
  registration: { getNotifications(): Promise<Notification[]> };
  dispatchEvent(event: Event): boolean;
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
};

/** The notifications the worker shows now, as the browser lists them. */
const shownBy = (worker: Worker) =>
  worker.evaluate(async () =>
    (await (self as unknown as WorkerScope).registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      url: (n.data as { url: string }).url,
    })),
  );

test('the profile’s switch subscribes this browser; a push shows a notification whose click opens its page; sign-out unsubscribes', async ({
  page,
  context,
  baseURL,
}) => {
  const subscription = newSubscription();
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await context.addInitScript(subscriptionStandIn, subscription);
  const person = await registerThroughApi('USER', 'Ірина', 'Пуш');
  await signInAs(page, baseURL!, person.national);

  await page.goto('/en/profile');
  await workerControls(page);
  const card = page.getByRole('region', { name: en.push.title });
  const toggle = card.getByRole('switch', { name: en.push.switch });
  await expect(toggle).not.toBeChecked();
  await expect(toggle).toHaveAccessibleDescription(en.push.states.off);
  await expectNoSeriousA11yViolations(page);

  // Keyboard: the switch is a checkbox, Space turns it.
  await toggle.focus();
  await page.keyboard.press('Space');
  // On once the API holds this browser's endpoint for this session (the switch reads both again).
  await expect(toggle).toBeChecked();
  await expect(toggle).toHaveAccessibleDescription(en.push.states.on);
  await page.reload();
  await expect(toggle).toBeChecked();

  // A push as the API sends it for a completed job (its payload: contracts/push.ts), delivered to the worker.
  const [worker] = context.serviceWorkers().length ? context.serviceWorkers() : [await context.waitForEvent('serviceworker')];
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => registrations.push(...updated));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.length).toBeGreaterThan(0);
  const payload = {
    title: 'Installation completed',
    body: 'Installation No. 12 is completed. Please rate the work.',
    url: '/en/installations/12',
    tag: 'installation-12',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL!, registrationId: registrations[0].registrationId, data: JSON.stringify(payload) });
  await expect.poll(() => shownBy(worker)).toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, url: `${baseURL}/en/installations/12` }]);

  // A second push about the same job replaces the first (its tag).
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL!,
    registrationId: registrations[0].registrationId,
    data: JSON.stringify({ ...payload, body: 'Still waiting for your rating.' }),
  });
  await expect.poll(async () => (await shownBy(worker)).map((n) => n.body)).toEqual(['Still waiting for your rating.']);

  // The click, as the browser dispatches it (headless Chromium draws no notification to click): this tab goes there.
  await worker.evaluate(async () => {
    const scope = self as unknown as WorkerScope;
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
  });
  await expect(page).toHaveURL(`${baseURL}/en/installations/12`);
  await expect.poll(() => shownBy(worker)).toEqual([]);

  // Sign-out ends the browser's subscription too (the API drops its copy with the session: tests/api/push.test.ts).
  await signOut(page, 'en');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('push-journey-subscription-ended'))).toBe(subscription.endpoint);
});
