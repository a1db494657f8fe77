/**
 * Where the API lives. The browser uses the public URL (inlined at build time, see scripts/start.mjs which rebuilds when
 * it changes); server components may use a private, in-cluster URL.
 */
export const publicApiUrl = process.env.NEXT_PUBLIC_API_URL ?? 'http://localhost:4000';
export const serverApiUrl = () => process.env.API_INTERNAL_URL ?? publicApiUrl;
export const siteUrl = process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000';
export const buildId = process.env.NEXT_PUBLIC_BUILD_ID ?? 'dev';
