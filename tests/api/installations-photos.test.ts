import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installationRoutes } from '../../contracts';
import { ACCOUNTS_ENV } from './accounts';
import { startServer, type TestServer } from './helpers';
import { body, newInstallation, sessions, type Sessions } from './installations-fixtures';
import { chunkFields, mp4Bytes, pngBytes, sendChunk } from './upload-client';

/** POST /web/installations/{id}/photos: a temp file becomes an installation photo only through its owner's request. */
let server: TestServer;
let s: Sessions;
beforeAll(async () => {
  server = await startServer(ACCOUNTS_ENV);
  s = await sessions(server);
});
afterAll(() => server?.close());

async function upload(token: string, bytes: Buffer, name: string) {
  const res = await sendChunk(server, token, chunkFields(0, bytes.length, bytes.length), bytes, name);
  expect(res.status, body(res)).toBe(201);
  return res.body.data.path as string;
}
const addPhotos = (id: number, token: string, photos: string[]) => server.call(installationRoutes.photos, { params: { id }, token, body: { photos } });
const photosOf = async (id: number) => (await server.call(installationRoutes.card, { params: { id }, token: s.admin.token })).data;

describe('POST /web/installations/{id}/photos', () => {
  it("adds the installer's own uploads, records it in the history and serves the photo", async () => {
    const { id } = await newInstallation(server, s.installer, s.installer.id);
    const path = await upload(s.installer.token, await pngBytes(), 'wall.png');
    const res = await addPhotos(id, s.installer.token, [path]);
    expect(res.status, body(res)).toBe(200);
    expect(res.data.photos).toHaveLength(1);
    expect(res.data.history.map((h: { field: string }) => h.field)).toContain('photosAdded');
    // The URL names the public API address; the test server listens elsewhere, so only its path is fetched.
    const photo = await fetch(`${server.url}${new URL(res.data.photos[0].url).pathname}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toContain('image/png');
    // The temp path is spent: it cannot be added a second time.
    expect((await addPhotos(id, s.installer.token, [path])).status).toBe(422);
  });

  it("refuses someone else's upload and a video with 422 on photos, and adds nothing", async () => {
    const { id } = await newInstallation(server, s.installer, s.installer.id);
    const dealers = await upload(s.dealer.token, await pngBytes(), 'dealer.png');
    const mine = await upload(s.installer.token, await pngBytes(), 'mine.png');
    const video = await upload(s.installer.token, mp4Bytes(2048), 'clip.mp4');
    for (const photos of [[dealers], [mine, dealers], [video]]) {
      const res = await addPhotos(id, s.installer.token, photos);
      expect(res.status, body(res)).toBe(422);
      expect(Object.keys(res.error.errors)).toEqual(['photos']);
    }
    expect((await photosOf(id)).photos).toEqual([]);
    // The refused request left the installer's own upload claimable.
    expect((await addPhotos(id, s.installer.token, [mine])).status).toBe(200);
  });

  it('is refused to a client (403), to a stranger installer (404) and on a cancelled installation (409)', async () => {
    const { id } = await newInstallation(server, s.installer, s.installer.id);
    expect((await addPhotos(id, s.client.token, [await upload(s.client.token, await pngBytes(), 'c.png')])).status).toBe(403);
    expect((await addPhotos(id, s.designer.token, ['temp/00000000-0000-4000-8000-000000000000'])).status).toBe(403);
    expect((await addPhotos(id, s.installer2.token, [await upload(s.installer2.token, await pngBytes(), 'x.png')])).status).toBe(404);
    expect((await server.call(installationRoutes.cancel, { params: { id }, token: s.installer.token, body: { reason: 'Клієнт передумав' } })).status).toBe(200);
    const late = await addPhotos(id, s.installer.token, [await upload(s.installer.token, await pngBytes(), 'late.png')]);
    expect(late.status, body(late)).toBe(409);
    expect((await photosOf(id)).photos).toEqual([]);
  });
});
