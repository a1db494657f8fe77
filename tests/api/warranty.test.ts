import { subMonths } from 'date-fns/subMonths';
import { eq, sql } from 'drizzle-orm';
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogRoutes, installationRoutes, warrantyCertificateSchema, warrantyUnitSchema } from '../../contracts';
import { kyivDay } from '../../contracts/kyiv-day';
import { rowsOf } from '../../server/src/db/rows';
import { installations } from '../../server/src/db/schema';
import { formatDay } from '../../server/src/i18n/format';
import { completionWorld, type CompletionWorld } from './installations-completion-fixtures';

let w: CompletionWorld;
/** A completed installation of the demo client (its product's units; `serial` one of them), and its certificate token. */
let done: { id: number; serial: string; token: string };

beforeAll(async () => {
  w = await completionWorld();
  await w.certify(w.installer.id, 'ACTIVE');
  await w.certify(w.installer2.id, 'NONE');
  const row = await w.installation();
  const [serial, ...rest] = w.fullSerials();
  await w.complete(row.id, [serial, ...rest], true);
  done = { id: row.id, serial, token: (await w.rowOf(row.id)).certificateToken! };
});
afterAll(() => w?.server.close());

describe('GET /web/installations/{id}/certificate', () => {
  it('is a real PDF whose link opens the public verification page of its token', async () => {
    const res = await fetch(`${w.server.url}/web/installations/${done.id}/certificate`, { headers: { authorization: `Bearer ${w.client.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''warranty-${done.id}.pdf`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    // The client's language (uk) has no prefix; the QR code and the link carry the same address.
    expect(pdf.getSubject()).toBe(`${w.server.config.webOrigins[0]}/warranty/${done.token}`);
    expect(Buffer.from(bytes).toString('latin1')).toContain(`/URI (${w.server.config.webOrigins[0]}/warranty/${done.token})`);
    expect(pdf.getTitle()).toBe('Гарантійний сертифікат');
    // Both Noto Sans fonts are embedded whole (about 300 KB compressed each): pdf-lib's subsets of them were a few
    // KB and drew only a few letters a line (seen with pdftoppm).
    const fontFiles = pdf.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((object): object is PDFDict => object instanceof PDFDict && object.get(PDFName.of('FontFile2')) !== undefined)
      .map((descriptor) => (descriptor.lookup(PDFName.of('FontFile2')) as PDFRawStream).contents.length);
    expect(fontFiles).toHaveLength(2);
    for (const bytes of fontFiles) expect(bytes).toBeGreaterThan(100_000);
  });

  it('is there for whoever sees the installation; 404 for others, 403 for a designer, 409 before completion', async () => {
    for (const who of [w.installer, w.dealer, w.admin]) {
      expect((await w.call(installationRoutes.certificate, who, { params: { id: done.id } })).status).toBe(200);
    }
    expect((await w.call(installationRoutes.certificate, w.installer2, { params: { id: done.id } })).status).toBe(404);
    expect((await w.call(installationRoutes.certificate, w.projector, { params: { id: done.id } })).status).toBe(403);
    expect((await w.call(installationRoutes.certificate, null, { params: { id: done.id } })).status).toBe(401);
    const planned = await w.installation();
    expect((await w.call(installationRoutes.certificate, w.client, { params: { id: planned.id } })).status).toBe(409);
  });
});

describe('GET /warranty/certificates/{token} (public)', () => {
  it('answers genuine and valid with the units, and no personal data', async () => {
    const res = await w.call(installationRoutes.warrantyCertificate, null, { params: { token: done.token }, query: { lang: 'en' } });
    expect(res.status).toBe(200);
    const cert = warrantyCertificateSchema.parse(res.data);
    expect(cert).toMatchObject({ installationId: done.id, genuine: true, valid: true, changePending: false });
    expect(cert.units).toHaveLength(w.firstProductBlocks.length);
    expect(cert.units).toContainEqual(expect.objectContaining({ serial: done.serial, extended: true, valid: true, city: 'Київ' }));
    expect(cert.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    const text = JSON.stringify(res.body);
    for (const secret of ['Коваленко', 'Олена', 'Мельник', w.client.phone, w.installer.phone, 'Хрещатик']) expect(text).not.toContain(secret);
  });

  it('404 for an unknown token, 422 for a malformed one', async () => {
    expect((await w.call(installationRoutes.warrantyCertificate, null, { params: { token: 'A'.repeat(32) } })).status).toBe(404);
    expect((await w.call(installationRoutes.warrantyCertificate, null, { params: { token: 'x' } })).status).toBe(422);
  });

  it('reads expired once every unit’s warranty has ended', async () => {
    const row = await w.installation();
    await w.complete(row.id);
    await w.db.execute(`update installation_units set guarantee_expires_at = '2020-01-01' where installation_id = ${row.id}`);
    const token = (await w.rowOf(row.id)).certificateToken!;
    const cert = (await w.call(installationRoutes.warrantyCertificate, null, { params: { token } })).data;
    expect(cert).toMatchObject({ genuine: true, valid: false });
    expect(cert.units.map((u: { valid: boolean; guaranteeExpiredAt: string }) => [u.valid, u.guaranteeExpiredAt])).toEqual(
      cert.units.map(() => [false, '2020-01-01']),
    );
  });
});

describe('GET /warranty/units?serial=&city= (public)', () => {
  it('finds a unit by serial and settlement (any case, typed with dashes)', async () => {
    const typed = `${done.serial.slice(0, 4)}-${done.serial.slice(4).toLowerCase()}`;
    const res = await w.call(installationRoutes.warrantyUnit, null, { query: { serial: typed, city: 'київ' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(warrantyUnitSchema.parse(res.data)).toMatchObject({ serial: done.serial, valid: true, extended: true });
  });

  it('404 when the settlement does not match or the serial is unknown, so serials cannot be walked', async () => {
    expect((await w.call(installationRoutes.warrantyUnit, null, { query: { serial: done.serial, city: 'Львів' } })).status).toBe(404);
    expect((await w.call(installationRoutes.warrantyUnit, null, { query: { serial: w.serialOf(), city: 'Київ' } })).status).toBe(404);
  });

  it('is rate-limited per client IP (429 after 20 look-ups an hour)', async () => {
    const ip = { 'x-forwarded-for': '10.250.250.250' };
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await w.call(installationRoutes.warrantyUnit, null, { query: { serial: w.serialOf(), city: 'Kyiv' }, headers: ip })).status);
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('GET /web/catalog/products/{id}?installationId=', () => {
  const product = (installationId: number) => ({ params: { id: w.blocks[0].productId }, query: { installationId, lang: 'en' } });

  it('carries the units’ warranty end for someone who sees the installation', async () => {
    const res = await w.call(catalogRoutes.product, w.client, product(done.id));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const units = await w.unitsOf(done.id);
    expect(res.data).toMatchObject({
      id: w.blocks[0].productId,
      guaranteeExpiredAt: units[0].ends,
      preventedAt: null,
      dangerMessage: null,
      warnings: [],
      canAddPrevention: false,
    });
    expect((await w.call(catalogRoutes.product, w.installer, product(done.id))).data.canAddPrevention).toBe(true);
  });

  it('warns when the last maintenance (or the completion) is more than 12 months ago', async () => {
    const row = await w.installation();
    await w.complete(row.id);
    const thirteenMonthsAgo = subMonths(new Date(), 13);
    await w.db
      .update(installations)
      .set({ completedAt: thirteenMonthsAgo, workDoneOn: thirteenMonthsAgo.toISOString().slice(0, 10) })
      .where(eq(installations.id, row.id));
    const card = (await w.call(catalogRoutes.product, w.client, product(row.id))).data;
    // The day written for the reader (8 December 2026), never as stored.
    expect(card.dangerMessage).toMatch(/ \d{1,2} [^\s\d]+ \d{4}:/);
    expect(card.warnings).toEqual([card.dangerMessage]);
  });

  it('404 for an installation the viewer may not see, a guest, or a product not in it', async () => {
    expect((await w.call(catalogRoutes.product, w.installer2, product(done.id))).status).toBe(404);
    expect((await w.call(catalogRoutes.product, null, product(done.id))).status).toBe(404);
    expect((await w.call(catalogRoutes.product, w.client, { params: { id: w.blocks[1].productId }, query: { installationId: done.id } })).status).toBe(404);
  });
});

describe('certification checks', () => {
  it('POST /web/dealers/certification-types/check: null for a certified installer, a warning otherwise', async () => {
    const row = await w.installation();
    const check = (who: typeof w.dealer, installerId: number, installationId = row.id) =>
      w.call(installationRoutes.dealerCertificationCheck, who, { query: { lang: 'en' }, body: { installerId, installationId } });
    expect((await check(w.dealer, w.installer.id)).data).toEqual({ warning: null });
    const warned = await check(w.dealer, w.installer2.id);
    expect(warned.status).toBe(200);
    expect(warned.data.warning).toMatch(/^This installer has no “Residential air conditioners \(RAC\)” certification/);
    await w.certify(w.installer2.id, 'EXPIRED');
    // The day it ended, in Kyiv and in the reader's language (at 22:30 UTC the Kyiv day is already the next one).
    const [{ expires_at }] = await rowsOf<{ expires_at: string }>(
      w.db,
      sql`select expires_at from installer_certifications where installer_id = ${w.installer2.id}`,
    );
    const ended = formatDay('en', kyivDay(new Date(expires_at)));
    expect((await check(w.dealer, w.installer2.id)).data.warning).toContain(`certification expired on ${ended}.`);
    await w.certify(w.installer2.id, 'NONE');
    expect((await check(w.admin, w.installer2.id)).data.warning).not.toBeNull();
  });

  it('dealer check: 404 for an installer of another dealer or an installation not theirs; 403 for other roles', async () => {
    const row = await w.installation();
    const stray = await w.strayInstaller();
    expect((await w.call(installationRoutes.dealerCertificationCheck, w.dealer, { body: { installerId: stray.id, installationId: row.id } })).status).toBe(404);
    const strays = await w.installation({ installerId: stray.id });
    await w.db.update(installations).set({ dealerId: null }).where(eq(installations.id, strays.id));
    expect(
      (await w.call(installationRoutes.dealerCertificationCheck, w.dealer, { body: { installerId: w.installer.id, installationId: strays.id } })).status,
    ).toBe(404);
    for (const who of [w.installer, w.client, w.projector]) {
      expect((await w.call(installationRoutes.dealerCertificationCheck, who, { body: { installerId: w.installer.id, installationId: row.id } })).status).toBe(
        403,
      );
    }
  });

  it('POST /web/installers/certification-types/check: the installer about themself; 403 for others, 422 for an unknown type', async () => {
    const body = { certificationTypeId: w.rac.id, workOrderType: 'INSTALLATION' as const };
    expect((await w.call(installationRoutes.installerCertificationCheck, w.installer, { query: { lang: 'en' }, body })).data).toEqual({ warning: null });
    const warned = await w.call(installationRoutes.installerCertificationCheck, w.installer2, { query: { lang: 'en' }, body });
    expect(warned.data.warning).toMatch(/^You have no “Residential air conditioners \(RAC\)” certification.+You may still register the installation\.$/);
    for (const who of [w.dealer, w.client, w.projector, w.admin]) {
      expect((await w.call(installationRoutes.installerCertificationCheck, who, { body })).status).toBe(403);
    }
    const unknown = await w.call(installationRoutes.installerCertificationCheck, w.installer, { body: { ...body, certificationTypeId: 99999 } });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.error.errors!)).toEqual(['certificationTypeId']);
  });
});
