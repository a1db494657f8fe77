import type { Page } from '@playwright/test';
import en from '../messages/en.json' with { type: 'json' };
import pl from '../messages/pl.json' with { type: 'json' };
import uk from '../messages/uk.json' with { type: 'json' };

export { header } from './accounts';

/** The installable app's texts of each language, with the header's offline mark. */
export const pwaWords = {
  uk: { ...uk.pwa, offlineMark: uk.shell.offline.mark },
  en: { ...en.pwa, offlineMark: en.shell.offline.mark },
  pl: { ...pl.pwa, offlineMark: pl.shell.offline.mark },
} as const;

/** Waits until the service worker controls the page (it is registered after the page has loaded, then claims it). */
export const workerControls = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });

/** The paths of everything in the caches that hold what a signed-in person read (lib/pwa/personal-caches.ts). */
export const personalCopies = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of ['portal-pages', 'portal-api']) {
      if (!(await caches.has(name))) continue;
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
