import type { Readable } from 'node:stream';
import { fileTypeStream } from 'file-type/node';
import { uploadAccept, uploadTypes, type UploadCategory } from '../../../../contracts';
import { FieldsError } from '../../lib/http-errors';

export type UploadType = keyof typeof uploadTypes;

/**
 * The type of an upload by its first bytes (magic numbers, the `file-type` package), whatever its name or
 * declared MIME type says: one of the accepted types (contracts/upload-limits.ts), or 422 on `file`. Answers a stream that still
 * carries every byte, so the content passes through without being held.
 */
export async function checkedContent(body: Readable): Promise<{ stream: Readable; type: UploadType; category: UploadCategory }> {
  const stream = await fileTypeStream(body);
  const ext = stream.fileType?.ext;
  if (!ext || !Object.hasOwn(uploadTypes, ext)) throw new FieldsError({ file: ['uploadType'] });
  return { stream, type: ext as UploadType, category: uploadTypes[ext as UploadType] };
}

/**
 * Passes `body` on, refusing it unless it carries exactly `length` bytes (422 on `file`): a chunk longer or
 * shorter than its declared fields say is not stored.
 */
export async function* exactly(body: AsyncIterable<Buffer>, length: number): AsyncGenerator<Buffer> {
  let received = 0;
  for await (const chunk of body) {
    received += chunk.length;
    if (received > length) throw new FieldsError({ file: ['uploadChunkLength'] });
    yield chunk;
  }
  if (received !== length) throw new FieldsError({ file: ['uploadChunkLength'] });
}

/** The MIME type a claimed file is served with, by its `type` (jpg, pdf, docx, ...). */
export const mimeOf = (type: string) =>
  Object.entries(uploadAccept).find(([, v]) => (v.extensions as readonly string[]).includes(`.${type}`))?.[0] ?? 'application/octet-stream';

/** Photo types every browser shows as they are (a camera's raw file is a photo, but no page can show it): covers, product photos. */
export const BROWSER_PHOTO_TYPES: ReadonlySet<string> = new Set(['jpg', 'jpeg', 'png', 'gif']);
/** The video type every browser plays in a page (a product's own video; the others are for installation records). */
export const BROWSER_VIDEO_TYPES: ReadonlySet<string> = new Set(['mp4']);
