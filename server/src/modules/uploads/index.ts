/**
 * Uploads: the shared service behind POST /temp-files and DELETE /temp-files (docs/api.md#uploads), used by every module
 * that takes files (installation photos, chat appeals, building-object documents). The module's public entry.
 *
 * A browser uploads a file in 10 MB chunks (components/upload/dropzone.tsx) and gets a temporary path
 * (`temp/<uuid>`). The file is its owner's alone and expires (TEMP_FILE_TTL_SECONDS after its first chunk;
 * the `temp-files-sweep` job removes it, plugins/jobs.ts). Until then its declared size counts against its
 * owner's quota of unclaimed bytes (UPLOAD_USER_QUOTA_BYTES). It becomes a record's only through its owner's
 * request, by `claim` inside that request's transaction:
 *
 *   return transaction(db, async (tx) => {
 *     const photos = await uploads.claim(tx, viewer, body.photos, { kind: 'photos' });   // field `photos`
 *     await insertPhotos(tx.db, installationId, photos.map((p) => p.key));
 *   });
 *
 * - `kind`: `photos` (photos only), `files` (all photos or all videos), `documents` (photos,
 *   videos and documents mixed, each at most 20 MB; docs/decisions/0030).
 * - `field`: the 422 field the errors attach to (default `photos`).
 * - `private`: the file goes under `private/`, never served at /storage (its `url` is empty); the owning
 *   module streams it through its own authorised route with `open(key)` and `mimeOf(type)` (chat
 *   attachments, object documents).
 * - Answers, in the order of `paths`, each file's permanent `key` (keep it in your row), `url`, original
 *   `name`, `type` (jpg, png, ..., mp4, mov, wmv, pdf, docx, ...), `category` (photo | file | document) and
 *   `size`.
 * - More than 10 paths, a path that is someone else's, unknown, unfinished or expired, a forbidden mix or
 *   a document over 20 MB: FieldsError (422) on `field`, and since it throws, the transaction rolls back.
 * - The temporary bytes are removed after the commit; if the transaction rolls back, the path stays
 *   claimable (a copy may be left under the permanent key, overwritten by the next claim).
 *
 * Bytes go to disk (UPLOAD_DIR, claimed files served at /storage/<key>) or, with S3_BUCKET set, to an
 * S3-compatible bucket (docs/decisions/0022-uploads-store-and-expiry.md).
 */
export { default as uploadRoutes } from './routes';
export { BROWSER_PHOTO_TYPES, BROWSER_VIDEO_TYPES, mimeOf } from './content';
export { createUploadsService, NEW_FILES_LIMIT, type ClaimKind, type StoredFile, type UploadsService } from './service';
export { createUploadStore, s3OptionsOf } from './stores';
export { s3Client } from './store-s3';
export type { UploadStore } from './store';
