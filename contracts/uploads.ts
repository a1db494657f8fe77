import { z } from 'zod';
import { defineRoute } from './route';
import { UPLOAD_CATEGORIES } from './upload-limits';

export * from './upload-limits';

/** How a temporary file's path looks: `temp/<uuid>` (docs/api.md#uploads, data.path). */
export const tempFilePathSchema = z.string().regex(/^temp\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'format');

const count = (max: number) => z.coerce.number().int().min(0).max(max);

/**
 * The text fields of one chunk of POST /temp-files, as docs/api.md#uploads names them (Dropzone's chunked protocol).
 * They come before the `file` part of the multipart body; `path` (the answer to the first chunk) names the
 * temporary file the later chunks belong to.
 */
export const tempFileChunkFieldsSchema = z.object({
  dzchunkindex: count(1_000_000),
  dztotalfilesize: count(Number.MAX_SAFE_INTEGER).refine((n) => n > 0, 'required'),
  dzchunksize: count(Number.MAX_SAFE_INTEGER).refine((n) => n > 0, 'required'),
  dztotalchunkcount: count(1_000_000).refine((n) => n > 0, 'required'),
  dzchunkbyteoffset: count(Number.MAX_SAFE_INTEGER),
  path: tempFilePathSchema.optional(),
});
export type TempFileChunkFields = z.infer<typeof tempFileChunkFieldsSchema>;

/** What a chunk answers: the file's path, how much of it has arrived, and whether it is whole. */
export const tempFileSchema = z.object({
  path: tempFilePathSchema,
  receivedBytes: z.number().int(),
  totalBytes: z.number().int(),
  complete: z.boolean(),
  /** `photo` (jpeg, png, gif, raw), `file` (mp4, quicktime, avi, wmv, mkv) or `document` (pdf, office, dwg), from the content's magic bytes. */
  category: z.enum(UPLOAD_CATEGORIES),
});
export type TempFile = z.infer<typeof tempFileSchema>;

export const tempFileDeleteBodySchema = z.object({ path: tempFilePathSchema }).strict();
export const tempFileDeletedSchema = z.object({ deleted: z.literal(true) });

export const uploadRoutes = {
  /**
   * One chunk of a file (multipart field `file`); 201 with the new path for the first chunk, 200 for the others.
   * 413 past a limit (the file, its category's, the user's unclaimed bytes), 507 when the disk is short of room.
   */
  uploadChunk: defineRoute({
    method: 'POST',
    path: '/temp-files',
    auth: 'required',
    area: 'account',
    multipart: 'file',
    multipartFields: tempFileChunkFieldsSchema,
    response: tempFileSchema,
    statuses: [200, 201],
    errors: [401, 404, 409, 413, 422, 429, 507],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/temp-files',
    auth: 'required',
    area: 'account',
    body: tempFileDeleteBodySchema,
    response: tempFileDeletedSchema,
    errors: [401, 404, 422],
  }),
};
