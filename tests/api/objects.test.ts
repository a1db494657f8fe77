import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OBJECT_FILE_MAX_BYTES } from '../../contracts';
import { rowsOf } from '../../server/src/db/rows';
import { ACCOUNTS_ENV, login, newAccount } from './accounts';
import { startServer, type TestServer } from './helpers';
import { body, productIds, sessions, type Sessions } from './installations-fixtures';
import { chunkFields, mp4Bytes, pdfBytes, pngBytes, sendChunk, uploadInChunks, xlsxBytes } from './upload-client';

/** Building objects (docs/domain.md#building-objects, docs/decisions/0027-building-objects.md): every route and role. */
let server: TestServer;
let s: Sessions;
/** A second designer, made from a fresh account. */
let other: { token: string; id: number };
beforeAll(async () => {
  server = await startServer(ACCOUNTS_ENV);
  s = await sessions(server);
  const account = await newAccount(server);
  await server.app.db.execute(sql`update users set role_id = (select id from roles where name = 'PROJECTOR') where id = ${account.user.id}`);
  const again = await login(server, account.phone, account.password);
  other = { token: again.accessToken, id: again.user.id };
});
afterAll(() => server?.close());

const req = (path: string, token: string, init: { method?: string; body?: unknown } = {}) => server.request(path, { ...init, token });
const newObject = async (token: string, fields: Record<string, unknown> = {}) => {
  const res = await req('/web/building-objects', token, {
    method: 'POST',
    body: { name: 'ЖК «Сонячний», кв. 7', address: 'Київ, вул. Липова, 3', comment: 'Дві кімнати', ...fields },
  });
  expect(res.status, body(res)).toBe(201);
  return res.body.data as { id: number; name: string; total: number; equipmentCount: number; documentsCount: number };
};
async function upload(token: string, bytes: Buffer, name: string) {
  const res = await sendChunk(server, token, chunkFields(0, bytes.length, bytes.length), bytes, name);
  expect(res.status, body(res)).toBe(201);
  return res.body.data.path as string;
}
const forbiddenRoles = () => [s.client, s.installer, s.dealer];

describe('objects: create, read, update, delete', () => {
  it('a designer creates, lists, searches, reads, edits and deletes its own object', async () => {
    const created = await newObject(s.designer.token, { name: 'Склад «Північний»' });
    expect(created).toMatchObject({ name: 'Склад «Північний»', total: 0, equipmentCount: 0, documentsCount: 0 });
    const list = await req('/web/building-objects?search=північн', s.designer.token);
    expect(list.status, body(list)).toBe(200);
    expect(list.body.data.data.map((o: { id: number }) => o.id)).toEqual([created.id]);
    expect(list.body.data).toMatchObject({ currentPage: 1, perPage: 10, total: 1 });
    const all = await req('/web/building-objects', s.designer.token);
    expect(all.body.data.total).toBeGreaterThanOrEqual(4);
    expect(all.body.data.data[0].id).toBe(created.id);

    const updated = await req(`/web/building-objects/${created.id}`, s.designer.token, {
      method: 'PUT',
      body: { name: 'Склад «Південний»', address: 'Одеса, вул. Портова, 1' },
    });
    expect(updated.status, body(updated)).toBe(200);
    expect(updated.body.data).toMatchObject({ name: 'Склад «Південний»', address: 'Одеса, вул. Портова, 1', comment: '' });
    expect((await req(`/web/building-objects/${created.id}`, s.designer.token)).body.data.name).toBe('Склад «Південний»');

    expect((await req(`/web/building-objects/${created.id}`, s.designer.token, { method: 'DELETE' })).status).toBe(200);
    expect((await req(`/web/building-objects/${created.id}`, s.designer.token)).status).toBe(404);
  });

  it('another designer gets 404 on the object, the admin sees and changes it, other roles get 403', async () => {
    const { id } = await newObject(s.designer.token);
    for (const [method, path, payload] of [
      ['GET', `/web/building-objects/${id}`],
      ['PUT', `/web/building-objects/${id}`, { name: 'x', address: 'y' }],
      ['GET', `/web/building-objects/${id}/equipments`],
      ['GET', `/web/building-objects/${id}/specification`],
      ['DELETE', `/web/building-objects/${id}`],
    ] as const) {
      expect((await req(path, other.token, { method, body: payload })).status, `${method} ${path}`).toBe(404);
      for (const role of forbiddenRoles()) expect((await req(path, role.token, { method, body: payload })).status, `${method} ${path}`).toBe(403);
    }
    expect((await req('/web/building-objects', other.token)).body.data.data.map((o: { id: number }) => o.id)).not.toContain(id);
    const adminList = await req(`/web/building-objects?perPage=100`, s.admin.token);
    expect(adminList.body.data.data.find((o: { id: number }) => o.id === id)).toMatchObject({ owner: { id: s.designer.id } });
    expect((await req(`/web/building-objects/${id}`, s.admin.token, { method: 'PUT', body: { name: 'Перевірено', address: 'Київ' } })).status).toBe(200);
    expect((await req(`/web/building-objects/${id}`, s.admin.token, { method: 'DELETE' })).status).toBe(200);
    expect((await req(`/web/building-objects/${id}`, s.designer.token)).status).toBe(404);
  });

  it('refuses bad input with 422 per field and writes nothing', async () => {
    const before = (await req('/web/building-objects', s.designer.token)).body.data.total;
    for (const [payload, fields] of [
      [{ name: '', address: 'Київ' }, ['name']],
      [{ name: '   ', address: '' }, ['name', 'address']],
      [{ name: 'x'.repeat(201), address: 'Київ', comment: 'y'.repeat(2001) }, ['name', 'comment']],
      [{ name: 42, address: ['Київ'] }, ['name', 'address']],
    ] as const) {
      const res = await req('/web/building-objects', s.designer.token, { method: 'POST', body: payload });
      expect(res.status, body(res)).toBe(422);
      expect(Object.keys(res.body.errors).sort()).toEqual([...fields].sort());
    }
    expect((await req('/web/building-objects?page=0', s.designer.token)).status).toBe(422);
    expect((await req('/web/building-objects/abc', s.designer.token)).status).toBe(422);
    expect((await req('/web/building-objects', s.designer.token)).body.data.total).toBe(before);
  });

  it('the demo designer has seeded objects with equipment and documents, whose bytes are drawn in code', async () => {
    const list = (await req('/web/building-objects', s.designer.token)).body.data.data as {
      id: number;
      equipmentCount: number;
      documentsCount: number;
      total: number;
    }[];
    const seeded = list.filter((o) => o.equipmentCount > 0);
    expect(seeded.length).toBeGreaterThanOrEqual(3);
    expect(seeded.some((o) => o.documentsCount > 0 && o.total > 0)).toBe(true);
    const documents = (
      await Promise.all(seeded.map(async (o) => (await req(`/web/building-objects/${o.id}/equipments`, s.designer.token)).body.data.documents))
    ).flat() as { type: string; url: string; size: number }[];
    expect(documents.map((d) => d.type).sort()).toEqual(['jpg', 'jpg', 'jpg', 'pdf']);
    for (const d of documents) {
      const res = await fetch(`${server.url}${new URL(d.url).pathname}`, auth(s.designer.token));
      expect(res.status, d.url).toBe(200);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(0, 3).toString('hex')).toBe(d.type === 'pdf' ? '255044' : 'ffd8ff'); // %PD or a JPEG's SOI marker
      expect(d.size, 'the listed size is the file’s').toBe(bytes.length);
    }
  });
});

describe('equipment catalogue', () => {
  it('groups, types of a group, and products paged by 10 with group, type and search', async () => {
    const groups = await req('/web/building-objects/equipments/groups?lang=en', s.designer.token);
    expect(groups.status, body(groups)).toBe(200);
    expect(groups.body.data.length).toBeGreaterThan(0);
    const types = await req(`/web/building-objects/equipments/types?lang=en`, s.designer.token);
    expect(types.body.data.map((t: { id: string }) => t.id).sort()).toEqual(['HP', 'LCAC', 'RAC']);
    const group = groups.body.data[0].id as number;
    const groupTypes = await req(`/web/building-objects/equipments/types?group=${group}`, s.designer.token);
    expect(groupTypes.status).toBe(200);
    const type = groupTypes.body.data[0].id as string;
    const page = await req(`/web/building-objects/equipments/products?group=${group}&type=${type}`, s.designer.token);
    expect(page.status, body(page)).toBe(200);
    expect(page.body.data.perPage).toBe(10);
    expect(page.body.data.data.length).toBeGreaterThan(0);
    for (const p of page.body.data.data) expect(p).toMatchObject({ groupId: group, type, archived: false });
    const [first] = page.body.data.data as { name: string; sku: string }[];
    const found = await req(`/web/building-objects/equipments/products?search=${encodeURIComponent(first.sku)}`, s.designer.token);
    expect(found.body.data.data.map((p: { sku: string }) => p.sku)).toContain(first.sku);
    const second = await req('/web/building-objects/equipments/products?page=2', s.designer.token);
    expect(second.body.data.currentPage).toBe(2);
    expect((await req('/web/building-objects/equipments/products?search=%25%25', s.designer.token)).body.data.total).toBe(0);
    for (const bad of ['type=XX', 'group=0', 'page=abc'])
      expect((await req(`/web/building-objects/equipments/products?${bad}`, s.designer.token)).status, bad).toBe(422);
  });

  it('is open to the admin and refused (403) to the other roles', async () => {
    for (const path of [
      '/web/building-objects/equipments/groups',
      '/web/building-objects/equipments/types',
      '/web/building-objects/equipments/products',
      '/web/building-objects',
    ]) {
      expect((await req(path, s.admin.token)).status, path).toBe(200);
      for (const role of forbiddenRoles()) expect((await req(path, role.token)).status, path).toBe(403);
      expect((await server.request(path)).status, path).toBe(401);
    }
  });
});

describe("an object's equipment", () => {
  it('adds products, changes a quantity, removes one; sums follow the prices', async () => {
    const { id } = await newObject(s.designer.token);
    const [a, b] = await productIds(server, 'RAC', 2);
    const put = (productId: number, quantity: unknown, token = s.designer.token) =>
      req(`/web/building-objects/${id}/equipments/${productId}`, token, { method: 'PUT', body: { quantity } });
    expect((await put(a, 2)).status).toBe(200);
    const res = await put(b, 1);
    expect(res.body.data.equipments.map((e: { product: { id: number } }) => e.product.id)).toEqual([a, b]);
    const changed = await put(a, 5);
    const [ea, eb] = changed.body.data.equipments as { quantity: number; total: number; product: { price: number } }[];
    expect(ea.quantity).toBe(5);
    expect(ea.total).toBe(5 * ea.product.price);
    expect(changed.body.data.total).toBe(ea.total + eb.total);
    const read = await req(`/web/building-objects/${id}/equipments`, s.designer.token);
    expect(read.body.data).toEqual(changed.body.data);
    expect((await req(`/web/building-objects/${id}`, s.designer.token)).body.data).toMatchObject({ equipmentCount: 2, total: changed.body.data.total });

    const removed = await req(`/web/building-objects/${id}/equipments/${b}`, s.designer.token, { method: 'DELETE' });
    expect(removed.body.data.equipments).toHaveLength(1);
    expect((await req(`/web/building-objects/${id}/equipments/${b}`, s.designer.token, { method: 'DELETE' })).status).toBe(404);

    // Bad quantities and unknown or archived products: 422, nothing changes.
    for (const quantity of [0, -1, 1.5, 1000, '2', null]) {
      const bad = await put(a, quantity);
      expect(bad.status, String(quantity)).toBe(422);
      expect(Object.keys(bad.body.errors)).toEqual(['quantity']);
    }
    const [archived] = await rowsOf<{ id: number }>(server.app.db, sql`select id from products where archived limit 1`);
    for (const productId of [2_000_000_000, ...(archived ? [archived.id] : [])]) {
      const bad = await put(productId, 1);
      expect(bad.status, body(bad)).toBe(422);
      expect(Object.keys(bad.body.errors)).toEqual(['product']);
    }
    expect((await req(`/web/building-objects/${id}/equipments`, s.designer.token)).body.data.equipments).toHaveLength(1);

    expect((await put(a, 1, other.token)).status).toBe(404);
    for (const role of forbiddenRoles()) expect((await put(a, 1, role.token)).status).toBe(403);
    expect((await put(b, 3, s.admin.token)).status).toBe(200);
  });
});

const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

/**
 * Documents are private: their bytes come through the authorised route with their type and name, to the owner
 * and the admin only (404 to another designer, 403 to other roles, 401 to a guest), never at /storage.
 */
async function expectPrivate(id: number, documents: { id: number; name: string; type: string; url: string }[]) {
  for (const d of documents) {
    const path = new URL(d.url).pathname;
    expect(path).toBe(`/web/building-objects/${id}/documents/${d.id}`);
    const res = await fetch(`${server.url}${path}`, auth(s.designer.token));
    expect(res.status, d.name).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent(d.name));
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    if (d.type === 'pdf') {
      expect(res.headers.get('content-type')).toContain('application/pdf');
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    } else await res.arrayBuffer();
  }
  const path = new URL(documents[0].url).pathname;
  expect((await fetch(`${server.url}${path}`, auth(s.admin.token))).status).toBe(200);
  expect((await fetch(`${server.url}${path}`, auth(other.token))).status).toBe(404);
  for (const role of forbiddenRoles()) expect((await fetch(`${server.url}${path}`, auth(role.token))).status).toBe(403);
  expect((await fetch(`${server.url}${path}`)).status).toBe(401);
  expect((await fetch(`${server.url}/web/building-objects/${id}/documents/999999`, auth(s.designer.token))).status).toBe(404);
  const rows = await rowsOf<{ key: string }>(server.app.db, sql`select key from building_object_documents where object_id = ${id}`);
  for (const { key } of rows) {
    expect(key.startsWith('private/')).toBe(true);
    expect((await fetch(`${server.url}/storage/${key}`)).status).toBe(404);
  }
}

describe("an object's documents", () => {
  it('attaches photos, videos and documents together, refuses a 21 MB file and someone else’s upload, removes one', async () => {
    const { id } = await newObject(s.designer.token);
    const photo = await upload(s.designer.token, await pngBytes(), 'План.png');
    const video = await upload(s.designer.token, mp4Bytes(4096), 'Огляд.mp4');
    const pdf = await upload(s.designer.token, await pdfBytes(), 'Технічне завдання.pdf');
    const sheet = await upload(s.designer.token, await xlsxBytes(), 'Розрахунок.xlsx');
    const attach = (documents: string[], token = s.designer.token) =>
      req(`/web/building-objects/${id}/documents`, token, { method: 'POST', body: { documents } });
    const res = await attach([photo, video, pdf, sheet]);
    expect(res.status, body(res)).toBe(200);
    const attached = res.body.data.documents as { id: number; name: string; type: string; category: string; url: string }[];
    expect(attached.map((d) => [d.name, d.type, d.category])).toEqual([
      ['План.png', 'png', 'photo'],
      ['Огляд.mp4', 'mp4', 'file'],
      ['Технічне завдання.pdf', 'pdf', 'document'],
      ['Розрахунок.xlsx', 'xlsx', 'document'],
    ]);
    expect((await req(`/web/building-objects/${id}`, s.designer.token)).body.data.documentsCount).toBe(4);
    await expectPrivate(id, attached);

    // 21 MB: uploaded (the general limit is larger) but refused as an object document.
    const big = await uploadInChunks([server], s.designer.token, mp4Bytes(OBJECT_FILE_MAX_BYTES + 1024 * 1024), 10 * 1024 * 1024, 'big.mp4');
    expect(big.last.status, body(big.last)).toBe(200);
    const tooLarge = await attach([big.path]);
    expect(tooLarge.status, body(tooLarge)).toBe(422);
    expect(Object.keys(tooLarge.body.errors)).toEqual(['documents']);

    const dealers = await upload(s.dealer.token, await pngBytes(), 'dealer.png');
    expect((await attach([dealers])).status).toBe(422);
    expect((await attach(['not-a-path'])).status).toBe(422);
    expect((await attach([])).status).toBe(422);
    expect((await req(`/web/building-objects/${id}/equipments`, s.designer.token)).body.data.documents).toHaveLength(4);

    const mine = await upload(other.token, await pngBytes(), 'other.png');
    expect((await attach([mine], other.token)).status).toBe(404);
    for (const role of forbiddenRoles()) expect((await attach([photo], role.token)).status).toBe(403);

    const documentId = res.body.data.documents[0].id as number;
    const removed = await req(`/web/building-objects/${id}/documents/${documentId}`, s.designer.token, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(removed.body.data.documents).toHaveLength(3);
    expect((await fetch(attached[0].url.replace(/^https?:\/\/[^/]+/, server.url), auth(s.designer.token))).status).toBe(404);
    expect((await req(`/web/building-objects/${id}/documents/${documentId}`, s.designer.token, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('the specification', () => {
  it('downloads as a PDF and a spreadsheet in the request language; 422 for an unknown format', async () => {
    const { id } = await newObject(s.designer.token, { name: 'Квартира Шевченків' });
    const [a] = await productIds(server, 'HP', 1);
    expect((await req(`/web/building-objects/${id}/equipments/${a}`, s.designer.token, { method: 'PUT', body: { quantity: 2 } })).status).toBe(200);
    const pdf = await fetch(`${server.url}/web/building-objects/${id}/specification?lang=pl`, { headers: { authorization: `Bearer ${s.designer.token}` } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`specification-object-${id}.pdf`);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const xlsx = await fetch(`${server.url}/web/building-objects/${id}/specification?format=xlsx&lang=en`, {
      headers: { authorization: `Bearer ${s.admin.token}` },
    });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    const bytes = Buffer.from(await xlsx.arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const cells = sheet.getSheetValues().flat().map(String);
    expect(cells).toContain('Total');
    expect(cells.some((c) => c.includes('Квартира Шевченків'))).toBe(true);

    expect((await req(`/web/building-objects/${id}/specification?format=doc`, s.designer.token)).status).toBe(422);
  });
});
