import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempFiles } from '../../server/src/db/schema';
import { transaction } from '../../server/src/db/transaction';
import { adminGroupRoutes, adminProductRoutes, catalogRoutes } from '../../contracts';
import { ACCOUNTS_ENV, DEMO, login, newAccount } from './accounts';
import { startCopy, startServer, type TestServer } from './helpers';
import { chunkFields, mp4Bytes, pngBytes, sendChunk, uploadInChunks } from './upload-client';

const BUCKET = 'portal-uploads';
const MIB = 1024 * 1024;

let s3: S3rver;
let directory: string;
let client: S3Client;
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'portal-s3rver-'));
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET }] });
  const { port } = await s3.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's fixed credentials.
  const keys = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
  client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: keys.S3_ACCESS_KEY_ID, secretAccessKey: keys.S3_SECRET_ACCESS_KEY },
  });
  // The disk's floor of free space is no bucket's: set above any disk, it refuses nothing here.
  a = await startServer({ ...ACCOUNTS_ENV, ...keys, S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint, UPLOAD_MIN_FREE_BYTES: String(Number.MAX_SAFE_INTEGER) });
  // A second API copy: same database, same bucket, nothing else shared.
  b = await startCopy(a);
});

afterAll(async () => {
  await b?.close();
  await a?.close();
  // s3rver waits for open keep-alive connections: the clients let go of theirs first.
  client?.destroy();
  await s3?.close();
  await rm(directory, { recursive: true, force: true });
});

const objectBytes = async (key: string) =>
  Buffer.from(await (await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))).Body!.transformToByteArray());
const exists = (key: string) =>
  client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key })).then(
    () => true,
    () => false,
  );

describe('uploads in an S3-compatible bucket (s3rver)', () => {
  it('a file whose chunks reach two API copies arrives whole, and a claim on either copy stores it', async () => {
    const { accessToken, user } = await newAccount(a);
    const video = mp4Bytes(12 * MIB);
    // Chunks 0 and 2 go to copy a, chunk 1 to copy b (S3's parts are at least 5 MiB but the last).
    const { path: tempPath, responses, last } = await uploadInChunks([a, b], accessToken, video, 5 * MIB, 'clip.mp4');
    expect(responses.map((r) => r.status)).toEqual([201, 200, 200]);
    expect(last.body.data).toMatchObject({ path: tempPath, complete: true, category: 'file', totalBytes: video.length });
    expect((await objectBytes(tempPath)).equals(video)).toBe(true);

    const viewer = { id: user.id, role: 'USER' as const };
    const [stored] = await transaction(b.app.db, (tx) => b.app.services.uploads.claim(tx, viewer, [tempPath], { kind: 'files' }));
    expect(stored.key).toBe(`files/${tempPath.slice('temp/'.length)}.mp4`);
    expect(stored.url.endsWith(`/${BUCKET}/${stored.key}`)).toBe(true);
    expect((await objectBytes(stored.key)).equals(video)).toBe(true);
    await expect.poll(() => exists(tempPath)).toBe(false);
  });

  it('checks the magic bytes of the first part, and a delete or the sweep removes what was stored', async () => {
    const { accessToken } = await newAccount(a);
    const text = Buffer.alloc(4000, 'a');
    expect((await sendChunk(a, accessToken, chunkFields(0, text.length, 5 * MIB), text, 'photo.png')).status).toBe(422);

    const png = await pngBytes();
    const { path: whole } = await uploadInChunks([a], accessToken, png, png.length, 'site.png');
    expect(await exists(whole)).toBe(true);
    expect((await b.request('/temp-files', { method: 'DELETE', body: { path: whole }, token: accessToken })).status).toBe(200);
    expect(await exists(whole)).toBe(false);

    // An unfinished multipart upload that expires is dropped by the sweep of either copy.
    const big = mp4Bytes(6 * MIB);
    const first = await sendChunk(a, accessToken, chunkFields(0, big.length, 5 * MIB), big.subarray(0, 5 * MIB), 'clip.mp4');
    expect(first.status).toBe(201);
    await a.app.db
      .update(tempFiles)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tempFiles.id, first.body.data.path.slice('temp/'.length)));
    await b.app.jobs.run('temp-files-sweep');
    expect(
      (
        await a.app.db
          .select()
          .from(tempFiles)
          .where(eq(tempFiles.id, first.body.data.path.slice('temp/'.length)))
      ).length,
    ).toBe(0);
    const next = await sendChunk(b, accessToken, chunkFields(1, big.length, 5 * MIB, first.body.data.path), big.subarray(5 * MIB), 'clip.mp4');
    expect(next.status).toBe(404);
  });

  it('a photo support adds to a product lands in the bucket, and the shop shows it from there', async () => {
    const { accessToken } = await login(a, DEMO.admin);
    const [{ id }] = (await a.call(adminProductRoutes.list, { query: { search: 'AUR-09HRN1-W' }, token: accessToken })).data.data;
    const before = (await a.call(adminProductRoutes.product, { params: { id }, token: accessToken })).data;
    const png = await pngBytes();
    const { path: upload } = await uploadInChunks([b], accessToken, png, png.length, 'side.png');
    const res = await a.call(adminProductRoutes.update, { params: { id }, body: { photos: [before.photos[0].key, upload] }, token: accessToken });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const added = res.data.photos[1].url;
    expect(added).toMatch(new RegExp(`/${BUCKET}/photos/.+\\.png$`));
    expect((await objectBytes(added.slice(added.indexOf(`/${BUCKET}/`) + BUCKET.length + 2))).equals(png)).toBe(true);
    // The seed's photo stays on the API's disk, served at /storage.
    expect(res.data.photos[0].url).toMatch(/\/storage\//);
    await expect
      .poll(async () => (await b.call(catalogRoutes.product, { params: { id }, query: { lang: 'en' } })).data.photos, { timeout: 5000 })
      .toEqual([res.data.photos[0].url, added]);
  });

  it('a group icon support adds lands in the bucket as an SVG that opens as a download, and every API copy serves the group with it', async () => {
    const { accessToken } = await login(a, DEMO.admin);
    const icon = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" onclick="alert(1)"><circle cx="12" cy="12" r="9"/></svg>';
    const name = { uk: 'Осушувачі', en: 'Dehumidifiers', pl: 'Osuszacze' };
    const res = await a.call(adminGroupRoutes.create, { body: { slug: 'dehumidifiers', name, icon }, token: accessToken });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.data.icon).toMatch(new RegExp(`/${BUCKET}/catalog/icons/dehumidifiers-.+\\.svg$`));
    const key = res.data.icon.slice(res.data.icon.indexOf(`/${BUCKET}/`) + BUCKET.length + 2);
    const stored = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(stored.ContentType).toBe('image/svg+xml');
    expect(stored.ContentDisposition).toBe('attachment');
    const svg = await stored.Body!.transformToString();
    expect(svg).toContain('<circle');
    expect(svg).not.toContain('onclick');
    await expect
      .poll(async () => (await b.call(catalogRoutes.groups, { query: { lang: 'en' } })).data.find((g) => g.slug === 'dehumidifiers')?.icon, { timeout: 5000 })
      .toBe(res.data.icon);
  });
});
