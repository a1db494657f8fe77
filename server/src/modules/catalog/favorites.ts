import { sql } from 'drizzle-orm';
import { scopeOf, type Viewer } from '../../access';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { offsetOf } from '../../lib/paging';

type AddRow = { product: number; owner: number; inserted: number };

/**
 * Idempotent: 'created' the first time, 'exists' after. A token whose user was deleted meanwhile
 * adds nothing ('unknownUser'), so no foreign-key error can surface as a 500.
 */
export async function addFavorite(db: Db, userId: number, productId: number) {
  const rows = await rowsOf<AddRow>(
    db,
    sql`
    with product as (select id from products where id = ${productId}),
      owner as (select id from users where id = ${userId}),
      inserted as (
        insert into catalog_favorites (user_id, product_id)
        select owner.id, product.id from owner, product
        on conflict do nothing
        returning 1
      )
    select (select count(*) from product)::int as product, (select count(*) from owner)::int as owner,
      (select count(*) from inserted)::int as inserted`,
  );
  const r = rows[0];
  if (!r.product) return 'unknownProduct' as const;
  if (!r.owner) return 'unknownUser' as const;
  return r.inserted ? ('created' as const) : ('exists' as const);
}

/** Idempotent; false for an unknown product. */
export async function removeFavorite(db: Db, user: Viewer, productId: number) {
  const rows = await rowsOf<{ product: number }>(
    db,
    sql`
    with removed as (delete from catalog_favorites where ${scopeOf('favourites', user)} and product_id = ${productId} returning 1)
    select (select count(*) from products where id = ${productId})::int as product, (select count(*) from removed)::int as removed`,
  );
  return rows[0].product > 0;
}

/** The user's favourites still on sale, newest first. */
export async function favoritePage(db: Db, user: Viewer, page: number, perPage: number) {
  const scope = sql`from catalog_favorites join products p on p.id = catalog_favorites.product_id
    where ${scopeOf('favourites', user)} and not p.archived`;
  const [count, ids] = await Promise.all([
    rowsOf<{ total: number }>(db, sql`select count(*)::int as total ${scope}`),
    rowsOf<{ id: number }>(
      db,
      sql`select catalog_favorites.product_id as id ${scope}
      order by catalog_favorites.created_at desc, catalog_favorites.product_id desc limit ${perPage} offset ${offsetOf(page, perPage)}`,
    ),
  ]);
  return { total: count[0].total, ids: ids.map((r) => r.id) };
}

/** Which of these products the user has in favourites. */
export async function favoriteIdsAmong(db: Db, user: Viewer, productIds: number[]): Promise<Set<number>> {
  if (!productIds.length) return new Set();
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`
    select product_id as id from catalog_favorites
    where ${scopeOf('favourites', user)} and product_id = any(${`{${productIds.join(',')}}`}::int[])`,
  );
  return new Set(rows.map((r) => r.id));
}
