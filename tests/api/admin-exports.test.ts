import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminRoutes } from '../../contracts';
import { kyivDay } from '../../contracts/kyiv-day';
import { rowsOf } from '../../server/src/db/rows';
import { ACCOUNTS_ENV, DEMO, login } from './accounts';
import { tokensOf, userIdOf } from './admin-fixtures';
import { startServer, type TestServer } from './helpers';

/**
 * The back-office's lists as files (issue 32, items 6 and 7; docs/decisions/0038-list-exports.md): the users, the dealer
 * companies and the audit log, each through its list's filters, every row once, in the request's language.
 */
let server: TestServer;
const token = tokensOf(() => server);
const admin = () => token(DEMO.admin);

beforeAll(async () => {
  server = await startServer(ACCOUNTS_ENV);
});
afterAll(() => server?.close());

async function download(path: string, query: Record<string, string>, token?: string) {
  const res = await fetch(`${server.url}${path}?${new URLSearchParams(query)}`, { headers: { authorization: `Bearer ${token ?? (await admin())}` } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}
const csvRows = (bytes: Buffer) => parse(bytes, { bom: true }) as string[][];

/** Every page of a list, as the back-office pages through it. */
async function everyPage<T>(read: (page: number) => Promise<{ data: T[]; lastPage: number }>) {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const answer = await read(page);
    items.push(...answer.data);
    if (page >= answer.lastPage) return items;
  }
}

describe('GET /admin/users/export', () => {
  it('answers the list’s rows through its filters, newest first, phones grouped, as a CSV in Ukrainian', async () => {
    const { res, bytes } = await download('/admin/users/export', { role: 'INSTALLER', lang: 'uk' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(decodeURIComponent(res.headers.get('content-disposition')!)).toMatch(/filename\*=UTF-8''користувачі-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = csvRows(bytes);
    expect(header).toEqual(['№', 'Ім’я', 'Телефон', 'Ел. пошта', 'Роль', 'Компанія', 'Стан', 'Створено']);
    const listed = await everyPage(
      async (page) => (await server.call(adminRoutes.users, { query: { role: 'INSTALLER', perPage: 100, page }, token: await admin() })).data,
    );
    expect(rows.map((r) => Number(r[0]))).toEqual(listed.map((u) => u.id));
    expect(new Set(rows.map((r) => r[4]))).toEqual(new Set(['Монтажник']));
    expect(rows.every((r) => /^\+380 \d{2} \d{3} \d{2} \d{2}$/.test(r[2]))).toBe(true);
  });

  it('reads past its batches: 1,050 accounts made in the same moment arrive once each, in the list’s order', async () => {
    await server.app.db.execute(sql`
      insert into users (name, lastname, email, phone, role_id, created_at)
      select 'Пакетний', 'Клієнт ' || g, '', '38099' || lpad(g::text, 7, '0'), (select id from roles where name = 'USER'), timestamp '2020-01-01'
      from generate_series(1, 1050) g`);
    const { res, bytes } = await download('/admin/users/export', { search: 'Пакетний', lang: 'en' });
    expect(res.status).toBe(200);
    const ids = csvRows(bytes)
      .slice(1)
      .map((r) => Number(r[0]));
    expect(ids).toHaveLength(1050);
    const expected = await rowsOf<{ id: number }>(server.app.db, sql`select id from users where name = 'Пакетний' order by created_at desc, id desc`);
    expect(ids).toEqual(expected.map((r) => r.id));
  });
});

describe('GET /admin/dealers/export', () => {
  it('answers every company the list shows, by name, as an XLSX in English', async () => {
    const { res, bytes } = await download('/admin/dealers/export', { state: 'all', format: 'xlsx', lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('Dealers');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Company', 'Code', 'Region', 'Installers', 'Phone', 'E-mail', 'Address', 'State', 'Created']);
    const names: string[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) names.push(String(row.getCell(1).value));
    });
    const listed = await everyPage(
      async (page) => (await server.call(adminRoutes.dealers, { query: { state: 'all', perPage: 100, page }, token: await admin() })).data,
    );
    expect(names).toEqual(listed.map((d) => d.companyName));
    expect(names).toContain('ТОВ «Клімат Про»');
  });
});

describe('GET /admin/audit/export', () => {
  it('writes each entry’s action, actor, subject and changes as the log page does, filtered as the log is', async () => {
    const clientId = await userIdOf(server, DEMO.user);
    const blocked = await server.call(adminRoutes.blockUser, { params: { id: clientId }, body: { reason: 'Spam' }, token: await admin() });
    expect(blocked.status).toBe(200);
    expect((await server.call(adminRoutes.unblockUser, { params: { id: clientId }, token: await admin() })).status).toBe(200);

    const { res, bytes } = await download('/admin/audit/export', { subjectType: 'user', subjectId: String(clientId), lang: 'en' });
    expect(res.status).toBe(200);
    const [header, ...rows] = csvRows(bytes);
    expect(header).toEqual(['No.', 'When', 'Action', 'Who', 'Record', 'Changes']);
    const log = await server.call(adminRoutes.audit, { query: { subjectType: 'user', subjectId: clientId, perPage: 100 }, token: await admin() });
    expect(rows.map((r) => Number(r[0]))).toEqual(log.data.data.map((e) => e.id));
    const [unblock, block] = rows;
    expect(unblock[2]).toBe('User unblocked');
    expect(block[2]).toBe('User blocked');
    expect(block[3]).toMatch(/\(Administrator\)$/);
    expect(block[4]).toBe(`User No. ${clientId}`);
    expect(block[5]).toContain('Spam');
    expect(block[5]).toContain('→');
  });
});

describe('a wrong format', () => {
  // Who may export (support only, 401 and 403 for the rest) is proven for every route of the area in tests/api/admin.test.ts.
  it('is a 422 on each export, which sends no file', async () => {
    for (const path of ['/admin/users/export', '/admin/dealers/export', '/admin/audit/export']) {
      const { res } = await download(path, { format: 'pdf' });
      expect(res.status, path).toBe(422);
      expect(res.headers.get('content-type'), path).toMatch(/^application\/json/);
    }
  });
});

describe('the days are Kyiv days', () => {
  it('a file made past midnight in Kyiv (still the day before in UTC) is named by the Kyiv day', async () => {
    // 22:30 UTC of the real day after today (ahead of the real clock, so that the session signed in then is not over).
    const utcDay = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${utcDay}T22:30:00Z`) });
    try {
      const kyivToday = kyivDay(new Date());
      expect(kyivToday).not.toBe(utcDay);
      const { res } = await download('/admin/users/export', { role: 'ADMIN', lang: 'en' }, (await login(server, DEMO.admin)).accessToken);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''users-${kyivToday}.csv`);
    } finally {
      vi.useRealTimers();
    }
  });

  it('an account or a company created at 22:30 UTC was created on the next day, the Kyiv one', async () => {
    // 22:30 UTC on 30 November is past midnight in Kyiv: the 1st of December there.
    const lateEvening = '2026-11-30T22:30:00Z';
    await server.app.db.execute(sql`
      insert into users (name, lastname, email, phone, role_id, created_at)
      values ('Вечірній', 'Клієнт', '', '380991999999', (select id from roles where name = 'USER'), ${lateEvening})`);
    const users = csvRows((await download('/admin/users/export', { search: 'Вечірній', lang: 'en' })).bytes);
    expect(users.slice(1).map((r) => r[7])).toEqual(['2026-12-01']);

    await server.app.db.execute(sql`update dealer_profiles set created_at = ${lateEvening} where company_name = 'ТОВ «Захід Кліма»'`);
    const dealers = csvRows((await download('/admin/dealers/export', { search: 'Захід', state: 'all', lang: 'en' })).bytes);
    expect(dealers.slice(1).map((r) => [r[0], r[8]])).toEqual([['ТОВ «Захід Кліма»', '2026-12-01']]);
  });
});
