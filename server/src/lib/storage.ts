import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Files on disk under UPLOAD_DIR, served by the API at /storage/<key>. One place for uploads and
 * generated media, so that an S3-compatible store can replace it later (ROADMAP "Data and scale").
 */
export type Storage = {
  put: (key: string, data: Buffer | Uint8Array | string) => Promise<string>;
  remove: (key: string) => Promise<void>;
  /** Absolute URL a browser can load. */
  url: (key: string) => string;
  /** The key as stored: normalised, and refused when it would leave the root. */
  keyOf: (key: string) => string;
  root: string;
};

/** Keys under this prefix hold uploads not yet claimed by a record (modules/uploads): never served. */
export const TEMP_PREFIX = 'temp/';
/** Keys under this prefix are served only through an authorised route of their module (chat attachments): never at /storage. */
export const PRIVATE_PREFIX = 'private/';

const safeKey = (key: string) => {
  const normalized = path.posix.normalize(key).replace(/^\/+/, '');
  if (normalized.startsWith('..') || normalized.includes('\0')) throw new Error(`unsafe storage key: ${key}`);
  return normalized;
};

export function diskStorage(root: string, publicBaseUrl: string): Storage {
  return {
    root,
    async put(key, data) {
      const file = path.join(root, safeKey(key));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
      return safeKey(key);
    },
    async remove(key) {
      await rm(path.join(root, safeKey(key)), { force: true });
    },
    url: (key) => `${publicBaseUrl}/storage/${safeKey(key)}`,
    keyOf: safeKey,
  };
}
