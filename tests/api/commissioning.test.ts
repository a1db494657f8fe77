import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commissioningRoutes, fgasRoutes, installationRoutes, type CommissioningBody, type ModelSpec } from '../../contracts';
import { installations, installationVersions, modelSpecs } from '../../server/src/db/schema';
import { versionsOf, type Snapshot } from '../../server/src/modules/installations/signing';
import { commissioningBody } from './commissioning-body';
import { pdfText } from './pdf-text';
import { completionWorld, type CompletionWorld, type Session } from './installations-completion-fixtures';

/**
 * The commissioning report (docs/decisions/0051-commissioning-report.md): each outdoor unit's values, typed in any of
 * their units and stored in SI, judged against the model's data; a flagged value needs a comment, a blocking one
 * withholds the extended guarantee; the report is part of the record the client's code signs, and a PDF.
 */
let w: CompletionWorld;
let outdoorModel: string;

/** The catalogue's data of the first product's outdoor model: an R32 split, 7.5 m included, 20 g/m, 3–25 m, a 41.5 bar test. */
const SPEC: ModelSpec = {
  refrigerant: 'R32',
  factoryChargeKg: 0.9,
  includedPipeM: 7.5,
  additionalChargeKgPerM: 0.02,
  minPipeM: 3,
  maxPipeM: 25,
  ranges: { pressureTest: { min: 41.5e5 } },
};

const body = commissioningBody;

const view = (id: number, who: Session | null = w.installer) => w.call(commissioningRoutes.commissioning, who, { params: { id }, query: { lang: 'en' } });
const save = (id: number, serial: string, payload: unknown, who: Session = w.installer) =>
  w.call(commissioningRoutes.saveCommissioning, who, { params: { id, serial }, query: { lang: 'en' }, body: payload as CommissioningBody });
const fieldsOf = (res: { body: unknown }) => Object.keys((res.body as { errors?: object }).errors ?? {}).sort();

/** A NEW job of the demo installer with serials for every block; answers its outdoor unit's serial. */
async function readyJob(extendedGuarantee = false) {
  const row = await w.installation();
  const serials = await w.ready(row.id, w.fullSerials(), extendedGuarantee);
  const serialOf = (type: string) => serials[w.firstProductBlocks.findIndex((b) => b.type === type)];
  return { id: row.id, outdoor: serialOf('outdoor'), indoor: serialOf('indoor') };
}

beforeAll(async () => {
  w = await completionWorld();
  outdoorModel = w.firstProductBlocks.find((b) => b.type === 'outdoor')!.model;
  await w.db
    .insert(modelSpecs)
    .values({ model: outdoorModel, spec: SPEC })
    .onConflictDoUpdate({ target: modelSpecs.model, set: { spec: SPEC } });
});
afterAll(() => w?.server.close());

describe('the report of an outdoor unit', () => {
  it('lists the job’s outdoor units with their model’s data; the workers may write, the client reads', async () => {
    const { id, outdoor } = await readyJob();
    const res = await view(id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data.units).toEqual([
      expect.objectContaining({ serial: outdoor, model: outdoorModel, spec: SPEC, report: null, findings: null, pending: false }),
    ]);
    expect(res.data).toMatchObject({ canEdit: true, extendedGuaranteeWithheld: false, reportUrl: null });
    expect((await view(id, w.client)).data.canEdit).toBe(false);
    expect((await view(id, w.dealer)).data.canEdit).toBe(true);
    expect((await view(id, w.admin)).data.canEdit).toBe(true);
    expect((await view(id, w.projector)).status).toBe(403);
    expect((await view(id, w.installer2)).status).toBe(404);
    expect((await view(id, null)).status).toBe(401);
  });

  it('stores what was typed in any of its units as SI and judges it against the model', async () => {
    const { id, outdoor } = await readyJob();
    const res = await save(id, outdoor, body({ pressureTest: { value: 4.2, unit: 'MPa' } }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [unit] = res.data.units;
    expect(unit.report!.values).toMatchObject({
      evacuationDepth: 46.6628,
      evacuationHold: 900,
      pressureTest: 4.2e6,
      chargeAdded: 0.1,
      lineLength: 12.5,
      supplyTemperature: null,
    });
    expect(unit.findings).toMatchObject({
      evacuationDepth: { state: 'ok', range: { max: 67 }, blocking: true },
      pressureTest: { state: 'ok', range: { min: 41.5e5 } },
      chargeAdded: { state: 'ok', range: { min: 0.07, max: 0.13 } },
      suctionPressure: { state: 'unchecked', range: null },
      refrigerant: { state: 'ok' },
      temperatureSplit: { state: 'unchecked' },
    });
    expect(res.data.reportUrl).toBe(`/web/installations/${id}/commissioning/report`);
    const card = await w.server.request(`/web/installations/${id}?lang=en`, { token: w.installer.token });
    expect(JSON.stringify(card.body)).toContain(`Commissioning values recorded for unit ${outdoor}`);
    expect((await view(id, w.client)).data.units[0].report!.values.pressureTest).toBe(4.2e6);
    // The F-gas logbook's new circuit starts from what was measured.
    const logbook = await w.call(fgasRoutes.logbook, w.installer, { params: { id }, query: { lang: 'en' } });
    expect(logbook.data.units.find((u) => u.serial === outdoor)!.commissioning).toEqual({
      refrigerant: 'R32',
      factoryChargeKg: 0.9,
      installationChargeKg: 0.1,
    });
  });

  it('refuses negative, impossible and wrongly united values per field (422), and changes nothing', async () => {
    const { id, outdoor } = await readyJob();
    const bad = await save(
      id,
      outdoor,
      body({
        evacuationDepth: { value: -5, unit: 'Pa' },
        pressureTest: { value: 42, unit: 'psi' },
        dischargePressure: { value: 2700, unit: 'bar' },
        chargeAdded: { value: 100, unit: 'bar' },
        supplyTemperature: { value: 45, unit: 'celsius' },
        supplyVoltage: { value: 'much', unit: 'V' },
        lineLength: undefined,
      }),
    );
    expect(bad.status).toBe(422);
    expect(fieldsOf(bad)).toEqual(['chargeAdded', 'dischargePressure', 'evacuationDepth', 'lineLength', 'pressureTest', 'returnTemperature', 'supplyVoltage']);
    expect((bad.body as { errors: Record<string, string[]> }).errors.dischargePressure).toEqual([
      'No instrument reads this on a working system: enter a value from 0 to 100',
    ]);
    expect((await save(id, outdoor, body({}, { refrigerant: 'R999' as never }))).status).toBe(422);
    expect((await view(id)).data.units[0].report).toBeNull();
  });

  it('flags a value out of its model’s range and refuses it without a comment; a blocking one withholds the extended guarantee', async () => {
    const { id, outdoor } = await readyJob();
    const deep = body({ evacuationDepth: { value: 900, unit: 'micron' }, superheat: { value: 15, unit: 'K' } });
    const uncommented = await save(id, outdoor, deep);
    expect(uncommented.status).toBe(422);
    expect(fieldsOf(uncommented)).toEqual(['comments.evacuationDepth', 'comments.superheat']);
    const saved = await save(id, outdoor, { ...deep, comments: { evacuationDepth: 'Gauge re-checked; pump serviced', superheat: 'Low ambient at start-up' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.data.units[0].findings).toMatchObject({ evacuationDepth: { state: 'high', blocking: true }, superheat: { state: 'high', blocking: false } });
    expect(saved.data.extendedGuaranteeWithheld).toBe(true);
    // The line beyond the model's maximum and the wrong gas are blocking too.
    const wrong = await save(id, outdoor, body({ lineLength: { value: 30, unit: 'm' }, chargeAdded: { value: 450, unit: 'g' } }, { refrigerant: 'R410A' }));
    expect(fieldsOf(wrong)).toEqual(['comments.lineLength', 'comments.refrigerant']);
  });

  it('answers 404 for a serial that is not one of the job’s outdoor units, 403 to the client, 409 on a cancelled job', async () => {
    const job = await readyJob();
    // An indoor unit of the job, and another job's outdoor unit.
    expect(job.indoor).toBeDefined();
    expect((await save(job.id, job.indoor, body())).status).toBe(404);
    const other = await readyJob();
    expect((await save(other.id, job.outdoor, body())).status).toBe(404);
    expect((await save(other.id, other.outdoor, body(), w.client)).status).toBe(403);
    expect((await save(other.id, other.outdoor, body(), w.installer2)).status).toBe(404);
    await w.call(installationRoutes.cancel, w.installer, { params: { id: other.id }, body: { reason: 'The client moved' } as never });
    expect((await save(other.id, other.outdoor, body())).status).toBe(409);
  });
});

describe('the report in the signed record', () => {
  it('is signed with the units; a blocking value withholds the extended guarantee at completion, a clean report keeps it', async () => {
    await w.certify(w.installer.id, 'ACTIVE');
    const flagged = await readyJob(true);
    await save(flagged.id, flagged.outdoor, body({ evacuationHold: { value: 5, unit: 'min' } }, { comments: { evacuationHold: 'Client had to leave' } }));
    const clean = await readyJob(true);
    await save(clean.id, clean.outdoor, body());
    for (const job of [flagged, clean]) {
      const code = await w.sendCode(job.id);
      expect((await w.call(installationRoutes.enterCode, w.installer, { params: { id: job.id }, body: { code } })).status).toBe(200);
    }
    expect((await w.unitsOf(flagged.id)).every((u) => !u.extended)).toBe(true);
    expect((await w.unitsOf(clean.id)).every((u) => u.extended)).toBe(true);
    const { signed } = await versionsOf(w.db, flagged.id);
    expect((signed!.snapshot as Snapshot).commissioning).toEqual([
      expect.objectContaining({ serial: flagged.outdoor, refrigerant: 'R32', comments: { evacuationHold: 'Client had to leave' } }),
    ]);
  });

  it('after signing, a change of the values waits for the client’s code; the PDF in the client’s language shows the signed values', async () => {
    const job = await readyJob();
    await save(job.id, job.outdoor, body({ superheat: { value: 14, unit: 'K' } }, { comments: { superheat: 'Measured at 2 °C outside' } }));
    const code = await w.sendCode(job.id);
    await w.call(installationRoutes.enterCode, w.installer, { params: { id: job.id }, body: { code } });
    const changed = await save(job.id, job.outdoor, body({ superheat: { value: 7, unit: 'K' } }));
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.data.units[0]).toMatchObject({ pending: true, report: { values: { superheat: 7 } } });
    const card = await w.server.request(`/web/installations/${job.id}?lang=en`, { token: w.installer.token });
    expect(JSON.stringify(card.body)).toContain(`Commissioning values changed for units: ${job.outdoor}`);

    const text = await pdfText(w.server.url, `/web/installations/${job.id}/commissioning/report`, w.client.token);
    for (const line of [
      'Звіт про пусконалагодження',
      job.outdoor,
      'Перегрів',
      '14,0 К',
      'Вище норми',
      'Measured at 2 °C outside',
      'Клієнт підтвердив ці значення кодом',
    ]) {
      expect(text).toContain(line);
    }
    expect(text).toContain('чекає на підтвердження клієнта');
    // The certificate points to it.
    expect(await pdfText(w.server.url, `/web/installations/${job.id}/certificate`, w.client.token)).toContain(
      'Звіт про пусконалагодження з виміряними значеннями',
    );
    expect((await w.server.request(`/web/installations/${job.id}/commissioning/report`, { token: w.installer2.token })).status).toBe(404);
    const empty = await readyJob();
    expect((await w.server.request(`/web/installations/${empty.id}/commissioning/report`, { token: w.installer.token })).status).toBe(409);
  });

  it('the PDF prints the signing and the change as their days in Kyiv, and the day the work was done as stored', async () => {
    const job = await readyJob();
    await save(job.id, job.outdoor, body());
    const code = await w.sendCode(job.id);
    await w.call(installationRoutes.enterCode, w.installer, { params: { id: job.id }, body: { code } });
    await save(job.id, job.outdoor, body({ superheat: { value: 7, unit: 'K' } }));
    // 22:30 UTC on 30 November is past midnight in Kyiv: the 1st of December there.
    const lateEvening = new Date('2026-11-30T22:30:00Z');
    const versions = eq(installationVersions.installationId, job.id);
    await w.db
      .update(installationVersions)
      .set({ signedAt: lateEvening })
      .where(and(versions, isNotNull(installationVersions.signedAt)));
    await w.db
      .update(installationVersions)
      .set({ createdAt: lateEvening })
      .where(and(versions, isNull(installationVersions.signedAt)));
    await w.db.update(installations).set({ workDoneOn: '2026-11-30' }).where(eq(installations.id, job.id));

    const text = await pdfText(w.server.url, `/web/installations/${job.id}/commissioning/report`, w.client.token);
    expect(text).toContain(`Наряд № ${job.id}, роботи виконано 30 листопада 2026`);
    expect(text).toContain('Клієнт підтвердив ці значення кодом 1 грудня 2026');
    expect(text).toContain('Зміна від 1 грудня 2026 чекає на підтвердження клієнта');
  });
});
