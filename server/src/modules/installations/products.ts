import { sql, type SQL } from 'drizzle-orm';
import type { Lang } from '../../../../contracts';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { Storage } from '../../lib/storage';
import { photoUrl } from '../catalog';

/** `blocks`: how many catalogue blocks (units with a serial) the product has. */
export type InstallationProductRow = {
  id: number;
  name: string;
  sku: string;
  photo: string | null;
  kind: string;
  archived: boolean;
  guarantee_years: number;
  blocks: number;
};

const productColumns = (lang: Lang) => sql`p.id, coalesce(tr.name, p.sku) as name, p.sku, p.kind, p.archived, p.guarantee_years,
  (select count(*)::int from product_blocks b where b.product_id = p.id) as blocks,
  (select ph.key from product_photos ph where ph.product_id = p.id order by ph.position, ph.id limit 1) as photo
  from products p left join product_translations tr on tr.product_id = p.id and tr.lang = ${lang}`;

/** The installation's products (the equipment step), in their order. */
export const productsOfInstallation = (db: Db, id: number, lang: Lang) =>
  rowsOf<InstallationProductRow>(
    db,
    sql`select ${productColumns(lang)} join installation_products ip on ip.product_id = p.id
    where ip.installation_id = ${id} order by ip.position`,
  );

/** The same, as one json array (`InstallationProductRow` and its `position`) for a statement that reads more beside it. */
export const productsOfInstallationJson = (installationId: SQL, lang: Lang) =>
  sql`(select coalesce(json_agg(x order by x.position), '[]'::json) from (select ip.position, ${productColumns(lang)} join installation_products ip on ip.product_id = p.id
    where ip.installation_id = ${installationId}) x)`;

/** Catalogue products by id (whatever their state: the caller decides what it accepts). */
export const productsByIds = (db: Db, ids: number[], lang: Lang) =>
  ids.length ? rowsOf<InstallationProductRow>(db, sql`select ${productColumns(lang)} where p.id = any(${`{${ids.join(',')}}`}::int[])`) : Promise.resolve([]);

/** `installationProductSchema`. */
export const presentProduct = (storage: Storage, p: InstallationProductRow) => ({ id: p.id, name: p.name, sku: p.sku, photo: photoUrl(storage, p.photo) });
