import { publicApiUrl } from './env';

const apiOrigin = new URL(publicApiUrl).origin;

/**
 * next/image optimises only the API's own files (the remote pattern in next.config.ts); media an
 * import links from elsewhere is shown as it is.
 */
export function isOptimizable(src: string) {
  try {
    return new URL(src).origin === apiOrigin;
  } catch {
    return false;
  }
}
