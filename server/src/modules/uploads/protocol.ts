import { UPLOAD_CHUNK_BYTES, type TempFileChunkFields } from '../../../../contracts';
import { FieldsError, HttpError } from '../../lib/http-errors';

/** What the declared fields of a chunk make of it: where it starts and how many bytes it must carry. */
export type ChunkPlan = { index: number; offset: number; length: number; total: number; chunkBytes: number; chunkCount: number };

/**
 * Checks that a chunk's declared fields agree with each other and with the limits: a total above the limit
 * is 413 (docs/api.md#uploads), a chunk over 10 MB likewise; counts and offsets that do not add up are 422 on their field.
 */
export function planChunk(fields: TempFileChunkFields, limits: { maxFileBytes: number; minPartBytes: number }): ChunkPlan {
  const { dzchunkindex: index, dztotalfilesize: total, dzchunksize: chunkBytes, dztotalchunkcount: chunkCount, dzchunkbyteoffset: offset } = fields;
  if (total > limits.maxFileBytes) throw new HttpError(413, 'payloadTooLarge');
  if (chunkBytes > UPLOAD_CHUNK_BYTES) throw new HttpError(413, 'payloadTooLarge');
  if (chunkCount !== Math.ceil(total / chunkBytes)) throw new FieldsError({ dztotalchunkcount: ['uploadChunkCount'] });
  if (chunkCount > 1 && chunkBytes < limits.minPartBytes) throw new FieldsError({ dzchunksize: ['uploadChunkSize'] });
  if (index >= chunkCount) throw new FieldsError({ dzchunkindex: ['uploadChunkIndex'] });
  if (offset !== index * chunkBytes) throw new FieldsError({ dzchunkbyteoffset: ['uploadChunkOffset'] });
  if (index > 0 && !fields.path) throw new FieldsError({ path: ['required'] });
  const length = index < chunkCount - 1 ? chunkBytes : total - chunkBytes * (chunkCount - 1);
  return { index, offset, length, total, chunkBytes, chunkCount };
}
