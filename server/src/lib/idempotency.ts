import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '../../../contracts/constants';

/** JSON with every object's keys sorted (RFC 8785, as the signed record's fingerprint), so the same body reads the same. */
const canonicalJson = (value: unknown) => canonicalize(value) ?? 'null';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A JSON request's fingerprint: method, path and its (validated) body. */
export const jsonFingerprint = (method: string, path: string, body: unknown) => sha256(`${method} ${path}\n${canonicalJson(body ?? null)}`);

/** A file of a multipart body as its fingerprint sees it. */
export type FilePrint = { field: string; size: number; sha256: string };

/** A multipart request's fingerprint: method, path, its text fields, and each file's field, size and sha256. */
export const multipartFingerprint = (method: string, path: string, fields: Record<string, string>, files: FilePrint[]) =>
  sha256(`${method} ${path}\n${canonicalJson(fields)}\n${canonicalJson(files)}`);

/** A file stream read through a hash: the same bytes for the reader, and their print once it has read them all. */
function printedStream(field: string, file: Readable): { stream: Readable; print: () => FilePrint } {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  // busboy marks a file cut at the size limit on its own stream; the reader of the copy asks the same.
  Object.defineProperty(stream, 'truncated', { get: () => (file as Readable & { truncated?: boolean }).truncated });
  file.pipe(stream);
  file.on('error', (err) => stream.destroy(err));
  let digest: string | null = null;
  return { stream, print: () => ({ field, size, sha256: (digest ??= hash.digest('hex')) }) };
}

/**
 * The file of a multipart write as its route reads it (`fields`: the text fields read before it): unchanged without an
 * `Idempotency-Key`, else read through a hash so that the key's answer is stored under the body's fingerprint.
 */
export function keyedFile(request: FastifyRequest, fields: Record<string, string>, field: string, file: Readable): Readable {
  const keyed = request.idempotent;
  if (!keyed || keyed.fingerprint !== null) return file;
  keyed.fields = { ...fields };
  const printed = printedStream(field, file);
  keyed.files.push(printed.print);
  return printed.stream;
}

/** The same for a multipart write whose route reads the body whole: its text fields and its files' bytes. */
export function keyedBody(request: FastifyRequest, fields: Record<string, string>, files: { field: string; bytes: Buffer }[]) {
  const keyed = request.idempotent;
  if (!keyed || keyed.fingerprint !== null) return;
  keyed.fields = { ...fields };
  keyed.files = files.map(({ field, bytes }) => {
    const print = { field, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
    return () => print;
  });
}

/** The print of a file read to its end (a replay's body, which is read but not stored). */
export async function printOf(field: string, file: Readable): Promise<FilePrint> {
  const hash = createHash('sha256');
  let size = 0;
  await pipeline(file, async function* (chunks: AsyncIterable<Buffer>) {
    for await (const chunk of chunks) {
      hash.update(chunk);
      size += chunk.length;
    }
  });
  return { field, size, sha256: hash.digest('hex') };
}

export type KeyRow = typeof idempotencyKeys.$inferSelect;
type Owner = { userId: number; key: string };
const whereKey = ({ userId, key }: Owner) => and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

/**
 * Takes the key for this request: a new key (or one past its 24 hours) is inserted; a key whose request died before
 * its write committed (lease over, nothing committed, no answer) is taken over. Answers the row when this request
 * holds it, else the row as another request left it.
 */
export async function claimKey(db: Db, owner: Owner, fingerprint: string | null, leaseMs: number): Promise<{ held: boolean; row: KeyRow }> {
  const lease = sql`now() + ${`${leaseMs} milliseconds`}::interval`;
  const fresh = { fingerprint, leaseUntil: lease, committed: false, status: null, body: null, etag: null, createdAt: sql`now()` };
  const [inserted] = await db
    .insert(idempotencyKeys)
    .values({ ...owner, ...fresh })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: fresh,
      setWhere: lt(idempotencyKeys.createdAt, sql`now() - ${`${IDEMPOTENCY_KEY_TTL_HOURS} hours`}::interval`),
    })
    .returning();
  if (inserted) return { held: true, row: inserted };
  const [existing] = await db.select().from(idempotencyKeys).where(whereKey(owner));
  if (!existing) return claimKey(db, owner, fingerprint, leaseMs);
  const sameBody = fingerprint === null || existing.fingerprint === null || existing.fingerprint === fingerprint;
  if (sameBody && existing.status === null && !existing.committed && existing.leaseUntil.getTime() < Date.now()) {
    const [taken] = await db
      .update(idempotencyKeys)
      .set({ leaseUntil: lease })
      .where(and(whereKey(owner), eq(idempotencyKeys.committed, false), lt(idempotencyKeys.leaseUntil, sql`now()`)))
      .returning();
    if (taken) return { held: true, row: taken };
  }
  return { held: false, row: existing };
}

/** The answer of the key's request, stored for its replays (with the fingerprint of a multipart body, known only now). */
export async function storeAnswer(db: Db, owner: Owner, answer: { status: number; body: string; etag: string | null; fingerprint: string }) {
  await db.update(idempotencyKeys).set(answer).where(whereKey(owner));
}

/**
 * A request whose answer is not kept (a 5xx, 401, 429): a key whose write did not commit is let go, so that a retry
 * runs anew; one whose write committed stays, answered as lost from now on (docs/decisions/0052).
 */
export async function releaseKey(db: Db, owner: Owner) {
  await db.delete(idempotencyKeys).where(and(whereKey(owner), eq(idempotencyKeys.committed, false)));
  await db
    .update(idempotencyKeys)
    .set({ leaseUntil: sql`now()` })
    .where(whereKey(owner));
}

/** Keys past their 24 hours (the `idempotency-keys-sweep` job). */
export async function sweepKeys(db: Db) {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - ${`${IDEMPOTENCY_KEY_TTL_HOURS} hours`}::interval`));
}
