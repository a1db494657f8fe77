import { sql } from 'drizzle-orm';
import type { BreadCrumb, Lang, ProductCard } from '../../../../contracts';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { ProductFeature, ProductTab } from '../../db/schema';
import type { Storage } from '../../lib/storage';
import { mediaUrl, photoUrl } from './items';
import type { CatalogMeta } from './meta';

type CardRow = {
  id: number;
  sku: string;
  series: string;
  kind: ProductCard['kind'];
  group_id: number;
  price: number;
  old_price: number | null;
  guarantee_years: number;
  archived: boolean;
  name: string;
  description: string;
  tabs: ProductTab[];
  features: ProductFeature[];
  photos: string[];
  colors: ProductCard['colors'];
  videos: ProductCard['videos'];
  blocks: ProductCard['blocks'];
  files: { name: string; key: string; size: number }[];
};

/**
 * A product card as a guest sees it (archived products stay readable: installations refer to
 * them). The installation fields stay empty here; the route fills them in for `installationId`. `null` for an unknown id.
 */
export async function productCard(db: Db, storage: Storage, meta: CatalogMeta, id: number, lang: Lang, root: BreadCrumb): Promise<ProductCard | null> {
  const rows = await rowsOf<CardRow>(
    db,
    sql`
    select p.id, p.sku, p.series, p.kind, p.group_id, p.price, p.old_price, p.guarantee_years, p.archived,
      t.name, d.description, d.tabs, d.features,
      coalesce((select json_agg(x.key order by x.position) from product_photos x where x.product_id = p.id), '[]') as photos,
      coalesce((select json_agg(json_build_object('name', x.name->>${lang}, 'hex', x.hex) order by x.position)
        from product_colors x where x.product_id = p.id), '[]') as colors,
      coalesce((select json_agg(json_build_object('type', x.type, 'url', x.url, 'title', x.title->>${lang}) order by x.position)
        from product_videos x where x.product_id = p.id), '[]') as videos,
      coalesce((select json_agg(json_build_object('type', x.type, 'name', x.name->>${lang}, 'model', x.model) order by x.position)
        from product_blocks x where x.product_id = p.id), '[]') as blocks,
      coalesce((select json_agg(json_build_object('name', x.name->>${lang}, 'key', x.key, 'size', x.size) order by x.position)
        from product_files x where x.product_id = p.id), '[]') as files
    from products p
    join product_translations t on t.product_id = p.id and t.lang = ${lang}
    join product_texts d on d.product_id = p.id and d.lang = ${lang}
    where p.id = ${id}`,
  );
  const r = rows[0];
  if (!r) return null;
  const group = meta.groupById.get(r.group_id)!;
  return {
    id: r.id,
    name: r.name,
    sku: r.sku,
    series: r.series,
    kind: r.kind,
    group: { id: group.id, name: group.name[lang], slug: group.slug },
    breadCrumbs: [root, { name: group.name[lang], groupId: group.id }],
    description: r.description,
    price: r.price,
    oldPrice: r.old_price,
    currency: 'UAH',
    archived: r.archived,
    inFavorites: false,
    tabs: r.tabs,
    colors: r.colors,
    photos: r.photos.length ? r.photos.map((key) => mediaUrl(storage, key)) : [photoUrl(storage, null)],
    videos: r.videos.map((v) => (v.type === 'file' ? { ...v, url: mediaUrl(storage, v.url) } : v)),
    features: r.features,
    blocks: r.blocks,
    additionalFiles: r.files.map((f) => ({ name: f.name, url: mediaUrl(storage, f.key), size: f.size })),
    guaranteeYears: r.guarantee_years,
    guaranteeExpiredAt: null,
    preventedAt: null,
    dangerMessage: null,
    warnings: [],
    canAddPrevention: false,
    canAppeal: false,
  };
}
