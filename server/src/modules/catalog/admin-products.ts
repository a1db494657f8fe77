import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminProduct, AdminProductCreate, AdminProductUpdate, adminProductsQuery, Lang } from '../../../../contracts';
import type { Viewer } from '../../access';
import type { Db } from '../../db/client';
import { containing } from '../../db/like';
import { rowsOf } from '../../db/rows';
import { transaction, type Tx } from '../../db/transaction';
import type { Translator } from '../../i18n/translator';
import { FieldsError, notFound } from '../../lib/http-errors';
import { offsetOf, toPage } from '../../lib/paging';
import type { Storage } from '../../lib/storage';
import type { AuditService } from '../audit';
import { BROWSER_PHOTO_TYPES, BROWSER_VIDEO_TYPES, type UploadsService } from '../uploads';
import { refusedChange } from './admin-import';
import { prepareImport, storedProducts } from './import';
import type { ImportProduct } from '../../../../contracts/catalog-exchange';
import { mediaUrl } from './items';
import { writeCatalog } from './writer';

type Deps = { db: Db; storage: Storage; audit: Pick<AuditService, 'record'>; uploads: Pick<UploadsService, 'claim' | 'mediaRef' | 'uploadKeyOf' | 'release'> };
type Row = { id: number; sku: string; name: string; group: string; price: number; archived: boolean; total: number };

/** The product as the log keeps it: every field the form changes (the log keeps those that moved). */
const logged = ({ sku: _sku, ...fields }: ImportProduct) => fields;

/**
 * Support's products (issue 32, item 4): find any product, archived ones too, and change its price, guarantee, names
 * and descriptions or archive and restore it. A change goes through the import's own checks and writer as a one-row
 * file (import.ts, writer.ts), so the two ways of changing the catalogue cannot disagree.
 */
export function createProductAdmin({ db, storage, audit, uploads }: Deps) {
  async function skuOf(id: number) {
    const [row] = await rowsOf<{ sku: string }>(db, sql`select sku from products where id = ${id}`);
    if (!row) throw notFound();
    return row.sku;
  }
  async function read(id: number): Promise<AdminProduct> {
    const product = (await storedProducts(db, [await skuOf(id)])).values().next().value!;
    return {
      id,
      sku: product.sku,
      group: product.group,
      series: product.series,
      photos: product.photos.map((key) => ({ key, url: mediaUrl(storage, key) })),
      price: product.price,
      oldPrice: product.oldPrice,
      guaranteeYears: product.guaranteeYears,
      archived: product.archived,
      name: product.name,
      description: product.description,
      kind: product.kind,
      coolingKw: product.coolingKw,
      heatingKw: product.heatingKw,
      area: product.area,
      energyClass: product.energyClass,
      colors: product.colors,
      videos: product.videos,
      blocks: product.blocks,
      files: product.files,
      features: product.features,
      tabs: product.tabs,
      properties: product.properties,
    };
  }

  /** Kept refs must be the product's own; temporary paths become the product's photos (claimed in the change's transaction). */
  async function photosOf(tx: Tx, viewer: Viewer, refs: string[], own: string[]) {
    const fresh = refs.filter((ref) => ref.startsWith('temp/'));
    if (refs.some((ref) => !ref.startsWith('temp/') && !own.includes(ref))) throw new FieldsError({ photos: ['uploadUnknown'] });
    const claimed = fresh.length ? await uploads.claim(tx, viewer, fresh, { kind: 'photos', field: 'photos' }) : [];
    if (claimed.some((photo) => !BROWSER_PHOTO_TYPES.has(photo.type))) throw new FieldsError({ photos: ['photoBrowserType'] });
    const keyOf = new Map(fresh.map((path, i) => [path, uploads.mediaRef(claimed[i].key)]));
    return refs.map((ref) => keyOf.get(ref) ?? ref);
  }

  /**
   * New uploads (temporary paths) among a product's videos or downloads become its files, claimed in the change's
   * transaction: a video must be an MP4 (what every browser plays), a download a document (PDF, office, CAD; 20 MB);
   * a download's size is the file's own. Other refs stay as sent (an address elsewhere, or a key already stored).
   */
  async function uploadsIn<T extends { url: string }>(tx: Tx, viewer: Viewer, items: T[], field: 'videos' | 'files') {
    const paths = [...new Set(items.map((item) => item.url).filter((url) => url.startsWith('temp/')))];
    if (paths.length === 0) return items;
    const claimed = await uploads.claim(tx, viewer, paths, { kind: field === 'videos' ? 'files' : 'documents', field });
    if (field === 'videos' && claimed.some((file) => !BROWSER_VIDEO_TYPES.has(file.type))) throw new FieldsError({ videos: ['videoBrowserType'] });
    if (field === 'files' && claimed.some((file) => file.category !== 'document')) throw new FieldsError({ files: ['uploadType'] });
    const fileOf = new Map(paths.map((path, i) => [path, claimed[i]]));
    return items.map((item) => {
      const file = fileOf.get(item.url);
      if (!file) return item;
      return { ...item, url: uploads.mediaRef(file.key), ...(field === 'videos' ? { type: 'file' } : { size: file.size }) };
    });
  }

  /**
   * The uploaded files a change dropped (a photo, video or download support had added), removed once it commits unless
   * something else still refers to them (an import may name another product's file); the catalogue's generated media stay.
   */
  async function releaseDropped(tx: Tx, before: ImportProduct, after: ImportProduct) {
    const refsOf = (p: ImportProduct) => [...p.photos, ...p.videos.map((v) => v.url), ...p.files.map((f) => f.url)];
    const kept = new Set(refsOf(after));
    const dropped = refsOf(before).filter((ref) => !kept.has(ref) && uploads.uploadKeyOf(ref));
    if (dropped.length === 0) return;
    // A product refers to a file by its ref (a key, or the bucket's URL), a news cover by its key.
    const keyOf = new Map(dropped.map((ref) => [ref, uploads.uploadKeyOf(ref)!]));
    const keys = [...keyOf.values()];
    const list = (items: string[]) =>
      sql.join(
        items.map((item) => sql`${item}`),
        sql`, `,
      );
    const used = await rowsOf<{ ref: string }>(
      tx.db,
      sql`select key as ref from product_photos where key in (${list(dropped)}) union select url from product_videos where url in (${list(dropped)})
          union select key from product_files where key in (${list(dropped)}) union select cover_key from news_articles where cover_key in (${list(keys)})`,
    );
    const stillUsed = new Set(used.map((row) => row.ref));
    uploads.release(
      tx,
      dropped.filter((ref) => !stillUsed.has(ref) && !stillUsed.has(keyOf.get(ref)!)).map((ref) => keyOf.get(ref)!),
    );
  }

  return {
    async adminProducts(q: z.infer<typeof adminProductsQuery> & { lang: Lang }, url: (page: number) => string) {
      const search = q.search ? containing(q.search) : null;
      const rows = await rowsOf<Row>(
        db,
        sql`select p.id, p.sku, t.name, coalesce(gt.name, g.slug) as "group", p.price, p.archived, count(*) over ()::int as total
            from products p
            join product_translations t on t.product_id = p.id and t.lang = ${q.lang}
            join catalog_groups g on g.id = p.group_id
            left join catalog_group_translations gt on gt.group_id = g.id and gt.lang = ${q.lang}
            where (${q.state} = 'all' or p.archived = (${q.state} = 'archived'))
              and (${search}::text is null or p.sku ilike ${search} or t.name ilike ${search})
            order by p.sku
            limit ${q.perPage} offset ${offsetOf(q.page, q.perPage)}`,
      );
      return toPage(
        rows.map(({ total: _total, ...row }) => row),
        { page: q.page, perPage: q.perPage, total: rows[0]?.total ?? 0, url },
      );
    },

    adminProduct: read,

    /** 422 `sku: skuTaken` for a SKU in use, else per field as the import's checks refuse the row; nothing is written then. */
    async createProduct(viewer: Viewer, body: AdminProductCreate, t: Translator) {
      const id = await transaction(db, async (tx) => {
        const [taken] = await rowsOf<{ id: number }>(tx.db, sql`select id from products where sku = ${body.sku}`);
        if (taken) throw new FieldsError({ sku: ['skuTaken'] });
        const { data, issues } = await prepareImport(tx.db, storage, { raw: { products: [body] }, rowLabels: [body.sku] }, t);
        if (!data) throw refusedChange(issues);
        const { version } = await writeCatalog(tx.db, data);
        const [{ id }] = await rowsOf<{ id: number }>(tx.db, sql`select id from products where sku = ${body.sku}`);
        await audit.record(tx, {
          actorId: viewer.id,
          action: 'product.create',
          subjectType: 'product',
          subjectId: id,
          before: null,
          after: { ...logged(data.products[0]), catalogVersion: version },
        });
        return id;
      });
      return read(id);
    },

    /**
     * 422 per field when the row the change makes is refused by the import's checks, a kept photo is none of the
     * product's, a new one is no browser photo or a new video no MP4; nothing is written then (an upload stays claimable).
     */
    async updateProduct(viewer: Viewer, id: number, body: AdminProductUpdate, t: Translator) {
      const sku = await skuOf(id);
      const before = (await storedProducts(db, [sku])).get(sku)!;
      await transaction(db, async (tx) => {
        const row: Record<string, unknown> = { sku, ...body };
        if (body.photos) row.photos = await photosOf(tx, viewer, body.photos, before.photos);
        if (body.videos) row.videos = await uploadsIn(tx, viewer, body.videos, 'videos');
        if (body.files) row.files = await uploadsIn(tx, viewer, body.files, 'files');
        const { data, issues } = await prepareImport(tx.db, storage, { raw: { products: [row] }, rowLabels: [sku] }, t);
        if (!data) throw refusedChange(issues);
        const { version } = await writeCatalog(tx.db, data);
        await releaseDropped(tx, before, data.products[0]);
        await audit.record(tx, {
          actorId: viewer.id,
          action: body.archived === undefined ? 'product.update' : body.archived ? 'product.archive' : 'product.restore',
          subjectType: 'product',
          subjectId: id,
          before: logged(before),
          after: { ...logged(data.products[0]), catalogVersion: version },
        });
      });
      return read(id);
    },
  };
}
