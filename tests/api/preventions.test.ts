import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { subMonths } from 'date-fns/subMonths';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type CallInput, installationCardSchema, installationRoutes, notificationRoutes, preventionRoutes, preventionSchema } from '../../contracts';
import { kyivDay } from '../../contracts/kyiv-day';
import { rowsOf } from '../../server/src/db/rows';
import { installationPreventions, installationUnits, installations } from '../../server/src/db/schema';
import { DEMO, login, outbox } from './accounts';
import { completionWorld, type CompletionWorld, type Session } from './installations-completion-fixtures';
import { recordEvents } from './realtime';
import { chunkFields, pngBytes, sendChunk } from './upload-client';

let w: CompletionWorld;

beforeAll(async () => {
  w = await completionWorld();
  await w.certify(w.installer.id, 'ACTIVE');
  await w.certify(w.installer2.id, 'NONE');
});
afterAll(() => w?.server.close());

/** The portal's days are Kyiv days (contracts/kyiv-day.ts): today there, and days moved on the calendar from a day. */
const today = () => kyivDay(new Date());
const plusDays = (day: string, n: number) => format(addDays(parseISO(day), n), 'yyyy-MM-dd');
const plusMonths = (day: string, n: number) => format(addMonths(parseISO(day), n), 'yyyy-MM-dd');
const inDays = (n: number) => plusDays(today(), n);

/**
 * Runs `test` at 22:30 UTC of the real day after today, when Kyiv is already on the day after that (ahead of the real
 * clock, so that the sessions signed in then are not already over), with the demo installer signed in then.
 */
async function pastMidnightInKyiv(test: (at: { utcDay: string; kyivToday: string; installer: Session }) => Promise<void>) {
  const utcDay = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${utcDay}T22:30:00Z`) });
  try {
    const kyivToday = kyivDay(new Date());
    expect(kyivToday).toBe(plusDays(utcDay, 1));
    const installer = { token: (await login(w.server, DEMO.installer)).accessToken, id: w.installer.id, phone: w.installer.phone };
    await test({ utcDay, kyivToday, installer });
  } finally {
    vi.useRealTimers();
  }
}
/** A stored day as a reader of `locale` reads it in a text (Intl's long date; Ukrainian without the trailing "р."). */
const longDay = (iso: string, locale: 'uk' | 'en-GB' | 'pl') =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(`${iso}T12:00:00Z`))
    .replace(/ р\.$/, '');

/** A COMPLETED installation of the demo client by the demo installer, through the real completion. */
async function completed() {
  const row = await w.installation();
  await w.complete(row.id, [...w.fullSerials(), ...w.fullSerials('second')]);
  return row.id;
}

const plan = (installationId: number, who: Session | null = w.installer, extra: Partial<CallInput<typeof preventionRoutes.create>['body']> = {}) =>
  w.call(preventionRoutes.create, who, {
    query: { lang: 'en' },
    body: { installationId, plannedDate: inDays(10), plannedTime: '09:00', comment: 'Ring twice', ...extra },
  });

async function planned() {
  const id = await completed();
  const res = await plan(id);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { installationId: id, prevention: res.data as ReturnType<typeof preventionSchema.parse> };
}

const countPreventions = async (installationId: number) =>
  (await w.db.select().from(installationPreventions).where(eq(installationPreventions.installationId, installationId))).length;
const unitsDue = (installationId: number) =>
  rowsOf<{ due: string | null; prevented: string | null }>(
    w.db,
    sql`select maintenance_due_on::text as due, prevented_at::text as prevented from installation_units where installation_id = ${installationId} order by id`,
  );
const card = async (id: number, who: Session = w.installer) =>
  installationCardSchema.parse((await w.call(installationRoutes.card, who, { params: { id }, query: { lang: 'en' } })).data);

async function upload(who: Session) {
  const bytes = await pngBytes();
  const res = await sendChunk(w.server, who.token, chunkFields(0, bytes.length, bytes.length), bytes, 'visit.png');
  expect(res.status).toBe(201);
  return res.body.data.path as string;
}

describe('POST /web/installations/preventions', () => {
  it('plans a visit on a completed installation: PREVENTION, the client told by a notification, realtime and an SMS', async () => {
    const id = await completed();
    const dueBefore = await unitsDue(id);
    const { events, stop } = recordEvents(w.server.app.realtime);
    const res = await plan(id);
    stop();
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const p = preventionSchema.parse(res.data);
    expect(p).toMatchObject({
      installationId: id,
      status: 'PLANNED',
      plannedDate: inDays(10),
      plannedTime: '09:00',
      comment: 'Ring twice',
      postponements: [],
      works: [],
      canBePostponed: true,
      canBePerformed: true,
    });
    expect(p.dueDate).toBe(dueBefore[0].due);
    expect((await w.rowOf(id)).code).toBe('PREVENTION');
    const c = await card(id);
    expect(c.prevention).toEqual({ id: p.id, plannedDate: inDays(10), plannedTime: '09:00', comment: 'Ring twice', report: null });
    expect(c.canPerformPrevention).toBe(true);
    expect(c.canAddPrevention).toBe(false);
    expect(c.history.map((h) => h.text)).toContain(`Maintenance visit planned for ${longDay(inDays(10), 'en-GB')} at 09:00`);
    expect(events).toContainEqual(
      expect.objectContaining({ userId: w.client.id, event: 'new_notification', payload: expect.objectContaining({ link: `/installations/${id}` }) }),
    );
    // The client (a Ukrainian profile) reads the day and time as words, never as stored.
    const [sms] = await outbox(w.server, w.client.phone);
    expect(sms.text).toContain(`на ${longDay(inDays(10), 'uk')} о 09:00`);
    expect(sms.text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(sms.text).toContain(`/installations/${id}`);
    const told = (await w.call(notificationRoutes.list, w.client, { query: { lang: 'pl' } })).data.data[0];
    expect(told).toMatchObject({ title: 'Zaplanowano przegląd serwisowy', link: `/installations/${id}` });
    expect(told.text).toContain(`na ${longDay(inDays(10), 'pl')} o 09:00`);
    // The client sees the visit planned, read-only.
    const seen = await w.call(preventionRoutes.common, w.client, { params: { id: p.id } });
    expect(seen.status).toBe(200);
    expect(seen.data).toMatchObject({ id: p.id, canBePostponed: false, canBePerformed: false });
    expect((await card(id, w.client)).prevention?.id).toBe(p.id);
  });

  it('refuses a past date, an impossible time, a cancelled, never-completed or already planned installation: 422 plannedDate, nothing changed', async () => {
    const id = await completed();
    for (const extra of [{ plannedDate: inDays(-1) }, { plannedTime: '25:70' }, { plannedDate: '2026-02-30' }]) {
      const res = await plan(id, w.installer, extra);
      expect(res.status, JSON.stringify(extra)).toBe(422);
      expect(Object.keys(res.error.errors!)).toEqual(['plannedDate']);
    }
    expect((await plan(id, w.installer, { plannedTime: 'noon' })).error.errors!.plannedTime).toHaveLength(1);
    expect(await countPreventions(id)).toBe(0);
    expect((await w.rowOf(id)).code).toBe('COMPLETED');

    const fresh = await w.installation({ code: 'NEW' });
    const cancelled = await w.installation({ code: 'CANCELLED' });
    for (const other of [fresh.id, cancelled.id]) {
      const res = await plan(other);
      expect(res.status).toBe(422);
      expect(res.error.errors!.plannedDate).toEqual(['A maintenance visit can be planned only on a completed installation']);
      expect(await countPreventions(other)).toBe(0);
    }
    expect((await w.rowOf(fresh.id)).code).toBe('NEW');

    expect((await plan(id)).status).toBe(201);
    const twice = await plan(id);
    expect(twice.status).toBe(422);
    expect(twice.error.errors!.plannedDate).toHaveLength(1);
    expect(await countPreventions(id)).toBe(1);
  });

  it('is the assigned installer’s alone: another installer 404, client, dealer, admin and designer 403', async () => {
    const id = await completed();
    expect((await plan(id, w.installer2)).status).toBe(404);
    for (const who of [w.client, w.dealer, w.admin, w.projector]) expect((await plan(id, who)).status).toBe(403);
    expect((await plan(id, null)).status).toBe(401);
    // The assigned installer without a valid certification of the job's type: no offer on the card, and a 403.
    await w.certify(w.installer.id, 'NONE');
    try {
      expect((await card(id)).canAddPrevention).toBe(false);
      expect((await plan(id)).status).toBe(403);
    } finally {
      await w.certify(w.installer.id, 'ACTIVE');
    }
    expect((await card(id)).canAddPrevention).toBe(true);
    expect(await countPreventions(id)).toBe(0);
  });
});

describe('GET /web/installations/preventions/{id}/common', () => {
  it('answers the installer, the client, the dealer and the admin; another installer 404; a designer 403', async () => {
    const { prevention } = await planned();
    const params = { id: prevention.id };
    for (const who of [w.installer, w.client, w.dealer, w.admin]) {
      const res = await w.call(preventionRoutes.common, who, { params });
      expect(res.status).toBe(200);
      expect(preventionSchema.parse(res.data).id).toBe(prevention.id);
    }
    expect((await w.call(preventionRoutes.common, w.installer2, { params })).status).toBe(404);
    expect((await w.call(preventionRoutes.common, w.projector, { params })).status).toBe(403);
    expect((await w.call(preventionRoutes.common, w.installer, { params: { id: 2147483647 } })).status).toBe(404);
  });
});

describe('PUT /web/installations/preventions/{id}/prevention', () => {
  it('postpones with a reason: history, the client told again, the due date kept; an unchanged body changes nothing', async () => {
    const { installationId, prevention } = await planned();
    const update = (body: CallInput<typeof preventionRoutes.update>['body']) =>
      w.call(preventionRoutes.update, w.installer, { params: { id: prevention.id }, query: { lang: 'en' }, body });
    const dueBefore = await unitsDue(installationId);
    const historyBefore = (await card(installationId)).history.length;

    const same = await update({ plannedDate: prevention.plannedDate, plannedTime: prevention.plannedTime, comment: prevention.comment });
    expect(same.status).toBe(200);
    expect((await card(installationId)).history).toHaveLength(historyBefore);

    const noReason = await update({ plannedDate: inDays(12), plannedTime: '10:30' });
    expect(noReason.status).toBe(422);
    expect(Object.keys(noReason.error.errors!)).toEqual(['reason']);
    const past = await update({ plannedDate: inDays(-3), plannedTime: '10:30', reason: 'x' });
    expect(past.status).toBe(422);
    expect(Object.keys(past.error.errors!)).toEqual(['plannedDate']);
    expect((await w.call(preventionRoutes.common, w.installer, { params: { id: prevention.id } })).data.plannedDate).toBe(inDays(10));

    const smsBefore = (await outbox(w.server, w.client.phone)).length;
    const res = await update({ plannedDate: inDays(12), plannedTime: '10:30', comment: 'Gate code 12', reason: 'Client is away' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const p = preventionSchema.parse(res.data);
    expect(p).toMatchObject({ plannedDate: inDays(12), plannedTime: '10:30', comment: 'Gate code 12', dueDate: prevention.dueDate });
    expect(p.postponements).toEqual([
      expect.objectContaining({
        fromDate: inDays(10),
        fromTime: '09:00',
        toDate: inDays(12),
        toTime: '10:30',
        reason: 'Client is away',
        actor: expect.objectContaining({ id: w.installer.id }),
      }),
    ]);
    expect((await card(installationId)).history.at(-1)?.text).toBe(
      `Maintenance visit postponed from ${longDay(inDays(10), 'en-GB')} at 09:00 to ${longDay(inDays(12), 'en-GB')} at 10:30. Reason: Client is away`,
    );
    expect(await unitsDue(installationId)).toEqual(dueBefore);
    const texts = await outbox(w.server, w.client.phone);
    expect(texts.length).toBe(smsBefore + 1);
    expect(texts[0].text).toContain(`перенесено на ${longDay(inDays(12), 'uk')} о 10:30`);
    const moved = (await w.call(notificationRoutes.list, w.client, { query: { lang: 'en' } })).data.data[0];
    expect(moved).toMatchObject({
      title: 'Maintenance visit postponed',
      text: expect.stringContaining(`is postponed to ${longDay(inDays(12), 'en-GB')} at 10:30`),
    });

    // A comment alone needs no reason and tells nobody.
    const comment = await update({ plannedDate: inDays(12), plannedTime: '10:30', comment: 'Gate code 13' });
    expect(comment.status).toBe(200);
    expect(comment.data.postponements).toHaveLength(1);
  });

  it('is the assigned installer’s alone', async () => {
    const { prevention } = await planned();
    const input = { params: { id: prevention.id }, body: { plannedDate: inDays(20), plannedTime: '11:00', reason: 'r' } };
    expect((await w.call(preventionRoutes.update, w.installer2, input)).status).toBe(404);
    for (const who of [w.client, w.dealer, w.admin, w.projector]) expect((await w.call(preventionRoutes.update, who, input)).status).toBe(403);
    expect((await w.call(preventionRoutes.common, w.installer, { params: { id: prevention.id } })).data.plannedDate).toBe(inDays(10));
  });
});

describe('GET /web/installations/preventions/works', () => {
  it('lists the checklist in the request’s language, measured works with their unit', async () => {
    const en = await w.call(preventionRoutes.works, w.installer, { query: { lang: 'en' } });
    expect(en.status).toBe(200);
    expect(en.data).toContainEqual({ id: 'FILTERS_CLEANED', name: 'Filters cleaned', unit: null });
    expect(en.data).toContainEqual({ id: 'REFRIGERANT_PRESSURE_CHECKED', name: 'Refrigerant pressure checked', unit: 'bar' });
    const uk = await w.call(preventionRoutes.works, w.client, { query: { lang: 'uk' } });
    expect(uk.data[0].name).toBe('Фільтри очищено');
    expect((await w.call(preventionRoutes.works, w.projector)).status).toBe(403);
  });
});

describe('POST /web/installations/preventions/{id} (perform)', () => {
  const works: CallInput<typeof preventionRoutes.perform>['body']['works'] = [
    { id: 'FILTERS_CLEANED' },
    { id: 'REFRIGERANT_PRESSURE_CHECKED', value: 8.4 },
    { id: 'COMPRESSOR_CURRENT_MEASURED', value: 4.2 },
  ];

  async function sendCode(preventionId: number) {
    const res = await w.call(preventionRoutes.sendCode, w.installer, { params: { id: preventionId }, body: {} });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [sms] = await outbox(w.server, w.client.phone);
    return sms.code!;
  }

  it('with the client’s code: every unit prevented today, due a year on, in its service log; back to COMPLETED, the warning gone', async () => {
    const { installationId, prevention } = await planned();
    // Completed 13 months ago and never serviced: the warranty is at risk.
    const longAgo = subMonths(new Date(), 13);
    await w.db
      .update(installations)
      .set({ completedAt: longAgo, workDoneOn: kyivDay(longAgo) })
      .where(eq(installations.id, installationId));
    await w.db
      .update(installationUnits)
      .set({ maintenanceDueOn: plusMonths(kyivDay(longAgo), 12) })
      .where(eq(installationUnits.installationId, installationId));
    const before = await card(installationId);
    expect(before.warnings).toHaveLength(1);
    expect(before.equipment.products[0].dangerMessage).toMatch(/overdue/);

    const perform = (body: CallInput<typeof preventionRoutes.perform>['body']) =>
      w.call(preventionRoutes.perform, w.installer, { params: { id: prevention.id }, query: { lang: 'en' }, body });
    const code = await sendCode(prevention.id);
    const wrong = code === '0000' ? '1111' : '0000';
    const photo = await upload(w.installer);
    const refused = await perform({ works, photos: [photo], code: wrong });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.error.errors!)).toEqual(['code']);
    const missing = await perform({ works: [{ id: 'REFRIGERANT_PRESSURE_CHECKED' }], code });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.error.errors!)).toEqual(['works']);
    expect((await w.rowOf(installationId)).code).toBe('PREVENTION');

    const res = await perform({ works, photos: [photo], code });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const c = installationCardSchema.parse(res.data);
    expect(c.code).toBe('COMPLETED');
    expect(c.prevention).toBeNull();
    expect(c.canPerformPrevention).toBe(false);
    expect(c.equipment.preventedAt).toBe(today());
    expect(c.warnings).toEqual([]);
    expect(c.equipment.products.every((p) => p.dangerMessage === null)).toBe(true);
    const units = c.equipment.products.flatMap((p) => p.units);
    expect(units).toHaveLength(w.fullSerials().length + w.fullSerials('second').length);
    for (const u of units) {
      expect(u.preventedAt).toBe(today());
      expect(u.maintenanceDueAt).toBe(plusMonths(today(), 12));
      expect(u.serviceLog).toEqual([
        {
          preventionId: prevention.id,
          date: today(),
          installer: expect.objectContaining({ id: w.installer.id }),
          works: [
            { id: 'FILTERS_CLEANED', name: 'Filters cleaned', unit: null, value: null },
            { id: 'REFRIGERANT_PRESSURE_CHECKED', name: 'Refrigerant pressure checked', unit: 'bar', value: 8.4 },
            { id: 'COMPRESSOR_CURRENT_MEASURED', name: 'Compressor current measured', unit: 'A', value: 4.2 },
          ],
        },
      ]);
    }
    // The photo of the finished work (completion) and the visit's; the visit's photo is the visit's record (signed with
    // its own code), not a change of the installation's signed record.
    expect(c.photos).toHaveLength(2);
    expect(c.signature).toMatchObject({ signedVersion: 1, pending: null });
    const done = preventionSchema.parse((await w.call(preventionRoutes.common, w.client, { params: { id: prevention.id } })).data);
    expect(done).toMatchObject({ status: 'DONE', performedAt: today(), canBePerformed: false });
    expect(done.works).toHaveLength(3);
    expect(done.photos).toHaveLength(1);
    // The client sees the warning gone, and the installer may plan the next visit.
    expect((await card(installationId, w.client)).warnings).toEqual([]);
    expect((await card(installationId)).canAddPrevention).toBe(true);
    // Done is done.
    expect((await perform({ works, code })).status).toBe(409);
  });

  it('sending the code and performing are the assigned installer’s alone', async () => {
    const { prevention } = await planned();
    for (const [who, status] of [
      [w.installer2, 404],
      [w.client, 403],
      [w.dealer, 403],
      [w.admin, 403],
      [w.projector, 403],
    ] as const) {
      expect((await w.call(preventionRoutes.sendCode, who, { params: { id: prevention.id }, body: {} })).status).toBe(status);
      expect((await w.call(preventionRoutes.perform, who, { params: { id: prevention.id }, body: { works, code: '1234' } })).status).toBe(status);
    }
  });

  it('the card and the visit offer performing it to whom the route lets: not the job’s creating installer, client, dealer or admin', async () => {
    const { installationId, prevention } = await planned();
    // Another installer created the job: it sees the job and its visit, but is not the installer assigned to it.
    await w.db.update(installations).set({ creatorId: w.installer2.id }).where(eq(installations.id, installationId));
    const params = { id: prevention.id };
    for (const who of [w.installer2, w.client, w.dealer, w.admin]) {
      expect((await card(installationId, who)).canPerformPrevention).toBe(false);
      const visit = preventionSchema.parse((await w.call(preventionRoutes.common, who, { params })).data);
      expect(visit).toMatchObject({ canBePerformed: false, canBePostponed: false });
      expect((await w.call(preventionRoutes.sendCode, who, { params, body: {} })).status).toBe(403);
      expect((await w.call(preventionRoutes.perform, who, { params, body: { works, code: '1234' } })).status).toBe(403);
    }
    expect((await card(installationId)).canPerformPrevention).toBe(true);
    expect(preventionSchema.parse((await w.call(preventionRoutes.common, w.installer, { params })).data)).toMatchObject({ canBePerformed: true });
  });
});

describe('PUT /web/installations/preventions/{id}/report (the visit saved without the client’s code)', () => {
  const works: CallInput<typeof preventionRoutes.report>['body']['works'] = [{ id: 'FILTERS_CLEANED' }, { id: 'REFRIGERANT_PRESSURE_CHECKED', value: 8.4 }];
  const report = (id: number, body: unknown, who: Session | null = w.installer) =>
    w.call(preventionRoutes.report, who, { params: { id }, query: { lang: 'en' }, invalidBody: body });

  async function codeFor(preventionId: number) {
    await w.server.app.rateLimit.reset(`sms-phone:${w.client.phone}`);
    const res = await w.call(preventionRoutes.sendCode, w.installer, { params: { id: preventionId }, body: {} });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (await outbox(w.server, w.client.phone))[0].code!;
  }

  it('saves works and photos on the planned visit, shown by the card and the visit; the code alone then performs it', async () => {
    const { installationId, prevention } = await planned();
    const photo = await upload(w.installer);
    const res = await report(prevention.id, { works, photos: [photo] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = installationCardSchema.parse(res.data);
    expect(saved.code).toBe('PREVENTION');
    expect(saved.prevention?.report).toMatchObject({
      works: [
        { id: 'FILTERS_CLEANED', name: 'Filters cleaned', unit: null, value: null },
        { id: 'REFRIGERANT_PRESSURE_CHECKED', name: 'Refrigerant pressure checked', unit: 'bar', value: 8.4 },
      ],
      photos: [{ url: expect.stringContaining('/storage/photos/') }],
    });
    expect(saved.history.at(-1)?.text).toBe('Maintenance visit recorded (2 works); waiting for the client’s code');
    // Not yet the job's photos: they become the visit's when the code confirms it.
    expect(saved.photos).toHaveLength(1);
    const visit = preventionSchema.parse((await w.call(preventionRoutes.common, w.client, { params: { id: prevention.id }, query: { lang: 'en' } })).data);
    expect(visit.status).toBe('PLANNED');
    expect(visit.report?.works.map((x) => x.id)).toEqual(['FILTERS_CLEANED', 'REFRIGERANT_PRESSURE_CHECKED']);
    // Saved again: the works are replaced, the new photo joins the first.
    const again = await report(prevention.id, { works: [{ id: 'DRAINAGE_FLUSHED' }], photos: [await upload(w.installer)] });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(installationCardSchema.parse(again.data).prevention?.report).toMatchObject({ works: [{ id: 'DRAINAGE_FLUSHED' }], photos: [{}, {}] });

    const code = await codeFor(prevention.id);
    const done = await w.call(preventionRoutes.perform, w.installer, { params: { id: prevention.id }, query: { lang: 'en' }, body: { code } });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const c = installationCardSchema.parse(done.data);
    expect(c.code).toBe('COMPLETED');
    expect(c.photos).toHaveLength(3);
    expect(c.equipment.products[0].units[0].serviceLog[0]).toMatchObject({ preventionId: prevention.id, works: [{ id: 'DRAINAGE_FLUSHED' }] });
    const performed = preventionSchema.parse((await w.call(preventionRoutes.common, w.installer, { params: { id: prevention.id } })).data);
    expect(performed).toMatchObject({ status: 'DONE', report: null });
    expect(performed.photos).toHaveLength(2);
    expect(await countPreventions(installationId)).toBe(1);
    // A visit performed takes no report: 409.
    expect((await report(prevention.id, { works })).status).toBe(409);
  });

  it('perform without works and without a saved report is a 422 on works', async () => {
    const { prevention } = await planned();
    const code = await codeFor(prevention.id);
    const res = await w.call(preventionRoutes.perform, w.installer, { params: { id: prevention.id }, query: { lang: 'en' }, body: { code } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.error.errors!)).toEqual(['works']);
    expect((await w.rowOf(prevention.installationId)).code).toBe('PREVENTION');
  });

  it('is the assigned installer’s alone: 401 a guest, 403 client, dealer, admin and designer, 404 another installer', async () => {
    const { prevention } = await planned();
    for (const [who, status] of [
      [null, 401],
      [w.client, 403],
      [w.dealer, 403],
      [w.admin, 403],
      [w.projector, 403],
      [w.installer2, 404],
    ] as const) {
      expect((await report(prevention.id, { works }, who)).status, String(who?.id)).toBe(status);
    }
    const visit = preventionSchema.parse((await w.call(preventionRoutes.common, w.installer, { params: { id: prevention.id } })).data);
    expect(visit.report).toBeNull();
  });

  it('refuses each bad field with a 422 on it, and saves nothing', async () => {
    const { prevention } = await planned();
    for (const [body, field] of [
      [{ works: [] }, 'works'],
      [{}, 'works'],
      [{ works: [{ id: 'NOT_A_WORK' }] }, 'works'],
      [{ works: [{ id: 'FILTERS_CLEANED' }, { id: 'FILTERS_CLEANED' }] }, 'works'],
      [{ works: [{ id: 'REFRIGERANT_PRESSURE_CHECKED' }] }, 'works'],
      [{ works: [{ id: 'REFRIGERANT_PRESSURE_CHECKED', value: 1e9 }] }, 'works'],
      [{ works, photos: ['temp/00000000-0000-4000-8000-000000000000'] }, 'photos'],
      [{ works, photos: 'photo' }, 'photos'],
    ] as const) {
      const res = await report(prevention.id, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.error.errors!), JSON.stringify(body)).toEqual([field]);
    }
    const visit = preventionSchema.parse((await w.call(preventionRoutes.common, w.installer, { params: { id: prevention.id } })).data);
    expect(visit.report).toBeNull();
  });

  it('a replay with the same Idempotency-Key saves once; a stale If-Match is 412 and saves nothing', async () => {
    const { installationId, prevention } = await planned();
    const before = (await card(installationId)).version;
    const headers = { 'idempotency-key': 'visit-report-0001', 'if-match': `"${before}"` };
    const body = { works, photos: [await upload(w.installer)] };
    const first = await w.call(preventionRoutes.report, w.installer, { params: { id: prevention.id }, body, headers });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const replay = await w.call(preventionRoutes.report, w.installer, { params: { id: prevention.id }, body, headers });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    const now = await card(installationId);
    expect(now.history.filter((h) => h.field === 'preventionReported')).toHaveLength(1);
    expect(now.prevention?.report?.photos).toHaveLength(1);
    const stale = await w.call(preventionRoutes.report, w.installer, {
      params: { id: prevention.id },
      body: { works: [{ id: 'DRAINAGE_FLUSHED' }] },
      headers: { 'if-match': `"${before}"` },
    });
    expect(stale.status).toBe(412);
    expect(stale.error.currentVersion).toBe(now.version);
    expect((await card(installationId)).prevention?.report?.works.map((x) => x.id)).toEqual(['FILTERS_CLEANED', 'REFRIGERANT_PRESSURE_CHECKED']);
    // Confirmed with the code, sent twice: one visit performed, the same answer.
    const code = await codeFor(prevention.id);
    const confirm = () =>
      w.call(preventionRoutes.perform, w.installer, { params: { id: prevention.id }, body: { code }, headers: { 'idempotency-key': 'visit-perform-0001' } });
    const performed = await confirm();
    expect(performed.status, JSON.stringify(performed.body)).toBe(200);
    const again = await confirm();
    expect([again.status, again.headers.get('idempotent-replayed')]).toEqual([200, 'true']);
    expect(again.body).toEqual(performed.body);
    const after = await card(installationId);
    expect(after.history.filter((h) => h.field === 'preventionDone')).toHaveLength(1);
    expect(after.photos).toHaveLength(2);
  });
});

describe('the installer calendar', () => {
  it('counts a month’s installations and visits per day and lists a day’s entries', async () => {
    const { installationId, prevention } = await planned();
    const [y, m, d] = prevention.plannedDate.split('-').map(Number);
    const month = await w.call(preventionRoutes.calendarMonth, w.installer, { query: { year: y, month: m } });
    expect(month.status).toBe(200);
    expect(month.data.days).toContainEqual({
      date: prevention.plannedDate,
      installations: expect.any(Number),
      preventions: expect.any(Number),
      leakChecks: expect.any(Number),
      leakChecksOverdue: expect.any(Boolean),
    });
    expect(month.data.days.find((x: { date: string }) => x.date === prevention.plannedDate)!.preventions).toBeGreaterThanOrEqual(1);
    const dayRes = await w.call(preventionRoutes.calendarDay, w.installer, { query: { year: y, month: m, day: d, lang: 'en' } });
    expect(dayRes.status).toBe(200);
    expect(dayRes.data.entries).toContainEqual(
      expect.objectContaining({
        kind: 'PREVENTION',
        kindName: 'Maintenance visit',
        time: '09:00',
        installationId,
        preventionId: prevention.id,
        done: false,
        client: expect.objectContaining({ id: w.client.id }),
      }),
    );
    // Another installer's calendar does not show it.
    const other = await w.call(preventionRoutes.calendarDay, w.installer2, { query: { year: y, month: m, day: d } });
    expect(other.data.entries.filter((e: { installationId: number }) => e.installationId === installationId)).toEqual([]);
  });

  it('refuses impossible dates (422) and every role but the installer (403)', async () => {
    expect((await w.call(preventionRoutes.calendarMonth, w.installer, { query: { year: 2026, month: 13 } })).status).toBe(422);
    const bad = await w.call(preventionRoutes.calendarDay, w.installer, { query: { year: 2026, month: 2, day: 30 } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.error.errors!)).toEqual(['day']);
    for (const who of [w.client, w.dealer, w.admin, w.projector]) {
      expect((await w.call(preventionRoutes.calendarMonth, who, { query: { year: 2026, month: 11 } })).status).toBe(403);
      expect((await w.call(preventionRoutes.calendarDay, who, { query: { year: 2026, month: 11, day: 3 } })).status).toBe(403);
      expect((await w.call(preventionRoutes.calendarFeed, who)).status).toBe(403);
    }
  });

  it('serves a private ICS feed that a calendar parser reads, only that installer’s entries, until revoked', async () => {
    const { default: ICAL } = await import('ical.js');
    const { installationId, prevention } = await planned();
    expect((await w.call(preventionRoutes.calendarFeedRevoke, w.installer)).status).toBe(200);
    expect((await w.call(preventionRoutes.calendarFeed, w.installer)).data).toEqual({ feed: null });
    const created = await w.call(preventionRoutes.calendarFeedCreate, w.installer, { body: {} });
    expect(created.status).toBe(201);
    const { url, webcalUrl } = created.data.feed as { url: string; webcalUrl: string };
    expect(webcalUrl.startsWith('webcal:')).toBe(true);
    expect((await w.call(preventionRoutes.calendarFeed, w.installer)).data.feed!.url).toBe(url);
    const path = new URL(url).pathname;

    // The feed's address as the API gave it, fetched as a calendar app would (raw: the address is the API's answer).
    const res = await w.server.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(res.body as string));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const visit = events.find((e) => e.uid === `prevention-${prevention.id}@climate-portal`);
    expect(visit).toBeDefined();
    expect(visit!.startDate.toString()).toBe(`${prevention.plannedDate}T09:00:00`);
    expect(visit!.location).toContain('Хрещатик');
    // The client's phone grouped as the portal writes it (+380 50 000 00 01), not raw digits.
    expect(visit!.description).toContain(
      `+${w.client.phone.slice(0, 3)} ${w.client.phone.slice(3, 5)} ${w.client.phone.slice(5, 8)} ${w.client.phone.slice(8, 10)} ${w.client.phone.slice(10)}`,
    );
    // Only this installer's entries: none of another installer's installations.
    const others = await rowsOf<{ id: number }>(w.db, sql`select id from installations where installer_id <> ${w.installer.id} and planned_at is not null`);
    const foreign = new Set(others.map((o) => `installation-${o.id}@climate-portal`));
    expect(events.filter((e) => foreign.has(e.uid))).toEqual([]);
    expect(events.some((e) => e.uid === `installation-${installationId}@climate-portal`)).toBe(true);

    // A new token replaces the old one; revoking ends the feed.
    const renewed = (await w.call(preventionRoutes.calendarFeedCreate, w.installer, { body: {} })).data.feed.url as string;
    expect((await w.server.request(path)).status).toBe(404); // raw: the old feed's address, as above
    expect((await w.call(preventionRoutes.calendarFeedRevoke, w.installer)).status).toBe(200);
    expect((await w.server.request(new URL(renewed).pathname)).status).toBe(404); // raw: the renewed feed's address, as above
    expect((await w.server.call(preventionRoutes.calendarIcs, { params: { token: 'short' } })).status).toBe(422);
  });
});

// Last in the file: what these write at the moved clock (sessions, notifications, texts) is dated a day or two ahead,
// and would come first in the lists the tests above read.
describe('the days are Kyiv days', () => {
  const works: CallInput<typeof preventionRoutes.perform>['body']['works'] = [
    { id: 'FILTERS_CLEANED' },
    { id: 'REFRIGERANT_PRESSURE_CHECKED', value: 8.4 },
    { id: 'COMPRESSOR_CURRENT_MEASURED', value: 4.2 },
  ];

  it('a visit is planned from today in Kyiv: past midnight there, while UTC is still on the day before, today is plannable and that day before is past', async () => {
    const id = await completed();
    await pastMidnightInKyiv(async ({ utcDay, kyivToday, installer }) => {
      const yesterday = await plan(id, installer, { plannedDate: utcDay });
      expect(yesterday.status, JSON.stringify(yesterday.body)).toBe(422);
      expect(yesterday.error.errors!.plannedDate).toEqual(['The date cannot be earlier than today']);
      expect(await countPreventions(id)).toBe(0);
      const planned = await plan(id, installer, { plannedDate: kyivToday });
      expect(planned.status, JSON.stringify(planned.body)).toBe(201);
      expect(planned.data.plannedDate).toBe(kyivToday);
      // Postponed to that day before: past too.
      const moved = await w.call(preventionRoutes.update, installer, {
        params: { id: planned.data.id },
        query: { lang: 'en' },
        body: { plannedDate: utcDay, plannedTime: '10:00', reason: 'Client asked' },
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(422);
      expect(Object.keys(moved.error.errors!)).toEqual(['plannedDate']);
    });
  });

  it('a visit performed past midnight in Kyiv (still the day before in UTC): the visit, the units and the service log are on the Kyiv day, due a year from it', async () => {
    const { installationId, prevention } = await planned();
    await pastMidnightInKyiv(async ({ kyivToday, installer }) => {
      await w.server.app.rateLimit.reset(`sms-phone:${w.client.phone}`);
      expect((await w.call(preventionRoutes.sendCode, installer, { params: { id: prevention.id }, body: {} })).status).toBe(200);
      const [sms] = await outbox(w.server, w.client.phone);
      const res = await w.call(preventionRoutes.perform, installer, {
        params: { id: prevention.id },
        query: { lang: 'en' },
        body: { works, code: sms.code! },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const c = installationCardSchema.parse(res.data);
      expect(c.equipment.preventedAt).toBe(kyivToday);
      const units = c.equipment.products.flatMap((p) => p.units);
      expect(units.length).toBeGreaterThan(0);
      for (const u of units) {
        expect(u.preventedAt).toBe(kyivToday);
        expect(u.maintenanceDueAt).toBe(plusMonths(kyivToday, 12));
        expect(u.serviceLog[0]).toMatchObject({ preventionId: prevention.id, date: kyivToday });
      }
      expect(await unitsDue(installationId)).toEqual(units.map(() => ({ due: plusMonths(kyivToday, 12), prevented: kyivToday })));
      expect(c.history.at(-1)?.text).toContain(longDay(kyivToday, 'en-GB'));
      const done = preventionSchema.parse((await w.call(preventionRoutes.common, installer, { params: { id: prevention.id } })).data);
      expect(done).toMatchObject({ status: 'DONE', performedAt: kyivToday });
    });
  });
});
