import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Config } from '../config/env';
import { diskStorage } from '../lib/storage';
import { createUploadStore, type UploadStore } from '../modules/uploads';
import { bucketObjects } from './bucket-objects';
import { BUCKET_PREFIX, DISK_PREFIX } from './manifest';

/**
 * The files of a deployment: everything under UPLOAD_DIR (uploads without S3_BUCKET, avatars, catalogue media,
 * generated files) and, with S3_BUCKET set, every object of the bucket (uploads). Both are read and written through
 * the upload stores of modules/uploads, which keep keys inside their root.
 */
export function fileStores(config: Config) {
  const storage = diskStorage(config.uploadDir, config.apiPublicUrl);
  return {
    // The disk store of UPLOAD_DIR whatever S3_BUCKET says.
    disk: createUploadStore({ ...config, S3_BUCKET: undefined }, storage),
    bucket: config.S3_BUCKET ? createUploadStore(config, storage) : undefined,
  };
}

export type FileStores = ReturnType<typeof fileStores>;
export type ListedFile = { path: string; key: string; size: number; store: UploadStore };

/** Every file with its path in the archive, by path. */
export async function listFiles(config: Config, stores: FileStores): Promise<ListedFile[]> {
  const disk = (await diskFiles(config.uploadDir)).map((f) => ({ ...f, path: DISK_PREFIX + f.key, store: stores.disk }));
  const { bucket: store } = stores;
  const { S3_BUCKET } = config;
  const bucket = store && S3_BUCKET ? (await bucketObjects({ ...config, S3_BUCKET })).map((f) => ({ ...f, path: BUCKET_PREFIX + f.key, store })) : [];
  return [...disk, ...bucket];
}

async function diskFiles(root: string, prefix = ''): Promise<{ key: string; size: number }[]> {
  const entries = await readdir(path.join(root, prefix), { withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  const files: { key: string; size: number }[] = [];
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const key = prefix + entry.name;
    if (entry.isDirectory()) files.push(...(await diskFiles(root, `${key}/`)));
    else if (entry.isFile()) files.push({ key, size: (await stat(path.join(root, key))).size });
  }
  return files;
}

// A bucket takes at most 10,000 parts of at most 5 GiB each; a disk takes any.
const PART_BYTES = 512 * 1024 * 1024;

/** Writes `size` bytes of `body` under `key`, in parts as an upload arrives (docs/decisions/0022-uploads-store-and-expiry.md). */
export async function writeFile(store: UploadStore, key: string, size: number, body: AsyncIterable<Buffer>) {
  const take = byteReader(body);
  const uploadId = await store.begin(key);
  const parts: string[] = [];
  let offset = 0;
  do {
    const length = Math.min(PART_BYTES, size - offset);
    const part = Readable.from(take(length), { objectMode: false });
    parts.push((await store.writePart(key, { uploadId, index: parts.length, offset, length }, part)) ?? '');
    offset += length;
  } while (offset < size);
  await store.finish(key, { uploadId, parts });
}

/** Exactly `length` bytes at a time from `source`, in order; fails if `source` ends first. */
export function byteReader(source: AsyncIterable<Buffer>) {
  const chunks = source[Symbol.asyncIterator]();
  let rest: Buffer | undefined;
  return async function* take(length: number) {
    while (length > 0) {
      const chunk = rest ?? (await chunks.next()).value;
      if (!chunk) throw new Error('the archive entry ended before its size');
      const piece = chunk.subarray(0, length);
      rest = chunk.length > length ? chunk.subarray(length) : undefined;
      length -= piece.length;
      yield piece;
    }
  };
}
