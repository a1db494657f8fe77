import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { addYears } from 'date-fns/addYears';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../server/src/db/rows';
import { certificationCatalogRoutes, installationCardSchema, installationRoutes } from '../../contracts';
import { kyivDay } from '../../contracts/kyiv-day';
import { transaction } from '../../server/src/db/transaction';
import { changeInstallation } from '../../server/src/modules/installations/history';
import { completionWorld, type CompletionWorld } from './installations-completion-fixtures';
import { DEMO, login, newAccount, outbox } from './accounts';
import { recordEvents } from './realtime';
import { chunkFields, pngBytes, sendChunk } from './upload-client';

let w: CompletionWorld;

beforeAll(async () => {
  w = await completionWorld();
  await w.certify(w.installer.id, 'ACTIVE');
  await w.certify(w.installer2.id, 'NONE');
});
afterAll(() => w?.server.close());

/** The portal's days are Kyiv days (contracts/kyiv-day.ts): a moment's day there, or a day, moved on the calendar. */
const yearsOn = (from: Date | string, years: number) => format(addYears(parseISO(typeof from === 'string' ? from : kyivDay(from)), years), 'yyyy-MM-dd');
const monthsOn = (from: string, months: number) => format(addMonths(parseISO(from), months), 'yyyy-MM-dd');

describe('POST /web/installations/search/barcodes', () => {
  it('maps a serial to its block by the model prefix, whatever the spaces, dashes and case', async () => {
    const serial = w.serialOf(w.blocks[1]);
    const typed = `${serial.slice(0, 3).toLowerCase()}-${serial.slice(3, 8)} ${serial.slice(8)}`;
    const res = await w.call(installationRoutes.searchBarcodes, w.installer, { body: { barcodes: [typed] } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data).toEqual([
      expect.objectContaining({
        barcode: serial,
        error: null,
        block: { id: w.blocks[1].id, type: w.blocks[1].type, model: w.blocks[1].model },
        product: expect.objectContaining({ id: w.blocks[1].productId }),
      }),
    ]);
  });

  it('says why a serial cannot be used: unknown model, malformed, repeated, registered elsewhere (never whose)', async () => {
    const other = await w.installation({ installerId: w.installer2.id });
    const taken = w.serialOf();
    expect(
      (await w.call(installationRoutes.putBarcodes, w.installer2, { params: { id: other.id }, body: { barcodes: [taken], extendedGuarantee: false } })).status,
    ).toBe(200);
    const fresh = w.serialOf();
    const res = await w.call(installationRoutes.searchBarcodes, w.installer, {
      query: { lang: 'en' },
      body: { barcodes: ['ZZZ9999912345678', 'AUR/09', fresh, fresh, taken] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [unknown, malformed, first, repeated, elsewhere] = res.data;
    expect(unknown).toMatchObject({ product: null, block: null, error: 'Serial ZZZ9999912345678 does not match any model in the catalogue' });
    expect(malformed.error).toMatch(/letters and digits/);
    expect(first.error).toBeNull();
    expect(repeated.error).toMatch(/twice/);
    expect(elsewhere.error).toBe(`Serial ${taken} is already registered on another installation`);
    expect(JSON.stringify(res.body)).not.toMatch(/Кравчук|Коваленко|installer|client/i);
  });

  it('reads array-literal characters in a serial as a malformed serial, not as SQL (the fuzzer found a 500 on PostgreSQL)', async () => {
    const res = await w.call(installationRoutes.searchBarcodes, w.installer, {
      query: { lang: 'en' },
      body: { barcodes: ['{Ṍ𐀀!', 'AUR09HR{1,2}0000001', 'AUR09"HRN100000001'] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (const hit of res.data) expect(hit.error).toMatch(/letters and digits/);
  });

  it('is refused to a client and a designer (403)', async () => {
    for (const who of [w.client, w.projector]) {
      expect((await w.call(installationRoutes.searchBarcodes, who, { body: { barcodes: [w.serialOf()] } })).status).toBe(403);
    }
  });
});

describe('GET and PUT /web/installations/{id}/barcodes', () => {
  it('registers the units; a serial registered elsewhere is a 422 naming it, and nothing changes', async () => {
    const mine = await w.installation();
    const a = w.serialOf();
    const put = await w.call(installationRoutes.putBarcodes, w.installer, {
      params: { id: mine.id },
      query: { lang: 'en' },
      body: { barcodes: [a], extendedGuarantee: false },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.data.products[0].barcodes.map((b: { barcode: string }) => b.barcode)).toEqual([a]);

    const other = await w.installation({ installerId: w.installer2.id });
    const refused = await w.call(installationRoutes.putBarcodes, w.installer2, {
      params: { id: other.id },
      query: { lang: 'en' },
      body: { barcodes: [w.serialOf(), a], extendedGuarantee: false },
    });
    expect(refused.status).toBe(422);
    expect(refused.error.errors!['barcodes.1']).toEqual([`Serial ${a} is already registered on another installation`]);
    expect(await w.unitsOf(other.id)).toEqual([]);

    const read = await w.call(installationRoutes.getBarcodes, w.client, { params: { id: mine.id } });
    expect(read.status).toBe(200);
    expect(read.data).toMatchObject({ id: mine.id, canAddBlocks: false, extendedGuarantee: false });
  });

  it("answers 404 for someone else's installation and 403 to a client writing", async () => {
    const mine = await w.installation();
    expect(
      (await w.call(installationRoutes.putBarcodes, w.installer2, { params: { id: mine.id }, body: { barcodes: [w.serialOf()], extendedGuarantee: false } }))
        .status,
    ).toBe(404);
    expect((await w.call(installationRoutes.getBarcodes, w.installer2, { params: { id: mine.id } })).status).toBe(404);
    expect(
      (await w.call(installationRoutes.putBarcodes, w.client, { params: { id: mine.id }, body: { barcodes: [w.serialOf()], extendedGuarantee: false } }))
        .status,
    ).toBe(403);
    expect((await w.call(installationRoutes.getBarcodes, w.projector, { params: { id: mine.id } })).status).toBe(403);
  });

  it('is the barcodes step of the completed-installation wizard (and 409 for a new installation there)', async () => {
    const archived = await w.installation({ code: 'DRAFT', archived: true, wizardStep: 'common', installerId: null, creatorId: w.installer.id });
    const serial = w.serialOf(w.blocks[1]);
    const res = await w.call(installationRoutes.putCompletedBarcodes, w.installer, {
      params: { id: archived.id },
      body: { barcodes: [serial], extendedGuarantee: true },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data.extendedGuarantee).toBe(true);
    expect((await w.rowOf(archived.id)).wizardStep).toBe('barcodes');
    // The unit's product joins the equipment (this wizard has no equipment step).
    expect(res.data.products.map((p: { id: number }) => p.id)).toContain(w.blocks[1].productId);
    const plain = await w.installation();
    expect(
      (
        await w.call(installationRoutes.putCompletedBarcodes, w.installer, {
          params: { id: plain.id },
          body: { barcodes: [w.serialOf()], extendedGuarantee: false },
        })
      ).status,
    ).toBe(409);
  });
});

describe('extended guarantee', () => {
  it('applies when the installer holds an ACTIVE certification of the type: +2 years on each unit', async () => {
    const row = await w.installation();
    const got = await w.call(installationRoutes.getBarcodes, w.installer, { params: { id: row.id }, query: { lang: 'en' } });
    expect(got.data).toMatchObject({ extendedGuaranteeApplies: true, extendedGuaranteeReason: expect.stringMatching(/^The extended guarantee applies/) });
    const before = new Date();
    await w.complete(row.id, w.fullSerials(), true);
    const units = await w.unitsOf(row.id);
    expect(units.map((u) => [u.extended, u.ends])).toEqual(units.map(() => [true, yearsOn(before, w.blocks[0].years + 2)]));
  });

  it('adds the type’s extension term as it stands when the warranty starts; a later change of the term moves no warranty started', async () => {
    const setTerm = async (extensionYears: number) =>
      expect(
        (await w.server.call(certificationCatalogRoutes.updateType, { params: { id: w.rac.id }, body: { extensionYears }, token: w.admin.token })).status,
      ).toBe(200);
    await setTerm(3);
    try {
      const row = await w.installation();
      const before = new Date();
      await w.complete(row.id, w.fullSerials(), true);
      const ends = () => w.unitsOf(row.id).then((units) => units.map((u) => u.ends));
      const started = await ends();
      expect(started).toEqual(started.map(() => yearsOn(before, w.blocks[0].years + 3)));
      expect((await w.rowOf(row.id)).extensionYears).toBe(3);
      await setTerm(1);
      expect(await ends()).toEqual(started);
      const card = await w.call(installationRoutes.card, w.client, { params: { id: row.id } });
      expect(card.data.equipment.products.flatMap((p) => p.units.map((u) => u.guaranteeExpiredAt))).toEqual(expect.arrayContaining(started));
    } finally {
      await setTerm(2);
    }
  });

  it('is refused (422, with the reason) for an installer without one, and the warranty is the product’s own', async () => {
    const row = await w.installation({ installerId: w.installer2.id });
    const serials = w.fullSerials();
    const got = await w.call(installationRoutes.getBarcodes, w.installer2, { params: { id: row.id }, query: { lang: 'en' } });
    expect(got.data.extendedGuaranteeApplies).toBe(false);
    const refused = await w.call(installationRoutes.putBarcodes, w.installer2, {
      params: { id: row.id },
      query: { lang: 'en' },
      body: { barcodes: serials, extendedGuarantee: true },
    });
    expect(refused.status).toBe(422);
    expect(refused.error.errors!.extendedGuarantee).toEqual([expect.stringMatching(/^No extended guarantee: the installer has no/)]);
    const before = new Date();
    await w.complete(row.id, serials, false, w.installer2);
    expect(await w.unitsOf(row.id)).toEqual([...serials].sort().map((serial) => ({ serial, extended: false, ends: yearsOn(before, w.blocks[0].years) })));
  });

  it('is judged again on the completion day: a certification expired meanwhile gives none', async () => {
    const row = await w.installation({ installerId: w.installer2.id });
    await w.certify(w.installer2.id, 'ACTIVE');
    await w.ready(row.id, w.fullSerials(), true, w.installer2);
    await w.certify(w.installer2.id, 'EXPIRED');
    const code = await w.sendCode(row.id, w.installer2);
    expect((await w.call(installationRoutes.enterCode, w.installer2, { params: { id: row.id }, body: { code } })).status).toBe(200);
    expect((await w.unitsOf(row.id))[0].extended).toBe(false);
    expect((await w.rowOf(row.id)).extendedGuarantee).toBe(false);
    await w.certify(w.installer2.id, 'NONE');
  });
});

describe('completion: POST /web/installations/{id}/codes/send and /codes/enter', () => {
  it('only the assigned installer sends the code: 403 for the client and the dealer, 404 for another installer', async () => {
    const row = await w.installation();
    expect((await w.call(installationRoutes.sendCode, w.client, { params: { id: row.id }, body: {} })).status).toBe(403);
    expect((await w.call(installationRoutes.sendCode, w.dealer, { params: { id: row.id }, body: {} })).status).toBe(403);
    expect((await w.call(installationRoutes.sendCode, w.installer2, { params: { id: row.id }, body: {} })).status).toBe(404);
    expect((await w.call(installationRoutes.sendCode, w.projector, { params: { id: row.id }, body: {} })).status).toBe(403);
    expect((await w.rowOf(row.id)).code).toBe('NEW');
  });

  it('texts the client, moves to AWAITING_CONFIRMATION, and limits resends like sign-in codes', async () => {
    const row = await w.installation();
    await w.ready(row.id);
    const ip = { 'x-forwarded-for': '10.200.1.1' };
    const first = await w.call(installationRoutes.sendCode, w.installer, { params: { id: row.id }, body: {}, headers: ip });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.data).toEqual({ codeSent: true });
    expect((await w.rowOf(row.id)).code).toBe('AWAITING_CONFIRMATION');
    const again = await w.call(installationRoutes.sendCode, w.installer, { params: { id: row.id }, body: {}, headers: ip });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('a wrong code is a 422 on `code` and changes nothing; 409 before the code was sent', async () => {
    const row = await w.installation();
    await w.ready(row.id);
    expect((await w.call(installationRoutes.enterCode, w.installer, { params: { id: row.id }, body: { code: '1234' } })).status).toBe(409);
    const code = await w.sendCode(row.id);
    const wrong = code === '0000' ? '0001' : '0000';
    const { events, stop } = recordEvents(w.server.app.realtime);
    const res = await w.call(installationRoutes.enterCode, w.installer, { params: { id: row.id }, body: { code: wrong } });
    stop();
    expect(res.status).toBe(422);
    expect(res.error.errors!.code).toHaveLength(1);
    expect((await w.rowOf(row.id)).code).toBe('AWAITING_CONFIRMATION');
    expect(events).toEqual([]);
  });

  it('the right code completes, signs and tells the client only: installation_needs_confirmation and a notification', async () => {
    const row = await w.installation();
    await w.ready(row.id);
    const code = await w.sendCode(row.id);
    const { events, stop } = recordEvents(w.server.app.realtime);
    const res = await w.call(installationRoutes.enterCode, w.installer, { params: { id: row.id }, body: { code } });
    stop();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const card = installationCardSchema.parse(res.data);
    expect(card.code).toBe('COMPLETED');
    expect(card.signature).toMatchObject({ signedVersion: 1, pending: null });
    expect(card.workDoneOn).toBe(kyivDay(new Date()));
    expect(card.completion).toBeNull();
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
    expect((await w.call(installationRoutes.enterCode, w.installer, { params: { id: row.id }, body: { code } })).status).toBe(409);
    expect((await w.call(installationRoutes.sendCode, w.installer, { params: { id: row.id }, body: {} })).status).toBe(409);
  });

  it('completes the archived wizard’s installation (awaiting confirmation after its details step) the same way', async () => {
    const row = await w.installation({ code: 'AWAITING_CONFIRMATION', archived: true, workDoneOn: '2025-06-10' });
    await w.ready(row.id);
    // The wizard ended waiting, with no code sent yet: the card offers to send it.
    const waiting = (await w.call(installationRoutes.card, w.installer, { params: { id: row.id } })).data;
    expect(waiting).toMatchObject({ canBeCompleted: true, completion: { missingUnits: [], missingPhotos: false, codeSentAt: null, resendAt: null } });
    const code = await w.sendCode(row.id);
    const card = (await w.call(installationRoutes.enterCode, w.installer, { params: { id: row.id }, body: { code } })).data;
    expect(card).toMatchObject({ code: 'COMPLETED', archived: true, workDoneOn: '2025-06-10', signature: { signedVersion: 1 } });
    // The warranty and the yearly maintenance count from the day the work was done, not from today.
    const units = await w.unitsOf(row.id);
    expect(units.map((u) => u.ends)).toEqual(units.map(() => yearsOn('2025-06-10', w.blocks[0].years)));
    expect(card.equipment.products[0].guaranteeExpiredAt).toBe(units[0].ends);
  });
});

describe('the completion guard: every unit by serial and a photo of the work before the client’s code', () => {
  it('answers 409 naming the blocks without a serial and the missing photo; the card lists the same', async () => {
    const row = await w.installation();
    const [indoor, outdoor] = w.firstProductBlocks;
    const refused = await w.call(installationRoutes.sendCode, w.installer, { params: { id: row.id }, query: { lang: 'en' }, body: {} });
    expect(refused.status).toBe(409);
    expect(refused.error.message).toContain(indoor.model);
    expect(refused.error.message).toContain(outdoor.model);
    expect(refused.error.message).toContain('Attach at least one photo of the finished work.');
    expect((await w.rowOf(row.id)).code).toBe('NEW');

    await w.call(installationRoutes.putBarcodes, w.installer, { params: { id: row.id }, body: { barcodes: [w.serialOf(indoor)], extendedGuarantee: false } });
    const card = (await w.call(installationRoutes.card, w.installer, { params: { id: row.id }, query: { lang: 'en' } })).data;
    expect(card.completion).toEqual({
      missingUnits: [{ productId: w.blocks[0].productId, product: expect.any(String), blockType: outdoor.type, model: outdoor.model }],
      missingPhotos: true,
      codeSentAt: null,
      resendAt: null,
    });
    const stillRefused = await w.call(installationRoutes.sendCode, w.installer, { params: { id: row.id }, query: { lang: 'en' }, body: {} });
    expect(stillRefused.status).toBe(409);
    expect(stillRefused.error.message).not.toContain(indoor.model);

    await w.call(installationRoutes.putBarcodes, w.installer, {
      params: { id: row.id },
      body: { barcodes: [w.serialOf(indoor), w.serialOf(outdoor)], extendedGuarantee: false },
    });
    await w.attachPhoto(row.id);
    expect((await w.call(installationRoutes.card, w.installer, { params: { id: row.id } })).data.completion).toMatchObject({
      missingUnits: [],
      missingPhotos: false,
    });
    expect((await w.call(installationRoutes.sendCode, w.installer, { params: { id: row.id }, body: {} })).status).toBe(200);
  });

  it('a job waiting for the code is never stuck: the card offers the code again with the time of the last one', async () => {
    const row = await w.installation();
    await w.ready(row.id);
    const before = Date.now();
    await w.sendCode(row.id);
    const card = (await w.call(installationRoutes.card, w.installer, { params: { id: row.id } })).data;
    expect(card).toMatchObject({ code: 'AWAITING_CONFIRMATION', canBeCompleted: true, canBeCancelled: true });
    const sentAt = Date.parse(card.completion!.codeSentAt!);
    expect(sentAt).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(card.completion!.resendAt!) - sentAt).toBe(60_000);
    // The client and the dealer see the job waiting, but only the assigned installer completes it.
    expect((await w.call(installationRoutes.card, w.client, { params: { id: row.id } })).data.canBeCompleted).toBe(false);
    expect((await w.call(installationRoutes.card, w.dealer, { params: { id: row.id } })).data.canBeCompleted).toBe(false);
    // A minute later (the resend window over), another code replaces the first, and that one completes the job.
    const first = (await w.call(installationRoutes.enterCode, w.installer, { params: { id: row.id }, body: { code: '0000' } })).status;
    expect([200, 422]).toContain(first);
    if (first === 200) return;
    await w.allowResend(row.id);
    const code = await w.sendCode(row.id);
    expect((await w.call(installationRoutes.enterCode, w.installer, { params: { id: row.id }, body: { code } })).data.code).toBe('COMPLETED');
  });

  it('a code signs the record it was sent for: a change of the units after sending it is a 409, and a new code signs the new record', async () => {
    const row = await w.installation();
    await w.ready(row.id);
    const code = await w.sendCode(row.id);
    await w.call(installationRoutes.putBarcodes, w.installer, { params: { id: row.id }, body: { barcodes: w.fullSerials(), extendedGuarantee: false } });
    const refused = await w.call(installationRoutes.enterCode, w.installer, { params: { id: row.id }, query: { lang: 'en' }, body: { code } });
    expect(refused.status).toBe(409);
    expect(refused.error.message).toMatch(/changed after the client got the code/);
    expect((await w.rowOf(row.id)).code).toBe('AWAITING_CONFIRMATION');
    const again = await w.sendCode(row.id);
    expect((await w.call(installationRoutes.enterCode, w.installer, { params: { id: row.id }, body: { code: again } })).data.code).toBe('COMPLETED');
  });
});

describe('signed means signed: a change after the client’s code waits for their new code', () => {
  it('keeps the signed units everywhere, shows the change on the card, and applies it only with the client’s new code', async () => {
    const row = await w.installation();
    const serials = w.fullSerials();
    const signed = await w.complete(row.id, serials);
    const [indoor] = w.firstProductBlocks;
    const replacement = w.serialOf(indoor);
    const changed = [replacement, ...serials.slice(1)];
    const put = await w.call(installationRoutes.putBarcodes, w.installer, {
      params: { id: row.id },
      query: { lang: 'en' },
      body: { barcodes: changed, extendedGuarantee: false },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    // The editor shows the change; the tables, the certificate's units and the public page keep the signed record.
    expect(put.data.products.flatMap((p: { barcodes: { barcode: string }[] }) => p.barcodes.map((b) => b.barcode)).sort()).toEqual([...changed].sort());
    expect((await w.unitsOf(row.id)).map((u) => u.serial)).toEqual([...serials].sort());
    const token = (await w.rowOf(row.id)).certificateToken!;
    const page = (await w.call(installationRoutes.warrantyCertificate, null, { params: { token } })).data;
    expect(page).toMatchObject({ changePending: true, fingerprint: signed.signature.fingerprint });
    expect(page.units.map((u: { serial: string }) => u.serial).sort()).toEqual([...serials].sort());

    const card = (await w.call(installationRoutes.card, w.client, { params: { id: row.id }, query: { lang: 'en' } })).data;
    expect(card.signature).toMatchObject({
      signedVersion: 1,
      fingerprint: signed.signature.fingerprint,
      pending: { version: 2, proposedBy: { id: w.installer.id }, changes: [`Units added: ${replacement}`, `Units removed: ${serials[0]}`], photos: [] },
    });
    expect((await w.call(installationRoutes.card, w.installer, { params: { id: row.id } })).data).toMatchObject({
      canConfirmChange: true,
      canWithdrawChange: true,
      completion: { missingUnits: [], missingPhotos: false },
    });

    // The client's new code applies it: the new unit gets the job's warranty, version 2 is signed.
    await w.server.app.rateLimit.reset(`sms-phone:${w.client.phone}`);
    const sent = await w.call(installationRoutes.sendCode, w.installer, { params: { id: row.id }, query: { lang: 'en' }, body: {} });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const [sms] = await outbox(w.server, w.client.phone);
    // In the client's language (uk): the code confirms a change of the record.
    expect(sms.text).toContain('код підтвердження зміни запису');
    const done = await w.call(installationRoutes.enterCode, w.installer, { params: { id: row.id }, body: { code: sms.code! } });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.data).toMatchObject({ code: 'COMPLETED', signature: { signedVersion: 2, pending: null }, canConfirmChange: false });
    const units = await w.unitsOf(row.id);
    expect(units.map((u) => u.serial)).toEqual([...changed].sort());
    expect(new Set(units.map((u) => u.ends)).size).toBe(1);
    expect((await w.call(installationRoutes.warrantyCertificate, null, { params: { token } })).data).toMatchObject({
      changePending: false,
      fingerprint: done.data.signature.fingerprint,
    });
  });

  it('saving the signed units again leaves no change; photos added after signing wait too; the change can be withdrawn', async () => {
    const row = await w.installation();
    const serials = await w.ready(row.id);
    const code = await w.sendCode(row.id);
    await w.call(installationRoutes.enterCode, w.installer, { params: { id: row.id }, body: { code } });
    expect(
      (
        await w.call(installationRoutes.putBarcodes, w.installer, {
          params: { id: row.id },
          body: { barcodes: [...serials].reverse(), extendedGuarantee: false },
        })
      ).status,
    ).toBe(200);
    expect((await w.call(installationRoutes.card, w.client, { params: { id: row.id } })).data.signature.pending).toBeNull();

    await w.call(installationRoutes.putBarcodes, w.installer, {
      params: { id: row.id },
      body: { barcodes: [...serials, w.serialOf(w.blocks[1])], extendedGuarantee: false },
    });
    // Withdrawing is for those who may change the units: the client 403, another installer 404, the dealer may.
    expect((await w.call(installationRoutes.withdrawChange, w.client, { params: { id: row.id } })).status).toBe(403);
    expect((await w.call(installationRoutes.withdrawChange, w.installer2, { params: { id: row.id } })).status).toBe(404);
    expect((await w.call(installationRoutes.withdrawChange, w.projector, { params: { id: row.id } })).status).toBe(403);
    const withdrawn = await w.call(installationRoutes.withdrawChange, w.dealer, { params: { id: row.id } });
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(withdrawn.data.signature).toMatchObject({ signedVersion: 1, pending: null });
    expect((await w.call(installationRoutes.withdrawChange, w.dealer, { params: { id: row.id } })).status).toBe(409);
    expect((await w.call(installationRoutes.sendCode, w.installer, { params: { id: row.id }, body: {} })).status).toBe(409);
    expect((await w.unitsOf(row.id)).map((u) => u.serial)).toEqual([...serials].sort());
  });

  it('photos added after signing wait for the client too: shown as the change, applied by the client’s code', async () => {
    const row = await w.installation();
    await w.complete(row.id);
    const png = await pngBytes();
    const uploaded = await sendChunk(w.server, w.installer.token, chunkFields(0, png.length, png.length), png, 'after.png');
    expect(uploaded.status).toBe(201);
    const added = await w.call(installationRoutes.photos, w.installer, {
      params: { id: row.id },
      query: { lang: 'en' },
      body: { photos: [uploaded.body.data.path] },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.data.photos).toHaveLength(1);
    expect(added.data.signature.pending).toMatchObject({ changes: ['1 photo added'], photos: [{ url: expect.stringMatching(/\/storage\/photos\//) }] });
    const code = await w.sendCode(row.id);
    const signed = (await w.call(installationRoutes.enterCode, w.installer, { params: { id: row.id }, body: { code } })).data;
    expect(signed.photos).toHaveLength(2);
    expect(signed.signature).toMatchObject({ signedVersion: 2, pending: null });
  });

  it('a change outside the record (the place) is history only, with who and when', async () => {
    const row = await w.installation();
    await w.complete(row.id);
    await transaction(w.db, async (tx) => {
      await changeInstallation(tx, w.installer.id, row.id, { place: 'Спальня' });
    });
    const card = (await w.call(installationRoutes.card, w.client, { params: { id: row.id }, query: { lang: 'en' } })).data;
    expect(card.signature.pending).toBeNull();
    expect(card.history.at(-1)).toMatchObject({ field: 'place', actor: { id: w.installer.id }, text: 'Place: — → Спальня' });
  });
});

describe('the demo data', () => {
  it('every seeded job waiting for the client can be completed by its installer, and every finished one lists its units', async () => {
    const seeded = await rowsOf<{ id: number; code: string; installer_id: number; units: number }>(
      w.db,
      sql`select i.id, i.code, i.installer_id,
            (select count(*)::int from installation_units u where u.installation_id = i.id or u.id in (select r.unit_id from installation_unit_refs r where r.installation_id = i.id)) as units
          from installations i where i.code in ('AWAITING_CONFIRMATION', 'COMPLETED', 'PREVENTION') and i.created_at < '2026-11-01'`,
    );
    expect(seeded.length).toBeGreaterThan(10);
    expect(seeded.filter((r) => r.units === 0)).toEqual([]);
    for (const job of seeded.filter((r) => r.code === 'AWAITING_CONFIRMATION' && r.installer_id === w.installer.id)) {
      const card = (await w.call(installationRoutes.card, w.installer, { params: { id: job.id } })).data;
      expect(card, `job ${job.id}`).toMatchObject({ canBeCompleted: true, completion: { missingUnits: [], missingPhotos: false } });
    }
  });
});

describe('service and maintenance jobs refer to units registered earlier (docs/decisions/0031)', () => {
  it('a service job of the same client refers to a finished installation’s units; the serial stays there', async () => {
    const first = await w.installation();
    const serials = w.fullSerials();
    await w.complete(first.id, serials);
    const service = await w.installation({ workOrderType: 'SERVICE' });
    const hits = (
      await w.call(installationRoutes.searchBarcodes, w.installer, { query: { lang: 'en' }, body: { barcodes: serials, installationId: service.id } })
    ).data;
    expect(hits.map((h: { registeredOn: number | null; error: string | null }) => [h.registeredOn, h.error])).toEqual(serials.map(() => [first.id, null]));
    await w.ready(service.id, serials);
    // Registered once: the units stay on the first installation, the service job refers to them.
    expect(await w.unitsOf(service.id)).toEqual([]);
    expect((await w.unitsOf(first.id)).map((u) => u.serial)).toEqual([...serials].sort());
    const card = (await w.call(installationRoutes.card, w.installer, { params: { id: service.id } })).data;
    const units = card.equipment.products.flatMap(
      (p: { units: { serial: string; registeredOn: number | null; guaranteeExpiredAt: string | null }[] }) => p.units,
    );
    expect(units.map((u: { serial: string }) => u.serial).sort()).toEqual([...serials].sort());
    expect(
      units.every((u: { registeredOn: number | null; guaranteeExpiredAt: string | null }) => u.registeredOn === first.id && u.guaranteeExpiredAt !== null),
    ).toBe(true);
    expect(card.completion).toMatchObject({ missingUnits: [], missingPhotos: false });
    // The list finds the service job by a serial it refers to.
    const found = (await w.call(installationRoutes.list, w.installer, { query: { search: serials[0] } })).data.data.map((i: { id: number }) => i.id);
    expect(found).toEqual(expect.arrayContaining([first.id, service.id]));
  });

  it('another client’s unit, or an installation job, cannot take a registered serial (422, never whose)', async () => {
    const first = await w.installation();
    const [serial, ...rest] = w.fullSerials();
    await w.complete(first.id, [serial, ...rest]);
    const other = await newAccount(w.server);
    const strangers = await w.installation({ workOrderType: 'SERVICE', clientId: other.user.id });
    const refused = await w.call(installationRoutes.putBarcodes, w.installer, {
      params: { id: strangers.id },
      query: { lang: 'en' },
      body: { barcodes: [serial], extendedGuarantee: false },
    });
    expect(refused.status).toBe(422);
    expect(refused.error.errors!['barcodes.0']).toEqual([`Serial ${serial} is already registered on another installation`]);
    const installation = await w.installation();
    expect(
      (await w.call(installationRoutes.putBarcodes, w.installer, { params: { id: installation.id }, body: { barcodes: [serial], extendedGuarantee: false } }))
        .status,
    ).toBe(422);
  });

  it('a completed maintenance job counts as the units’ yearly maintenance on their own installation', async () => {
    const first = await w.installation();
    const serials = w.fullSerials();
    await w.complete(first.id, serials);
    const maintenance = await w.installation({ workOrderType: 'PREVENTION' });
    await w.complete(maintenance.id, serials);
    const today = kyivDay(new Date());
    const units = await rowsOf<{ prevented_at: string }>(w.db, sql`select prevented_at::text from installation_units where installation_id = ${first.id}`);
    expect(units.map((u) => u.prevented_at)).toEqual(units.map(() => today));
    const home = (await w.call(installationRoutes.card, w.client, { params: { id: first.id }, query: { lang: 'en' } })).data;
    expect(home.history.at(-1)!.text).toBe(`Maintenance visit done under work order No. ${maintenance.id}`);
  });
});

describe('grading: POST /web/installations/{id}/confirm', () => {
  const grades = { work: { rating: 5, comment: 'Акуратно' }, communication: { rating: 4 } };

  it('only the client of a completed, signed installation grades, once; installation_confirmed goes to the installer only', async () => {
    const row = await w.installation();
    expect((await w.call(installationRoutes.confirm, w.client, { params: { id: row.id }, body: grades })).status).toBe(409);
    const card = await w.complete(row.id);
    expect(card.canBeGraded).toBe(false);
    expect((await w.call(installationRoutes.card, w.client, { params: { id: row.id } })).data.canBeGraded).toBe(true);

    expect((await w.call(installationRoutes.confirm, w.installer, { params: { id: row.id }, body: grades })).status).toBe(403);
    expect((await w.call(installationRoutes.confirm, w.projector, { params: { id: row.id }, body: grades })).status).toBe(403);
    const stranger = await newAccount(w.server);
    expect(
      (
        await w.call(
          installationRoutes.confirm,
          { token: stranger.accessToken, id: stranger.user.id, phone: stranger.user.phone },
          { params: { id: row.id }, body: grades },
        )
      ).status,
    ).toBe(404);

    const { events, stop } = recordEvents(w.server.app.realtime);
    const res = await w.call(installationRoutes.confirm, w.client, { params: { id: row.id }, body: grades });
    stop();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data.grades).toMatchObject({ work: { rating: 5, comment: 'Акуратно' }, communication: { rating: 4, comment: null } });
    expect(res.data.canBeGraded).toBe(false);
    expect(events.map((e) => [e.userId, e.event])).toEqual([
      [w.installer.id, 'new_notification'],
      [w.installer.id, 'installation_confirmed'],
    ]);
    expect(events[1].payload).toEqual({ installationId: row.id });

    const twice = await w.call(installationRoutes.confirm, w.client, { params: { id: row.id }, body: grades });
    expect(twice.status).toBe(409);
  });

  it('ratings are 1 to 5: 422 per field, nothing stored', async () => {
    const row = await w.installation();
    await w.complete(row.id);
    const res = await w.call(installationRoutes.confirm, w.client, { params: { id: row.id }, body: { work: { rating: 0 }, communication: { rating: 6 } } });
    expect(res.status).toBe(422);
    expect(res.error.errors).toEqual({ work: [expect.any(String)], communication: [expect.any(String)] });
    expect((await w.call(installationRoutes.card, w.client, { params: { id: row.id } })).data.grades).toBeNull();
  });

  it('a completed installation without the client’s signature (registered some other way) cannot be graded', async () => {
    const row = await w.installation({ code: 'COMPLETED', completedAt: new Date() });
    expect((await w.call(installationRoutes.confirm, w.client, { params: { id: row.id }, body: grades })).status).toBe(409);
  });
});

// Last in the file: what this writes at the moved clock (sessions, notifications, texts) is dated a day or two ahead.
describe('the work day is the Kyiv day', () => {
  it('a job completed past midnight in Kyiv (still the day before in UTC) was done that Kyiv day: its warranty and maintenance count from it', async () => {
    const row = await w.installation();
    await w.ready(row.id, w.fullSerials(), true);
    // 22:30 UTC of the real day after today (ahead of the real clock, so that the session signed in then is not already over).
    const utcDay = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${utcDay}T22:30:00Z`) });
    try {
      const kyivToday = kyivDay(new Date());
      expect(kyivToday).toBe(format(addDays(parseISO(utcDay), 1), 'yyyy-MM-dd'));
      const installer = { token: (await login(w.server, DEMO.installer)).accessToken, id: w.installer.id, phone: w.installer.phone };
      const code = await w.sendCode(row.id, installer);
      const res = await w.call(installationRoutes.enterCode, installer, { params: { id: row.id }, body: { code } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const card = installationCardSchema.parse(res.data);
      expect(card.workDoneOn).toBe(kyivToday);
      const units = await rowsOf<{ ends: string; due: string }>(
        w.db,
        sql`select guarantee_expires_at::text as ends, maintenance_due_on::text as due from installation_units where installation_id = ${row.id}`,
      );
      expect(units.length).toBeGreaterThan(0);
      expect(units).toEqual(units.map(() => ({ ends: yearsOn(kyivToday, w.blocks[0].years + 2), due: monthsOn(kyivToday, 12) })));
      expect(card.equipment.products[0].guaranteeExpiredAt).toBe(yearsOn(kyivToday, w.blocks[0].years + 2));
    } finally {
      vi.useRealTimers();
    }
  });
});
