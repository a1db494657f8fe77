import { sql } from 'drizzle-orm';
import type { Lang } from '../../../../contracts';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { offsetOf } from '../../lib/paging';
import { searchMatch, type SearchTerms } from '../catalog';

export type ProductKind = 'RAC' | 'LCAC' | 'HP';
export type ProductRow = { id: number; name: string; sku: string; photo: string | null; price: number; kind: ProductKind; group_id: number; archived: boolean };
export type EquipmentRow = ProductRow & { quantity: number };

/** The catalogue's groups with products on sale, in catalogue order, named in `lang`. */
export const equipmentGroups = (db: Db, lang: Lang) =>
  rowsOf<{ id: number; name: string }>(
    db,
    sql`select g.id, coalesce(tr.name, g.slug) as name from catalog_groups g
        left join catalog_group_translations tr on tr.group_id = g.id and tr.lang = ${lang}
        where exists (select 1 from products p where p.group_id = g.id and not p.archived)
        order by g.position, g.id`,
  );

/** The product kinds on sale (in one group, or in all), named as the certification types. */
export const equipmentTypes = (db: Db, group: number | undefined, lang: Lang) =>
  rowsOf<{ id: ProductKind; name: string }>(
    db,
    sql`select t.code as id, coalesce(t.name->>${lang}, t.name->>'uk') as name from certification_types t
        where exists (select 1 from products p where p.kind = t.code and not p.archived ${group === undefined ? sql`` : sql`and p.group_id = ${group}`})
        order by t.position, t.id`,
  );

const productColumns = sql`p.id, coalesce(tr.name, p.sku) as name, p.sku, p.price, p.kind, p.group_id, p.archived,
  (select ph.key from product_photos ph where ph.product_id = p.id order by ph.position, ph.id limit 1) as photo`;
const productJoins = (lang: Lang) => sql`left join product_translations tr on tr.product_id = p.id and tr.lang = ${lang}`;

export type ProductFilters = { terms: SearchTerms | null | undefined; group?: number; type?: ProductKind };

/** Products on sale for the picker: by group, type and search (the catalogue's search index), by name. */
export async function equipmentProducts(db: Db, f: ProductFilters, page: number, perPage: number, lang: Lang) {
  const parts = [sql`not p.archived`];
  if (f.group !== undefined) parts.push(sql`p.group_id = ${f.group}`);
  if (f.type) parts.push(sql`p.kind = ${f.type}`);
  // `undefined`: no search; `null`: a search with no letters or digits, which matches nothing.
  if (f.terms !== undefined) parts.push(sql`exists (select 1 from product_search s where s.product_id = p.id and ${searchMatch(f.terms)})`);
  const where = sql.join(parts, sql` and `);
  const [count, rows] = await Promise.all([
    rowsOf<{ total: number }>(db, sql`select count(*)::int as total from products p where ${where}`),
    rowsOf<ProductRow>(
      db,
      sql`select ${productColumns} from products p ${productJoins(lang)} where ${where}
          order by coalesce(tr.name, p.sku), p.id limit ${perPage} offset ${offsetOf(page, perPage)}`,
    ),
  ]);
  return { total: count[0].total, rows };
}

/** A catalogue product by id, whatever its state (the caller decides what it accepts). */
export async function productById(db: Db, id: number, lang: Lang): Promise<ProductRow | undefined> {
  const [row] = await rowsOf<ProductRow>(db, sql`select ${productColumns} from products p ${productJoins(lang)} where p.id = ${id}`);
  return row;
}

/** An object's equipment in the order it was added. */
export const equipmentOf = (db: Db, objectId: number, lang: Lang) =>
  rowsOf<EquipmentRow>(
    db,
    sql`select ${productColumns}, e.quantity from building_object_equipment e join products p on p.id = e.product_id ${productJoins(lang)}
        where e.object_id = ${objectId} order by e.position, p.id`,
  );

/** Sets the quantity of a product of an object, adding it at the end when it is new; answers whether it was new. */
export async function putEquipment(db: Db, objectId: number, productId: number, quantity: number) {
  const updated = await rowsOf<{ product_id: number }>(
    db,
    sql`update building_object_equipment set quantity = ${quantity} where object_id = ${objectId} and product_id = ${productId} returning product_id`,
  );
  if (updated.length) return false;
  await db.execute(sql`insert into building_object_equipment (object_id, product_id, quantity, position)
    select ${objectId}, ${productId}, ${quantity}, coalesce(max(position) + 1, 0) from building_object_equipment where object_id = ${objectId}`);
  return true;
}

export const equipmentCount = async (db: Db, objectId: number) =>
  (await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from building_object_equipment where object_id = ${objectId}`))[0].n;

export const removeEquipment = async (db: Db, objectId: number, productId: number) =>
  (
    await rowsOf<{ product_id: number }>(
      db,
      sql`delete from building_object_equipment where object_id = ${objectId} and product_id = ${productId} returning product_id`,
    )
  ).length > 0;

/** The names of the product kinds in `lang`, by kind. */
export async function typeNames(db: Db, lang: Lang) {
  const rows = await rowsOf<{ code: ProductKind; name: string }>(db, sql`select code, coalesce(name->>${lang}, name->>'uk') as name from certification_types`);
  return new Map(rows.map((r) => [r.code, r.name]));
}
