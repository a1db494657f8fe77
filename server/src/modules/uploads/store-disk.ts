import { createReadStream, createWriteStream } from 'node:fs';
import { link, mkdir, open, rm, statfs } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Storage } from '../../lib/storage';
import type { UploadStore } from './store';

/**
 * Uploads on disk, in the storage folder served at /storage/ (the static route refuses `temp/`, where the
 * unfinished and unclaimed files are). A part is written at its offset, so a part sent again overwrites itself.
 */
export function diskUploadStore(storage: Storage): UploadStore {
  const fileOf = (key: string) => path.join(storage.root, storage.keyOf(key));
  return {
    kind: 'disk',
    minPartBytes: 1,
    async freeBytes() {
      // What an unprivileged process may still write (the root's reserve excluded).
      const { bavail, bsize } = await statfs(storage.root);
      return bavail * bsize;
    },
    async begin(key) {
      await mkdir(path.dirname(fileOf(key)), { recursive: true });
      await (await open(fileOf(key), 'w')).close();
      return null;
    },
    async writePart(key, { offset }, body) {
      await pipeline(body, createWriteStream(fileOf(key), { flags: 'r+', start: offset, highWaterMark: 1024 * 1024 }));
      return null;
    },
    async finish() {},
    async abort(key) {
      await rm(fileOf(key), { force: true });
    },
    async copy(from, to) {
      await mkdir(path.dirname(fileOf(to)), { recursive: true });
      await rm(fileOf(to), { force: true });
      // A hard link: the same bytes under a second name, made at once whatever the size.
      await link(fileOf(from), fileOf(to));
    },
    async put(key, bytes) {
      await storage.put(key, bytes);
    },
    async read(key) {
      return createReadStream(fileOf(key));
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    url: (key) => storage.url(key),
    close: () => {},
  };
}
