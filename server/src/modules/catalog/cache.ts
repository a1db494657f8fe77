import type { Db } from '../../db/client';
import { catalogState } from '../../db/schema';

/**
 * The catalogue version as this process last saw it. Every catalogue write bumps the counter in
 * `catalog_state` (possibly from another process: the import command), so the value is re-read at
 * most once per `ttlMs`: a change shows within that time on every API copy.
 */
export function catalogVersion(db: Db, ttlMs: number) {
  let value = -1;
  let readAt = 0;
  let pending: Promise<number> | null = null;
  const read = async () => {
    const [row] = await db.select({ version: catalogState.version }).from(catalogState).limit(1);
    value = row?.version ?? 0;
    readAt = Date.now();
    return value;
  };
  return {
    current(): Promise<number> | number {
      if (readAt && Date.now() - readAt < ttlMs) return value;
      pending ??= read().finally(() => (pending = null));
      return pending;
    },
  };
}

/**
 * Results of catalogue reads, valid for one catalogue version: a new version empties the cache.
 * Concurrent misses of one key share one computation. At most `max` entries; the oldest goes first.
 */
export class VersionedCache<T> {
  private version = -1;
  private readonly entries = new Map<string, Promise<T>>();

  constructor(private readonly max: number) {}

  get(version: number, key: string, compute: () => Promise<T>): Promise<T> {
    if (this.max <= 0) return compute();
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
    }
    const hit = this.entries.get(key);
    if (hit) return hit;
    const value = compute();
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, value);
    value.catch(() => {
      if (this.entries.get(key) === value) this.entries.delete(key);
    });
    return value;
  }
}
