import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { ReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import {
  MAX_UPLOAD_FILES,
  OBJECT_FILE_MAX_BYTES,
  UPLOAD_CATEGORY_MAX_BYTES,
  tempFileChunkFieldsSchema,
  type TempFile,
  type UploadCategory,
} from '../../../../contracts';
import type { Viewer } from '../../access';
import type { Db } from '../../db/client';
import { transaction, type Tx } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { FieldsError, HttpError, notFound } from '../../lib/http-errors';
import type { Limit, RateLimiter } from '../../lib/rate-limit';
import { parsedFields } from '../../lib/parsed-fields';
import { PRIVATE_PREFIX } from '../../lib/storage';
import { checkedContent, exactly } from './content';
import { planChunk, type ChunkPlan } from './protocol';
import {
  deleteExpired,
  deleteTempFile,
  dropTempFile,
  insertTempFile,
  lockedUnclaimedBytes,
  recordChunk,
  takeTempFiles,
  visibleTempFile,
  type NewTempFileRow,
  type TempFileRow,
} from './queries';
import type { UploadStore } from './store';

/** New temporary files per user: 300 an hour (30 forms of 10 files), against filling the store. */
export const NEW_FILES_LIMIT: Limit = { max: 300, windowSeconds: 3600 };

export type UploadsDeps = {
  db: Db;
  store: UploadStore;
  rateLimit: RateLimiter;
  clock: Clock;
  /** How long an upload is kept after its first chunk, unless a record claims it. */
  ttlSeconds: number;
  maxFileBytes: number;
  /** The declared bytes one user may hold in unclaimed uploads. */
  quotaBytes: number;
  /** The free space a chunk must leave in a store that tells it (the disk). */
  minFreeBytes: number;
};

/**
 * What a record takes: `photos` (installation photos: photos only), `files` (an appeal's attachments: all
 * photos or all videos, docs/api.md#uploads) or `documents` (a building object's: photos, videos and documents mixed,
 * each at most 20 MB).
 */
export type ClaimKind = 'photos' | 'files' | 'documents';

/** A claimed upload: its permanent key in the store and the URL browsers load it from. */
export type StoredFile = { key: string; url: string; name: string; type: string; category: UploadCategory; size: number };

const PATH = /^temp\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
const idOf = (path: string) => PATH.exec(path)?.[1];
const pathOf = (row: TempFileRow) => `temp/${row.id}`;
// wmv's container is ASF; the permanent name carries the extension people know.
const extensionOf = (type: string) => (type === 'asf' ? 'wmv' : type);

/** A byte stream (not Readable.from's object mode) with room for 1 MB, so disk writes are fewer and larger. */
const bytes = (source: AsyncIterable<Buffer>) => Readable.from(source, { objectMode: false, highWaterMark: 1024 * 1024 });

const answer = (row: TempFileRow): TempFile => ({
  path: pathOf(row),
  receivedBytes: row.receivedBytes,
  totalBytes: row.totalBytes,
  complete: row.complete,
  category: row.category,
});


export function createUploadsService({ db, store, rateLimit, clock, ttlSeconds, maxFileBytes, quotaBytes, minFreeBytes }: UploadsDeps) {
  const expiry = () => new Date(clock.now().getTime() + ttlSeconds * 1000);
  const conflict = () => new HttpError(409, 'uploadConflict');
  /**
   * What a record of media references keeps for a claimed file (the catalogue's refs, docs/catalog-import.md): its
   * key where this API's storage serves it, its absolute URL where it lives in a bucket, since the catalogue's own
   * generated media stay on the API's disk and a key alone could not tell the two apart.
   */
  const mediaRef = (key: string) => (store.kind === 'disk' ? key : store.url(key));

  /** 507 unless the store keeps at least `minFreeBytes` free once `length` more bytes are written. */
  async function ensureRoom(length: number) {
    if (store.freeBytes && (await store.freeBytes()) - length < minFreeBytes) throw new HttpError(507, 'uploadStorageFull');
  }

  /**
   * Inserts a new file's row, which holds its declared total against the owner's quota until the file is claimed,
   * deleted or expires; a total that does not fit beside the owner's other unclaimed files is a 413.
   */
  function reserve(row: NewTempFileRow) {
    return transaction(db, async (tx) => {
      const usedBytes = await lockedUnclaimedBytes(tx.db, row.ownerId, clock.now());
      if (usedBytes + row.totalBytes > quotaBytes) throw new HttpError(413, 'uploadQuota', { fileBytes: row.totalBytes, usedBytes, quotaBytes });
      return insertTempFile(tx.db, row);
    });
  }

  /**
   * The first chunk: checks the content's type, its category's largest size, the free space and the quota before
   * anything is written, then starts the file in the store. The row comes first, so that it holds the quota.
   */
  async function start(viewer: Viewer, plan: ChunkPlan, body: Readable, name: string) {
    await rateLimit.consume(`uploads:new:${viewer.id}`, NEW_FILES_LIMIT);
    const { stream, type, category } = await checkedContent(body);
    const maxBytes = Math.min(maxFileBytes, UPLOAD_CATEGORY_MAX_BYTES[category]);
    if (plan.total > maxBytes) throw new HttpError(413, 'uploadTooLarge', { category, maxBytes });
    await ensureRoom(plan.length);
    const id = randomUUID();
    const storeKey = `temp/${id}`;
    await reserve({
      id,
      ownerId: viewer.id,
      storeKey,
      name: name.slice(0, 255),
      type,
      category,
      totalBytes: plan.total,
      chunkBytes: plan.chunkBytes,
      chunkCount: plan.chunkCount,
      receivedBytes: 0,
      receivedChunks: 0,
      expiresAt: expiry(),
    });
    let uploadId: string | null = null;
    try {
      uploadId = await store.begin(storeKey);
      const etag = await store.writePart(storeKey, { uploadId, index: 0, offset: 0, length: plan.length }, bytes(exactly(stream, plan.length)));
      const parts = [etag ?? ''];
      const complete = plan.chunkCount === 1;
      if (complete) await store.finish(storeKey, { uploadId, parts });
      // No row: its owner deleted it meanwhile.
      const row = await recordChunk(db, id, 0, { uploadId, parts, receivedBytes: plan.length, receivedChunks: 1, complete });
      if (!row) throw conflict();
      return row;
    } catch (error) {
      await dropTempFile(db, id).catch(() => {});
      await store.abort(storeKey, uploadId).catch(() => {});
      throw error;
    }
  }

  /** A later chunk: it must be the next one of the user's own file, with the same declared sizes. */
  async function append(viewer: Viewer, path: string, plan: ChunkPlan, body: Readable) {
    const id = idOf(path);
    const row = id ? await visibleTempFile(db, viewer, id, clock.now()) : undefined;
    if (!row) throw notFound();
    if (row.complete) throw conflict();
    if (row.totalBytes !== plan.total) throw new FieldsError({ dztotalfilesize: ['uploadChunkMismatch'] });
    if (row.chunkBytes !== plan.chunkBytes || row.chunkCount !== plan.chunkCount) throw new FieldsError({ dzchunksize: ['uploadChunkMismatch'] });
    if (row.receivedChunks !== plan.index) throw new FieldsError({ dzchunkbyteoffset: ['uploadChunkOffset'] });
    await ensureRoom(plan.length);
    const etag = await store.writePart(row.storeKey, { uploadId: row.uploadId, index: plan.index, offset: plan.offset, length: plan.length }, bytes(exactly(body, plan.length)));
    const parts = [...row.parts, etag ?? ''];
    const complete = plan.index === plan.chunkCount - 1;
    if (complete) await store.finish(row.storeKey, { uploadId: row.uploadId, parts });
    const next = { receivedBytes: row.receivedBytes + plan.length, receivedChunks: plan.index + 1, parts, complete };
    const updated = await recordChunk(db, row.id, plan.index, next);
    if (!updated) throw conflict();
    return updated;
  }

  return {
    /**
     * One chunk of POST /temp-files. `fields` are the multipart text fields (which come before the file),
     * `body` the chunk's bytes, streamed on to the store. Answers whether the chunk created the file.
     */
    async receiveChunk(viewer: Viewer, raw: Record<string, string>, body: Readable, name: string): Promise<{ created: boolean; file: TempFile }> {
      const fields = parsedFields(tempFileChunkFieldsSchema, raw, 'file');
      const plan = planChunk(fields, { maxFileBytes, minPartBytes: store.minPartBytes });
      if (plan.index === 0) return { created: true, file: answer(await start(viewer, plan, body, name)) };
      return { created: false, file: answer(await append(viewer, fields.path!, plan, body)) };
    },

    /** DELETE /temp-files: the user's own temporary file and its bytes; 404 for anyone else's or an unknown path. */
    async remove(viewer: Viewer, path: string) {
      const id = idOf(path);
      const row = id ? await deleteTempFile(db, viewer, id, clock.now()) : undefined;
      if (!row) throw notFound();
      await (row.complete ? store.remove(row.storeKey) : store.abort(row.storeKey, row.uploadId));
      return { deleted: true as const };
    },

    /**
     * Turns the owner's uploaded temporary files into permanent stored files, inside the caller's transaction
     * (docs in ./index.ts). Someone else's, unknown, unfinished or expired paths, more than 10, a mix where
     * `kind` forbids it or a document over 20 MB: a 422 on `field` (default `photos`) and nothing changes.
     */
    async claim(tx: Tx, owner: Viewer, paths: string[], options: { kind: ClaimKind; field?: string; private?: boolean }): Promise<StoredFile[]> {
      const field = options.field ?? 'photos';
      const refuse = (key: string) => new FieldsError({ [field]: [key] });
      const unique = [...new Set(paths)];
      if (unique.length > MAX_UPLOAD_FILES) throw refuse(`maxItems?maximum=${MAX_UPLOAD_FILES}`);
      const ids = unique.map(idOf);
      if (ids.some((id) => !id)) throw refuse('uploadUnknown');
      const rows = ids.length > 0 ? await takeTempFiles(tx.db, owner, ids as string[], clock.now()) : [];
      if (rows.length !== ids.length) throw refuse('uploadUnknown');
      const categories = new Set(rows.map((r) => r.category));
      if (options.kind === 'photos' && rows.some((r) => r.category !== 'photo')) throw refuse('uploadPhotosOnly');
      if (options.kind === 'files' && rows.some((r) => r.category === 'document')) throw refuse('uploadType');
      if (options.kind === 'files' && categories.size > 1) throw refuse('uploadMixed');
      if (options.kind === 'documents' && rows.some((r) => r.totalBytes > OBJECT_FILE_MAX_BYTES)) throw refuse('uploadDocumentTooLarge');
      const byId = new Map(rows.map((r) => [r.id, r]));
      const stored: StoredFile[] = [];
      for (const id of ids as string[]) {
        const row = byId.get(id)!;
        const key = `${options.private ? PRIVATE_PREFIX : ''}${options.kind}/${row.id}.${extensionOf(row.type)}`;
        await store.copy(row.storeKey, key);
        tx.afterCommit(() => void store.remove(row.storeKey).catch(() => {}));
        stored.push({ key, url: options.private ? '' : store.url(key), name: row.name, type: extensionOf(row.type), category: row.category, size: row.totalBytes });
      }
      return stored;
    },

    /**
     * The bytes of a claimed file once they are there (a private one is served only through its owner module's
     * authorised route): a missing file is a 404 before the answer starts, not an error in its middle.
     */
    async open(key: string): Promise<Readable> {
      try {
        const stream = await store.read(key);
        // A file on disk opens after the call (S3 answers a missing key at once).
        if (stream instanceof ReadStream && stream.pending) await once(stream, 'ready');
        return stream;
      } catch {
        throw notFound();
      }
    },
    /** The URL a claimed file loads at (its permanent `key`). */
    url: (key: string) => store.url(key),
    mediaRef,
    /** The stored key a media reference names when it is a claimed upload (`photos/`, `files/`, `documents/`), else null. */
    uploadKeyOf(ref: string): string | null {
      const key = store.kind === 'disk' ? ref : ref.startsWith(store.url('')) ? ref.slice(store.url('').length) : null;
      return key && /^(photos|files|documents)\/[^/]+$/.test(key) ? key : null;
    },

    /** Stores a small file the API made (a group's cleaned icon) where uploads live; answers its media reference. */
    async putMedia(key: string, bytes: Buffer, contentType: string) {
      await store.put(key, bytes, contentType);
      return mediaRef(key);
    },

    /** Removes files the API stored for a record that was not written after all (best effort). */
    async discard(keys: string[]) {
      await Promise.allSettled(keys.map((key) => store.remove(key)));
    },

    /** A record let go of claimed files: their bytes are removed once the caller's transaction commits. */
    release(tx: Tx, keys: string[]) {
      for (const key of keys) tx.afterCommit(() => void store.remove(key).catch(() => {}));
    },

    /** Removes expired temporary files, rows and bytes (the `temp-files-sweep` job); answers how many. */
    async sweepExpired(): Promise<number> {
      const rows = await deleteExpired(db, clock.now());
      await Promise.allSettled(rows.map((r) => (r.complete ? store.remove(r.storeKey) : store.abort(r.storeKey, r.uploadId))));
      return rows.length;
    },

    /** Lets go of the store's connections (the app's onClose). */
    close: () => store.close(),
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
