'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { browserSubscription, dropBrowserSubscription, pushSupported } from '@/lib/push/browser';
import { useSessionStore } from '@/lib/session/session-store';
import { pushApi } from '../api/push-api';
import { pushKeys } from '../keys';

/** What this device can do about push, as the profile's switch says it (docs/decisions/0054-web-push.md). */
export type DeviceState = 'unsupported' | 'notConfigured' | 'denied' | 'off' | 'on';

/** How long a subscription waits for the portal's service worker (registered once the page loaded). */
const WORKER_WAIT_MS = 10_000;

const keyBytes = (base64url: string) => Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) => a !== null && a.byteLength === b.length && new Uint8Array(a).every((byte, i) => byte === b[i]);

async function readDevice(): Promise<{ state: DeviceState; publicKey: string | null }> {
  if (!pushSupported()) return { state: 'unsupported', publicKey: null };
  const [publicKey, endpoint, subscription] = await Promise.all([pushApi.key(), pushApi.endpoint(), browserSubscription()]);
  if (!publicKey) return { state: 'notConfigured', publicKey };
  if (Notification.permission === 'denied') return { state: 'denied', publicKey };
  // On only when the API pushes to this browser's subscription for this sign-in (another account's stays theirs).
  return { state: subscription !== null && subscription.endpoint === endpoint ? 'on' : 'off', publicKey };
}

function workerReady() {
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no service worker')), WORKER_WAIT_MS)),
  ]);
}

/** Asks for the permission, subscribes with the API's key (again, when the key changed) and hands the subscription to the API. */
async function subscribe(publicKey: string) {
  if ((await Notification.requestPermission()) !== 'granted') return;
  const { pushManager } = await workerReady();
  const key = keyBytes(publicKey);
  let subscription = await pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const { endpoint = '', keys = {} } = subscription.toJSON();
  await pushApi.subscribe({ endpoint, keys: { p256dh: keys.p256dh ?? '', auth: keys.auth ?? '' } });
}

async function unsubscribe() {
  await dropBrowserSubscription();
  await pushApi.unsubscribe();
}

/** This device's push state for the signed-in user, and the switch that changes it. */
export function usePushDevice() {
  const userId = useSessionStore((s) => s.user?.id);
  const queryClient = useQueryClient();
  const device = useQuery({ queryKey: pushKeys.device(userId), queryFn: readDevice, enabled: userId !== undefined });
  const toggle = useMutation({
    mutationKey: pushKeys.toggle,
    mutationFn: (on: boolean) => (on ? subscribe(device.data!.publicKey!) : unsubscribe()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushKeys.device(userId) }),
  });
  return { device, toggle };
}
