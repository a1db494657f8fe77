import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OBJECT_FILE_MAX_BYTES, UPLOAD_CHUNK_BYTES, uploadRoutes } from '../../contracts';
import { tempFiles } from '../../server/src/db/schema';
import { transaction } from '../../server/src/db/transaction';
import { FieldsError } from '../../server/src/lib/http-errors';
import type { ClaimKind } from '../../server/src/modules/uploads';
import { ACCOUNTS_ENV, DEMO, login, newAccount } from './accounts';
import { startServer, type TestServer } from './helpers';
import { chunkFields, mp4Bytes, pdfBytes, pngBytes, sendChunk, uploadInChunks } from './upload-client';

let server: TestServer;
let png: Buffer;
beforeAll(async () => {
  server = await startServer(ACCOUNTS_ENV);
  png = await pngBytes();
});
afterAll(() => server.close());

const CHUNK = 64 * 1024;
const idOf = (tempPath: string) => tempPath.slice('temp/'.length);
const tempDir = () => path.join(server.config.uploadDir, 'temp');
const tempBytes = (tempPath: string) => readFile(path.join(server.config.uploadDir, tempPath));
const rowsOf = (userId: number) => server.app.db.select().from(tempFiles).where(eq(tempFiles.ownerId, userId));
const tempNames = async () => readdir(tempDir()).catch(() => [] as string[]);

async function account() {
  const { accessToken, user } = await newAccount(server);
  return { token: accessToken, viewer: { id: user.id, role: 'USER' as const } };
}

const claim = (viewer: { id: number; role: 'USER' }, paths: string[], kind: ClaimKind) =>
  transaction(server.app.db, (tx) => server.app.services.uploads.claim(tx, viewer, paths, { kind }));

/** The 422 fields of what `work` threw. */
async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FieldsError);
  return (error as FieldsError).fields;
}

describe('POST /temp-files: the chunked protocol', () => {
  it('takes a file in several chunks, in order, and keeps its bytes whole', async () => {
    const { token, viewer } = await account();
    const { path: tempPath, responses, last } = await uploadInChunks([server], token, png, CHUNK, 'site.png');
    expect(responses.length).toBeGreaterThanOrEqual(4);
    expect(responses[0].status).toBe(201);
    expect(responses.slice(1).map((r) => r.status)).toEqual(responses.slice(1).map(() => 200));
    expect(responses[1].body.data).toMatchObject({ path: tempPath, receivedBytes: 2 * CHUNK, complete: false });
    expect(last.body.data).toEqual({ path: tempPath, receivedBytes: png.length, totalBytes: png.length, complete: true, category: 'photo' });
    expect(tempPath).toMatch(/^temp\/[0-9a-f-]{36}$/);
    expect((await tempBytes(tempPath)).equals(png)).toBe(true);
    // Unclaimed bytes are nobody's to load, not even by their address (a stored file's path, no contract route).
    expect((await server.request(`/storage/${tempPath}`)).status).toBe(404);

    const [stored] = await claim(viewer, [tempPath], 'photos');
    expect(stored).toMatchObject({ key: `photos/${idOf(tempPath)}.png`, name: 'site.png', type: 'png', category: 'photo', size: png.length });
    expect(stored.url).toMatch(new RegExp(`/storage/${stored.key}$`));
    const served = await fetch(server.url + new URL(stored.url).pathname);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    // Claimed: the temporary file is gone, and cannot be claimed again.
    expect(await rowsOf(viewer.id)).toEqual([]);
    await expect.poll(() => tempNames()).not.toContain(idOf(tempPath));
    expect(await refusal(claim(viewer, [tempPath], 'photos'))).toEqual({ photos: ['uploadUnknown'] });
  });

  it('passes a full 10 MB chunk through the body limit of this route', async () => {
    const { token } = await account();
    const video = mp4Bytes(UPLOAD_CHUNK_BYTES + 1000);
    const { responses, last } = await uploadInChunks([server], token, video, UPLOAD_CHUNK_BYTES, 'clip.mp4');
    expect(responses.map((r) => r.status)).toEqual([201, 200]);
    expect(last.body.data).toMatchObject({ complete: true, category: 'file', totalBytes: video.length });
    expect((await tempBytes(last.body.data.path)).equals(video)).toBe(true);
  });

  it('refuses a chunk at the wrong offset, and takes the right one after it', async () => {
    const { token, viewer } = await account();
    const first = await sendChunk(server, token, chunkFields(0, png.length, CHUNK), png.subarray(0, CHUNK));
    const tempPath = first.body.data.path;
    const skipped = await sendChunk(server, token, chunkFields(2, png.length, CHUNK, tempPath), png.subarray(2 * CHUNK, 3 * CHUNK));
    expect(skipped.status).toBe(422);
    expect(Object.keys(skipped.body.errors)).toEqual(['dzchunkbyteoffset']);
    const offsetOff = await sendChunk(
      server,
      token,
      { ...chunkFields(1, png.length, CHUNK, tempPath), dzchunkbyteoffset: CHUNK + 1 },
      png.subarray(CHUNK, 2 * CHUNK),
    );
    expect(offsetOff.status).toBe(422);
    const [row] = await rowsOf(viewer.id);
    expect(row).toMatchObject({ receivedBytes: CHUNK, receivedChunks: 1 });
    const next = await sendChunk(server, token, chunkFields(1, png.length, CHUNK, tempPath), png.subarray(CHUNK, 2 * CHUNK));
    expect(next.status).toBe(200);
    expect(next.body.data.receivedBytes).toBe(2 * CHUNK);
  });

  it('refuses a total that changes between chunks or does not add up, and a chunk longer than declared', async () => {
    const { token, viewer } = await account();
    const first = await sendChunk(server, token, chunkFields(0, png.length, CHUNK), png.subarray(0, CHUNK));
    const changed = await sendChunk(server, token, chunkFields(1, png.length + CHUNK, CHUNK, first.body.data.path), png.subarray(CHUNK, 2 * CHUNK));
    expect(changed.status).toBe(422);
    expect(Object.keys(changed.body.errors)).toEqual(['dztotalfilesize']);

    const before = await tempNames();
    const miscounted = await sendChunk(server, token, { ...chunkFields(0, png.length, CHUNK), dztotalchunkcount: 2 }, png.subarray(0, CHUNK));
    expect(miscounted.status).toBe(422);
    expect(Object.keys(miscounted.body.errors)).toEqual(['dztotalchunkcount']);
    const longer = await sendChunk(server, token, chunkFields(0, png.length, CHUNK), png.subarray(0, CHUNK + 10));
    expect(longer.status).toBe(422);
    expect(Object.keys(longer.body.errors)).toEqual(['file']);
    const missing = await sendChunk(server, token, { ...chunkFields(0, png.length, CHUNK), dztotalfilesize: undefined } as never, png.subarray(0, CHUNK));
    expect(missing.status).toBe(422);
    expect(missing.body.errors.dztotalfilesize).toBeDefined();
    // Nothing of the refused files is kept: one row (the first file), no new bytes.
    expect(await rowsOf(viewer.id)).toHaveLength(1);
    expect(await tempNames()).toEqual(before);
  });

  it('answers 413 for a total above the limit or a chunk over 10 MB, and stores nothing', async () => {
    const { token, viewer } = await account();
    const huge = await sendChunk(server, token, chunkFields(0, 100 * 1024 ** 3 + 1, UPLOAD_CHUNK_BYTES), png.subarray(0, CHUNK));
    expect(huge.status).toBe(413);
    expect(huge.body.message).toEqual(expect.any(String));
    const bigChunk = await sendChunk(server, token, chunkFields(0, 3 * UPLOAD_CHUNK_BYTES, UPLOAD_CHUNK_BYTES * 2), png.subarray(0, CHUNK));
    expect(bigChunk.status).toBe(413);
    expect(await rowsOf(viewer.id)).toEqual([]);
  });

  it('refuses content that is not an accepted type by its magic bytes, whatever its name', async () => {
    const { token, viewer } = await account();
    const before = await tempNames();
    const text = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'.repeat(20));
    const res = await sendChunk(server, token, chunkFields(0, text.length, CHUNK), text, 'photo.jpg');
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['file']);
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(2000, 32)]);
    expect((await sendChunk(server, token, chunkFields(0, zip.length, CHUNK), zip, 'clip.mp4')).status).toBe(422);
    expect(await rowsOf(viewer.id)).toEqual([]);
    expect(await tempNames()).toEqual(before);
  });

  it('is open to every role (the account area)', async () => {
    for (const phone of Object.values(DEMO)) {
      const { accessToken } = await login(server, phone);
      const res = await sendChunk(server, accessToken, chunkFields(0, png.length, png.length), png, 'site.png');
      expect(res.status, phone).toBe(201);
      expect((await server.call(uploadRoutes.remove, { body: { path: res.body.data.path }, token: accessToken })).status, phone).toBe(200);
    }
  });

  it('answers 401 to a guest', async () => {
    expect((await sendChunk(server, undefined, chunkFields(0, png.length, CHUNK), png.subarray(0, CHUNK))).status).toBe(401);
    expect((await server.call(uploadRoutes.remove, { body: { path: `temp/${crypto.randomUUID()}` } })).status).toBe(401);
  });
});

describe("a temporary file is its owner's alone", () => {
  it("answers 404 to someone else's delete or chunk, 422 to their claim, and the owner's delete removes it", async () => {
    const owner = await account();
    const other = await account();
    const first = await sendChunk(server, owner.token, chunkFields(0, png.length, CHUNK), png.subarray(0, CHUNK));
    const tempPath = first.body.data.path;

    expect((await server.call(uploadRoutes.remove, { body: { path: tempPath }, token: other.token })).status).toBe(404);
    expect((await sendChunk(server, other.token, chunkFields(1, png.length, CHUNK, tempPath), png.subarray(CHUNK, 2 * CHUNK))).status).toBe(404);
    expect((await server.call(uploadRoutes.remove, { body: { path: `temp/${crypto.randomUUID()}` }, token: owner.token })).status).toBe(404);
    expect((await server.call(uploadRoutes.remove, { body: { path: '../etc/passwd' }, token: owner.token })).status).toBe(422);

    const { path: whole } = await uploadInChunks([server], owner.token, png, CHUNK);
    expect(await refusal(claim(other.viewer, [whole], 'photos'))).toEqual({ photos: ['uploadUnknown'] });
    // Unfinished files are not claimable either.
    expect(await refusal(claim(owner.viewer, [tempPath], 'photos'))).toEqual({ photos: ['uploadUnknown'] });
    expect(await rowsOf(owner.viewer.id)).toHaveLength(2);

    const deleted = await server.call(uploadRoutes.remove, { body: { path: whole }, token: owner.token });
    expect(deleted.status).toBe(200);
    expect(deleted.data).toEqual({ deleted: true });
    expect(await tempNames()).not.toContain(idOf(whole));
    expect((await server.call(uploadRoutes.remove, { body: { path: whole }, token: owner.token })).status).toBe(404);
  });
});

describe('claim: the upload rules, all or nothing', () => {
  it('refuses more than 10 files, a mix of photos and files, a video as a photo and a document outside objects; nothing is taken', async () => {
    const { token, viewer } = await account();
    const photos = [];
    for (let i = 0; i < 11; i++) photos.push((await uploadInChunks([server], token, png, png.length)).path);
    const video = (await uploadInChunks([server], token, mp4Bytes(5000), CHUNK, 'clip.mp4')).path;
    const pdf = (await uploadInChunks([server], token, await pdfBytes(), CHUNK, 'plan.pdf')).path;

    expect(await refusal(claim(viewer, photos, 'photos'))).toEqual({ photos: ['maxItems?maximum=10'] });
    expect(await refusal(claim(viewer, [pdf], 'files'))).toEqual({ photos: ['uploadType'] });
    expect(await refusal(claim(viewer, [pdf], 'photos'))).toEqual({ photos: ['uploadPhotosOnly'] });
    expect(await refusal(claim(viewer, [photos[0], video], 'files'))).toEqual({ photos: ['uploadMixed'] });
    expect(await refusal(claim(viewer, [video], 'photos'))).toEqual({ photos: ['uploadPhotosOnly'] });
    expect(await rowsOf(viewer.id)).toHaveLength(13);

    // Objects may mix, documents too; all of one kind is fine for files.
    expect((await claim(viewer, [photos[0], video, pdf], 'documents')).map((f) => [f.type, f.category])).toEqual([
      ['png', 'photo'],
      ['mp4', 'file'],
      ['pdf', 'document'],
    ]);
    expect((await claim(viewer, photos.slice(1, 3), 'files')).map((f) => f.category)).toEqual(['photo', 'photo']);
    expect(await rowsOf(viewer.id)).toHaveLength(8);
  });

  it('refuses an object document over 20 MB', async () => {
    const { token, viewer } = await account();
    const large = (await uploadInChunks([server], token, mp4Bytes(OBJECT_FILE_MAX_BYTES), UPLOAD_CHUNK_BYTES, 'walkthrough.mp4')).path;
    expect(await refusal(claim(viewer, [large], 'documents'))).toEqual({ photos: ['uploadDocumentTooLarge'] });
    expect(await rowsOf(viewer.id)).toHaveLength(1);
  });
});

describe('expiry', () => {
  it('the sweep job removes an expired file and its bytes, and keeps a fresh one', async () => {
    const { token, viewer } = await account();
    const expired = (await uploadInChunks([server], token, png, CHUNK)).path;
    const unfinished = (await sendChunk(server, token, chunkFields(0, png.length, CHUNK), png.subarray(0, CHUNK))).body.data.path;
    const fresh = (await uploadInChunks([server], token, png, CHUNK)).path;
    const past = new Date(Date.now() - 1000);
    for (const p of [expired, unfinished])
      await server.app.db
        .update(tempFiles)
        .set({ expiresAt: past })
        .where(eq(tempFiles.id, idOf(p)));
    // An expired file is unknown at once, before the sweep.
    expect((await server.call(uploadRoutes.remove, { body: { path: expired }, token })).status).toBe(404);

    await server.app.jobs.run('temp-files-sweep');

    expect((await rowsOf(viewer.id)).map((r) => r.id)).toEqual([idOf(fresh)]);
    const names = await tempNames();
    expect(names).toContain(idOf(fresh));
    expect(names).not.toContain(idOf(expired));
    expect(names).not.toContain(idOf(unfinished));
  });
});
