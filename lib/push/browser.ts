/**
 * Web Push in this browser (docs/decisions/0054-web-push.md): what the profile's switch (features/push) and sign-out
 * (lib/session/sign-out.ts) share.
 */

/** The browser can subscribe at all (iOS only from an app added to the Home Screen). */
export const pushSupported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The subscription of the portal's service worker in this browser, if any. */
export async function browserSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Ends the browser's subscription: its push service forgets the endpoint, so nothing more reaches this browser. */
export async function dropBrowserSubscription() {
  await (await browserSubscription())?.unsubscribe();
}
