import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OBJECT_FILE_MAX_BYTES, objectRoutes, type BuildingObjectBody } from '../../contracts';
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

const newObject = async (token: string, fields: Partial<BuildingObjectBody> = {}) => {
  const res = await server.call(objectRoutes.create, {
    body: { name: 'ЖК «Сонячний», кв. 7', address: 'Київ, вул. Липова, 3', comment: 'Дві кімнати', ...fields },
    token,
  });
  expect(res.status, body(res)).toBe(201);
  return res.data;
};
const show = (id: number, token: string) => server.call(objectRoutes.show, { params: { id }, token });
const list = (token: string, query: { search?: string; page?: unknown; perPage?: number } = {}) => server.call(objectRoutes.list, { query, token });
const equipments = (id: number, token: string) => server.call(objectRoutes.equipments, { params: { id }, token });
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
    const found = await list(s.designer.token, { search: 'північн' });
    expect(found.status, body(found)).toBe(200);
    expect(found.data.data.map((o) => o.id)).toEqual([created.id]);
    expect(found.data).toMatchObject({ currentPage: 1, perPage: 10, total: 1 });
    const all = (await list(s.designer.token)).data;
    expect(all.total).toBeGreaterThanOrEqual(4);
    expect(all.data[0].id).toBe(created.id);

    const updated = await server.call(objectRoutes.update, {
      params: { id: created.id },
      body: { name: 'Склад «Південний»', address: 'Одеса, вул. Портова, 1' },
      token: s.designer.token,
    });
    expect(updated.status, body(updated)).toBe(200);
    expect(updated.data).toMatchObject({ name: 'Склад «Південний»', address: 'Одеса, вул. Портова, 1', comment: '' });
    expect((await show(created.id, s.designer.token)).data.name).toBe('Склад «Південний»');

    expect((await server.call(objectRoutes.remove, { params: { id: created.id }, token: s.designer.token })).status).toBe(200);
    expect((await show(created.id, s.designer.token)).status).toBe(404);
  });

  it('another designer gets 404 on the object, the admin sees and changes it, other roles get 403', async () => {
    const { id } = await newObject(s.designer.token);
    const params = { id };
    for (const [name, call] of [
      ['show', (token: string) => show(id, token)],
      ['update', (token: string) => server.call(objectRoutes.update, { params, body: { name: 'x', address: 'y' }, token })],
      ['equipments', (token: string) => equipments(id, token)],
      ['specification', (token: string) => server.call(objectRoutes.specification, { params, token })],
      ['remove', (token: string) => server.call(objectRoutes.remove, { params, token })],
    ] as const) {
      expect((await call(other.token)).status, name).toBe(404);
      for (const role of forbiddenRoles()) expect((await call(role.token)).status, name).toBe(403);
    }
    expect((await list(other.token)).data.data.map((o) => o.id)).not.toContain(id);
    const adminList = await list(s.admin.token, { perPage: 100 });
    expect(adminList.data.data.find((o) => o.id === id)).toMatchObject({ owner: { id: s.designer.id } });
    expect((await server.call(objectRoutes.update, { params, body: { name: 'Перевірено', address: 'Київ' }, token: s.admin.token })).status).toBe(200);
    expect((await server.call(objectRoutes.remove, { params, token: s.admin.token })).status).toBe(200);
    expect((await show(id, s.designer.token)).status).toBe(404);
  });

  it('refuses bad input with 422 per field and writes nothing', async () => {
    const before = (await list(s.designer.token)).data.total;
    for (const [payload, fields] of [
      [{ name: '', address: 'Київ' }, ['name']],
      [{ name: '   ', address: '' }, ['name', 'address']],
      [{ name: 'x'.repeat(201), address: 'Київ', comment: 'y'.repeat(2001) }, ['name', 'comment']],
      [{ name: 42, address: ['Київ'] }, ['name', 'address']],
    ] as const) {
      const res = await server.call(objectRoutes.create, { invalidBody: payload, token: s.designer.token });
      expect(res.status, body(res)).toBe(422);
      expect(Object.keys(res.error.errors).sort()).toEqual([...fields].sort());
    }
    expect((await list(s.designer.token, { page: 0 })).status).toBe(422);
    expect((await server.call(objectRoutes.show, { params: { id: 'abc' }, token: s.designer.token })).status).toBe(422);
    expect((await list(s.designer.token)).data.total).toBe(before);
  });

  it('the demo designer has seeded objects with equipment and documents, whose bytes are drawn in code', async () => {
    const seeded = (await list(s.designer.token)).data.data.filter((o) => o.equipmentCount > 0);
    expect(seeded.length).toBeGreaterThanOrEqual(3);
    expect(seeded.some((o) => o.documentsCount > 0 && o.total > 0)).toBe(true);
    const documents = (await Promise.all(seeded.map(async (o) => (await equipments(o.id, s.designer.token)).data.documents))).flat();
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
    const token = s.designer.token;
    const products = (query: { search?: string; page?: unknown; group?: unknown; type?: unknown }) => server.call(objectRoutes.products, { query, token });
    const groups = await server.call(objectRoutes.groups, { query: { lang: 'en' }, token });
    expect(groups.status, body(groups)).toBe(200);
    expect(groups.data.length).toBeGreaterThan(0);
    const types = await server.call(objectRoutes.types, { query: { lang: 'en' }, token });
    expect(types.data.map((t) => t.id).sort()).toEqual(['HP', 'LCAC', 'RAC']);
    const group = groups.data[0].id;
    const groupTypes = await server.call(objectRoutes.types, { query: { group }, token });
    expect(groupTypes.status).toBe(200);
    const type = groupTypes.data[0].id;
    const page = await products({ group, type });
    expect(page.status, body(page)).toBe(200);
    expect(page.data.perPage).toBe(10);
    expect(page.data.data.length).toBeGreaterThan(0);
    for (const p of page.data.data) expect(p).toMatchObject({ groupId: group, type, archived: false });
    const [first] = page.data.data;
    const found = await products({ search: first.sku });
    expect(found.data.data.map((p) => p.sku)).toContain(first.sku);
    const second = await products({ page: 2 });
    expect(second.data.currentPage).toBe(2);
    expect((await products({ search: '%%' })).data.total).toBe(0);
    for (const bad of [{ type: 'XX' }, { group: 0 }, { page: 'abc' }]) expect((await products(bad)).status, JSON.stringify(bad)).toBe(422);
  });

  it('is open to the admin and refused (403) to the other roles', async () => {
    for (const route of [objectRoutes.groups, objectRoutes.types, objectRoutes.products, objectRoutes.list]) {
      expect((await server.call(route, { token: s.admin.token })).status, route.path).toBe(200);
      for (const role of forbiddenRoles()) expect((await server.call(route, { token: role.token })).status, route.path).toBe(403);
      expect((await server.call(route)).status, route.path).toBe(401);
    }
  });
});

describe("an object's equipment", () => {
  it('adds products, changes a quantity, removes one; sums follow the prices', async () => {
    const { id } = await newObject(s.designer.token);
    const [a, b] = await productIds(server, 'RAC', 2);
    const put = (productId: number, quantity: number, token = s.designer.token) =>
      server.call(objectRoutes.putEquipment, { params: { id, productId }, body: { quantity }, token });
    const remove = (productId: number) => server.call(objectRoutes.removeEquipment, { params: { id, productId }, token: s.designer.token });
    expect((await put(a, 2)).status).toBe(200);
    const res = await put(b, 1);
    expect(res.data.equipments.map((e) => e.product.id)).toEqual([a, b]);
    const changed = await put(a, 5);
    const [ea, eb] = changed.data.equipments;
    expect(ea.quantity).toBe(5);
    expect(ea.total).toBe(5 * ea.product.price);
    expect(changed.data.total).toBe(ea.total + eb.total);
    const read = await equipments(id, s.designer.token);
    expect(read.data).toEqual(changed.data);
    expect((await show(id, s.designer.token)).data).toMatchObject({ equipmentCount: 2, total: changed.data.total });

    const removed = await remove(b);
    expect(removed.data.equipments).toHaveLength(1);
    expect((await remove(b)).status).toBe(404);

    // Bad quantities and unknown or archived products: 422, nothing changes.
    for (const quantity of [0, -1, 1.5, 1000, '2', null]) {
      const bad = await server.call(objectRoutes.putEquipment, { params: { id, productId: a }, invalidBody: { quantity }, token: s.designer.token });
      expect(bad.status, String(quantity)).toBe(422);
      expect(Object.keys(bad.error.errors)).toEqual(['quantity']);
    }
    const [archived] = await rowsOf<{ id: number }>(server.app.db, sql`select id from products where archived limit 1`);
    for (const productId of [2_000_000_000, ...(archived ? [archived.id] : [])]) {
      const bad = await put(productId, 1);
      expect(bad.status, body(bad)).toBe(422);
      expect(Object.keys(bad.error.errors)).toEqual(['product']);
    }
    expect((await equipments(id, s.designer.token)).data.equipments).toHaveLength(1);

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
    const attach = (documents: string[], token = s.designer.token) => server.call(objectRoutes.addDocuments, { params: { id }, body: { documents }, token });
    const res = await attach([photo, video, pdf, sheet]);
    expect(res.status, body(res)).toBe(200);
    const attached = res.data.documents;
    expect(attached.map((d) => [d.name, d.type, d.category])).toEqual([
      ['План.png', 'png', 'photo'],
      ['Огляд.mp4', 'mp4', 'file'],
      ['Технічне завдання.pdf', 'pdf', 'document'],
      ['Розрахунок.xlsx', 'xlsx', 'document'],
    ]);
    expect((await show(id, s.designer.token)).data.documentsCount).toBe(4);
    await expectPrivate(id, attached);

    // 21 MB: uploaded (the general limit is larger) but refused as an object document.
    const big = await uploadInChunks([server], s.designer.token, mp4Bytes(OBJECT_FILE_MAX_BYTES + 1024 * 1024), 10 * 1024 * 1024, 'big.mp4');
    expect(big.last.status, body(big.last)).toBe(200);
    const tooLarge = await attach([big.path]);
    expect(tooLarge.status, body(tooLarge)).toBe(422);
    expect(Object.keys(tooLarge.error.errors)).toEqual(['documents']);

    const dealers = await upload(s.dealer.token, await pngBytes(), 'dealer.png');
    expect((await attach([dealers])).status).toBe(422);
    expect((await attach(['not-a-path'])).status).toBe(422);
    expect((await attach([])).status).toBe(422);
    expect((await equipments(id, s.designer.token)).data.documents).toHaveLength(4);

    const mine = await upload(other.token, await pngBytes(), 'other.png');
    expect((await attach([mine], other.token)).status).toBe(404);
    for (const role of forbiddenRoles()) expect((await attach([photo], role.token)).status).toBe(403);

    const removeDocument = () => server.call(objectRoutes.removeDocument, { params: { id, documentId: attached[0].id }, token: s.designer.token });
    const removed = await removeDocument();
    expect(removed.status).toBe(200);
    expect(removed.data.documents).toHaveLength(3);
    expect((await fetch(attached[0].url.replace(/^https?:\/\/[^/]+/, server.url), auth(s.designer.token))).status).toBe(404);
    expect((await removeDocument()).status).toBe(404);
  });
});

describe('the specification', () => {
  it('downloads as a PDF and a spreadsheet in the request language; 422 for an unknown format', async () => {
    const { id } = await newObject(s.designer.token, { name: 'Квартира Шевченків' });
    const [a] = await productIds(server, 'HP', 1);
    expect((await server.call(objectRoutes.putEquipment, { params: { id, productId: a }, body: { quantity: 2 }, token: s.designer.token })).status).toBe(200);
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

    expect((await server.call(objectRoutes.specification, { params: { id }, query: { format: 'doc' }, token: s.designer.token })).status).toBe(422);
  });
});
