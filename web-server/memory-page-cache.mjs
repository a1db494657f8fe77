// @ts-check
// Next's own page cache (the incremental cache), kept in memory only. Pages rendered at run time (one per
// catalogue list state, ADR 0007) stay in its bounded LRU (cacheMaxMemorySize) instead of piling up on
// disk without limit; pages generated at build time are still read from the build. Set per handler rather
// than with `experimental.isrFlushToDisk: false`, which would also switch off the image optimiser's disk
// cache (every image request would be optimised again).
import { createRequire } from 'node:module';

/** @type {typeof import('next/dist/server/lib/incremental-cache/file-system-cache.js').default} */
const FileSystemCache = createRequire(import.meta.url)('next/dist/server/lib/incremental-cache/file-system-cache.js').default;

export default class MemoryPageCache extends FileSystemCache {
  /** @param {ConstructorParameters<typeof FileSystemCache>[0]} ctx */
  constructor(ctx) {
    super({ ...ctx, flushToDisk: false });
  }
}
