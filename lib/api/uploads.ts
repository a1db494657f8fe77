import { IDEMPOTENCY_KEY_HEADER } from '@/contracts/constants';
import { uploadEndpoints } from '@/contracts/endpoints/uploads';
import { UPLOAD_CHUNK_BYTES } from '@/contracts/upload-limits';
import { call } from './call';

type UploadOptions = {
  signal?: AbortSignal;
  /** An Idempotency-Key per chunk (the offline outbox's): a chunk sent again after a lost answer is stored once. */
  chunkKey?: (index: number) => string;
};

/**
 * Sends a file to POST /temp-files in 10 MB chunks (docs/api.md#uploads), one after the other, and answers its
 * temporary path. `onProgress` hears the share of the file sent so far (0..1).
 */
export async function uploadFile(
  file: Blob & { name?: string },
  onProgress: (share: number) => void,
  { signal, chunkKey }: UploadOptions = {},
): Promise<string> {
  const chunkCount = Math.max(1, Math.ceil(file.size / UPLOAD_CHUNK_BYTES));
  let path: string | undefined;
  for (let index = 0; index < chunkCount; index++) {
    const offset = index * UPLOAD_CHUNK_BYTES;
    const chunk = file.slice(offset, offset + UPLOAD_CHUNK_BYTES);
    const form = new FormData();
    // The fields come before the file: the API reads them first and streams the file on.
    form.append('dzchunkindex', String(index));
    form.append('dztotalfilesize', String(file.size));
    form.append('dzchunksize', String(UPLOAD_CHUNK_BYTES));
    form.append('dztotalchunkcount', String(chunkCount));
    form.append('dzchunkbyteoffset', String(offset));
    if (path) form.append('path', path);
    form.append('file', chunk, file.name);
    const onUploadProgress = (share: number) => onProgress((offset + share * chunk.size) / file.size);
    const headers = chunkKey ? { [IDEMPOTENCY_KEY_HEADER]: chunkKey(index) } : undefined;
    path = (await call(uploadEndpoints.uploadChunk, { body: form }, { signal, onUploadProgress, headers })).path;
    onProgress((offset + chunk.size) / file.size);
  }
  return path!;
}

/** DELETE /temp-files: drops one of the user's temporary files. */
export async function removeTempFile(path: string) {
  await call(uploadEndpoints.remove, { body: { path } });
}
