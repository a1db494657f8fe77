import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGroupRoutes, adminProductRoutes, adminPropertyRoutes, adminRoutes, catalogImportRoutes, catalogRoutes } from '../../contracts';
import { ACCOUNTS_ENV, DEMO } from './accounts';
import { NOT_ADMIN, tokensOf } from './admin-fixtures';
import { startServer, type TestServer } from './helpers';
import { chunkFields, mp4Bytes, pdfBytes, pngBytes, sendChunk } from './upload-client';

/**
 * The catalogue in the back-office (contracts/catalog-import.ts): the import of a file (the command line's report as a
 * dry run in the operator's language, then the same file written in one transaction with its audit entry, or nothing)
 * and the products one at a time (the same checks and writer), archived and restored.
 */
let server: TestServer;
const token = tokensOf(() => server);
const operator = () => token(DEMO.admin);
const json = (res: { status: number; body: unknown }) => JSON.stringify(res.body);

beforeAll(async () => {
  server = await startServer(ACCOUNTS_ENV);
});
afterAll(() => server?.close());

const form = (name: string, text: string) => {
  const body = new FormData();
  body.append('file', new Blob([text]), name);
  return body;
};
const check = async (name: string, text: string, lang: 'uk' | 'en' | 'pl' = 'en', as?: string) =>
  server.call(catalogImportRoutes.check, { body: form(name, text), query: { lang }, token: as ?? (await operator()) });
const apply = async (name: string, text: string, lang: 'uk' | 'en' | 'pl' = 'en', as?: string) =>
  server.call(catalogImportRoutes.apply, { body: form(name, text), query: { lang }, token: as ?? (await operator()) });
const priceOf = async (sku: string) => {
  const list = await server.call(catalogRoutes.products, { query: { perPage: 100, search: sku, lang: 'en' } });
  return list.data.products.data.find((p) => p.sku === sku)?.price;
};
const version = async () => (await server.call(catalogRoutes.version)).data.version;

const HEADER = 'sku,price,group\n';

describe('POST /admin/catalog/import/check and /admin/catalog/import', () => {
  it('answer support only: 401 for a guest, 403 for every other role', async () => {
    for (const call of [check, apply]) {
      expect((await server.call(catalogImportRoutes.check, { body: form('a.csv', HEADER) })).status).toBe(401);
      for (const [role, phone] of Object.entries(NOT_ADMIN)) expect((await call('a.csv', HEADER, 'en', await token(phone))).status, role).toBe(403);
    }
  });

  it('the check reports what the file would change and every bad row, in the operator’s language, and writes nothing', async () => {
    const before = await priceOf('AUR-12HRN1-W');
    const v = await version();
    const text = `${HEADER}AUR-12HRN1-W,21999,\nNEW-1,100,windows\nNEW-2,-5,\n`;
    const en = await check('prices.csv', text, 'en');
    expect(en.status, json(en)).toBe(200);
    // The rows without issues still say what they would do.
    expect(en.data).toMatchObject({ applied: false, created: 0, updated: 1 });
    expect(en.data.issues).toEqual(
      expect.arrayContaining([
        { where: 'line 3 (NEW-1)', field: 'group', message: 'unknown group windows' },
        { where: 'line 4 (NEW-2)', field: 'price', message: 'Must be at least 0' },
      ]),
    );
    const uk = await check('prices.csv', text, 'uk');
    expect(uk.data.issues).toEqual(expect.arrayContaining([{ where: 'рядок 3 (NEW-1)', field: 'group', message: 'невідома група windows' }]));

    const clean = await check('prices.csv', `${HEADER}AUR-12HRN1-W,21999,\n`);
    expect(clean.data).toEqual({ applied: false, groups: 0, properties: 0, created: 0, updated: 1, issues: [] });
    expect(await priceOf('AUR-12HRN1-W')).toBe(before);
    expect(await version()).toBe(v);
  });

  it('the import refuses a file with issues (422 listing them) and writes a clean one at once, logged, the shop following', async () => {
    const before = await priceOf('ZEN-12HRN1-S');
    const refused = await apply('prices.csv', `${HEADER}ZEN-12HRN1-S,1,\nNEW-3,-5,\n`);
    expect(refused.status).toBe(422);
    expect(refused.error.errors?.file).toEqual(expect.arrayContaining(['line 3 (NEW-3): price: Must be at least 0']));
    expect(await priceOf('ZEN-12HRN1-S')).toBe(before);

    const v = await version();
    const done = await apply('prices.csv', `${HEADER}ZEN-12HRN1-S,29999,\n`);
    expect(done.status, json(done)).toBe(200);
    expect(done.data).toMatchObject({ applied: true, created: 0, updated: 1, issues: [] });
    // Each API copy trusts the catalogue version it read for a moment (CATALOG_VERSION_TTL_MS), then answers the new data.
    await expect.poll(() => priceOf('ZEN-12HRN1-S'), { timeout: 5000 }).toBe(29999);
    expect(await version()).not.toBe(v);
    const [entry] = (await server.call(adminRoutes.audit, { query: { action: 'catalog.import' }, token: await operator() })).data.data;
    expect(entry).toMatchObject({ subjectType: 'catalog', subjectId: Number(await version()), after: { file: 'prices.csv', created: 0, updated: 1 } });
  });

  it('refuses what is no catalogue file: another extension, JSON that does not parse, no file at all (422 on file)', async () => {
    for (const [name, text] of [
      ['prices.txt', HEADER],
      ['catalog.json', '{"products": ['],
    ]) {
      const res = await check(name, text);
      expect(res.status, name).toBe(422);
      expect(Object.keys(res.error.errors ?? {})).toEqual(['file']);
    }
    const none = await server.call(catalogImportRoutes.check, { body: new FormData(), token: await operator() });
    expect(none.status).toBe(422);
  });
});

const newProduct = (sku: string) => ({
  sku,
  group: 'wall-split',
  kind: 'RAC' as const,
  series: 'Test',
  price: 18999,
  guaranteeYears: 3,
  name: { uk: 'Тестовий кондиціонер', en: 'Test air conditioner', pl: 'Klimatyzator testowy' },
  description: { uk: 'Опис.', en: 'A description.', pl: 'Opis.' },
});
const idOf = async (sku: string) =>
  (await server.call(adminProductRoutes.list, { query: { search: sku }, token: await operator() })).data.data.find((p) => p.sku === sku)!.id;
/** Whether the shop's list offers the product (an archived product's page stays, for the installations that name it). */
const shopHas = async (id: number, sku: string) =>
  (await server.call(catalogRoutes.products, { query: { perPage: 100, search: sku, lang: 'en' } })).data.products.data.some((p) => p.id === id);

describe('/admin/catalog/products', () => {
  it('answer support only: 401 for a guest, 403 for every other role, on every route', async () => {
    const id = await idOf('AUR-09HRN1-W');
    const calls = {
      list: (t?: string) => server.call(adminProductRoutes.list, { token: t }),
      product: (t?: string) => server.call(adminProductRoutes.product, { params: { id }, token: t }),
      update: (t?: string) => server.call(adminProductRoutes.update, { params: { id }, body: { guaranteeYears: 3 }, token: t }),
      create: (t?: string) => server.call(adminProductRoutes.create, { body: newProduct('ROLE-TEST-1'), token: t }),
    };
    expect(Object.keys(calls).toSorted()).toEqual(Object.keys(adminProductRoutes).toSorted());
    for (const [name, call] of Object.entries(calls)) {
      expect((await call()).status, name).toBe(401);
      for (const [role, phone] of Object.entries(NOT_ADMIN)) expect((await call(await token(phone))).status, `${name} as ${role}`).toBe(403);
      expect((await call(await operator())).status, name).toBe(name === 'create' ? 201 : 200);
    }
  });

  it('adds a product with what every product needs: on sale at once with the placeholder photo, logged; a SKU in use is refused', async () => {
    const res = await server.call(adminProductRoutes.create, { body: newProduct('NEW-PORTABLE-9'), token: await operator() });
    expect(res.status, json(res)).toBe(201);
    expect(res.data).toMatchObject({
      sku: 'NEW-PORTABLE-9',
      group: 'wall-split',
      kind: 'RAC',
      price: 18999,
      archived: false,
      photos: [],
      colors: [],
      properties: [],
    });
    await expect.poll(() => shopHas(res.data.id, 'NEW-PORTABLE-9'), { timeout: 5000 }).toBe(true);
    const card = await server.call(catalogRoutes.product, { params: { id: res.data.id }, query: { lang: 'pl' } });
    expect(card.data.name).toBe('Klimatyzator testowy');
    const [entry] = (await server.call(adminRoutes.audit, { query: { subjectType: 'product', subjectId: res.data.id }, token: await operator() })).data.data;
    expect(entry).toMatchObject({ action: 'product.create', before: null, after: { price: 18999, series: 'Test' } });

    const again = await server.call(adminProductRoutes.create, { body: newProduct('NEW-PORTABLE-9'), query: { lang: 'en' }, token: await operator() });
    expect(again.status).toBe(422);
    expect(again.error.errors).toEqual({ sku: [expect.stringMatching(/already exists/)] });
    const unknownGroup = await server.call(adminProductRoutes.create, {
      body: { ...newProduct('NEW-PORTABLE-10'), group: 'windows' },
      query: { lang: 'en' },
      token: await operator(),
    });
    expect(unknownGroup.status).toBe(422);
    expect(Object.keys(unknownGroup.error.errors ?? {})).toEqual(['group']);
    const bad = await server.call(adminProductRoutes.create, { invalidBody: { ...newProduct('bad sku!'), kind: 'FRIDGE' }, token: await operator() });
    expect(Object.keys(bad.error.errors ?? {}).toSorted()).toEqual(['kind', 'sku']);
  });

  it('changes a product’s details (colours, a video, a download, the specification, a filter value with its label), logged; the card shows them', async () => {
    const id = await idOf('AUR-12HRN1-W');
    const before = (await server.call(adminProductRoutes.product, { params: { id }, token: await operator() })).data;
    const details = {
      colors: [{ hex: '#101820', name: { uk: 'Графіт', en: 'Graphite', pl: 'Grafit' } }],
      videos: [{ type: 'youtube' as const, url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: { uk: 'Огляд', en: 'Review', pl: 'Recenzja' } }],
      files: [{ url: 'https://example.com/manual.pdf', name: { uk: 'Інструкція', en: 'Manual', pl: 'Instrukcja' }, size: 2_400_000 }],
      features: { ...before.features, en: [...before.features.en, { name: 'Warranty line', value: 'Premium' }] },
      energyClass: 'A+++',
      properties: [...before.properties, { property: 'series', value: 'graphite', label: { uk: 'Графіт', en: 'Graphite', pl: 'Grafit' } }],
    };
    const res = await server.call(adminProductRoutes.update, { params: { id }, body: details, token: await operator() });
    expect(res.status, json(res)).toBe(200);
    expect(res.data).toMatchObject({ ...details, properties: expect.arrayContaining([expect.objectContaining({ property: 'series', value: 'graphite' })]) });
    await expect
      .poll(async () => (await server.call(catalogRoutes.product, { params: { id }, query: { lang: 'en' } })).data.colors, { timeout: 5000 })
      .toEqual([{ hex: '#101820', name: 'Graphite' }]);
    const card = (await server.call(catalogRoutes.product, { params: { id }, query: { lang: 'en' } })).data;
    expect(card.additionalFiles).toEqual([{ name: 'Manual', url: 'https://example.com/manual.pdf', size: 2_400_000 }]);
    const [entry] = (await server.call(adminRoutes.audit, { query: { subjectType: 'product', subjectId: id }, token: await operator() })).data.data;
    expect(Object.keys(entry.after!).toSorted()).toEqual(['catalogVersion', 'colors', 'energyClass', 'features', 'files', 'properties', 'videos']);

    const refused = await server.call(adminProductRoutes.update, {
      params: { id },
      invalidBody: { colors: [{ hex: 'graphite', name: details.colors[0].name }], files: [{ url: 'catalog/none.pdf', name: details.files[0].name, size: 1 }] },
      query: { lang: 'en' },
      token: await operator(),
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.error.errors ?? {})).toEqual(['colors']);
    const missing = await server.call(adminProductRoutes.update, {
      params: { id },
      body: { files: [{ url: 'catalog/none.pdf', name: details.files[0].name, size: 1 }] },
      query: { lang: 'en' },
      token: await operator(),
    });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.error.errors ?? {})).toEqual(['files']);
  });

  it('finds products by SKU or name, changes a price and an English name (the other languages stay), logged; the shop follows', async () => {
    const id = await idOf('ZEN-09HRN1-S');
    const before = (await server.call(adminProductRoutes.product, { params: { id }, token: await operator() })).data;
    expect(before).toMatchObject({ sku: 'ZEN-09HRN1-S', archived: false, name: { uk: expect.any(String), en: expect.any(String), pl: expect.any(String) } });
    const byName = await server.call(adminProductRoutes.list, { query: { search: before.name.en.slice(0, 8), lang: 'en' }, token: await operator() });
    expect(byName.data.data.map((p) => p.id)).toContain(id);

    const name = { ...before.name, en: `${before.name.en} (2027)` };
    const res = await server.call(adminProductRoutes.update, { params: { id }, body: { price: 33333, name }, token: await operator() });
    expect(res.status, json(res)).toBe(200);
    expect(res.data).toMatchObject({ price: 33333, name, description: before.description });
    await expect
      .poll(async () => (await server.call(catalogRoutes.product, { params: { id }, query: { lang: 'en' } })).data.name, { timeout: 5000 })
      .toBe(name.en);
    const [entry] = (await server.call(adminRoutes.audit, { query: { subjectType: 'product', subjectId: id }, token: await operator() })).data.data;
    expect(entry).toMatchObject({ action: 'product.update', before: { price: before.price, name: before.name }, after: { price: 33333, name } });
  });

  it('archives a product (gone from the shop’s lists, kept in the back-office’s) and restores it', async () => {
    const id = await idOf('AUR-09HRN1-W');
    const archived = await server.call(adminProductRoutes.update, { params: { id }, body: { archived: true }, token: await operator() });
    expect(archived.data.archived).toBe(true);
    const list = await server.call(adminProductRoutes.list, { query: { state: 'archived' }, token: await operator() });
    expect(list.data.data.map((p) => p.id)).toContain(id);
    await expect.poll(() => shopHas(id, 'AUR-09HRN1-W'), { timeout: 5000 }).toBe(false);
    await server.call(adminProductRoutes.update, { params: { id }, body: { archived: false }, token: await operator() });
    await expect.poll(() => shopHas(id, 'AUR-09HRN1-W'), { timeout: 5000 }).toBe(true);
    const actions = (await server.call(adminRoutes.audit, { query: { subjectType: 'product', subjectId: id }, token: await operator() })).data.data.map(
      (e) => e.action,
    );
    expect(actions.slice(0, 2)).toEqual(['product.restore', 'product.archive']);
  });

  it('adds an uploaded photo after the kept one, and the shop shows both in that order; a key that is not the product’s is refused', async () => {
    const id = await idOf('ZEN-12HRN1-S');
    const before = (await server.call(adminProductRoutes.product, { params: { id }, token: await operator() })).data;
    const png = await pngBytes();
    const upload = await sendChunk(server, await operator(), chunkFields(0, png.length, png.length), png, 'side.png');
    const photos = [before.photos[0].key, upload.body.data.path as string];
    const res = await server.call(adminProductRoutes.update, { params: { id }, body: { photos }, token: await operator() });
    expect(res.status, json(res)).toBe(200);
    expect(res.data.photos).toHaveLength(2);
    expect(res.data.photos[0]).toEqual(before.photos[0]);
    expect(res.data.photos[1].url).toMatch(/\/storage\/photos\/.+\.png$/);
    await expect
      .poll(async () => (await server.call(catalogRoutes.product, { params: { id }, query: { lang: 'en' } })).data.photos, { timeout: 5000 })
      .toEqual(res.data.photos.map((p) => p.url));

    const other = (await server.call(adminProductRoutes.product, { params: { id: await idOf('AUR-12HRN1-W') }, token: await operator() })).data;
    const stolen = await server.call(adminProductRoutes.update, { params: { id }, body: { photos: [other.photos[0].key] }, token: await operator() });
    expect(stolen.status).toBe(422);
    expect(Object.keys(stolen.error.errors ?? {})).toEqual(['photos']);

    // Dropping the seed's photo keeps its file (the catalogue's generated media are shared by a model's variants).
    const seedPhoto = res.data.photos[0].url.replace(/^https?:\/\/[^/]+/, server.url);
    const dropped = await server.call(adminProductRoutes.update, { params: { id }, body: { photos: [res.data.photos[1].key] }, token: await operator() });
    expect(dropped.status, json(dropped)).toBe(200);
    expect((await fetch(seedPhoto)).status).toBe(200);
  });

  it('makes an uploaded MP4 a product video and an uploaded PDF a download (its size the file’s own); a photo as a video or a video as a download is refused', async () => {
    const id = await idOf('ZEN-09HRN1-S');
    const upload = async (bytes: Uint8Array, name: string) =>
      (await sendChunk(server, await operator(), chunkFields(0, bytes.length, bytes.length), bytes, name)).body.data.path as string;
    const title = { uk: 'Огляд', en: 'Overview', pl: 'Przegląd' };
    const name = { uk: 'Інструкція', en: 'Manual', pl: 'Instrukcja' };
    const pdf = await pdfBytes();

    const wrongVideo = await server.call(adminProductRoutes.update, {
      params: { id },
      body: { videos: [{ type: 'file', url: await upload(await pngBytes(), 'still.png'), title }] },
      query: { lang: 'en' },
      token: await operator(),
    });
    expect(wrongVideo.error.errors.videos[0]).toBe('Choose an MP4 video: every browser plays it');
    const wrongFile = await server.call(adminProductRoutes.update, {
      params: { id },
      body: { files: [{ url: await upload(mp4Bytes(4096), 'clip.mp4'), name, size: 0 }] },
      token: await operator(),
    });
    expect(Object.keys(wrongFile.error.errors)).toEqual(['files']);

    const res = await server.call(adminProductRoutes.update, {
      params: { id },
      body: {
        videos: [{ type: 'youtube', url: await upload(mp4Bytes(4096), 'overview.mp4'), title }],
        files: [{ url: await upload(pdf, 'manual.pdf'), name, size: 0 }],
      },
      token: await operator(),
    });
    expect(res.status, json(res)).toBe(200);
    expect(res.data.videos).toEqual([{ type: 'file', url: expect.stringMatching(/^files\/.+\.mp4$/), title }]);
    expect(res.data.files).toEqual([{ url: expect.stringMatching(/^documents\/.+\.pdf$/), name, size: pdf.length }]);
    const card = (await server.call(catalogRoutes.product, { params: { id }, query: { lang: 'en' } })).data;
    expect(card.additionalFiles).toEqual([{ name: 'Manual', url: expect.stringMatching(/\/storage\/documents\/.+\.pdf$/), size: pdf.length }]);
    const served = await fetch(card.additionalFiles[0].url.replace(/^https?:\/\/[^/]+/, server.url));
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);
    expect(card.videos[0]).toMatchObject({ type: 'file', url: expect.stringMatching(/\/storage\/files\/.+\.mp4$/), title: 'Overview' });

    // The download dropped, its file goes once the change commits; the video kept, its file stays.
    expect((await server.call(adminProductRoutes.update, { params: { id }, body: { files: [] }, token: await operator() })).status).toBe(200);
    const local = (url: string) => url.replace(/^https?:\/\/[^/]+/, server.url);
    await expect.poll(async () => (await fetch(local(card.additionalFiles[0].url))).status, { timeout: 5000 }).toBe(404);
    expect((await fetch(local(card.videos[0].url))).status).toBe(200);
  });

  it('refuses bad input per field (422) in the user’s language and changes nothing; 404 for no product', async () => {
    const id = await idOf('AUR-12HRN1-W');
    const before = (await server.call(adminProductRoutes.product, { params: { id }, token: await operator() })).data;
    for (const [body, field] of [
      [{ price: -1 }, 'price'],
      [{ guaranteeYears: 31 }, 'guaranteeYears'],
      [{ name: { uk: 'x', en: '', pl: 'y' } }, 'name'],
      // Not a field of the form (the SKU is the product's key), and an empty change.
      [{ sku: 'OTHER' }, 'body'],
      [{}, 'body'],
    ] as const) {
      const res = await server.call(adminProductRoutes.update, { params: { id }, invalidBody: body, query: { lang: 'pl' }, token: await operator() });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.error.errors ?? {}), json(res)).toEqual([field]);
    }
    expect((await server.call(adminProductRoutes.product, { params: { id }, token: await operator() })).data).toEqual(before);
    expect((await server.call(adminProductRoutes.product, { params: { id: 999_999 }, token: await operator() })).status).toBe(404);
  });
});

const NAMES = { uk: 'Рекуператори', en: 'Heat recovery units', pl: 'Rekuperatory' };
const ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10" fill="#0369a1"/></svg>';

describe('/admin/catalog/groups', () => {
  const groups = async () => (await server.call(adminGroupRoutes.list, { token: await operator() })).data;

  it('add a group with its SVG icon, kept without scripts or outside references and served as an image that runs nothing; the menu shows it', async () => {
    const hostile =
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" onload="alert(1)"><script>alert(2)</script>' +
      '<a href="javascript:alert(3)"><rect width="24" height="24" fill="#0369a1"/></a><image href="https://evil.example/x.png"/>' +
      '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject></svg>';
    const res = await server.call(adminGroupRoutes.create, {
      body: { slug: 'heat-recovery', name: NAMES, position: 40, icon: hostile },
      token: await operator(),
    });
    expect(res.status, json(res)).toBe(201);
    expect(res.data).toMatchObject({ slug: 'heat-recovery', name: NAMES, position: 40, productsCount: 0 });
    const served = await fetch(res.data.icon.replace(/^https?:\/\/[^/]+/, server.url));
    expect(served.headers.get('content-type')).toContain('image/svg+xml');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    const svg = await served.text();
    expect(svg).toMatch(/^<svg/);
    expect(svg).toContain('#0369a1');
    for (const gone of ['script', 'onload', 'javascript:', 'evil.example', 'foreignObject']) expect(svg, gone).not.toContain(gone);
    await expect
      .poll(async () => (await server.call(catalogRoutes.groups, { query: { lang: 'pl' } })).data.find((g) => g.id === res.data.id)?.name, { timeout: 5000 })
      .toBe(NAMES.pl);
    const [entry] = (await server.call(adminRoutes.audit, { query: { subjectType: 'catalogGroup', subjectId: res.data.id }, token: await operator() })).data
      .data;
    expect(entry).toMatchObject({ action: 'catalogGroup.create', before: null, after: { names: NAMES, position: 40 } });

    const replaced = await server.call(adminGroupRoutes.update, { params: { id: res.data.id }, body: { icon: ICON }, token: await operator() });
    expect(replaced.status, json(replaced)).toBe(200);
    expect(replaced.data.icon).not.toBe(res.data.icon);
    expect(await (await fetch(replaced.data.icon.replace(/^https?:\/\/[^/]+/, server.url))).text()).toContain('circle');
    const [change] = (await server.call(adminRoutes.audit, { query: { subjectType: 'catalogGroup', subjectId: res.data.id }, token: await operator() })).data
      .data;
    expect(change).toMatchObject({ action: 'catalogGroup.update', before: { icon: expect.stringContaining('heat-recovery') } });
  });

  it('refuse a group whose address is in use, an icon that is no SVG drawing, or a bad address, per field in the operator’s language, and add nothing', async () => {
    const list = await groups();
    expect(list.length, JSON.stringify(list)).toBeGreaterThan(0);
    const before = list.length;
    const taken = await server.call(adminGroupRoutes.create, {
      body: { slug: list[0].slug, name: NAMES, icon: ICON },
      query: { lang: 'uk' },
      token: await operator(),
    });
    expect(taken.status).toBe(422);
    expect(taken.error.errors.slug[0]).toBe('Група з такою адресою вже є.');
    for (const icon of ['<html><body>hi</body></html>', 'not a drawing', '<svg'])
      expect(
        (await server.call(adminGroupRoutes.create, { body: { slug: 'bad-icon', name: NAMES, icon }, token: await operator() })).error.errors,
        icon,
      ).toHaveProperty('icon');
    const badSlug = await server.call(adminGroupRoutes.create, { body: { slug: 'Heat Pumps!', name: NAMES, icon: ICON }, token: await operator() });
    expect(badSlug.error.errors).toHaveProperty('slug');
    expect((await groups()).length).toBe(before);
  });

  it('answer support only: 401 for a guest, 403 for every other role, on every route', async () => {
    const id = (await groups())[0].id;
    const calls = {
      list: (t?: string) => server.call(adminGroupRoutes.list, { token: t }),
      create: (t?: string) => server.call(adminGroupRoutes.create, { body: { slug: 'roles', name: NAMES, icon: ICON }, token: t }),
      update: (t?: string) => server.call(adminGroupRoutes.update, { params: { id }, body: { position: 0 }, token: t }),
      remove: (t?: string) => server.call(adminGroupRoutes.remove, { params: { id: 999_999 }, token: t }),
    };
    expect(Object.keys(calls).toSorted()).toEqual(Object.keys(adminGroupRoutes).toSorted());
    for (const [name, call] of Object.entries(calls)) {
      expect((await call()).status, name).toBe(401);
      for (const [role, phone] of Object.entries(NOT_ADMIN)) expect((await call(await token(phone))).status, `${name} as ${role}`).toBe(403);
    }
  });

  it('renames a group in three languages, logged; the catalogue menu follows', async () => {
    const [first] = await groups();
    const name = { uk: `${first.name.uk} ✓`, en: `${first.name.en} (new)`, pl: `${first.name.pl} (nowa)` };
    const res = await server.call(adminGroupRoutes.update, { params: { id: first.id }, body: { name }, token: await operator() });
    expect(res.status, json(res)).toBe(200);
    expect(res.data).toMatchObject({ id: first.id, name, productsCount: first.productsCount });
    await expect
      .poll(async () => (await server.call(catalogRoutes.groups, { query: { lang: 'en' } })).data.find((g) => g.id === first.id)?.name, { timeout: 5000 })
      .toBe(name.en);
    const [entry] = (await server.call(adminRoutes.audit, { query: { subjectType: 'catalogGroup', subjectId: first.id }, token: await operator() })).data.data;
    expect(entry).toMatchObject({ action: 'catalogGroup.update', before: { names: first.name }, after: { names: name } });
  });

  it('refuses to remove a group with products and says how many; removes an empty one', async () => {
    const full = (await groups()).find((g) => g.productsCount > 0)!;
    const refused = await server.call(adminGroupRoutes.remove, { params: { id: full.id }, query: { lang: 'en' }, token: await operator() });
    expect(refused.status).toBe(409);
    expect(refused.error.message).toContain(`${full.productsCount} products belong to this group`);

    const icon = (await groups())[0].icon.replace(/^.*\/storage\//, '');
    const file = JSON.stringify({ groups: [{ slug: 'empty-group', icon, name: { uk: 'Порожня', en: 'Empty', pl: 'Pusta' }, position: 99 }], products: [] });
    expect((await apply('groups.json', file)).status).toBe(200);
    const empty = (await groups()).find((g) => g.slug === 'empty-group')!;
    expect(empty.productsCount).toBe(0);
    const removed = await server.call(adminGroupRoutes.remove, { params: { id: empty.id }, token: await operator() });
    expect(removed.status, json(removed)).toBe(200);
    expect((await groups()).some((g) => g.slug === 'empty-group')).toBe(false);
  });
});

describe('/admin/catalog/properties', () => {
  it('answer support only: 401 for a guest, 403 for every other role, on every route', async () => {
    const calls = {
      list: (t?: string) => server.call(adminPropertyRoutes.list, { token: t }),
      create: (t?: string) => server.call(adminPropertyRoutes.create, { body: { code: 'roles', name: NAMES }, token: t }),
      update: (t?: string) => server.call(adminPropertyRoutes.update, { params: { id: 1 }, body: { position: 0 }, token: t }),
      values: (t?: string) => server.call(adminPropertyRoutes.values, { params: { id: 1 }, token: t }),
      updateValue: (t?: string) => server.call(adminPropertyRoutes.updateValue, { params: { id: 1, valueId: 1 }, body: { sort: 1 }, token: t }),
    };
    expect(Object.keys(calls).toSorted()).toEqual(Object.keys(adminPropertyRoutes).toSorted());
    for (const [name, call] of Object.entries(calls)) {
      expect((await call()).status, name).toBe(401);
      for (const [role, phone] of Object.entries(NOT_ADMIN)) expect((await call(await token(phone))).status, `${name} as ${role}`).toBe(403);
    }
  });

  it('add a filter (a code in use is refused), logged; a product given a value of it shows the filter in the shop', async () => {
    const names = { uk: 'Кількість швидкостей вентилятора', en: 'Fan speeds', pl: 'Liczba prędkości wentylatora' };
    const res = await server.call(adminPropertyRoutes.create, { body: { code: 'fan-speeds', name: names, position: 50 }, token: await operator() });
    expect(res.status, json(res)).toBe(201);
    expect(res.data).toMatchObject({ code: 'fan-speeds', name: names, position: 50, valuesCount: 0 });
    const taken = await server.call(adminPropertyRoutes.create, { body: { code: 'fan-speeds', name: names }, query: { lang: 'en' }, token: await operator() });
    expect(taken.error.errors.code[0]).toBe('A filter with this code already exists.');
    expect((await server.call(adminPropertyRoutes.create, { body: { code: 'Bad code', name: names }, token: await operator() })).error.errors).toHaveProperty(
      'code',
    );
    const [entry] = (await server.call(adminRoutes.audit, { query: { subjectType: 'catalogProperty', subjectId: res.data.id }, token: await operator() })).data
      .data;
    expect(entry).toMatchObject({ action: 'catalogProperty.create', before: null, after: { names, position: 50 } });

    const [product] = (await server.call(adminProductRoutes.list, { query: { state: 'active' }, token: await operator() })).data.data;
    const { properties } = (await server.call(adminProductRoutes.product, { params: { id: product.id }, token: await operator() })).data;
    const given = await server.call(adminProductRoutes.update, {
      params: { id: product.id },
      body: { properties: [...properties, { property: 'fan-speeds', value: '5' }] },
      token: await operator(),
    });
    expect(given.status, json(given)).toBe(200);
    const [value] = (await server.call(adminPropertyRoutes.values, { params: { id: res.data.id }, token: await operator() })).data;
    expect(value).toMatchObject({ code: '5', name: { uk: '5', en: '5', pl: '5' }, productsCount: 1 });
  });

  it('label a filter’s value in three languages and order it, logged: the shop’s filter shows the label; 404 for another filter’s value', async () => {
    const [first, second] = (await server.call(adminPropertyRoutes.list, { token: await operator() })).data;
    const values = (await server.call(adminPropertyRoutes.values, { params: { id: first.id }, token: await operator() })).data;
    expect(values.length).toBe(first.valuesCount);
    const value = values.find((v) => v.productsCount > 0)!;
    const name = { uk: `${value.name.uk} ✓`, en: `${value.name.en} (new)`, pl: `${value.name.pl} (nowa)` };
    const res = await server.call(adminPropertyRoutes.updateValue, {
      params: { id: first.id, valueId: value.id },
      body: { name, sort: -5 },
      token: await operator(),
    });
    expect(res.status, json(res)).toBe(200);
    expect(res.data).toMatchObject({ id: value.id, code: value.code, name, sort: -5 });
    await expect
      .poll(
        async () =>
          (await server.call(catalogRoutes.products, { query: { lang: 'en' } })).data.filters.find((f) => f.propertyId === first.id)?.values[0]?.optionName,
        { timeout: 5000 },
      )
      .toBe(name.en);
    const [entry] = (await server.call(adminRoutes.audit, { query: { subjectType: 'catalogProperty', subjectId: first.id }, token: await operator() })).data
      .data;
    expect(entry).toMatchObject({ action: 'catalogProperty.valueUpdate', before: { names: value.name }, after: { names: name, sort: -5 } });
    const foreign = await server.call(adminPropertyRoutes.updateValue, {
      params: { id: second.id, valueId: value.id },
      body: { sort: 1 },
      token: await operator(),
    });
    expect(foreign.status).toBe(404);
    const empty = await server.call(adminPropertyRoutes.updateValue, { params: { id: first.id, valueId: value.id }, invalidBody: {}, token: await operator() });
    expect(empty.status).toBe(422);
    expect((await server.call(adminPropertyRoutes.values, { params: { id: 999_999 }, token: await operator() })).status).toBe(404);
  });

  it('rename a filter in three languages, logged: the shop’s filters follow', async () => {
    const [first] = (await server.call(adminPropertyRoutes.list, { token: await operator() })).data;
    expect(first.valuesCount).toBeGreaterThan(0);
    const name = { uk: `${first.name.uk} (нова)`, en: `${first.name.en} (new)`, pl: `${first.name.pl} (nowy)` };
    const res = await server.call(adminPropertyRoutes.update, { params: { id: first.id }, body: { name }, token: await operator() });
    expect(res.status, json(res)).toBe(200);
    expect(res.data).toMatchObject({ id: first.id, code: first.code, name });
    await expect
      .poll(async () => (await server.call(catalogRoutes.products, { query: { lang: 'en' } })).data.filters.map((f) => f.filterName), { timeout: 5000 })
      .toContain(name.en);
    const [entry] = (await server.call(adminRoutes.audit, { query: { subjectType: 'catalogProperty', subjectId: first.id }, token: await operator() })).data
      .data;
    expect(entry).toMatchObject({ action: 'catalogProperty.update', before: { names: first.name }, after: { names: name } });
    const bad = await server.call(adminPropertyRoutes.update, {
      params: { id: first.id },
      invalidBody: { name: { uk: '', en: 'x', pl: 'y' } },
      token: await operator(),
    });
    expect(bad.status).toBe(422);
    expect((await server.call(adminPropertyRoutes.update, { params: { id: 999_999 }, body: { position: 1 }, token: await operator() })).status).toBe(404);
  });
});
