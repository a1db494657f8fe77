import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installationRoutes, type CallInput } from '../../contracts';
import { rowsOf } from '../../server/src/db/rows';
import { ACCOUNTS_ENV } from './accounts';
import { startServer, type TestServer } from './helpers';
import { body, sessions, type Sessions } from './installations-fixtures';

/**
 * Support's oversight of every installation (issue 32, item 6): the list's filters by company, period and serial, and
 * the list as a CSV or XLSX file through the same filters and the same row visibility (docs/decisions/0038-list-exports.md).
 */
let server: TestServer;
let s: Sessions;
type Query = CallInput<typeof installationRoutes.list>['query'];

beforeAll(async () => {
  server = await startServer(ACCOUNTS_ENV);
  s = await sessions(server);
});
afterAll(() => server?.close());

const ids = async (token: string, query: Query) => {
  const res = await server.call(installationRoutes.list, { query: { perPage: 100, ...query }, token });
  expect(res.status, body(res)).toBe(200);
  return res.data.data.map((i) => i.id);
};
const column = async (query: ReturnType<typeof sql>) => (await rowsOf<{ id: number }>(server.app.db, query)).map((r) => r.id).sort((a, b) => a - b);
const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

async function download(token: string, query: Record<string, string>) {
  const res = await fetch(`${server.url}/web/installations/export?${new URLSearchParams(query)}`, { headers: { authorization: `Bearer ${token}` } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}
const csvRows = (bytes: Buffer) => parse(bytes, { bom: true }) as string[][];

describe('the list’s oversight filters', () => {
  it('narrows support’s list to one company, a period of the listed date, or the job of a serial; a dealer naming another company finds none', async () => {
    const [second] = await rowsOf<{ id: number }>(server.app.db, sql`select dealer_id as id from dealer_profiles where dealer_id <> ${s.dealer.id} limit 1`);
    // A job of the second company, so that the filter has something to leave out.
    await server.app.db.execute(sql`
      insert into installations (work_order_type, certification_type_id, code, creator_id, client_id, dealer_id, city)
      select 'INSTALLATION', id, 'NEW', ${second.id}, ${s.client.id}, ${second.id}, 'Львів' from certification_types where code = 'RAC'`);
    const ofDemo = await column(sql`select id from installations where dealer_id = ${s.dealer.id} and code <> 'DRAFT'`);
    const everyone = await column(sql`select id from installations where code <> 'DRAFT'`);
    expect(ofDemo.length).toBeGreaterThan(0);
    expect(everyone.length).toBeGreaterThan(ofDemo.length);
    expect(sorted(await ids(s.admin.token, { dealerId: s.dealer.id }))).toEqual(ofDemo);
    expect(await ids(s.admin.token, { dealerId: second.id })).toHaveLength(1);
    expect(await ids(s.dealer.token, { dealerId: second.id })).toEqual([]);
    expect(sorted(await ids(s.dealer.token, { dealerId: s.dealer.id }))).toEqual(sorted(await ids(s.dealer.token, {})));

    const [{ day }] = await rowsOf<{ day: string }>(
      server.app.db,
      sql`select to_char(coalesce(planned_at, (created_at at time zone 'UTC')::date), 'YYYY-MM-DD') as day from installations where code <> 'DRAFT' order by id limit 1`,
    );
    const inPeriod = await ids(s.admin.token, { from: day, to: day });
    expect(inPeriod.length).toBeGreaterThan(0);
    expect(sorted(inPeriod)).toEqual(
      await column(sql`select id from installations where code <> 'DRAFT' and coalesce(planned_at, (created_at at time zone 'UTC')::date) = ${day}::date`),
    );
    expect(await ids(s.admin.token, { from: day, to: '1999-12-31' })).toEqual([]);

    const [unit] = await rowsOf<{ serial: string; installationId: number }>(
      server.app.db,
      sql`select serial, installation_id as "installationId" from installation_units order by id limit 1`,
    );
    const typed = `${unit.serial.slice(0, 3).toLowerCase()}-${unit.serial.slice(3)}`;
    expect(await ids(s.admin.token, { serial: typed })).toContain(unit.installationId);
    expect(await ids(s.admin.token, { serial: 'NO-SUCH-SERIAL-1' })).toEqual([]);

    for (const bad of [{ from: '2026-02-30' }, { to: 'yesterday' }, { dealerId: 'x' }, { serial: 'x'.repeat(41) }]) {
      expect((await server.call(installationRoutes.list, { query: bad as Query, token: s.admin.token })).status, JSON.stringify(bad)).toBe(422);
    }
  });
});

describe('GET /web/installations/export', () => {
  it('answers the list’s rows through the same filters, newest first, as a CSV in the reader’s language with a BOM for spreadsheets', async () => {
    const { res, bytes } = await download(s.admin.token, { dealerId: String(s.dealer.id), lang: 'uk' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename\*=UTF-8''/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = csvRows(bytes);
    expect(header).toEqual(['№', 'Вид робіт', 'Стан', 'Дата', 'Адреса', 'Клієнт', 'Монтажник', 'Дилерська компанія', 'Обладнання']);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => Number(r[0]))).toEqual(await ids(s.admin.token, { dealerId: s.dealer.id }));
    expect(new Set(rows.map((r) => r[7]))).toEqual(new Set(['ТОВ «Клімат Про»']));
  });

  it('exports each person’s own rows only, as an XLSX with a header in English', async () => {
    const { res, bytes } = await download(s.installer.token, { format: 'xlsx', lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('Installations');
    expect(sheet.getRow(1).values).toEqual([undefined, 'No.', 'Work type', 'State', 'Date', 'Address', 'Client', 'Installer', 'Dealer company', 'Equipment']);
    const exported: number[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) exported.push(Number(row.getCell(1).value));
    });
    const listed = await server.call(installationRoutes.list, { query: { perPage: 100 }, token: s.installer.token });
    expect(listed.data.totalIsExact).toBe(true);
    expect(exported).toEqual(listed.data.data.map((i) => i.id));
  });

  it('reads past its batches: 1,050 rows of one day arrive once each, newest first', async () => {
    const [rac] = await rowsOf<{ id: number }>(server.app.db, sql`select id from certification_types where code = 'RAC'`);
    await server.app.db.execute(sql`
      insert into installations (work_order_type, certification_type_id, code, creator_id, client_id, installer_id, dealer_id, planned_at, city, created_at)
      select 'INSTALLATION', ${rac.id}, 'NEW', ${s.installer.id}, ${s.client.id}, ${s.installer.id}, ${s.dealer.id}, date '1990-01-02', 'Київ',
             timestamp '2020-01-01' + (g % 7) * interval '1 second'
      from generate_series(1, 1050) g`);
    const { res, bytes } = await download(s.admin.token, { from: '1990-01-02', to: '1990-01-02' });
    expect(res.status).toBe(200);
    const rows = csvRows(bytes).slice(1);
    expect(rows).toHaveLength(1050);
    const exported = rows.map((r) => Number(r[0]));
    expect(new Set(exported).size).toBe(1050);
    const expected = await rowsOf<{ id: number }>(
      server.app.db,
      sql`select id from installations where planned_at = '1990-01-02' order by created_at desc, id desc`,
    );
    expect(exported).toEqual(expected.map((r) => r.id));
  });

  it('refuses the designer (403), a guest (401) and an unknown format (422)', async () => {
    expect((await download(s.designer.token, {})).res.status).toBe(403);
    expect((await fetch(`${server.url}/web/installations/export`)).status).toBe(401);
    expect((await download(s.admin.token, { format: 'pdf' })).res.status).toBe(422);
  });
});
