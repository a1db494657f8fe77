import { sql } from 'drizzle-orm';
import type { Lang, ProductListItem } from '../../../../contracts';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { Storage } from '../../lib/storage';
import { placeholderPhoto } from './media/placeholder';

/** A media reference in the database is a storage key, or an absolute URL of media hosted elsewhere. */
export const mediaUrl = (storage: Storage, ref: string) => (/^https?:\/\//i.test(ref) ? ref : storage.url(ref));

export const photoUrl = (storage: Storage, ref: string | null) => mediaUrl(storage, ref ?? placeholderPhoto.key);

type ItemRow = {
  id: number;
  name: string;
  sku: string;
  series: string;
  kind: ProductListItem['kind'];
  group_id: number;
  price: number;
  old_price: number | null;
  photo: string | null;
  cooling_kw: number | null;
  heating_kw: number | null;
  area: number | null;
  energy_class: string | null;
};

/** Product tiles (as a guest sees them) in the order of `ids`. */
export async function itemsByIds(db: Db, storage: Storage, ids: number[], lang: Lang): Promise<ProductListItem[]> {
  if (!ids.length) return [];
  const rows = await rowsOf<ItemRow>(
    db,
    sql`
    select p.id, t.name, p.sku, p.series, p.kind, p.group_id, p.price, p.old_price, p.cooling_kw, p.heating_kw, p.area, p.energy_class,
      (select ph.key from product_photos ph where ph.product_id = p.id order by ph.position limit 1) as photo
    from products p
    join product_translations t on t.product_id = p.id and t.lang = ${lang}
    where p.id = any(${`{${ids.join(',')}}`}::int[])`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids
    .map((id) => byId.get(id))
    .filter((r) => r !== undefined)
    .map((r) => ({
      id: r.id,
      name: r.name,
      sku: r.sku,
      series: r.series,
      kind: r.kind,
      groupId: r.group_id,
      price: r.price,
      oldPrice: r.old_price,
      currency: 'UAH' as const,
      photo: photoUrl(storage, r.photo),
      inFavorites: false,
      coolingKw: r.cooling_kw,
      heatingKw: r.heating_kw,
      area: r.area,
      energyClass: r.energy_class,
    }));
}
