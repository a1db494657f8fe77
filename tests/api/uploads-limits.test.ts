import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_CHUNK_BYTES, uploadRoutes } from '../../contracts';
import { tempFiles } from '../../server/src/db/schema';
import { transaction } from '../../server/src/db/transaction';
import { systemClock } from '../../server/src/lib/clock';
import { createUploadsService, createUploadStore, type ClaimKind } from '../../server/src/modules/uploads';
import { ACCOUNTS_ENV, newAccount } from './accounts';
import { startServer, type TestServer } from './helpers';
import { chunkFields, mp4Bytes, pdfBytes, pngBytes, sendChunk, uploadInChunks } from './upload-client';

/**
 * The security review's probe at a small scale: one self-registered account declared a 100 GB file and streamed it,
 * kept alive by a chunk now and then. Here the quota of unclaimed bytes is 3 MB.
 */
const MIB = 1024 * 1024;
const QUOTA = 3 * MIB;
const CHUNK = 64 * 1024;

let server: TestServer;
let png: Buffer;
beforeAll(async () => {
  server = await startServer({ ...ACCOUNTS_ENV, UPLOAD_USER_QUOTA_BYTES: String(QUOTA) });
  png = await pngBytes();
});
afterAll(() => server.close());

const idOf = (tempPath: string) => tempPath.slice('temp/'.length);
const tempNames = (on: TestServer) => readdir(path.join(on.config.uploadDir, 'temp')).catch(() => [] as string[]);
const rowsOf = (userId: number, on = server) => on.app.db.select().from(tempFiles).where(eq(tempFiles.ownerId, userId));
/** An MP4 of exactly `total` bytes (its magic bytes are the first 24). */
const video = (total: number) => mp4Bytes(total - 24);

async function account(on = server) {
  const { accessToken, user } = await newAccount(on);
  return { token: accessToken, viewer: { id: user.id, role: 'USER' as const } };
}

const claim = (viewer: { id: number; role: 'USER' }, paths: string[], kind: ClaimKind) =>
  transaction(server.app.db, (tx) => server.app.services.uploads.claim(tx, viewer, paths, { kind }));
const remove = (token: string, tempPath: string) => server.call(uploadRoutes.remove, { body: { path: tempPath }, token });

/** The first chunk (64 kB) of a video that declares `total` bytes. */
const firstChunkOf = (token: string, total: number, lang?: 'en' | 'uk') =>
  sendChunk(server, token, chunkFields(0, total, CHUNK), video(CHUNK), 'clip.mp4', lang);
/** The review's probe: the first 10 MB chunk of a declared 100*1024 MB video (refused before its 64 kB sent are read). */
const probe = (token: string, lang?: 'en' | 'uk') =>
  sendChunk(server, token, chunkFields(0, 100 * 1024 * MIB, UPLOAD_CHUNK_BYTES), video(CHUNK), 'clip.mp4', lang);

describe('a quota of unclaimed bytes per user (UPLOAD_USER_QUOTA_BYTES)', () => {
  it('refuses the first chunk of a declared 100 GB video with 413, saying what is in use, and writes nothing', async () => {
    const { token, viewer } = await account();
    const before = await tempNames(server);
    const res = await probe(token, 'en');
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(
      'Not enough upload space for this file (100 GB): your uploaded files that are not attached to anything yet take 0 kB of 3 MB. ' +
        'The space frees up once they are attached or removed, or when they expire',
    );
    const uk = await probe(token);
    expect(uk.body.message).toMatch(/^Для цього файлу \(100 ГБ\) не вистачає місця: .* займають 0 кБ з 3 МБ\. Місце звільниться/);
    expect(await rowsOf(viewer.id)).toEqual([]);
    expect(await tempNames(server)).toEqual(before);
  });

  it('counts finished and unfinished unclaimed files by their declared size; a claim, a delete or the expiry frees them', async () => {
    const { token, viewer } = await account();
    const whole = (await uploadInChunks([server], token, video(MIB), 256 * 1024, 'a.mp4')).path;
    const unfinished = await firstChunkOf(token, 1.5 * MIB);
    expect(unfinished.status).toBe(201);

    // 1 MB + 1.5 MB held: another 1 MB does not fit in 3 MB.
    const refused = await firstChunkOf(token, MIB, 'en');
    expect(refused.status).toBe(413);
    expect(refused.body.message).toContain('(1 MB)');
    expect(refused.body.message).toContain('take 2.5 MB of 3 MB');

    await claim(viewer, [whole], 'files');
    const afterClaim = await firstChunkOf(token, MIB);
    expect(afterClaim.status).toBe(201);
    expect((await firstChunkOf(token, MIB)).status).toBe(413);

    expect((await remove(token, unfinished.body.data.path)).status).toBe(200);
    expect((await firstChunkOf(token, MIB)).status).toBe(201);

    // 2 MB held; one of them expires (the sweep has not run yet): 2 MB more fit exactly.
    expect((await firstChunkOf(token, 2 * MIB)).status).toBe(413);
    await server.app.db
      .update(tempFiles)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tempFiles.id, idOf(afterClaim.body.data.path)));
    expect((await firstChunkOf(token, 2 * MIB)).status).toBe(201);
  });

  // On PGlite requests take turns anyway; on PostgreSQL (TEST_DATABASE_URL) all ten passed before the owner's row was locked.
  it('of ten first chunks sent at once, only as many as fit in the quota pass', async () => {
    const { token, viewer } = await account();
    const answers = await Promise.all(Array.from({ length: 10 }, () => firstChunkOf(token, MIB)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 201, 413, 413, 413, 413, 413, 413, 413]);
    expect(await rowsOf(viewer.id)).toHaveLength(3);
  });
});

describe('the largest file of each category, declared by the first chunk', () => {
  it('refuses a photo over 100 MB and a document over 20 MB with 413 naming the limit, and writes nothing', async () => {
    const { token, viewer } = await account();
    const before = await tempNames(server);
    const photo = await sendChunk(server, token, chunkFields(0, 100 * MIB + 1, CHUNK), png.subarray(0, CHUNK), 'site.png', 'en');
    expect(photo.status).toBe(413);
    expect(photo.body.message).toBe('A photo may be at most 100 MB');
    const photoUk = await sendChunk(server, token, chunkFields(0, 100 * MIB + 1, CHUNK), png.subarray(0, CHUNK), 'site.png');
    expect(photoUk.body.message).toBe('Фото не може перевищувати 100 МБ');
    const document = await sendChunk(server, token, chunkFields(0, 20 * MIB + 1, UPLOAD_CHUNK_BYTES), await pdfBytes(), 'plan.pdf', 'en');
    expect(document.status).toBe(413);
    expect(document.body.message).toBe('A document may be at most 20 MB');

    // At their limits they pass it, and only the quota of this server refuses them; a video may declare 100*1024 MB.
    const atLimit = await sendChunk(server, token, chunkFields(0, 100 * MIB, CHUNK), png.subarray(0, CHUNK), 'site.png', 'en');
    expect(atLimit.status).toBe(413);
    expect(atLimit.body.message).toMatch(/^Not enough upload space for this file \(100 MB\)/);
    expect((await probe(token, 'en')).body.message).toMatch(/^Not enough upload space for this file \(100 GB\)/);

    expect(await rowsOf(viewer.id)).toEqual([]);
    expect(await tempNames(server)).toEqual(before);
  });
});

describe('a floor of free space on the disk store (UPLOAD_MIN_FREE_BYTES)', () => {
  it('answers 507 to a first chunk that would leave less free space than the floor, and writes nothing', async () => {
    // A floor above any real free space.
    const full = await startServer({ ...ACCOUNTS_ENV, UPLOAD_MIN_FREE_BYTES: String(Number.MAX_SAFE_INTEGER) });
    try {
      const { token, viewer } = await account(full);
      const res = await sendChunk(full, token, chunkFields(0, png.length, CHUNK), png.subarray(0, CHUNK), 'site.png', 'en');
      expect(res.status).toBe(507);
      expect(res.body.message).toBe('The server is running out of storage space, so the file was not saved. Please try again later');
      expect(await rowsOf(viewer.id, full)).toEqual([]);
      expect(await tempNames(full)).toEqual([]);
    } finally {
      await full.close();
    }
  });

  it('refuses a later chunk the same way, before writing any of it; the chunk is taken once there is room', async () => {
    const { token, viewer } = await account();
    const first = await sendChunk(server, token, chunkFields(0, png.length, CHUNK), png.subarray(0, CHUNK), 'site.png');
    const tempPath = first.body.data.path as string;
    const store = createUploadStore(server.config, server.app.storage);
    // The same disk, as seen by a probe that reports the floor less a byte.
    const full = createUploadsService({
      db: server.app.db,
      store: { ...store, freeBytes: async () => MIB - 1 + CHUNK },
      rateLimit: server.app.rateLimit,
      clock: systemClock,
      ttlSeconds: server.config.TEMP_FILE_TTL_SECONDS,
      maxFileBytes: server.config.UPLOAD_MAX_FILE_BYTES,
      quotaBytes: QUOTA,
      minFreeBytes: MIB,
    });
    const fields = Object.fromEntries(Object.entries(chunkFields(1, png.length, CHUNK, tempPath)).map(([k, v]) => [k, String(v)]));
    await expect(full.receiveChunk(viewer, fields, Readable.from([png.subarray(CHUNK, 2 * CHUNK)]), 'site.png')).rejects.toMatchObject({
      statusCode: 507,
      messageKey: 'uploadStorageFull',
    });
    const [row] = await rowsOf(viewer.id);
    expect(row).toMatchObject({ receivedBytes: CHUNK, receivedChunks: 1 });
    expect((await stat(path.join(server.config.uploadDir, tempPath))).size).toBe(CHUNK);

    const next = await sendChunk(server, token, chunkFields(1, png.length, CHUNK, tempPath), png.subarray(CHUNK, 2 * CHUNK), 'site.png');
    expect(next.status).toBe(200);
    expect(next.body.data.receivedBytes).toBe(2 * CHUNK);
  });
});

describe('expiry counts from the first chunk', () => {
  it('later chunks do not move it: a file sent slowly expires TTL_SECONDS after its first chunk, finished or not', async () => {
    const { token, viewer } = await account();
    const first = await sendChunk(server, token, chunkFields(0, png.length, CHUNK), png.subarray(0, CHUNK), 'site.png');
    const tempPath = first.body.data.path as string;
    const [started] = await rowsOf(viewer.id);
    expect(Math.abs(started.expiresAt.getTime() - started.createdAt.getTime() - server.config.TEMP_FILE_TTL_SECONDS * 1000)).toBeLessThan(5000);

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await sendChunk(server, token, chunkFields(1, png.length, CHUNK, tempPath), png.subarray(CHUNK, 2 * CHUNK))).status).toBe(200);
    expect((await rowsOf(viewer.id))[0].expiresAt).toEqual(started.expiresAt);

    // As if the first chunk came almost TTL_SECONDS ago: the rest of the chunks arrive, and the file still goes then.
    const soon = new Date(Date.now() + 1500);
    await server.app.db
      .update(tempFiles)
      .set({ expiresAt: soon })
      .where(eq(tempFiles.id, idOf(tempPath)));
    let last;
    for (let index = 2; index * CHUNK < png.length; index++) {
      last = await sendChunk(server, token, chunkFields(index, png.length, CHUNK, tempPath), png.subarray(index * CHUNK, (index + 1) * CHUNK));
      expect(last.status).toBe(200);
    }
    expect(last?.body.data.complete).toBe(true);
    expect((await rowsOf(viewer.id))[0].expiresAt).toEqual(soon);

    await new Promise((resolve) => setTimeout(resolve, soon.getTime() - Date.now() + 10));
    await expect(claim(viewer, [tempPath], 'photos')).rejects.toMatchObject({ fields: { photos: ['uploadUnknown'] } });
    await server.app.jobs.run('temp-files-sweep');
    expect(await rowsOf(viewer.id)).toEqual([]);
    expect(await tempNames(server)).not.toContain(idOf(tempPath));
  });
});
