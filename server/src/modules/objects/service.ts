import { eq, sql } from 'drizzle-orm';
import {
  MAX_OBJECT_DOCUMENTS,
  MAX_OBJECT_PRODUCTS,
  type BuildingObject,
  type ObjectProduct,
  type Lang,
  type ObjectEquipments,
  type Page,
  type SpecificationFormat,
} from '../../../../contracts';
import { loadVisible, type Viewer } from '../../access';
import type { Db } from '../../db/client';
import { buildingObjectDocuments, buildingObjects } from '../../db/schema';
import { transaction } from '../../db/transaction';
import type { Translator } from '../../i18n/translator';
import type { Clock } from '../../lib/clock';
import { FieldsError, notFound } from '../../lib/http-errors';
import { fullName } from '../../lib/names';
import { toPage } from '../../lib/paging';
import type { Storage } from '../../lib/storage';
import { photoUrl, searchTermsOf } from '../catalog';
import { mimeOf, type UploadsService } from '../uploads';
import { documentById, documentCount, documentsOf, insertDocuments, type DocumentRow } from './documents';
import {
  equipmentCount,
  equipmentGroups,
  equipmentOf,
  equipmentProducts,
  equipmentTypes,
  productById,
  putEquipment,
  removeEquipment,
  typeNames,
  type ProductKind,
  type ProductRow,
} from './equipment';
import { listObjects, objectRow, searchTextOf, type ObjectRow } from './objects';
import { specificationPdf, specificationXlsx, type SpecificationContent } from './specification';

export type ObjectsDeps = { db: Db; storage: Storage; uploads: UploadsService; clock: Clock; apiPublicUrl: string };
type ObjectBody = { name: string; address: string; comment: string };

const iso = (value: Date | string) => new Date(value).toISOString();
const localeOf: Record<Lang, string> = { uk: 'uk-UA', en: 'en-US', pl: 'pl-PL' };

/**
 * Building objects (docs/domain.md#building-objects; docs/decisions/0027-building-objects.md): a designer keeps its own,
 * the admin sees all (the `buildingObjects` scope; anyone else's object is 404). Equipment comes from the
 * catalogue on sale; documents are the user's own uploads claimed as `documents` (mixing allowed, 20 MB each).
 */
export function createObjectsService({ db, storage, uploads, clock, apiPublicUrl }: ObjectsDeps) {
  const base = apiPublicUrl.replace(/\/+$/, '');
  const presentObject = (row: ObjectRow): BuildingObject => ({
    id: row.id,
    name: row.name,
    address: row.address,
    comment: row.comment,
    equipmentCount: row.equipment_count,
    documentsCount: row.documents_count,
    total: row.total,
    owner: { id: row.owner_id, fullName: fullName({ name: row.owner_name, lastname: row.owner_lastname }) },
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  });
  const presentProduct = (p: ProductRow): ObjectProduct => ({
    id: p.id,
    name: p.name,
    sku: p.sku,
    photo: photoUrl(storage, p.photo),
    price: p.price,
    type: p.kind,
    groupId: p.group_id,
    archived: p.archived,
  });
  // Documents are private: their bytes come only through GET .../documents/{documentId}, to those who see the object.
  const presentDocument = (d: DocumentRow) => ({
    id: d.id,
    name: d.name,
    url: `${base}/web/building-objects/${d.objectId}/documents/${d.id}`,
    type: d.type,
    category: d.category,
    size: d.size,
    createdAt: iso(d.createdAt),
  });

  const visible = (viewer: Viewer, id: number) => loadVisible(db, 'buildingObjects', viewer, id);

  async function equipments(objectId: number, lang: Lang, from: Db = db): Promise<ObjectEquipments> {
    const [items, documents] = await Promise.all([equipmentOf(from, objectId, lang), documentsOf(from, objectId)]);
    const equipmentsList = items.map((e) => ({ product: presentProduct(e), quantity: e.quantity, total: e.quantity * e.price }));
    return { equipments: equipmentsList, documents: documents.map(presentDocument), total: equipmentsList.reduce((sum, e) => sum + e.total, 0) };
  }

  const touch = (from: Db, id: number) => from.update(buildingObjects).set({ updatedAt: clock.now() }).where(eq(buildingObjects.id, id));

  return {
    async list(viewer: Viewer, q: { page: number; perPage: number; search?: string }, url: (page: number) => string): Promise<Page<BuildingObject>> {
      const { total, rows } = await listObjects(db, viewer, q.search || undefined, q.page, q.perPage);
      return toPage(rows.map(presentObject), { page: q.page, perPage: q.perPage, total, url });
    },

    async create(viewer: Viewer, body: ObjectBody): Promise<BuildingObject> {
      const now = clock.now();
      const [row] = await db
        .insert(buildingObjects)
        .values({ ownerId: viewer.id, ...body, searchText: searchTextOf(body.name, body.address), createdAt: now, updatedAt: now })
        .returning({ id: buildingObjects.id });
      return presentObject(await objectRow(db, row.id));
    },

    async show(viewer: Viewer, id: number): Promise<BuildingObject> {
      await visible(viewer, id);
      return presentObject(await objectRow(db, id));
    },

    async update(viewer: Viewer, id: number, body: ObjectBody): Promise<BuildingObject> {
      await visible(viewer, id);
      await db
        .update(buildingObjects)
        .set({ ...body, searchText: searchTextOf(body.name, body.address), updatedAt: clock.now() })
        .where(eq(buildingObjects.id, id));
      return presentObject(await objectRow(db, id));
    },

    /** Deletes the object with its equipment and documents; the documents' bytes go after the commit. */
    async remove(viewer: Viewer, id: number) {
      await visible(viewer, id);
      await transaction(db, async (tx) => {
        const documents = await documentsOf(tx.db, id);
        await tx.db.delete(buildingObjects).where(eq(buildingObjects.id, id));
        uploads.release(
          tx,
          documents.map((d) => d.key),
        );
      });
      return { ok: true as const };
    },

    groups: (lang: Lang) => equipmentGroups(db, lang),
    types: (group: number | undefined, lang: Lang) => equipmentTypes(db, group, lang),

    async products(
      q: { page: number; perPage: number; search?: string; group?: number; type?: ProductKind; lang: Lang },
      url: (page: number) => string,
    ): Promise<Page<ObjectProduct>> {
      const terms = q.search ? await searchTermsOf(db, q.search) : undefined;
      const { total, rows } = await equipmentProducts(db, { terms, group: q.group, type: q.type }, q.page, q.perPage, q.lang);
      return toPage(rows.map(presentProduct), { page: q.page, perPage: q.perPage, total, url });
    },

    async equipments(viewer: Viewer, id: number, lang: Lang) {
      await visible(viewer, id);
      return equipments(id, lang);
    },

    /**
     * Sets the quantity of a catalogue product on the object, adding it when it is not there yet: only a
     * product on sale may be added (422 on `product`), at most MAX_OBJECT_PRODUCTS of them.
     */
    async putEquipment(viewer: Viewer, id: number, productId: number, quantity: number, lang: Lang) {
      await visible(viewer, id);
      return transaction(db, async (tx) => {
        // One writer per object at a time, so the count below holds until the commit.
        await tx.db.execute(sql`select id from building_objects where id = ${id} for update`);
        const present = (await equipmentOf(tx.db, id, lang)).some((e) => e.id === productId);
        if (!present) {
          const product = await productById(tx.db, productId, lang);
          if (!product || product.archived) throw new FieldsError({ product: ['objectProductUnknown'] });
          if ((await equipmentCount(tx.db, id)) >= MAX_OBJECT_PRODUCTS) throw new FieldsError({ product: [`maxItems?maximum=${MAX_OBJECT_PRODUCTS}`] });
        }
        await putEquipment(tx.db, id, productId, quantity);
        await touch(tx.db, id);
        return equipments(id, lang, tx.db);
      });
    },

    async removeEquipment(viewer: Viewer, id: number, productId: number, lang: Lang) {
      await visible(viewer, id);
      return transaction(db, async (tx) => {
        if (!(await removeEquipment(tx.db, id, productId))) throw notFound();
        await touch(tx.db, id);
        return equipments(id, lang, tx.db);
      });
    },

    /** Claims the user's own uploads (POST /temp-files paths) as the object's documents, in one transaction. */
    async addDocuments(viewer: Viewer, id: number, paths: string[], lang: Lang) {
      await visible(viewer, id);
      return transaction(db, async (tx) => {
        await tx.db.execute(sql`select id from building_objects where id = ${id} for update`);
        if ((await documentCount(tx.db, id)) + new Set(paths).size > MAX_OBJECT_DOCUMENTS) {
          throw new FieldsError({ documents: [`maxItems?maximum=${MAX_OBJECT_DOCUMENTS}`] });
        }
        const stored = await uploads.claim(tx, viewer, paths, { kind: 'documents', field: 'documents', private: true });
        const now = clock.now();
        await insertDocuments(
          tx.db,
          stored.map((f) => ({
            objectId: id,
            key: f.key,
            name: f.name,
            type: f.type,
            category: f.category,
            size: f.size,
            uploadedBy: viewer.id,
            createdAt: now,
          })),
        );
        await touch(tx.db, id);
        return equipments(id, lang, tx.db);
      });
    },

    /** A document's bytes, to those who see the object (404 for a document of another object). */
    async document(viewer: Viewer, id: number, documentId: number) {
      await visible(viewer, id);
      const row = await documentById(db, id, documentId);
      if (!row) throw notFound();
      return { name: row.name, mime: mimeOf(row.type), inline: row.category === 'photo' || row.type === 'pdf', stream: await uploads.open(row.key) };
    },

    async removeDocument(viewer: Viewer, id: number, documentId: number, lang: Lang) {
      await visible(viewer, id);
      return transaction(db, async (tx) => {
        const [gone] = await tx.db
          .delete(buildingObjectDocuments)
          .where(sql`${buildingObjectDocuments.id} = ${documentId} and ${buildingObjectDocuments.objectId} = ${id}`)
          .returning({ key: buildingObjectDocuments.key });
        if (!gone) throw notFound();
        uploads.release(tx, [gone.key]);
        await touch(tx.db, id);
        return equipments(id, lang, tx.db);
      });
    },

    /** The equipment specification (PDF or spreadsheet) in the request's language. */
    async specification(viewer: Viewer, id: number, format: SpecificationFormat, t: Translator, lang: Lang) {
      await visible(viewer, id);
      const [object, list, types] = await Promise.all([objectRow(db, id), equipments(id, lang), typeNames(db, lang)]);
      const number = new Intl.NumberFormat(localeOf[lang], { maximumFractionDigits: 0 });
      const now = clock.now();
      const content: SpecificationContent = {
        title: t('objects.specification.title', { name: object.name }),
        facts: [
          [t('objects.specification.address'), object.address],
          ...(object.comment ? [[t('objects.specification.comment'), object.comment] as [string, string]] : []),
          [t('objects.specification.designer'), fullName({ name: object.owner_name, lastname: object.owner_lastname })],
          [t('objects.specification.date'), new Intl.DateTimeFormat(localeOf[lang], { dateStyle: 'long', timeZone: 'Europe/Kyiv' }).format(now)],
        ],
        columns: [
          t('objects.specification.number'),
          t('objects.specification.product'),
          t('objects.specification.sku'),
          t('objects.specification.type'),
          t('objects.specification.quantity'),
          t('objects.specification.price'),
          t('objects.specification.sum'),
        ],
        rows: list.equipments.map((e) => ({
          name: e.product.name,
          sku: e.product.sku,
          type: types.get(e.product.type) ?? e.product.type,
          quantity: e.quantity,
          price: e.product.price,
          total: e.total,
        })),
        totalLabel: t('objects.specification.total'),
        total: list.total,
        empty: t('objects.specification.empty'),
        // Plain spaces: the grouping separators of uk and pl are no-break spaces.
        money: (amount) => `${number.format(amount).replace(/[\u00a0\u202f]/g, ' ')} ${t('objects.specification.currency')}`,
        sheetName: t('objects.specification.sheet'),
      };
      const meta = { author: t('objects.specification.author'), created: now };
      const bytes = format === 'pdf' ? await specificationPdf(content, meta) : await specificationXlsx(content, meta);
      return { bytes, filename: `specification-object-${id}.${format}` };
    },
  };
}

export type ObjectsService = ReturnType<typeof createObjectsService>;
