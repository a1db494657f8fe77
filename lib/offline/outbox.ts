import { IDEMPOTENCY_KEY_HEADER, IF_MATCH_HEADER } from '@/contracts/constants';
import { pathOf, type CallInput, type Endpoint, type RouteOf } from '@/contracts/route';
import { call } from '@/lib/api/call';
import { isCallError } from '@/lib/api/call-error';
import { outboxDb, type OutboxEntry, type OutboxFile, type OutboxKind } from './outbox-db';
import { replay } from './replay';

/** A change as a feature describes it: which write of the API, on which job, made on which version of it. */
export type FieldWrite = Pick<OutboxEntry, 'installationId' | 'kind' | 'method' | 'path' | 'body' | 'files' | 'baseVersion'>;

/** The headers a change carries on every attempt. */
export type WriteHeaders = Record<string, string>;

export type WriteResult<T> = { queued: false; data: T } | { queued: true };

const headersOf = (entry: OutboxEntry): WriteHeaders => ({
  [IDEMPOTENCY_KEY_HEADER]: entry.key,
  ...(entry.baseVersion ? { [IF_MATCH_HEADER]: `"${entry.baseVersion}"` } : {}),
});

/** A UUID where the page is secure (as the field app is: a service worker needs it), else 128 random bits in hex. */
const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

const waitingFor = (userId: number, installationId: number) => outboxDb.entries.where('[userId+installationId]').equals([userId, installationId]).count();

/**
 * Sends a change made on site, or keeps it (ADR 0055). With a network and nothing of this job waiting before it, the
 * feature's own call sends it now (a refusal comes back to its form as usual); without an answer, or offline, or behind
 * a waiting change of the same job, it goes into the outbox with the same Idempotency-Key and is sent in order later.
 */
export async function sendOrQueue<T>(userId: number, write: FieldWrite, send: (headers: WriteHeaders) => Promise<T>): Promise<WriteResult<T>> {
  const entry = newEntry(userId, write);
  // A change with photos taken offline is always kept first: they are uploaded before the write that names them.
  if (navigator.onLine && !write.files?.length && (await waitingFor(userId, write.installationId)) === 0) {
    try {
      return { queued: false, data: await send(headersOf(entry)) };
    } catch (error) {
      if (!isCallError(error) || error.answered) throw error;
    }
  }
  await outboxDb.entries.add(entry);
  void replay(userId);
  return { queued: true };
}

/** Which job a change made on site is about, what kind it is, the job's version it was made on, photos taken offline. */
export type OnSite = { userId: number; installationId: number; kind: OutboxKind; baseVersion?: string; files?: OutboxFile[] };

/**
 * A contract route's write made on site (ADR 0055): its path comes from the route's endpoint, it is sent now through `call` with
 * the change's headers (its typed answer back), or kept; with photos taken offline it is always kept first.
 */
export function writeOnSite<E extends Endpoint>(route: E, input: CallInput<RouteOf<E>>, { userId, ...change }: OnSite) {
  const { params, body } = input as { params?: Record<string, unknown>; body?: Record<string, unknown> };
  const write: FieldWrite = { ...change, method: route.method as FieldWrite['method'], path: pathOf(route, params), body: body ?? {} };
  return sendOrQueue(userId, write, (headers) => call(route, input, { headers }));
}

const newEntry = (userId: number, write: FieldWrite): OutboxEntry => ({ ...write, userId, key: newKey(), createdAt: Date.now(), state: 'waiting' });

/** Drops a change the user chose not to send (theirs stays, or a refused change is given up). */
export const discard = (seq: number) => outboxDb.entries.delete(seq);

/**
 * The user keeps their change over the job's newer version: it is sent again on that version, and so are the job's
 * later changes made on the same old version (the same visit to the site: the user has now seen what changed).
 */
export async function keepMine(entry: OutboxEntry, currentVersion: string | undefined) {
  await outboxDb.transaction('rw', outboxDb.entries, async () => {
    await outboxDb.entries
      .where('[userId+installationId]')
      .equals([entry.userId, entry.installationId])
      .filter((later) => later.seq! > entry.seq! && later.state === 'waiting' && later.baseVersion === entry.baseVersion)
      .modify({ baseVersion: currentVersion });
    await outboxDb.entries.update(entry.seq!, { state: 'waiting', baseVersion: currentVersion, failure: undefined });
  });
  await replay(entry.userId);
}
