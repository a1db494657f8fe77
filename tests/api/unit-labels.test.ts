import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { installationRoutes } from '../../contracts';
import { rowsOf } from '../../server/src/db/rows';
import { qrCodesOfPdf as qrCodesOf } from '../../e2e/qr-codes';
import { completionWorld, type CompletionWorld } from './installations-completion-fixtures';

/**
 * A QR label on every unit (docs/decisions/0045-unit-labels.md): the sheet of labels for whoever sees the job, and the
 * public page each label opens, with no personal data.
 */
let w: CompletionWorld;
/** A completed installation of the demo client, extended guarantee, its units' serials and label tokens. */
let done: { id: number; tokens: Map<string, string> };

const tokensOf = async (id: number) =>
  new Map(
    (await rowsOf<{ serial: string; label_token: string }>(w.db, sql`select serial, label_token from installation_units where installation_id = ${id}`)).map(
      (u) => [u.label_token, u.serial],
    ),
  );

beforeAll(async () => {
  w = await completionWorld();
  await w.certify(w.installer.id, 'ACTIVE');
  const row = await w.installation();
  await w.complete(row.id, w.fullSerials(), true);
  done = { id: row.id, tokens: await tokensOf(row.id) };
});
afterAll(() => w?.server.close());

const labels = async (id: number, size?: string, token = w.client.token) => {
  const res = await fetch(`${w.server.url}/web/installations/${id}/labels${size ? `?size=${size}` : ''}`, { headers: { authorization: `Bearer ${token}` } });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
};

describe('GET /web/installations/{id}/labels', () => {
  it('is a sheet of 24-up labels, one per unit, whose QR codes open each unit’s page in the client’s language', async () => {
    const { res, bytes } = await labels(done.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''labels-${done.id}.pdf`);
    const { pages, title, decoded } = await qrCodesOf(bytes);
    expect(pages).toHaveLength(1);
    expect(pages[0].getSize().width).toBeCloseTo(595.28, 1);
    expect(title).toBe(`Етикетки обладнання: монтаж № ${done.id}`);
    // The client's language (uk) has no prefix.
    expect(decoded.toSorted()).toEqual([...done.tokens.keys()].map((token) => `${w.server.config.webOrigins[0]}/u/${token}`).toSorted());
  });

  it('puts one label a page on the 62 mm roll', async () => {
    const { res, bytes } = await labels(done.id, 'roll-62', w.installer.token);
    expect(res.status).toBe(200);
    const { pages, decoded } = await qrCodesOf(bytes);
    expect(pages).toHaveLength(done.tokens.size);
    expect(pages[0].getSize().width).toBeCloseTo((62 * 72) / 25.4, 1);
    expect(decoded).toHaveLength(done.tokens.size);
  });

  it('is there for whoever sees the installation; 404 for others, 403 for a designer, 401 for a guest, 409 without units, 422 for a stock it does not know', async () => {
    for (const who of [w.installer, w.dealer, w.admin]) {
      expect((await w.call(installationRoutes.unitLabels, who, { params: { id: done.id } })).status).toBe(200);
    }
    expect((await w.call(installationRoutes.unitLabels, w.installer2, { params: { id: done.id } })).status).toBe(404);
    expect((await w.call(installationRoutes.unitLabels, w.projector, { params: { id: done.id } })).status).toBe(403);
    expect((await w.call(installationRoutes.unitLabels, null, { params: { id: done.id } })).status).toBe(401);
    const planned = await w.installation();
    const empty = await w.call(installationRoutes.unitLabels, w.installer, { params: { id: planned.id } });
    expect(empty.status).toBe(409);
    expect(JSON.stringify(empty.body)).toMatch(/серійними номерами/);
    expect((await labels(done.id, 'a3-2')).res.status).toBe(422);
  });

  it('is offered on the card once the job has units', async () => {
    const card = await w.call(installationRoutes.card, w.installer, { params: { id: done.id } });
    expect(card.data.canPrintLabels).toBe(true);
    const planned = await w.installation();
    expect((await w.call(installationRoutes.card, w.installer, { params: { id: planned.id } })).data.canPrintLabels).toBe(false);
  });
});

describe('GET /web/units/{token}', () => {
  it('shows anyone the model, warranty and service dates, and nothing personal', async () => {
    const [token, serial] = [...done.tokens][0];
    const res = await w.call(installationRoutes.unitByLabel, null, { params: { token }, query: { lang: 'en' } });
    expect(res.status).toBe(200);
    const [unit] = await rowsOf<{ ends: string; due: string }>(
      w.db,
      sql`select guarantee_expires_at::text as ends, maintenance_due_on::text as due from installation_units where label_token = ${token}`,
    );
    expect(res.data).toEqual({
      product: expect.any(String),
      model: expect.any(String),
      serial,
      warranty: { state: 'running', endsOn: unit.ends, extended: true },
      lastServiceOn: null,
      nextServiceDue: unit.due,
      serviceOverdue: false,
      installationId: null,
    });
    const client = (
      await rowsOf<{ name: string; lastname: string; phone: string }>(w.db, sql`select name, lastname, phone from users where id = ${w.client.id}`)
    )[0];
    for (const personal of [client.name, client.lastname, client.phone]) expect(JSON.stringify(res.body)).not.toContain(personal);
  });

  it('names the job to its parties only', async () => {
    const [token] = [...done.tokens.keys()];
    for (const who of [w.client, w.installer, w.dealer, w.admin])
      expect((await w.call(installationRoutes.unitByLabel, who, { params: { token } })).data.installationId).toBe(done.id);
    for (const who of [w.installer2, w.projector])
      expect((await w.call(installationRoutes.unitByLabel, who, { params: { token } })).data.installationId).toBeNull();
  });

  it('counts the days in Kyiv: past midnight there, a warranty and a due day that were yesterday’s are over', async () => {
    const row = await w.installation();
    await w.complete(row.id, w.fullSerials());
    const [token] = (await tokensOf(row.id)).keys();
    // Both end on a day (the real day after today, so that no real-time check meets a moved clock in the past)…
    const utcDay = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await w.db.execute(sql`update installation_units set guarantee_expires_at = ${utcDay}, maintenance_due_on = ${utcDay} where label_token = ${token}`);
    const page = async (at: string) => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${utcDay}T${at}:00Z`) });
      try {
        const res = await w.call(installationRoutes.unitByLabel, null, { params: { token } });
        expect(res.status).toBe(200);
        return { state: res.data.warranty.state, overdue: res.data.serviceOverdue };
      } finally {
        vi.useRealTimers();
      }
    };
    // …which runs to its end in Kyiv (20:30 UTC is 22:30 or 23:30 there)…
    expect(await page('20:30')).toEqual({ state: 'running', overdue: false });
    // …and is over past midnight there, while UTC is still on that day.
    expect(await page('22:30')).toEqual({ state: 'ended', overdue: true });
  });

  it('says the warranty has not started before completion; 404 for a token no unit has, 422 for one of the wrong shape', async () => {
    const planned = await w.installation();
    await w.ready(planned.id);
    const [token] = (await tokensOf(planned.id)).keys();
    const res = await w.call(installationRoutes.unitByLabel, null, { params: { token } });
    expect(res.data.warranty).toEqual({ state: 'notStarted', endsOn: null, extended: false });
    expect((await w.call(installationRoutes.unitByLabel, null, { params: { token: 'f'.repeat(32) } })).status).toBe(404);
    expect((await w.server.request('/web/units/not-a-token')).status).toBe(422);
  });
});
