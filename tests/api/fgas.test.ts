import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, fgasRoutes, type CircuitBody, type FgasEntry } from '../../contracts';
import { kyivDay } from '../../contracts/kyiv-day';
import { rowsOf } from '../../server/src/db/rows';
import { threeKgR410A } from './fgas-fixtures';
import { pdfText } from './pdf-text';
import { completionWorld, type CompletionWorld } from './installations-completion-fixtures';

/**
 * The F-gas logbook (docs/decisions/0049-fgas-logbook.md, its rules docs/decisions/0048): a job's installer with a valid
 * certificate adds circuits and append-only entries; whoever sees the job reads them; the CRO card exports them.
 */
let w: CompletionWorld;
let job: { id: number; outdoorUnitId: number; indoorUnitId: number };
const today = kyivDay(new Date());
const daysAgo = (days: number) => kyivDay(new Date(Date.now() - days * 86_400_000));

const certificate = (over: Record<string, unknown> = {}) => ({
  number: 'PL/FGAZ/O/0123/24',
  category: 'A1',
  issuer: 'UDT',
  expiresOn: addMonths(today, 60),
  ...over,
});
const circuit = (over: Partial<CircuitBody> = {}): CircuitBody => threeKgR410A(daysAgo(30), job.outdoorUnitId, over);

async function newJob() {
  const row = await w.installation();
  await w.ready(row.id);
  const units = await rowsOf<{ id: number; type: string }>(
    w.db,
    sql`select u.id, b.type from installation_units u join product_blocks b on b.id = u.block_id where u.installation_id = ${row.id} order by u.id`,
  );
  return { id: row.id, outdoorUnitId: units.find((u) => u.type === 'outdoor')!.id, indoorUnitId: units.find((u) => u.type === 'indoor')!.id };
}
const fieldsOf = (res: { body: unknown }) => Object.keys((res.body as { errors?: object }).errors ?? {});
const messageOf = (res: { body: unknown }) => (res.body as { message?: string }).message ?? '';
const setCertificate = (over: Record<string, unknown> = {}) => w.call(fgasRoutes.setCertificate, w.installer, { body: certificate(over) as never });
const addCircuit = (body: unknown, id = job.id, who = w.installer) => w.call(fgasRoutes.addCircuit, who, { params: { id }, body: body as CircuitBody });
const addEntry = (circuitId: number, body: unknown, who = w.installer) =>
  w.call(fgasRoutes.addEntry, who, { params: { id: circuitId }, body: body as FgasEntry });

beforeAll(async () => {
  w = await completionWorld();
  job = await newJob();
});
afterAll(() => w?.server.close());

describe('the installer’s F-gas certificate', () => {
  it('is the installer’s to keep on the licence page; other roles 403', async () => {
    const none = await w.call(fgasRoutes.certificate, w.installer, {});
    expect(none.status).toBe(200);
    const saved = await setCertificate();
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ number: 'PL/FGAZ/O/0123/24', category: 'A1', valid: true });
    expect((await w.call(fgasRoutes.certificate, w.installer, {})).data).toMatchObject({ category: 'A1', valid: true });
    for (const who of [w.client, w.dealer, w.projector, w.admin]) expect((await w.call(fgasRoutes.certificate, who, {})).status).toBe(403);
    const bad = await w.call(fgasRoutes.setCertificate, w.installer, { body: certificate({ category: 'Z', number: '' }) as never });
    expect(bad.status).toBe(422);
    expect(fieldsOf(bad).sort()).toEqual(['category', 'number']);
  });
});

describe('circuits and entries', () => {
  let circuitId: number;

  it('a circuit of 3 kg R-410A (6.26 t CO2e) needs a leak check every 12 months from its commissioning', async () => {
    const res = await addCircuit(circuit());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    circuitId = res.data.id;
    expect(res.data).toMatchObject({
      refrigerant: { id: 'R410A', gwp: 2087.5, fluorinated: true },
      chargeKg: 3,
      co2eTonnes: 6.2625,
      rule: { required: true, intervalMonths: 12, reason: { key: 'thresholdReached', basis: 'co2eTonnes', threshold: 5 } },
      nextCheck: { on: addMonths(daysAgo(30), 12), because: 'interval', overdue: false },
      writeRefusal: null,
    });
    expect((await addCircuit(circuit())).status).toBe(409);
  });

  it('a repair brings the next check forward to a month after it; a clean check after it restores the interval', async () => {
    const repaired = await addEntry(circuitId, { kind: 'repair', on: daysAgo(10), description: 'Flare nut on the liquid line tightened' });
    expect(repaired.status, JSON.stringify(repaired.body)).toBe(201);
    expect(repaired.data.nextCheck).toEqual({ on: addMonths(daysAgo(10), 1), because: 'repairVerification', overdue: false });
    const added = await addEntry(circuitId, { kind: 'refrigerantAdded', on: daysAgo(10), kg: 0.35, dueToLeakage: true, origin: 'virgin', supplier: null });
    expect(added.status).toBe(201);
    const checked = await addEntry(circuitId, { kind: 'leakCheck', on: daysAgo(2), result: 'noLeakFound' });
    expect(checked.data.nextCheck).toEqual({ on: addMonths(daysAgo(2), 12), because: 'interval', overdue: false });
    expect(checked.data.entries.map((e) => e.kind)).toEqual(['leakCheck', 'refrigerantAdded', 'repair']);
    expect(checked.data.entries[1]).toMatchObject({
      kg: 0.35,
      dueToLeakage: true,
      origin: 'virgin',
      author: { certificateNumber: 'PL/FGAZ/O/0123/24', certificateCategory: 'A1' },
    });
  });

  it('is read by whoever sees the job; another installer 404, a designer 403', async () => {
    for (const who of [w.client, w.dealer, w.admin]) {
      const res = await w.call(fgasRoutes.logbook, who, { params: { id: job.id } });
      expect(res.status).toBe(200);
      expect(res.data.circuits[0]).toMatchObject({ id: circuitId, writeRefusal: 'notInstaller' });
      expect(res.data.addRefusal).toBe('notInstaller');
    }
    expect((await w.call(fgasRoutes.logbook, w.installer2, { params: { id: job.id } })).status).toBe(404);
    expect((await w.call(fgasRoutes.logbook, w.projector, { params: { id: job.id } })).status).toBe(403);
    expect((await addEntry(circuitId, { kind: 'leakCheck', on: today, result: 'noLeakFound' }, w.dealer)).status).toBe(403);
    expect((await addEntry(circuitId, { kind: 'leakCheck', on: today, result: 'noLeakFound' }, w.installer2)).status).toBe(404);
  });

  it('refuses negative, absurd, wrongly-united and future values per field, and stores nothing', async () => {
    const before = await rowsOf<{ n: number }>(w.db, sql`select (select count(*) from refrigerant_circuits) + (select count(*) from fgas_entries) as n`);
    const other = await newJob();
    const cases: [unknown, string][] = [
      [circuit({ factoryChargeKg: -1, unitId: other.outdoorUnitId }), 'factoryChargeKg'],
      [circuit({ installationChargeKg: 600, unitId: other.outdoorUnitId }), 'installationChargeKg'],
      [circuit({ factoryChargeKg: 2.4005, unitId: other.outdoorUnitId }), 'factoryChargeKg'],
      [{ ...circuit({ unitId: other.outdoorUnitId }), refrigerant: 'R22' }, 'refrigerant'],
      [circuit({ commissionedOn: addMonths(today, 1), unitId: other.outdoorUnitId }), 'commissionedOn'],
      [circuit({ unitId: other.outdoorUnitId }), 'unitId'],
    ];
    for (const [body, field] of cases) {
      const res = await addCircuit(body);
      expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBe(422);
      expect(fieldsOf(res)).toContain(field);
    }
    const entries: [unknown, string][] = [
      [{ kind: 'refrigerantAdded', on: today, kg: 0, dueToLeakage: false, origin: 'virgin', supplier: null }, 'kg'],
      [
        {
          kind: 'refrigerantRecovered',
          on: today,
          kg: 1500,
          fate: 'destroyed',
          handledBy: { name: 'EkoRecykling', address: 'Kraków', certificateNumber: null },
        },
        'kg',
      ],
      [{ kind: 'refrigerantAdded', on: today, kg: 0.2, dueToLeakage: false, origin: 'recycled', supplier: null }, 'supplier'],
      [{ kind: 'leakCheck', on: addMonths(today, 1), result: 'noLeakFound' }, 'on'],
      [{ kind: 'leakCheck', on: daysAgo(400), result: 'noLeakFound' }, 'on'],
      [{ kind: 'leakCheck', on: today, result: 'maybe' }, 'result'],
    ];
    for (const [body, field] of entries) {
      const res = await addEntry(circuitId, body);
      expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBe(422);
      expect(fieldsOf(res)).toContain(field);
    }
    const after = await rowsOf<{ n: number }>(w.db, sql`select (select count(*) from refrigerant_circuits) + (select count(*) from fgas_entries) as n`);
    expect(after[0].n).toEqual(before[0].n);
  });

  it('an expired certificate writes nothing; a category writes only what it covers', async () => {
    await setCertificate({ expiresOn: daysAgo(1) });
    const expired = await addEntry(circuitId, { kind: 'leakCheck', on: today, result: 'noLeakFound' });
    expect(expired.status).toBe(403);
    expect(messageOf(expired)).toMatch(/прострочено/);
    expect((await w.call(fgasRoutes.logbook, w.installer, { params: { id: job.id } })).data.addRefusal).toBe('certificateExpired');
    await setCertificate({ category: 'E' });
    expect((await addEntry(circuitId, { kind: 'repair', on: today, description: 'Valve core replaced' })).status).toBe(403);
    expect((await addEntry(circuitId, { kind: 'leakCheck', on: today, result: 'noLeakFound' })).status).toBe(201);
    await setCertificate({ category: 'A2' });
    const large = await addEntry(circuitId, { kind: 'repair', on: today, description: 'Valve core replaced' });
    expect(large.status).toBe(403);
    expect(messageOf(large)).toMatch(/3 кг/);
    await setCertificate();
  });

  it('keeps its entries: the database refuses to change or delete one', async () => {
    await expect(w.db.execute(sql`update fgas_entries set "on" = ${today} where circuit_id = ${circuitId}`)).rejects.toThrow();
    await expect(w.db.execute(sql`delete from fgas_entries where circuit_id = ${circuitId}`)).rejects.toThrow();
  });

  it('exports the CRO-shaped equipment card as CSV and PDF, in the reader’s language', async () => {
    const csv = await w.server.request(`/web/fgas/circuits/${circuitId}/card?format=csv&lang=pl`, { token: w.dealer.token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const text = String(csv.body);
    for (const line of [
      'Ilość fabryczna',
      '2,4 kg',
      'Ilość dodana przy instalacji',
      '0,6 kg',
      'Hermetycznie zamknięte',
      'W budynku mieszkalnym',
      'tak',
      'R410A',
    ]) {
      expect(text).toContain(line);
    }
    expect(text).toContain('PL/FGAZ/O/0123/24');
    const pdf = await pdfText(w.server.url, `/web/fgas/circuits/${circuitId}/card?lang=en`, w.client.token);
    for (const line of ['Equipment card', 'Charge as delivered', 'Charge added at installation', '6.263 t CO₂e', 'Next leak check due', 'Repairs']) {
      expect(pdf).toContain(line);
    }
    expect((await w.server.request(`/web/fgas/circuits/${circuitId}/card?format=doc`, { token: w.client.token })).status).toBe(422);
    expect((await w.server.request(`/web/fgas/circuits/${circuitId}/card`, { token: w.installer2.token })).status).toBe(404);
  });

  it('closes the logbook at decommissioning', async () => {
    const closed = await addEntry(circuitId, { kind: 'decommissioning', on: today, measures: 'Refrigerant recovered into a cylinder for reclamation' });
    expect(closed.status).toBe(201);
    expect(closed.data).toMatchObject({ decommissioned: true, nextCheck: null, writeRefusal: 'decommissioned' });
    expect((await addEntry(circuitId, { kind: 'leakCheck', on: today, result: 'noLeakFound' })).status).toBe(409);
  });

  it('adds no circuit without a certificate, nor to a draft', async () => {
    const draft = await w.installation({ code: 'DRAFT' });
    expect((await addCircuit(circuit({ unitId: null }), draft.id)).status).toBe(409);
    await w.db.execute(sql`delete from fgas_certificates where user_id = ${w.installer.id}`);
    const refused = await addCircuit(circuit({ unitId: job.indoorUnitId }));
    expect(refused.status).toBe(403);
    expect(messageOf(refused)).toMatch(/сторінці ліцензії/);
    await setCertificate();
  });
});
