import { onlineManager } from '@tanstack/react-query';

/** The browser's network as `navigator.onLine` says it (no event: a test that wants the app told dispatches one). */
export const setOnline = (online: boolean) => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

/**
 * The network back after a test. One worker runs many files in one module graph (vitest.config.ts): a test that told
 * the app the network was gone (an `offline` event) would leave TanStack Query's onlineManager offline, and every
 * query of the files after it paused.
 */
export function restoreNetwork() {
  setOnline(true);
  onlineManager.setOnline(true);
}
