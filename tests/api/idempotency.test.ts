import { randomUUID } from 'node:crypto';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commissioningRoutes, installationCardSchema, installationRoutes, preventionRoutes, profileRoutes, type ContractRoute } from '../../contracts';
import {
  idempotencyKeys,
  installationHistory,
  installationPhotos,
  installationPreventions,
  installationUnits,
  notifications,
  tempFiles,
} from '../../server/src/db/schema';
import { outbox } from './accounts';
import { commissioningBody } from './commissioning-body';
import { inputFor, type CallArgs, type RouteInput } from './contract-call';
import { completionWorld, type CompletionWorld, type Session } from './installations-completion-fixtures';
import { recordEvents } from './realtime';
import { chunkFields, pngBytes, sendChunk } from './upload-client';

/**
 * Idempotent writes and record versions (docs/decisions/0052-idempotent-writes-and-record-versions.md): the writes the
 * installer's offline queue replays, each sent twice with one `Idempotency-Key`, write once and answer the same; a
 * stale `If-Match` is a 412 that writes nothing.
 */
let w: CompletionWorld;
beforeAll(async () => {
  w = await completionWorld();
  await w.certify(w.installer.id, 'ACTIVE');
});
afterAll(() => w?.server.close());

const newKey = () => randomUUID();
/** A contract call as `who` with these headers (an Idempotency-Key, an If-Match). */
const send = <R extends ContractRoute>(route: R, who: Session, headers: Record<string, string>, ...[input]: CallArgs<R, RouteInput<R>>) =>
  w.server.call(route, ...inputFor(route, { ...input, token: who.token, headers }));

const rows = async (table: typeof installationPhotos | typeof installationUnits | typeof installationHistory, id: number) =>
  (await w.db.select({ n: count() }).from(table).where(eq(table.installationId, id)))[0].n;
const photosOf = (id: number) => rows(installationPhotos, id);
const historyOf = (id: number) => rows(installationHistory, id);
const tempFilesOf = async (who: Session) => (await w.db.select({ n: count() }).from(tempFiles).where(eq(tempFiles.ownerId, who.id)))[0].n;
const notificationsOf = async (who: Session) => (await w.db.select({ n: count() }).from(notifications).where(eq(notifications.userId, who.id)))[0].n;
const keyRow = async (who: Session, key: string) =>
  (
    await w.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, who.id), eq(idempotencyKeys.key, key)))
  )[0];
const card = async (id: number, who: Session = w.installer) =>
  installationCardSchema.parse((await w.call(installationRoutes.card, who, { params: { id }, query: { lang: 'en' } })).data);

async function upload(who: Session = w.installer, headers?: Record<string, string>, bytes?: Buffer) {
  const png = bytes ?? (await pngBytes());
  return sendChunk(w.server, who.token, chunkFields(0, png.length, png.length), png, 'site.png', 'en', headers);
}
async function uploaded(who: Session = w.installer) {
  const res = await upload(who);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.path as string;
}

/** An R32 split's values; the charges the demo model may flag carry a comment (tests/api/commissioning.test.ts has the rules). */
const commissioning = (superheat = 6) =>
  commissioningBody({ superheat: { value: superheat, unit: 'K' } }, { comments: { factoryCharge: 'Weighed on site', chargeAdded: 'Weighed on site' } });

/** A NEW job of the demo installer with every unit's serial; answers it and its outdoor unit's serial. */
async function jobWithUnits() {
  const row = await w.installation();
  const serials = await w.ready(row.id);
  const outdoor = serials[w.firstProductBlocks.findIndex((b) => b.type === 'outdoor')];
  return { id: row.id, outdoor };
}

/** Sends `first` with a new key, then the same again: both answer alike, the second from the store. */
async function twice(first: () => Promise<{ status: number; body: unknown; headers: Headers }>) {
  const a = await first();
  const b = await first();
  expect(b.status, JSON.stringify(b.body)).toBe(a.status);
  expect(b.body).toEqual(a.body);
  expect(a.headers.get('idempotent-replayed')).toBeNull();
  expect(b.headers.get('idempotent-replayed')).toBe('true');
  return { a, b };
}

describe('Idempotency-Key: a replay answers the same and writes nothing again', () => {
  it('POST photos: the replay adds no photo and no history line; the same key with other photos is 422 and adds nothing', async () => {
    const { id } = await w.installation();
    const [first, other] = [await uploaded(), await uploaded()];
    const key = newKey();
    const { a } = await twice(() => send(installationRoutes.photos, w.installer, { 'idempotency-key': key }, { params: { id }, body: { photos: [first] } }));
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect([await photosOf(id), await historyOf(id)]).toEqual([1, 1]);
    const reused = await send(
      installationRoutes.photos,
      w.installer,
      { 'idempotency-key': key },
      { params: { id }, query: { lang: 'en' }, body: { photos: [other] } },
    );
    expect(reused.status).toBe(422);
    expect(reused.error.errors).toEqual({ 'Idempotency-Key': ['This Idempotency-Key was already used for another request'] });
    expect(await photosOf(id)).toBe(1);
    // The refused request left the other upload claimable.
    expect((await send(installationRoutes.photos, w.installer, { 'idempotency-key': newKey() }, { params: { id }, body: { photos: [other] } })).status).toBe(
      200,
    );
    expect(await photosOf(id)).toBe(2);
  });

  it('PUT barcodes: the replay registers no unit again and writes no history line', async () => {
    const { id } = await w.installation();
    const key = newKey();
    const body = { barcodes: w.fullSerials(), extendedGuarantee: false };
    const { a } = await twice(() => send(installationRoutes.putBarcodes, w.installer, { 'idempotency-key': key }, { params: { id }, body }));
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    const [units, history] = [await rows(installationUnits, id), await historyOf(id)];
    expect(units).toBe(body.barcodes.length);
    const again = await send(installationRoutes.putBarcodes, w.installer, { 'idempotency-key': key }, { params: { id }, body });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect([await rows(installationUnits, id), await historyOf(id)]).toEqual([units, history]);
    const reused = await send(
      installationRoutes.putBarcodes,
      w.installer,
      { 'idempotency-key': key },
      { params: { id }, body: { ...body, barcodes: w.fullSerials() } },
    );
    expect(reused.status).toBe(422);
    expect(Object.keys(reused.error.errors)).toEqual(['Idempotency-Key']);
    expect((await w.unitsOf(id)).map((u) => u.serial)).toEqual([...body.barcodes].sort());
  });

  it('PUT commissioning/{serial}: the replay writes no second history line', async () => {
    const { id, outdoor } = await jobWithUnits();
    const key = newKey();
    const save = (superheat = 6) =>
      send(commissioningRoutes.saveCommissioning, w.installer, { 'idempotency-key': key }, { params: { id, serial: outdoor }, body: commissioning(superheat) });
    const before = await historyOf(id);
    const { a } = await twice(() => save());
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(await historyOf(id)).toBe(before + 1);
    expect((await save(7)).status).toBe(422);
    expect(await historyOf(id)).toBe(before + 1);
  });

  it('a wizard step (PUT installer of a draft): the replay answers the same; another installer under the key is 422', async () => {
    const row = await w.installation({ code: 'DRAFT', wizardStep: 'common' });
    const key = newKey();
    const put = (installerId: number) =>
      send(installationRoutes.putInstaller, w.installer, { 'idempotency-key': key }, { params: { id: row.id }, body: { installerId } });
    const { a } = await twice(() => put(w.installer.id));
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    const history = await historyOf(row.id);
    expect((await put(w.installer2.id)).status).toBe(422);
    expect(await historyOf(row.id)).toBe(history);
    expect((await w.rowOf(row.id)).installerId).toBe(w.installer.id);
  });

  it('POST /temp-files: the replay answers the same path and stores no second file; other bytes under the key are 422', async () => {
    const key = newKey();
    const before = await tempFilesOf(w.installer);
    const png = await pngBytes();
    const { a } = await twice(() => upload(w.installer, { 'idempotency-key': key }, png));
    expect(a.status, JSON.stringify(a.body)).toBe(201);
    expect(await tempFilesOf(w.installer)).toBe(before + 1);
    const other = Buffer.concat([png, Buffer.from([0])]);
    const reused = await upload(w.installer, { 'idempotency-key': key }, other);
    expect(reused.status, JSON.stringify(reused.body)).toBe(422);
    expect(Object.keys(reused.body.errors)).toEqual(['Idempotency-Key']);
    expect(await tempFilesOf(w.installer)).toBe(before + 1);
  });

  it('a multipart write read whole (the avatar): the replay answers the same; another image under the key is 422', async () => {
    const key = newKey();
    const avatar = async (bytes: Buffer) => {
      const form = new FormData();
      form.append('avatar', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'me.png');
      return w.server.call(profileRoutes.uploadAvatar, { body: form, token: w.installer2.token, headers: { 'idempotency-key': key } });
    };
    const png = await pngBytes();
    const { a } = await twice(() => avatar(png));
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    const reused = await avatar(await pngBytes());
    expect(reused.status).toBe(422);
    expect(Object.keys(reused.error.errors)).toEqual(['Idempotency-Key']);
  });

  it('planning a visit: the replay sends the client no second notification, realtime event or SMS', async () => {
    const { id } = await w.installation();
    await w.complete(id);
    const key = newKey();
    const plannedDate = format(addDays(new Date(), 9), 'yyyy-MM-dd');
    const plan = () =>
      send(
        preventionRoutes.create,
        w.installer,
        { 'idempotency-key': key },
        { body: { installationId: id, plannedDate, plannedTime: '10:00', comment: null } },
      );
    const first = await plan();
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const [told, texted] = [await notificationsOf(w.client), (await outbox(w.server, w.client.phone)).length];
    const { events, stop } = recordEvents(w.server.app.realtime);
    const again = await plan();
    stop();
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(events).toEqual([]);
    expect([await notificationsOf(w.client), (await outbox(w.server, w.client.phone)).length]).toEqual([told, texted]);
    expect((await w.db.select().from(installationPreventions).where(eq(installationPreventions.installationId, id))).length).toBe(1);
  });

  it('a key is its user’s own: the same key of another installer runs their request', async () => {
    const key = newKey();
    const mine = await w.installation();
    const theirs = await w.installation({ installerId: w.installer2.id });
    const a = await send(installationRoutes.photos, w.installer, { 'idempotency-key': key }, { params: { id: mine.id }, body: { photos: [await uploaded()] } });
    const b = await send(
      installationRoutes.photos,
      w.installer2,
      { 'idempotency-key': key },
      { params: { id: theirs.id }, body: { photos: [await uploaded(w.installer2)] } },
    );
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.headers.get('idempotent-replayed')).toBeNull();
    expect([await photosOf(mine.id), await photosOf(theirs.id)]).toEqual([1, 1]);
  });

  it('two at once with one key: one write; the other waits (409, Retry-After: 1) or replays', async () => {
    const { id } = await w.installation();
    const key = newKey();
    const body = { photos: [await uploaded()] };
    const both = await Promise.all([0, 1].map(() => send(installationRoutes.photos, w.installer, { 'idempotency-key': key }, { params: { id }, body })));
    const statuses = both.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    const second = both.find((r) => r !== both.find((x) => x.status === 200 && x.headers.get('idempotent-replayed') === null))!;
    if (second.status === 409) expect(second.headers.get('retry-after')).toBe('1');
    else expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await photosOf(id)).toBe(1);
  });

  it('refuses a key of the wrong form with a 422 on Idempotency-Key, and writes nothing', async () => {
    const { id } = await w.installation();
    const path = await uploaded();
    for (const key of ['short', 'x'.repeat(65), 'not a key!']) {
      const res = await send(
        installationRoutes.photos,
        w.installer,
        { 'idempotency-key': key },
        { params: { id }, query: { lang: 'pl' }, body: { photos: [path] } },
      );
      expect(res.status, key).toBe(422);
      expect(res.error.errors).toEqual({ 'Idempotency-Key': ['Idempotency-Key musi mieć od 8 do 64 liter, cyfr, „_” lub „-”'] });
    }
    expect(await photosOf(id)).toBe(0);
  });

  it('stores a 4xx answer and replays it; never a 401', async () => {
    const { id } = await w.installation();
    const key = newKey();
    const bad = { photos: ['temp/00000000-0000-4000-8000-000000000000'] };
    const { a } = await twice(() => send(installationRoutes.photos, w.installer, { 'idempotency-key': key }, { params: { id }, body: bad }));
    expect(a.status).toBe(422);
    const other = newKey();
    const guest = await w.server.call(installationRoutes.photos, { params: { id }, body: bad, headers: { 'idempotency-key': other } });
    expect(guest.status).toBe(401);
    expect(await w.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, other))).toEqual([]);
  });

  it('never keeps a 5xx: failed before its write committed, the retry runs anew; failed after, the replay says the answer was lost', async () => {
    const { id } = await w.installation();
    await w.ready(id);
    const done = await w.installation();
    await w.complete(done.id);
    const { sms } = w.server.app;
    const gateway = sms.send;
    sms.send = async () => {
      throw new Error('the SMS gateway is down');
    };
    const [before, after] = [newKey(), newKey()];
    const plannedDate = format(addDays(new Date(), 8), 'yyyy-MM-dd');
    const plan = () =>
      send(
        preventionRoutes.create,
        w.installer,
        { 'idempotency-key': after },
        { body: { installationId: done.id, plannedDate, plannedTime: '11:00', comment: null } },
      );
    try {
      // The completion code's SMS goes before its transaction: nothing committed, the key is let go.
      await w.server.app.rateLimit.reset(`sms-phone:${w.client.phone}`);
      const codeFailed = await send(installationRoutes.sendCode, w.installer, { 'idempotency-key': before }, { params: { id }, body: {} });
      expect(codeFailed.status).toBeGreaterThanOrEqual(500);
      expect(await keyRow(w.installer, before)).toBeUndefined();
      // The visit's SMS goes after its transaction: the visit is planned, the key committed without an answer.
      expect((await plan()).status).toBeGreaterThanOrEqual(500);
      expect(await keyRow(w.installer, after)).toMatchObject({ committed: true, status: null });
    } finally {
      sms.send = gateway;
    }
    const retried = await send(installationRoutes.sendCode, w.installer, { 'idempotency-key': before }, { params: { id }, body: {} });
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    const replayed = await plan();
    expect(replayed.status).toBe(409);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect((await w.db.select().from(installationPreventions).where(eq(installationPreventions.installationId, done.id))).length).toBe(1);
  });

  it('marks the key committed in the write’s own transaction: when its answer was lost, a replay is a 409 and never a second photo', async () => {
    const { id } = await w.installation();
    const key = newKey();
    const body = { photos: [await uploaded()] };
    expect((await send(installationRoutes.photos, w.installer, { 'idempotency-key': key }, { params: { id }, body })).status).toBe(200);
    expect(await keyRow(w.installer, key)).toMatchObject({ committed: true, status: 200 });
    // The process died after the commit, before it stored the answer: the row as the write's transaction left it.
    await w.db
      .update(idempotencyKeys)
      .set({ status: null, body: null, etag: null, leaseUntil: sql`now() - interval '1 second'` })
      .where(and(eq(idempotencyKeys.userId, w.installer.id), eq(idempotencyKeys.key, key)));
    const replay = await send(installationRoutes.photos, w.installer, { 'idempotency-key': key }, { params: { id }, query: { lang: 'en' }, body });
    expect(replay.status).toBe(409);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.error.message).toBe('This change was saved, but its answer was lost. Open the record again to see it');
    expect(await photosOf(id)).toBe(1);
  });

  it('while the first request runs: 409 with Retry-After: 1; a request that died before its commit is run anew', async () => {
    const { id } = await w.installation();
    const key = newKey();
    const body = { photos: [await uploaded()] };
    await w.db.insert(idempotencyKeys).values({ userId: w.installer.id, key, fingerprint: null, leaseUntil: sql`now() + interval '1 minute'` });
    const busy = await send(installationRoutes.photos, w.installer, { 'idempotency-key': key }, { params: { id }, query: { lang: 'en' }, body });
    expect(busy.status).toBe(409);
    expect(busy.headers.get('retry-after')).toBe('1');
    expect(busy.error.message).toBe('This change is still being saved. Try again in a second');
    await w.db
      .update(idempotencyKeys)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(and(eq(idempotencyKeys.userId, w.installer.id), eq(idempotencyKeys.key, key)));
    const retried = await send(installationRoutes.photos, w.installer, { 'idempotency-key': key }, { params: { id }, body });
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(await photosOf(id)).toBe(1);
  });

  it('forgets a key 24 hours on (the idempotency-keys-sweep job): the same key then runs anew', async () => {
    const { id } = await w.installation();
    const key = newKey();
    const first = await send(installationRoutes.place, w.installer, { 'idempotency-key': key }, { params: { id }, body: { place: 'Balcony' } });
    expect(first.status).toBe(200);
    await w.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(and(eq(idempotencyKeys.userId, w.installer.id), eq(idempotencyKeys.key, key)));
    await w.server.app.jobs.run('idempotency-keys-sweep');
    expect(await keyRow(w.installer, key)).toBeUndefined();
    const later = await send(installationRoutes.place, w.installer, { 'idempotency-key': key }, { params: { id }, body: { place: 'Roof' } });
    expect(later.status).toBe(200);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect((await w.rowOf(id)).place).toBe('Roof');
  });

  it('CORS: a browser of the web origin may send Idempotency-Key and If-Match and read Idempotent-Replayed and ETag', async () => {
    const origin = w.server.config.webOrigins[0];
    const preflight = await fetch(`${w.server.url}/web/installations/1/photos`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type,idempotency-key,if-match' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('if-match');
    // Kept by the browser for two hours: a field app on a slow line pays the preflight once, not before every read.
    expect(preflight.headers.get('access-control-max-age')).toBe('7200');
    const answer = await w.server.request('/web/installations/1', { token: w.installer.token, headers: { origin } });
    const exposed = answer.headers.get('access-control-expose-headers')?.toLowerCase() ?? '';
    expect(exposed).toContain('idempotent-replayed');
    expect(exposed).toContain('etag');
  });
});

describe('If-Match: a write made on an older version of the job is refused (412)', () => {
  it('a stale If-Match is 412 with the version now, and writes nothing; the current one writes and answers the new version as ETag', async () => {
    const { id } = await w.installation();
    const before = await card(id);
    const path = await uploaded();
    expect((await send(installationRoutes.place, w.installer, {}, { params: { id }, body: { place: 'Attic' } })).status).toBe(200);
    const now = await card(id);
    // One write, one step, though the place's write locks the job twice (lockInstallation, then changeInstallation).
    expect(Number(now.version)).toBe(Number(before.version) + 1);
    const stale = await send(
      installationRoutes.photos,
      w.installer,
      { 'if-match': `"${before.version}"` },
      { params: { id }, query: { lang: 'en' }, body: { photos: [path] } },
    );
    expect(stale.status).toBe(412);
    expect(stale.body).toEqual({ message: 'This installation was changed by someone else after you made your change', currentVersion: now.version });
    expect(await photosOf(id)).toBe(0);
    expect((await card(id)).version).toBe(now.version);
    const fresh = await send(installationRoutes.photos, w.installer, { 'if-match': `"${now.version}"` }, { params: { id }, body: { photos: [path] } });
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(200);
    const after = installationCardSchema.parse(fresh.data);
    expect(after.version).not.toBe(now.version);
    expect(fresh.headers.get('etag')).toBe(`"${after.version}"`);
    expect(await photosOf(id)).toBe(1);
  });

  it('a change refused with 412 can be sent again under the same key on the new version (the 412 is not kept)', async () => {
    const { id } = await w.installation();
    const before = await card(id);
    expect((await send(installationRoutes.place, w.installer, {}, { params: { id }, body: { place: 'Attic' } })).status).toBe(200);
    const now = await card(id);
    const key = newKey();
    const path = await uploaded();
    const input = { params: { id }, body: { photos: [path] } };
    const stale = await send(installationRoutes.photos, w.installer, { 'idempotency-key': key, 'if-match': `"${before.version}"` }, input);
    expect(stale.status).toBe(412);
    expect(await photosOf(id)).toBe(0);
    const again = await send(installationRoutes.photos, w.installer, { 'idempotency-key': key, 'if-match': `"${now.version}"` }, input);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(await photosOf(id)).toBe(1);
    const replayed = await send(installationRoutes.photos, w.installer, { 'idempotency-key': key, 'if-match': `"${now.version}"` }, input);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(await photosOf(id)).toBe(1);
  });

  it('a wizard step kept offline (details of a draft): its replay writes once; made on an older version it is 412 and writes nothing', async () => {
    const row = await w.installation({ code: 'DRAFT', wizardStep: 'products' });
    const before = await card(row.id);
    const key = newKey();
    const body = { plannedAt: '2030-03-04', comment: 'Ladder from the yard' };
    const put = (version: string, k = key) =>
      send(installationRoutes.putDetails, w.installer, { 'idempotency-key': k, 'if-match': `"${version}"` }, { params: { id: row.id }, body });
    const { a } = await twice(() => put(before.version));
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    const history = await historyOf(row.id);
    const now = await card(row.id);
    expect(Number(now.version)).toBe(Number(before.version) + 1);
    const stale = await send(
      installationRoutes.putDetails,
      w.installer,
      { 'idempotency-key': newKey(), 'if-match': `"${before.version}"` },
      { params: { id: row.id }, body: { comment: 'Made on the old version' } },
    );
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ currentVersion: now.version });
    expect(await historyOf(row.id)).toBe(history);
    expect((await w.rowOf(row.id)).details?.comment).toBe('Ladder from the yard');
  });

  it('the version moves with every kind of write: a step, units, photos, commissioning, the code, a visit planned, saved, performed, a cancellation', async () => {
    const { id } = await jobWithUnits();
    let version = (await card(id)).version;
    const moves = async (what: string, write: () => Promise<{ status: number; body: unknown; headers: Headers }>) => {
      const res = await write();
      expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
      const now = (await card(id)).version;
      expect(now, what).not.toBe(version);
      expect(res.headers.get('etag'), what).toBe(`"${now}"`);
      version = now;
    };
    await moves('wizard step', () => send(installationRoutes.putInstaller, w.installer, {}, { params: { id }, body: { installerId: w.installer.id } }));
    await moves('place', () => send(installationRoutes.place, w.installer, {}, { params: { id }, body: { place: 'Hall' } }));
    const serials = w.fullSerials();
    await moves('units', () =>
      send(installationRoutes.putBarcodes, w.installer, {}, { params: { id }, body: { barcodes: serials, extendedGuarantee: false } }),
    );
    const outdoor = serials[w.firstProductBlocks.findIndex((b) => b.type === 'outdoor')];
    await moves('photos', async () => send(installationRoutes.photos, w.installer, {}, { params: { id }, body: { photos: [await uploaded()] } }));
    await moves('commissioning', () =>
      send(commissioningRoutes.saveCommissioning, w.installer, {}, { params: { id, serial: outdoor }, body: commissioning() }),
    );
    await w.server.app.rateLimit.reset(`sms-phone:${w.client.phone}`);
    await moves('code sent', () => send(installationRoutes.sendCode, w.installer, {}, { params: { id }, body: {} }));
    const [sms] = await outbox(w.server, w.client.phone);
    await moves('signed', () => send(installationRoutes.enterCode, w.installer, {}, { params: { id }, body: { code: sms.code! } }));
    const plannedDate = format(addDays(new Date(), 5), 'yyyy-MM-dd');
    await moves('visit planned', () =>
      send(preventionRoutes.create, w.installer, {}, { body: { installationId: id, plannedDate, plannedTime: '09:00', comment: null } }),
    );
    const visit = (await card(id)).prevention!.id;
    await moves('visit saved', () => send(preventionRoutes.report, w.installer, {}, { params: { id: visit }, body: { works: [{ id: 'FILTERS_CLEANED' }] } }));
    await w.server.app.rateLimit.reset(`sms-phone:${w.client.phone}`);
    expect((await send(preventionRoutes.sendCode, w.installer, {}, { params: { id: visit }, body: {} })).status).toBe(200);
    const [visitSms] = await outbox(w.server, w.client.phone);
    await moves('visit performed', () => send(preventionRoutes.perform, w.installer, {}, { params: { id: visit }, body: { code: visitSms.code! } }));
    const cancelled = await w.installation();
    const cancelledBefore = (await card(cancelled.id)).version;
    const cancel = await send(installationRoutes.cancel, w.installer, {}, { params: { id: cancelled.id }, body: { reason: 'The client moved' } });
    expect(cancel.status).toBe(200);
    expect((await card(cancelled.id)).version).not.toBe(cancelledBefore);
  });
});
