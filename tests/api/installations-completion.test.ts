import { addYears, format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installationCardSchema } from '../../contracts';
import { transaction } from '../../server/src/db/transaction';
import { changeInstallation } from '../../server/src/modules/installations/history';
import { completionWorld, type CompletionWorld } from './installations-completion-fixtures';
import { newAccount } from './accounts';
import { recordEvents } from './realtime';

let w: CompletionWorld;

beforeAll(async () => {
  w = await completionWorld();
  await w.certify(w.installer.id, 'ACTIVE');
  await w.certify(w.installer2.id, 'NONE');
});
afterAll(() => w?.server.close());

const day = (d: Date) => format(d, 'yyyy-MM-dd');

describe('POST /web/installations/search/barcodes', () => {
  it('maps a serial to its block by the model prefix, whatever the spaces, dashes and case', async () => {
    const serial = w.serialOf(w.blocks[1]);
    const typed = `${serial.slice(0, 3).toLowerCase()}-${serial.slice(3, 8)} ${serial.slice(8)}`;
    const res = await w.call('POST', '/web/installations/search/barcodes', w.installer, { barcodes: [typed] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({ barcode: serial, error: null, block: { id: w.blocks[1].id, type: w.blocks[1].type, model: w.blocks[1].model }, product: expect.objectContaining({ id: w.blocks[1].productId }) }),
    ]);
  });

  it('says why a serial cannot be used: unknown model, malformed, repeated, registered elsewhere (never whose)', async () => {
    const other = await w.installation({ installerId: w.installer2.id });
    const taken = w.serialOf();
    expect((await w.call('PUT', `/web/installations/${other.id}/barcodes`, w.installer2, { barcodes: [taken], extendedGuarantee: false })).status).toBe(200);
    const fresh = w.serialOf();
    const res = await w.call('POST', '/web/installations/search/barcodes?lang=en', w.installer, { barcodes: ['ZZZ9999912345678', 'AUR/09', fresh, fresh, taken] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [unknown, malformed, first, repeated, elsewhere] = res.body.data;
    expect(unknown).toMatchObject({ product: null, block: null, error: 'Serial ZZZ9999912345678 does not match any model in the catalogue' });
    expect(malformed.error).toMatch(/letters and digits/);
    expect(first.error).toBeNull();
    expect(repeated.error).toMatch(/twice/);
    expect(elsewhere.error).toBe(`Serial ${taken} is already registered on another installation`);
    expect(JSON.stringify(res.body)).not.toMatch(/Кравчук|Коваленко|installer|client/i);
  });

  it('reads array-literal characters in a serial as a malformed serial, not as SQL (the fuzzer found a 500 on PostgreSQL)', async () => {
    const res = await w.call('POST', '/web/installations/search/barcodes?lang=en', w.installer, { barcodes: ['{Ṍ𐀀!', 'AUR09HR{1,2}0000001', 'AUR09"HRN100000001'] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (const hit of res.body.data) expect(hit.error).toMatch(/letters and digits/);
  });

  it('is refused to a client and a designer (403)', async () => {
    for (const who of [w.client, w.projector]) {
      expect((await w.call('POST', '/web/installations/search/barcodes', who, { barcodes: [w.serialOf()] })).status).toBe(403);
    }
  });
});

describe('GET and PUT /web/installations/{id}/barcodes', () => {
  it('registers the units; a serial registered elsewhere is a 422 naming it, and nothing changes', async () => {
    const mine = await w.installation();
    const a = w.serialOf();
    const put = await w.call('PUT', `/web/installations/${mine.id}/barcodes?lang=en`, w.installer, { barcodes: [a], extendedGuarantee: false });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data.products[0].barcodes.map((b: { barcode: string }) => b.barcode)).toEqual([a]);

    const other = await w.installation({ installerId: w.installer2.id });
    const refused = await w.call('PUT', `/web/installations/${other.id}/barcodes?lang=en`, w.installer2, { barcodes: [w.serialOf(), a], extendedGuarantee: false });
    expect(refused.status).toBe(422);
    expect(refused.body.errors['barcodes.1']).toEqual([`Serial ${a} is already registered on another installation`]);
    expect(await w.unitsOf(other.id)).toEqual([]);

    const read = await w.call('GET', `/web/installations/${mine.id}/barcodes`, w.client);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id: mine.id, canAddBlocks: false, extendedGuarantee: false });
  });

  it("answers 404 for someone else's installation and 403 to a client writing", async () => {
    const mine = await w.installation();
    expect((await w.call('PUT', `/web/installations/${mine.id}/barcodes`, w.installer2, { barcodes: [w.serialOf()], extendedGuarantee: false })).status).toBe(404);
    expect((await w.call('GET', `/web/installations/${mine.id}/barcodes`, w.installer2)).status).toBe(404);
    expect((await w.call('PUT', `/web/installations/${mine.id}/barcodes`, w.client, { barcodes: [w.serialOf()], extendedGuarantee: false })).status).toBe(403);
    expect((await w.call('GET', `/web/installations/${mine.id}/barcodes`, w.projector)).status).toBe(403);
  });

  it('is the barcodes step of the completed-installation wizard (and 409 for a new installation there)', async () => {
    const archived = await w.installation({ code: 'DRAFT', archived: true, wizardStep: 'common', installerId: null, creatorId: w.installer.id });
    const serial = w.serialOf(w.blocks[1]);
    const res = await w.call('PUT', `/web/installations/completed/${archived.id}/barcodes`, w.installer, { barcodes: [serial], extendedGuarantee: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.extendedGuarantee).toBe(true);
    expect((await w.rowOf(archived.id)).wizardStep).toBe('barcodes');
    // The unit's product joins the equipment (this wizard has no equipment step).
    expect(res.body.data.products.map((p: { id: number }) => p.id)).toContain(w.blocks[1].productId);
    const plain = await w.installation();
    expect((await w.call('PUT', `/web/installations/completed/${plain.id}/barcodes`, w.installer, { barcodes: [w.serialOf()], extendedGuarantee: false })).status).toBe(409);
  });
});

describe('extended guarantee', () => {
  it('applies when the installer holds an ACTIVE certification of the type: +2 years on each unit', async () => {
    const row = await w.installation();
    const serial = w.serialOf();
    const got = await w.call('GET', `/web/installations/${row.id}/barcodes?lang=en`, w.installer);
    expect(got.body.data.extendedGuaranteeReason).toMatch(/^The extended guarantee applies/);
    const before = new Date();
    await w.complete(row.id, [serial], true);
    const [unit] = await w.unitsOf(row.id);
    expect(unit.extended).toBe(true);
    expect(unit.ends).toBe(day(addYears(before, w.blocks[0].years + 2)));
  });

  it('is refused (422, with the reason) for an installer without one, and the warranty is the product’s own', async () => {
    const row = await w.installation({ installerId: w.installer2.id });
    const serial = w.serialOf();
    const refused = await w.call('PUT', `/web/installations/${row.id}/barcodes?lang=en`, w.installer2, { barcodes: [serial], extendedGuarantee: true });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.extendedGuarantee).toEqual([expect.stringMatching(/^No extended guarantee: the installer has no/)]);
    const before = new Date();
    await w.complete(row.id, [serial], false, w.installer2);
    const [unit] = await w.unitsOf(row.id);
    expect(unit).toEqual({ serial, extended: false, ends: day(addYears(before, w.blocks[0].years)) });
  });

  it('is judged again on the completion day: a certification expired meanwhile gives none', async () => {
    const row = await w.installation({ installerId: w.installer2.id });
    await w.certify(w.installer2.id, 'ACTIVE');
    expect((await w.call('PUT', `/web/installations/${row.id}/barcodes`, w.installer2, { barcodes: [w.serialOf()], extendedGuarantee: true })).status).toBe(200);
    await w.certify(w.installer2.id, 'EXPIRED');
    const code = await w.sendCode(row.id, w.installer2);
    expect((await w.call('POST', `/web/installations/${row.id}/codes/enter`, w.installer2, { code })).status).toBe(200);
    expect((await w.unitsOf(row.id))[0].extended).toBe(false);
    expect((await w.rowOf(row.id)).extendedGuarantee).toBe(false);
    await w.certify(w.installer2.id, 'NONE');
  });
});

describe('completion: POST /web/installations/{id}/codes/send and /codes/enter', () => {
  it('only the assigned installer sends the code: 403 for the client and the dealer, 404 for another installer', async () => {
    const row = await w.installation();
    expect((await w.call('POST', `/web/installations/${row.id}/codes/send`, w.client, {})).status).toBe(403);
    expect((await w.call('POST', `/web/installations/${row.id}/codes/send`, w.dealer, {})).status).toBe(403);
    expect((await w.call('POST', `/web/installations/${row.id}/codes/send`, w.installer2, {})).status).toBe(404);
    expect((await w.call('POST', `/web/installations/${row.id}/codes/send`, w.projector, {})).status).toBe(403);
    expect((await w.rowOf(row.id)).code).toBe('NEW');
  });

  it('texts the client, moves to AWAITING_CONFIRMATION, and limits resends like sign-in codes', async () => {
    const row = await w.installation();
    const ip = { 'x-forwarded-for': '10.200.1.1' };
    const first = await w.call('POST', `/web/installations/${row.id}/codes/send`, w.installer, {}, ip);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toEqual({ codeSent: true });
    expect((await w.rowOf(row.id)).code).toBe('AWAITING_CONFIRMATION');
    const again = await w.call('POST', `/web/installations/${row.id}/codes/send`, w.installer, {}, ip);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('a wrong code is a 422 on `code` and changes nothing; 409 before the code was sent', async () => {
    const row = await w.installation();
    expect((await w.call('POST', `/web/installations/${row.id}/codes/enter`, w.installer, { code: '1234' })).status).toBe(409);
    const code = await w.sendCode(row.id);
    const wrong = code === '0000' ? '0001' : '0000';
    const { events, stop } = recordEvents(w.server.app.realtime);
    const res = await w.call('POST', `/web/installations/${row.id}/codes/enter`, w.installer, { code: wrong });
    stop();
    expect(res.status).toBe(422);
    expect(res.body.errors.code).toHaveLength(1);
    expect((await w.rowOf(row.id)).code).toBe('AWAITING_CONFIRMATION');
    expect(events).toEqual([]);
  });

  it('the right code completes, signs and tells the client only: installation_needs_confirmation and a notification', async () => {
    const row = await w.installation();
    const serial = w.serialOf();
    expect((await w.call('PUT', `/web/installations/${row.id}/barcodes`, w.installer, { barcodes: [serial], extendedGuarantee: false })).status).toBe(200);
    const code = await w.sendCode(row.id);
    const { events, stop } = recordEvents(w.server.app.realtime);
    const res = await w.call('POST', `/web/installations/${row.id}/codes/enter`, w.installer, { code });
    stop();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const card = installationCardSchema.parse(res.body.data);
    expect(card.code).toBe('COMPLETED');
    expect(card.signature).toMatchObject({ signedVersion: 1, currentVersion: 1, changedSinceSigned: [] });
    expect(card.signature.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(card.certificateUrl).toBe(`/web/installations/${row.id}/certificate`);
    const stored = await w.rowOf(row.id);
    expect(stored.completedAt).not.toBeNull();
    expect(stored.certificateToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(events.map((e) => [e.userId, e.event])).toEqual([
      [w.client.id, 'new_notification'],
      [w.client.id, 'installation_needs_confirmation'],
    ]);
    expect(events[1].payload).toEqual({ installationId: row.id, to: w.client.id, workOrderType: 'INSTALLATION' });
    // The same code cannot be used twice, and a completed installation takes no new code.
    expect((await w.call('POST', `/web/installations/${row.id}/codes/enter`, w.installer, { code })).status).toBe(409);
    expect((await w.call('POST', `/web/installations/${row.id}/codes/send`, w.installer, {})).status).toBe(409);
  });

  it('completes the archived wizard’s installation (awaiting confirmation after its details step) the same way', async () => {
    const row = await w.installation({ code: 'AWAITING_CONFIRMATION', archived: true });
    const card = await w.complete(row.id, [w.serialOf()]);
    expect(card).toMatchObject({ code: 'COMPLETED', archived: true, signature: { signedVersion: 1 } });
  });
});

describe('signing: a change after the client signed makes a new unsigned version', () => {
  it('shows the signed version, the current one and what changed, in words', async () => {
    const row = await w.installation();
    const [a, b] = [w.serialOf(), w.serialOf(w.blocks[1])];
    const signed = await w.complete(row.id, [a]);
    const put = await w.call('PUT', `/web/installations/${row.id}/barcodes?lang=en`, w.installer, { barcodes: [a, b], extendedGuarantee: false });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const card = (await w.call('GET', `/web/installations/${row.id}?lang=en`, w.client)).body.data;
    expect(card.signature).toEqual({
      signedVersion: 1,
      signedAt: signed.signature.signedAt,
      currentVersion: 2,
      fingerprint: signed.signature.fingerprint,
      changedSinceSigned: [`Units added: ${b}`],
    });
    // Saving the same record again adds no version.
    expect((await w.call('PUT', `/web/installations/${row.id}/barcodes`, w.installer, { barcodes: [b, a], extendedGuarantee: false })).status).toBe(200);
    expect((await w.call('GET', `/web/installations/${row.id}`, w.client)).body.data.signature.currentVersion).toBe(2);
  });

  it('the module’s change mechanism versions a signed record: a details change shows in words, a change outside the record does not', async () => {
    const row = await w.installation();
    await w.complete(row.id, [w.serialOf()]);
    await transaction(w.db, async (tx) => {
      await changeInstallation(tx, w.installer.id, row.id, { place: 'Спальня' });
    });
    expect((await w.call('GET', `/web/installations/${row.id}`, w.client)).body.data.signature.currentVersion).toBe(1);
    const current = await w.rowOf(row.id);
    await transaction(w.db, async (tx) => {
      await changeInstallation(tx, w.installer.id, row.id, { details: { ...current.details!, comment: 'Змінено після підпису', routeLength: 7 } });
    });
    const signature = (await w.call('GET', `/web/installations/${row.id}?lang=en`, w.client)).body.data.signature;
    expect(signature).toMatchObject({ signedVersion: 1, currentVersion: 2, changedSinceSigned: ['Details changed: comment, route length'] });
  });
});

describe('grading: POST /web/installations/{id}/confirm', () => {
  const grades = { work: { rating: 5, comment: 'Акуратно' }, communication: { rating: 4 } };

  it('only the client of a completed, signed installation grades, once; installation_confirmed goes to the installer only', async () => {
    const row = await w.installation();
    expect((await w.call('POST', `/web/installations/${row.id}/confirm`, w.client, grades)).status).toBe(409);
    const card = await w.complete(row.id, [w.serialOf()]);
    expect(card.canBeGraded).toBe(false);
    expect((await w.call('GET', `/web/installations/${row.id}`, w.client)).body.data.canBeGraded).toBe(true);

    expect((await w.call('POST', `/web/installations/${row.id}/confirm`, w.installer, grades)).status).toBe(403);
    expect((await w.call('POST', `/web/installations/${row.id}/confirm`, w.projector, grades)).status).toBe(403);
    const stranger = await newAccount(w.server);
    expect((await w.call('POST', `/web/installations/${row.id}/confirm`, { token: stranger.accessToken, id: stranger.user.id, phone: stranger.user.phone }, grades)).status).toBe(404);

    const { events, stop } = recordEvents(w.server.app.realtime);
    const res = await w.call('POST', `/web/installations/${row.id}/confirm`, w.client, grades);
    stop();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.grades).toMatchObject({ work: { rating: 5, comment: 'Акуратно' }, communication: { rating: 4, comment: null } });
    expect(res.body.data.canBeGraded).toBe(false);
    expect(events.map((e) => [e.userId, e.event])).toEqual([
      [w.installer.id, 'new_notification'],
      [w.installer.id, 'installation_confirmed'],
    ]);
    expect(events[1].payload).toEqual({ installationId: row.id });

    const twice = await w.call('POST', `/web/installations/${row.id}/confirm`, w.client, grades);
    expect(twice.status).toBe(409);
  });

  it('ratings are 1 to 5: 422 per field, nothing stored', async () => {
    const row = await w.installation();
    await w.complete(row.id, [w.serialOf()]);
    const res = await w.call('POST', `/web/installations/${row.id}/confirm`, w.client, { work: { rating: 0 }, communication: { rating: 6 } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ work: [expect.any(String)], communication: [expect.any(String)] });
    expect((await w.call('GET', `/web/installations/${row.id}`, w.client)).body.data.grades).toBeNull();
  });

  it('a completed installation without the client’s signature (registered some other way) cannot be graded', async () => {
    const row = await w.installation({ code: 'COMPLETED', completedAt: new Date() });
    expect((await w.call('POST', `/web/installations/${row.id}/confirm`, w.client, grades)).status).toBe(409);
  });
});
