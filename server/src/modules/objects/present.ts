import { objectRoutes, pathOf, type BuildingObject, type Lang, type ObjectEquipments, type ObjectProduct } from '../../../../contracts';
import type { Db } from '../../db/client';
import { fullName } from '../../lib/names';
import type { Storage } from '../../lib/storage';
import { photoUrl } from '../catalog';
import { documentsOf, type DocumentRow } from './documents';
import { equipmentOf, type ProductRow } from './equipment';
import type { ObjectRow } from './objects';
import { iso } from '../../db/rows';

/** How the module answers an object, a catalogue product and a document, and an object's equipment with its documents. */
export function createPresenters({ storage, apiPublicUrl }: { storage: Storage; apiPublicUrl: string }) {
  const base = apiPublicUrl.replace(/\/+$/, '');

  const object = (row: ObjectRow): BuildingObject => ({
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

  const product = (p: ProductRow): ObjectProduct => ({
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
  const document = (d: DocumentRow) => ({
    id: d.id,
    name: d.name,
    url: `${base}${pathOf(objectRoutes.document, { id: d.objectId, documentId: d.id })}`,
    type: d.type,
    category: d.category,
    size: d.size,
    createdAt: iso(d.createdAt),
  });

  /** GET .../{id}/equipments, also the answer of every write of the equipment and documents (read from `db`, a transaction's after a write). */
  async function equipments(db: Db, objectId: number, lang: Lang): Promise<ObjectEquipments> {
    const [items, documents] = await Promise.all([equipmentOf(db, objectId, lang), documentsOf(db, objectId)]);
    const list = items.map((e) => ({ product: product(e), quantity: e.quantity, total: e.quantity * e.price }));
    return { equipments: list, documents: documents.map(document), total: list.reduce((sum, e) => sum + e.total, 0) };
  }

  return { object, product, equipments };
}

export type Presenters = ReturnType<typeof createPresenters>;
