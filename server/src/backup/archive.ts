import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { extract, pack } from 'tar-stream';

/** The bytes of `source` as they pass, with their count and SHA-256 (hex) once read to the end. */
export function hashing(source: AsyncIterable<Buffer> | Iterable<Buffer>) {
  const hash = createHash('sha256');
  let size = 0;
  async function* chunks() {
    for await (const chunk of source) {
      hash.update(chunk);
      size += chunk.length;
      yield chunk;
    }
  }
  return { chunks: chunks(), digest: () => ({ size, sha256: hash.digest('hex') }) };
}

export type Digest = { size: number; sha256: string };

/** A tar file written entry by entry. Tar puts an entry's size before its bytes: each entry's size is known first. */
export function archiveWriter(file: string, mtime: Date) {
  const tar = pack();
  const written = pipeline(tar, createWriteStream(file));
  // Awaited by finish; an abandoned archive's error is the caller's own, already thrown.
  written.catch(() => {});
  return {
    /** Adds `size` bytes read from `source` (a different count fails the entry) and answers their digest. */
    async add(name: string, size: number, source: AsyncIterable<Buffer> | Iterable<Buffer>): Promise<Digest> {
      const { chunks, digest } = hashing(source);
      let entry!: ReturnType<typeof tar.entry>;
      const done = new Promise<void>((resolve, reject) => {
        entry = tar.entry({ name, size, mtime, mode: 0o644 }, (err) => (err ? reject(err) : resolve()));
      });
      for await (const chunk of chunks) if (!entry.write(chunk)) await once(entry, 'drain');
      // streamx's end(data) writes `data` first unless it is undefined.
      entry.end(undefined);
      await done;
      return digest();
    },
    async finish() {
      tar.finalize();
      await written;
    },
    abort: () => tar.destroy(),
  };
}

export type ArchiveEntry = { name: string; type: string; size: number; body: AsyncIterable<Buffer> };

/** The entries of a tar file in order; what a consumer leaves of an entry's body is skipped. */
export async function* archiveEntries(file: string): AsyncGenerator<ArchiveEntry> {
  const tar = extract();
  const source = createReadStream(file);
  source.on('error', (err) => tar.destroy(err));
  source.pipe(tar);
  try {
    for await (const entry of tar) {
      yield { name: entry.header.name, type: entry.header.type, size: entry.header.size, body: entry as AsyncIterable<Buffer> };
      entry.resume();
    }
  } finally {
    source.destroy();
  }
}
