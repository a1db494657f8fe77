import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { withSerwist } from '@serwist/turbopack';

// Messages are compiled when the app is built: browsers get the compiled form and a small formatter
// instead of the ICU parser (docs/decisions/0008-javascript-at-page-start.md).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const buildId = process.env.PORTAL_BUILD_ID ?? `${Date.now()}`;

/** Product photos and avatars come from the API's file store (`/storage/...`). */
const apiUrl = new URL(process.env.NEXT_PUBLIC_API_URL ?? 'http://localhost:4000');
// The optimiser refuses hosts that resolve to private addresses (SSRF guard) unless told otherwise:
// allowed for an API on this machine (development, tests) or when the operator says so.
const apiOnLocalHost = ['localhost', '127.0.0.1', '[::1]'].includes(apiUrl.hostname);

const nextConfig: NextConfig = {
  distDir: process.env.NEXT_DIST_DIR || '.next',
  trailingSlash: false,
  poweredByHeader: false,
  // Next hashes every HTML answer in JavaScript for its ETag (~1 ms per 170 KB catalogue page, a
  // tenth of a cached page's cost); the pages carry their own revalidation times instead.
  generateEtags: false,
  reactStrictMode: true,
  generateBuildId: async () => buildId,
  env: { NEXT_PUBLIC_BUILD_ID: buildId },
  images: {
    formats: ['image/avif', 'image/webp'],
    // Next's default widths without 2048 and 3840: the widest photo is the product gallery's, at most 980 CSS px
    // wide (a tablet), which 1920 covers at 2x; the two were listed in every photo's srcSet twice per page (in the
    // HTML and in React's payload) for nothing: /products 229 -> 218 KB of HTML (brotli: the same).
    deviceSizes: [640, 750, 828, 1080, 1200, 1920],
    remotePatterns: [{ protocol: apiUrl.protocol === 'https:' ? 'https' : 'http', hostname: apiUrl.hostname, port: apiUrl.port, pathname: '/storage/**' }],
    dangerouslyAllowLocalIP: apiOnLocalHost || process.env.IMAGES_ALLOW_LOCAL_IP === 'true',
    // Optimised images are kept on disk (.next/cache/images), the least recently used dropped beyond this.
    maximumDiskCacheSize: 256 * 1024 * 1024,
  },
  // `npm test` builds for its journeys right after its own typecheck of the same sources passed, and says so: the
  // build's second check (~50 s on two cores) is then left out (docs/decisions/0017-suite-time-budget.md).
  typescript: { tsconfigPath: './tsconfig.json', ignoreBuildErrors: process.env.PORTAL_TYPECHECKED === '1' },
  // Pages rendered at run time (one per catalogue list state, ADR 0007) are kept in the bounded
  // in-memory cache (cacheMaxMemorySize, 50 MB) only: on disk they would pile up without limit.
  cacheHandler: fileURLToPath(new URL('./web-server/memory-page-cache.mjs', import.meta.url)),
};

// withSerwist keeps esbuild, which bundles the service worker (app/serwist/[path]/route.ts), out of the server bundle.
export default withSerwist(withNextIntl(nextConfig));
