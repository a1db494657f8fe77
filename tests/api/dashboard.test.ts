import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardRoutes, type CallInput, type Dashboard } from '../../contracts';
import { rowsOf } from '../../server/src/db/rows';
import { ACCOUNTS_ENV, DEMO } from './accounts';
import { NOT_ADMIN, tokensOf, userIdOf } from './admin-fixtures';
import { startServer, type TestServer } from './helpers';

/**
 * The dashboards (issue 32, item 6; docs/decisions/0039-dashboards.md): who may read which company's numbers, and every
 * number equal to what this test counts itself from the rows, in plain TypeScript over the tables.
 */
let server: TestServer;
const token = tokensOf(() => server);

beforeAll(async () => {
  server = await startServer(ACCOUNTS_ENV);
});
afterAll(() => server?.close());

type Query = CallInput<typeof dashboardRoutes.dashboard>['query'];
const dashboard = (phone: string, query: Query = {}) => token(phone).then((t) => server.call(dashboardRoutes.dashboard, { query, token: t }));

const monthOf = (d: Date) => d.toISOString().slice(0, 7);
const monthsBack = (now: Date, n: number) => monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 1)));
const addMonthsUtc = (d: Date, n: number) => {
  const r = new Date(d);
  r.setUTCMonth(r.getUTCMonth() + n);
  return r;
};

type JobRow = {
  id: number;
  kind: 'INSTALLATION' | 'SERVICE' | 'PREVENTION';
  code: string;
  dealer_id: number | null;
  archived: boolean;
  created_at: Date;
  completed_at: Date | null;
  work_done_on: string | null;
  prevented_at: Date | null;
};
type GradeRow = { dealer_id: number | null; code: string; work: number; communication: number; created_at: Date };
type CertificationRow = { dealer_id: number | null; status: string; expires_at: Date | null };

/** The numbers of `company` (null: the network) over `from`..`to`, counted here from the rows themselves. */
async function counted(company: number | null, from: string, to: string, now: Date) {
  const jobs = (
    await rowsOf<JobRow>(
      server.app.db,
      sql`select id, work_order_type as kind, code, dealer_id, archived, created_at, completed_at, work_done_on::text, prevented_at from installations`,
    )
  ).filter((j) => j.code !== 'DRAFT' && (company === null || j.dealer_id === company));
  const inPeriod = (d: Date | null) => d !== null && monthOf(new Date(d)) >= from && monthOf(new Date(d)) <= to;

  const months: Record<string, Record<string, number>> = {};
  for (const j of jobs.filter((j) => j.code !== 'CANCELLED' && inPeriod(j.created_at))) {
    const m = (months[monthOf(new Date(j.created_at))] ??= { INSTALLATION: 0, SERVICE: 0, PREVENTION: 0 });
    m[j.kind] += 1;
  }

  const days = jobs
    .filter((j) => !j.archived && inPeriod(j.completed_at))
    .map((j) => (new Date(j.completed_at!).getTime() - new Date(j.created_at).getTime()) / 86_400_000)
    .sort((a, b) => a - b);
  const median = days.length === 0 ? null : days.length % 2 ? days[(days.length - 1) / 2] : (days[days.length / 2 - 1] + days[days.length / 2]) / 2;

  const grades = (
    await rowsOf<GradeRow>(
      server.app.db,
      sql`select i.dealer_id, i.code, g.work_rating as work, g.communication_rating as communication, g.created_at
          from installation_grades g join installations i on i.id = g.installation_id`,
    )
  ).filter((g) => g.code !== 'DRAFT' && (company === null || g.dealer_id === company) && inPeriod(g.created_at));
  const histogram = (pick: (g: GradeRow) => number) => [1, 2, 3, 4, 5].map((r) => grades.filter((g) => pick(g) === r).length);

  const overdue = jobs.filter((j) => {
    if (j.code !== 'COMPLETED' && j.code !== 'PREVENTION') return false;
    const last = j.prevented_at ?? (j.work_done_on ? new Date(`${j.work_done_on}T12:00:00Z`) : j.completed_at);
    return last !== null && addMonthsUtc(new Date(last), 12) < now;
  }).length;

  const until = now.getTime() + 30 * 86_400_000;
  const expiring = (
    await rowsOf<CertificationRow>(
      server.app.db,
      sql`select u.dealer_id, c.status, c.expires_at from installer_certifications c join users u on u.id = c.installer_id`,
    )
  ).filter(
    (c) =>
      c.status === 'ACTIVE' &&
      c.expires_at !== null &&
      new Date(c.expires_at).getTime() > now.getTime() &&
      new Date(c.expires_at).getTime() <= until &&
      (company === null || c.dealer_id === company),
  ).length;

  return {
    months,
    completed: days.length,
    median,
    grades: { count: grades.length, work: histogram((g) => g.work), communication: histogram((g) => g.communication) },
    overdue,
    expiring,
  };
}

/** The answer's numbers beside the counted ones. */
function expectCounted(answer: Dashboard, c: Awaited<ReturnType<typeof counted>>) {
  for (const m of answer.months) {
    expect({ month: m.month, ...(c.months[m.month] ?? { INSTALLATION: 0, SERVICE: 0, PREVENTION: 0 }) }).toEqual(m);
  }
  expect(answer.completion.count).toBe(c.completed);
  if (c.median === null) expect(answer.completion.medianDays).toBeNull();
  else expect(answer.completion.medianDays).toBeCloseTo(c.median, 0);
  expect(answer.grades.count).toBe(c.grades.count);
  expect(answer.grades.work).toEqual(c.grades.work);
  expect(answer.grades.communication).toEqual(c.grades.communication);
  expect(answer.maintenanceOverdue.count).toBe(c.overdue);
  expect(answer.certificationsExpiring.count).toBe(c.expiring);
}

describe('GET /web/dashboard', () => {
  it('answers support and a dealer’s people; every other role is refused', async () => {
    for (const [role, phone] of Object.entries(NOT_ADMIN)) {
      const res = await dashboard(phone);
      expect(res.status, role).toBe(['DEALER', 'DEALER_DEPUTY', 'DEALER_ASSISTANT'].includes(role) ? 200 : 403);
    }
    expect((await dashboard(DEMO.admin)).status).toBe(200);
    expect((await server.call(dashboardRoutes.dashboard)).status).toBe(401);
  });

  it('shows a dealer’s people their company, support the network or the company it names; another company is not found', async () => {
    const dealerId = await userIdOf(server, DEMO.dealer);
    for (const phone of [DEMO.dealer, NOT_ADMIN.DEALER_DEPUTY, NOT_ADMIN.DEALER_ASSISTANT]) {
      const res = await dashboard(phone);
      expect(res.data.company?.id, phone).toBe(dealerId);
    }
    expect((await dashboard(DEMO.admin)).data.company).toBeNull();
    expect((await dashboard(DEMO.admin, { dealerId })).data.company?.id).toBe(dealerId);

    const [other] = await rowsOf<{ id: number }>(server.app.db, sql`select dealer_id as id from dealer_profiles where dealer_id <> ${dealerId} limit 1`);
    expect((await dashboard(DEMO.dealer, { dealerId: other.id })).status).toBe(404);
    expect((await dashboard(DEMO.dealer, { dealerId })).status).toBe(200);
    const notACompany = await dashboard(DEMO.admin, { dealerId: await userIdOf(server, DEMO.user) });
    expect(notACompany.status).toBe(422);
    expect(notACompany.error.errors).toEqual({ dealerId: ['Оберіть дилерську компанію зі списку'] });
  });

  it('counts what the tables hold, for the network and for a company', async () => {
    const now = new Date();
    const from = monthsBack(now, 35);
    const to = monthOf(now);
    const dealerId = await userIdOf(server, DEMO.dealer);

    const network = await dashboard(DEMO.admin, { from, to });
    expect(network.status).toBe(200);
    expect(network.data.months).toHaveLength(36);
    expect(network.data.months.reduce((sum, m) => sum + m.INSTALLATION + m.SERVICE + m.PREVENTION, 0)).toBeGreaterThan(0);
    expect(network.data.grades.count).toBeGreaterThan(0);
    expect(network.data.completion.count).toBeGreaterThan(0);
    expectCounted(network.data, await counted(null, from, to, now));

    const company = await dashboard(DEMO.dealer, { from, to });
    expectCounted(company.data, await counted(dealerId, from, to, now));
    expect(company.data.grades.lowest.every((g) => Math.min(g.workRating, g.communicationRating) < 5)).toBe(true);
  });

  it('reads the database at every request: a new job, a low grade and an expiring certification show at once', async () => {
    const dealerId = await userIdOf(server, DEMO.dealer);
    const installerId = await userIdOf(server, DEMO.installer);
    const clientId = await userIdOf(server, DEMO.user);
    const before = (await dashboard(DEMO.dealer)).data;

    const [job] = await rowsOf<{ id: number }>(
      server.app.db,
      sql`insert into installations (work_order_type, certification_type_id, code, creator_id, client_id, installer_id, dealer_id, city, completed_at)
          select 'SERVICE', id, 'COMPLETED', ${installerId}, ${clientId}, ${installerId}, ${dealerId}, 'Київ', now() from certification_types where code = 'RAC'
          returning id`,
    );
    await server.app.db.execute(
      sql`insert into installation_grades (installation_id, client_id, installer_id, work_rating, communication_rating, work_comment)
          values (${job.id}, ${clientId}, ${installerId}, 1, 2, 'Left a mess')`,
    );
    await server.app.db.execute(
      sql`insert into installer_certifications (installer_id, certification_level_id, status, decided_at, expires_at)
          select ${installerId}, l.id, 'ACTIVE', now(), now() + interval '3 days' from certification_levels l order by l.id limit 1`,
    );

    const after = (await dashboard(DEMO.dealer)).data;
    const month = monthOf(new Date());
    const count = (d: Dashboard) => d.months.find((m) => m.month === month)!.SERVICE;
    expect(count(after)).toBe(count(before) + 1);
    expect(after.completion.count).toBe(before.completion.count + 1);
    expect(after.grades.count).toBe(before.grades.count + 1);
    expect(after.grades.work[0]).toBe(before.grades.work[0] + 1);
    expect(after.grades.lowest[0]).toMatchObject({ installationId: job.id, workRating: 1, communicationRating: 2, comment: 'Left a mess' });
    expect(after.certificationsExpiring.count).toBe(before.certificationsExpiring.count + 1);
    expect(after.certificationsExpiring.items[0].installer.id).toBe(installerId);
  });

  it('refuses a period that is malformed, reversed or longer than 36 months, per field', async () => {
    for (const [query, field] of [
      [{ from: '2026-13' }, 'from'],
      [{ to: 'soon' }, 'to'],
      [{ from: '2026-05', to: '2026-04' }, 'to'],
      [{ from: '2020-01', to: '2023-01' }, 'to'],
      [{ dealerId: 'x' }, 'dealerId'],
    ] as const) {
      const res = await token(DEMO.admin).then((t) => server.call(dashboardRoutes.dashboard, { invalidQuery: query, token: t }));
      expect(res.status, JSON.stringify(query)).toBe(422);
      expect(Object.keys(res.error.errors), JSON.stringify(query)).toEqual([field]);
    }
    expect((await dashboard(DEMO.admin, { from: '2020-01', to: '2022-12' })).data.months).toHaveLength(36);
  });
});
