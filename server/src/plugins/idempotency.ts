import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ETAG_HEADER, IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENT_REPLAYED_HEADER, IF_MATCH_HEADER } from '../../../contracts/constants';
import { newWriteScope, type WriteScope } from '../db/write-scope';
import { FieldsError, HttpError } from '../lib/http-errors';
import { claimKey, jsonFingerprint, multipartFingerprint, printOf, releaseKey, storeAnswer, type FilePrint, type KeyRow } from '../lib/idempotency';

/** A request that holds its key: what its answer is stored under, and a multipart body's prints as the route reads it. */
type KeyedRequest = {
  owner: { userId: number; key: string };
  /** A JSON request's fingerprint; null for a multipart one until its route has read the body. */
  fingerprint: string | null;
  fields: Record<string, string>;
  files: (() => FilePrint)[];
};

declare module 'fastify' {
  interface FastifyRequest {
    /** A signed-in write's scope (db/write-scope.ts): its key and `If-Match`, the versions it wrote. */
    writeScope: WriteScope | null;
    /** Set while this request holds its `Idempotency-Key`. */
    idempotent: KeyedRequest | null;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY_FIELD = 'Idempotency-Key';
/**
 * Statuses whose answer is not kept: a retry may fare otherwise (a 5xx, a token refreshed, a limit that lifts, and a
 * 412: nothing was written, and the user may choose to send the same change again on the job's new version).
 */
const notKept = (status: number) => status >= 500 || status === 401 || status === 412 || status === 429;

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
/** `"12"`, `W/"12"` or `12` → `12`; `*` or none → null (any version). */
const expectedVersion = (value: string | undefined) => {
  const version = value
    ?.trim()
    .replace(/^W\//, '')
    .replace(/^"(.*)"$/, '$1');
  return !version || version === '*' ? null : version;
};

/** A multipart body read to compute its fingerprint (a replay's, which is not stored): its text fields and its files. */
async function multipartPrint(request: FastifyRequest, path: string) {
  const fields: Record<string, string> = {};
  const files: FilePrint[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else files.push(await printOf(part.fieldname, part.file));
    }
  } catch (error) {
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw new FieldsError({ file: ['uploadIncomplete'] });
  }
  return multipartFingerprint(request.method, path, fields, files);
}

function replay(reply: FastifyReply, row: KeyRow) {
  reply.code(row.status!).header(IDEMPOTENT_REPLAYED_HEADER, 'true').type('application/json; charset=utf-8');
  if (row.etag) reply.header(ETAG_HEADER, row.etag);
  return reply.send(row.body);
}

/**
 * `Idempotency-Key` and `If-Match` on every signed-in write (docs/api.md#idempotent-writes, docs/decisions/0052): the
 * first request with a key claims it and runs; its answer (2xx, 4xx but 401 and 429) is stored with the fingerprint of
 * its method, path and body, and a repeat gets that answer again (`Idempotent-Replayed: true`) without running. The
 * same key with another body is a 422; while the first still runs, a 409 with `Retry-After: 1`; a write that committed
 * but whose answer was lost (the process died, or a 5xx after the commit) a 409 that says so.
 */
export default fp(async (app) => {
  const leaseMs = app.config.API_REQUEST_TIMEOUT_MS + 60_000;
  app.decorateRequest('writeScope', null);
  app.decorateRequest('idempotent', null);

  app.addHook('preHandler', async (request, reply) => {
    if (!request.user || !WRITES.has(request.method)) return;
    request.writeScope = newWriteScope({ idempotency: null, ifMatch: expectedVersion(single(request.headers[IF_MATCH_HEADER])) });
    const key = single(request.headers[IDEMPOTENCY_KEY_HEADER]);
    if (key === undefined) return;
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new FieldsError({ [KEY_FIELD]: ['idempotencyKeyFormat'] });
    const owner = { userId: request.user.id, key };
    const path = request.url.split('?')[0];
    const multipart = typeof request.isMultipart === 'function' && request.isMultipart();
    const fingerprint = multipart ? null : jsonFingerprint(request.method, path, request.body);
    const { held, row } = await claimKey(app.db, owner, fingerprint, leaseMs);
    if (held) {
      request.writeScope.idempotency = owner;
      request.idempotent = { owner, fingerprint, fields: {}, files: [] };
      return;
    }
    if (row.status !== null) {
      const print = fingerprint ?? (row.fingerprint === null ? null : await multipartPrint(request, path));
      if (print !== row.fingerprint) throw new FieldsError({ [KEY_FIELD]: ['idempotencyKeyReused'] });
      return replay(reply, row);
    }
    if (fingerprint !== null && row.fingerprint !== null && fingerprint !== row.fingerprint) throw new FieldsError({ [KEY_FIELD]: ['idempotencyKeyReused'] });
    if (row.committed && row.leaseUntil.getTime() <= Date.now())
      throw new HttpError(409, 'idempotencyKeyAnswerLost', {}, { [IDEMPOTENT_REPLAYED_HEADER]: 'true' });
    throw new HttpError(409, 'idempotencyKeyInFlight', {}, { 'retry-after': '1' });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const scope = request.writeScope;
    const ok = reply.statusCode >= 200 && reply.statusCode < 300;
    // The job's version after the write, when the request wrote one job (a write that wrote none has no ETag).
    if (ok && scope?.versions.size === 1) reply.header(ETAG_HEADER, `"${[...scope.versions.values()][0]}"`);
    const keyed = request.idempotent;
    if (!keyed) return payload;
    request.idempotent = null;
    const fingerprint =
      keyed.fingerprint ??
      (keyed.files.length
        ? multipartFingerprint(
            request.method,
            request.url.split('?')[0],
            keyed.fields,
            keyed.files.map((print) => print()),
          )
        : null);
    try {
      // A refused multipart body may not have been read to its end, so its print is not the body's: only a success is kept.
      const unread = keyed.fingerprint === null && !ok;
      if (notKept(reply.statusCode) || unread || typeof payload !== 'string' || fingerprint === null) await releaseKey(app.db, keyed.owner);
      else {
        const etag = reply.getHeader(ETAG_HEADER);
        await storeAnswer(app.db, keyed.owner, { status: reply.statusCode, body: payload, etag: typeof etag === 'string' ? etag : null, fingerprint });
      }
    } catch (err) {
      // The answer still goes out; its replay will say it was lost (or, before the write committed, run anew).
      request.log.error({ err }, 'idempotency key answer not stored');
    }
    return payload;
  });
});
