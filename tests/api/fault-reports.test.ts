import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installationRequestRoutes } from '../../contracts';
import { rowsOf } from '../../server/src/db/rows';
import { login, newAccount, newIp, newPhone } from './accounts';
import { completionWorld, type CompletionWorld } from './installations-completion-fixtures';

/**
 * A fault reported from a unit's label (docs/decisions/0047-fault-reports.md): anyone may send one; it becomes a request
 * for work about the unit's job, seen by support and the unit's dealer, with its photos stripped of what is not pixels.
 */
let w: CompletionWorld;
let job: { id: number; token: string; serial: string };

beforeAll(async () => {
  w = await completionWorld();
  const row = await w.installation();
  await w.ready(row.id);
  const [unit] = await rowsOf<{ label_token: string; serial: string }>(
    w.db,
    sql`select label_token, serial from installation_units where installation_id = ${row.id} limit 1`,
  );
  job = { id: row.id, token: unit.label_token, serial: unit.serial };
});
afterAll(() => w?.server.close());

/** A photo as a phone takes it: a JPEG carrying a camera position and an owner's name in its EXIF. */
const phonePhoto = () =>
  sharp({ create: { width: 2400, height: 1800, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .jpeg()
    .withExifMerge({ IFD0: { Artist: 'Olena Shevchenko', Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 27/1 0/1' } })
    .toBuffer();

type Report = { name?: string; phone?: string; description?: string; photos?: Buffer[]; token?: string; ip?: Record<string, string>; as?: string };
async function report({
  name = 'Taras',
  phone = newPhone(),
  description = 'The outdoor unit drips and shows E5.',
  photos = [],
  token = job.token,
  ip = newIp(),
  as,
}: Report = {}) {
  const body = new FormData();
  body.append('name', name);
  body.append('phone', phone);
  body.append('description', description);
  for (const photo of photos) body.append('photos', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
  return w.server.call(installationRequestRoutes.reportFault, { params: { token }, query: { lang: 'en' }, body, headers: ip, token: as });
}
const requestRow = (id: number) =>
  rowsOf<{ client_id: number | null; unit_id: number | null; installation_id: number; reporter_phone: string; photos: { key: string }[] }>(
    w.db,
    sql`select client_id, unit_id, installation_id, reporter_phone, photos from installation_requests where id = ${id}`,
  ).then((rows) => rows[0]);
const notificationsOf = (userId: number) =>
  rowsOf<{ values: { number: number; serial: string } }>(w.db, sql`select values from notifications where user_id = ${userId} and kind = 'faultReported'`);

describe('POST /web/units/{token}/fault-reports', () => {
  it('turns a guest’s report into a request about the unit’s job for support and its dealer, photos redrawn without their EXIF', async () => {
    const phone = newPhone();
    const taken = await phonePhoto();
    expect((await sharp(taken).metadata()).exif).toBeDefined();
    const res = await report({ name: 'Taras Hnatiuk', phone, photos: [taken, await phonePhoto()] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const number = (res.data as { number: number }).number;
    const row = await requestRow(number);
    expect(row).toMatchObject({ client_id: null, installation_id: job.id, reporter_phone: phone });
    expect(row.photos).toHaveLength(2);

    for (const who of [w.admin, w.dealer]) {
      expect((await notificationsOf(who.id)).map((n) => n.values)).toContainEqual(expect.objectContaining({ number, serial: job.serial }));
      const read = await w.call(installationRequestRoutes.read, who, { params: { id: number }, query: { lang: 'en' } });
      expect(read.status).toBe(200);
      expect(read.data).toMatchObject({
        client: null,
        reporter: { name: 'Taras Hnatiuk', phone },
        unit: { serial: job.serial },
        workOrderType: { value: 'SERVICE' },
        installationId: job.id,
        comment: 'The outdoor unit drips and shows E5.',
        photos: [{ index: 0 }, { index: 1 }],
      });
      const photo = await fetch(`${w.server.url}/web/installations/requests/${number}/photos/1`, { headers: { authorization: `Bearer ${who.token}` } });
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/jpeg');
      const meta = await sharp(Buffer.from(await photo.arrayBuffer())).metadata();
      expect(Math.max(meta.width!, meta.height!)).toBe(1600);
      expect(meta.exif).toBeUndefined();
    }
    // The client's own list and the installer do not get someone else's report; a designer has no requests at all.
    expect((await w.call(installationRequestRoutes.read, w.client, { params: { id: number } })).status).toBe(404);
    expect((await w.call(installationRequestRoutes.read, w.installer, { params: { id: number } })).status).toBe(403);
    expect((await w.server.request(`/web/installations/requests/${number}/photos/0`, { token: w.installer.token })).status).toBe(403);
    expect((await w.server.request(`/web/installations/requests/${number}/photos/0`)).status).toBe(401);
    expect((await w.server.request(`/web/installations/requests/${number}/photos/2`, { token: w.admin.token })).status).toBe(404);
    expect((await notificationsOf(w.installer.id)).some((n) => n.values.number === number)).toBe(false);
  });

  it('shows the dealer only the requests about its company’s installations', async () => {
    const other = await newAccount(w.server);
    const otherToken = (await login(w.server, other.phone, other.password)).accessToken;
    const list = await w.call(installationRequestRoutes.list, w.dealer, { query: { perPage: 50 } });
    expect(list.status).toBe(200);
    const installations = await rowsOf<{ id: number; dealer_id: number | null }>(
      w.db,
      sql`select r.id, i.dealer_id from installation_requests r left join installations i on i.id = r.installation_id`,
    );
    const dealerOf = new Map(installations.map((r) => [r.id, r.dealer_id]));
    expect(list.data.data.length).toBeGreaterThan(0);
    for (const r of list.data.data) expect(dealerOf.get(r.id)).toBe(w.dealer.id);
    // A client sees theirs only: none of these.
    const theirs = await w.server.call(installationRequestRoutes.list, { query: {}, token: otherToken, headers: newIp() });
    expect(theirs.data.data).toEqual([]);
  });

  it('links the report to a signed-in client who sends it, so it is in their own list', async () => {
    const res = await report({ as: w.client.token });
    expect(res.status).toBe(201);
    const number = (res.data as { number: number }).number;
    expect((await requestRow(number)).client_id).toBe(w.client.id);
    const mine = await w.call(installationRequestRoutes.list, w.client, { query: { perPage: 50 } });
    expect(mine.data.data.map((r) => r.id)).toContain(number);
  });

  it('refuses bad input per field and stores nothing', async () => {
    const before = await rowsOf<{ n: number }>(w.db, sql`select count(*)::int as n from installation_requests`);
    const cases: [Report, string][] = [
      [{ name: '' }, 'name'],
      [{ phone: '12' }, 'phone'],
      [{ phone: '380001234567' }, 'phone'],
      [{ description: 'broken' }, 'description'],
      [{ description: 'x'.repeat(1001) }, 'description'],
      [{ photos: [Buffer.from('%PDF-1.7 not a photo')] }, 'photos'],
    ];
    for (const [input, field] of cases) {
      const res = await report(input);
      expect(res.status, JSON.stringify(input).slice(0, 80)).toBe(422);
      expect(Object.keys((res.body as { errors: object }).errors)).toEqual([field]);
    }
    const four = await report({ photos: await Promise.all([1, 2, 3, 4].map(phonePhoto)) });
    expect(four.status).toBe(413);
    const wrongField = new FormData();
    wrongField.append('name', 'Taras');
    wrongField.append('file', new Blob([new Uint8Array(await phonePhoto())]), 'a.jpg');
    const misnamed = await w.server.call(installationRequestRoutes.reportFault, { params: { token: job.token }, body: wrongField, headers: newIp() });
    expect(misnamed.status).toBe(422);
    expect((await report({ token: 'f'.repeat(32) })).status).toBe(404);
    expect((await w.server.request('/web/units/not-a-token/fault-reports', { method: 'POST' })).status).toBe(422);
    const after = await rowsOf<{ n: number }>(w.db, sql`select count(*)::int as n from installation_requests`);
    expect(after[0].n).toBe(before[0].n);
  });

  it('lets one unit get three reports a day and one address send five an hour', async () => {
    const tokensOfNewJob = async () => {
      const planned = await w.installation();
      await w.ready(planned.id);
      return (await rowsOf<{ label_token: string }>(w.db, sql`select label_token from installation_units where installation_id = ${planned.id}`)).map(
        (u) => u.label_token,
      );
    };
    const [one] = await tokensOfNewJob();
    for (let i = 0; i < 3; i++) expect((await report({ token: one })).status).toBe(201);
    const fourth = await report({ token: one });
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get('retry-after')).toMatch(/^\d+$/);

    const ip = newIp();
    const units = await tokensOfNewJob();
    expect(units.length).toBeGreaterThan(1);
    for (let i = 0; i < 5; i++) expect((await report({ token: units[i % 2], ip })).status).toBe(201);
    expect((await report({ token: units[1], ip })).status).toBe(429);
  });

  it('is documented as multipart in the API description', async () => {
    const docs = (await w.server.request('/docs/json')).body as { paths: Record<string, { post?: { requestBody?: { content: object } } }> };
    expect(Object.keys(docs.paths['/web/units/{token}/fault-reports'].post!.requestBody!.content)).toEqual(['multipart/form-data']);
  });
});
