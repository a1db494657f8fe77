import { IDEMPOTENCY_KEY_HEADER, ETAG_HEADER, IDEMPOTENT_REPLAYED_HEADER, IF_MATCH_HEADER } from '@/contracts/constants';
import { loadHttp } from '@/lib/api/client';
import { isCallError } from '@/lib/api/call-error';
import { apiFailure } from '@/lib/api/errors';
import { uploadFile } from '@/lib/api/uploads';
import { outboxDb, type OutboxEntry } from './outbox-db';

export type SendOutcome =
  | { kind: 'sent'; version?: string }
  /** No answer, or one a later attempt may change (5xx, 429, 401 after the refresh, the same key still in flight). */
  | { kind: 'later' }
  | { kind: 'conflict' }
  | { kind: 'refused'; failure: { message: string; fields: Record<string, string> } };

/** The job's version after a write: the ETag every write of a job answers with (ADR 0052), quotes dropped. */
function versionOf(headers: Headers): string | undefined {
  const etag = headers.get(ETAG_HEADER);
  return etag ? etag.replace(/^W\//, '').replace(/"/g, '') : undefined;
}

/** A change with photos first uploads those not yet uploaded (each path kept, so a retry does not send it again). */
async function uploadPhotos(entry: OutboxEntry): Promise<string[]> {
  const files = entry.files ?? [];
  for (const [index, file] of files.entries()) {
    if (file.path) continue;
    // IndexedDB gives a File back as a File (its name read-only); a Blob is named for the upload.
    const named = file.blob instanceof File ? file.blob : new File([file.blob], file.name, { type: file.type });
    file.path = await uploadFile(named, () => undefined, { chunkKey: (chunk) => `${entry.key}-f${index}-c${chunk}` });
    await outboxDb.entries.update(entry.seq!, { files });
  }
  return files.map((file) => file.path!);
}

/** Sends one queued change with its Idempotency-Key and, when known, the job's version it was made on (If-Match). */
export async function sendEntry(entry: OutboxEntry): Promise<SendOutcome> {
  try {
    // The photos taken offline join those the body names already (a visit's report may have both).
    const named = (entry.body.photos as string[] | undefined) ?? [];
    const body = entry.files?.length ? { ...entry.body, photos: [...named, ...(await uploadPhotos(entry))] } : entry.body;
    const send = await loadHttp();
    const headers: Record<string, string> = { [IDEMPOTENCY_KEY_HEADER]: entry.key };
    if (entry.baseVersion) headers[IF_MATCH_HEADER] = `"${entry.baseVersion}"`;
    const answer = await send({ method: entry.method, url: entry.path, body, headers });
    return { kind: 'sent', version: versionOf(answer.headers) };
  } catch (error) {
    if (!isCallError(error)) return { kind: 'refused', failure: { message: apiFailure(error).message, fields: {} } };
    const { status, headers } = error;
    if (status === undefined || status >= 500 || status === 429 || status === 401 || (status === 409 && headers.get('retry-after'))) {
      return { kind: 'later' };
    }
    if (status === 412) return { kind: 'conflict' };
    // The API committed this key's write earlier but lost its answer (ADR 0052): the change is in.
    if (status === 409 && headers.get(IDEMPOTENT_REPLAYED_HEADER) === 'true') return { kind: 'sent' };
    const { message, fields } = apiFailure(error);
    return { kind: 'refused', failure: { message, fields } };
  }
}
