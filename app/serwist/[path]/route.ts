import { createSerwistRoute } from '@serwist/turbopack';
import { locales } from '@/contracts/constants';
import { localePath, pages } from '@/contracts/pages';
import { buildId, publicApiUrl } from '@/lib/env';

/**
 * The service worker, bundled with esbuild when `next build` prerenders this route (Serwist's way with Turbopack, which
 * takes no webpack plugin): /serwist/sw.js and its source map, with `Service-Worker-Allowed: /` (ADR 0053). The
 * precache holds only the offline page of each language (renewed with every build) and the icons; the app's scripts
 * are cached as pages use them.
 */
export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: 'features/pwa/worker/sw.ts',
  useNativeEsbuild: true,
  globPatterns: ['public/icons/*.png'],
  additionalPrecacheEntries: locales.map((locale) => ({ url: localePath(locale, pages.offline()), revision: buildId })),
  esbuildOptions: { define: { 'process.env.NEXT_PUBLIC_API_URL': JSON.stringify(publicApiUrl) } },
});
