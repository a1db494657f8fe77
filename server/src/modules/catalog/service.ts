import qs from 'qs';
import {
  catalogListSchema,
  envelope,
  type BreadCrumb,
  type CatalogGroup,
  type CatalogList,
  type CatalogProductsQuery,
  type CatalogSearch,
  type CatalogSearchQuery,
  type Lang,
  type Page,
  type ProductListItem,
  type ProductCard,
} from '../../../../contracts';
import type { Viewer } from '../../access';
import type { Db } from '../../db/client';
import type { Translator } from '../../i18n/translator';
import { notFound, unauthorized } from '../../lib/http-errors';
import { toPage } from '../../lib/paging';
import type { Storage } from '../../lib/storage';
import { catalogVersion, VersionedCache } from './cache';
import { productCard } from './card';
import { addFavorite, favoriteIdsAmong, favoritePage, removeFavorite } from './favorites';
import { itemsByIds, mediaUrl } from './items';
import { listProducts, selectionOf, sortOf } from './list';
import { loadMeta, type CatalogMeta } from './meta';
import { searchCatalog, searchTermsOf } from './search';

export type CatalogOptions = {
  /** Cached responses per catalogue version; 0 turns caching off. */
  cacheEntries: number;
  /** How long a read catalogue version is trusted, ms. */
  versionTtlMs: number;
};

/** A guest's list response, kept as an object (to personalise) and as the JSON sent to guests. */
export type CachedList = { data: CatalogList; json: string };

const listEnvelope = envelope(catalogListSchema);

/**
 * The catalogue reads. Everything a guest sees depends only on the query and the catalogue
 * version, so it is computed once per version and served from memory; a signed-in user's view is
 * the guest's one with `inFavorites` filled in by one indexed query.
 */
export function createCatalogService(db: Db, storage: Storage, apiPublicUrl: string, options: CatalogOptions) {
  const version = catalogVersion(db, options.versionTtlMs);
  const metas = new VersionedCache<CatalogMeta>(1);
  const lists = new VersionedCache<CachedList>(options.cacheEntries);
  const cards = new VersionedCache<ProductCard | null>(options.cacheEntries);
  const searches = new VersionedCache<CatalogSearch>(options.cacheEntries);

  const current = async () => {
    const v = await version.current();
    return { v, meta: await metas.get(v, 'meta', () => loadMeta(db)) };
  };
  const root = (t: Translator): BreadCrumb => ({ name: t('catalog.root'), groupId: null });

  async function personalise<T extends { id: number; inFavorites: boolean }>(items: T[], viewer: Viewer | null) {
    if (!viewer) return items;
    const favorites = await favoriteIdsAmong(
      db,
      viewer,
      items.map((i) => i.id),
    );
    return items.map((i) => ({ ...i, inFavorites: favorites.has(i.id) }));
  }

  return {
    version: async () => String(await version.current()),

    async groups(lang: Lang): Promise<CatalogGroup[]> {
      const { meta } = await current();
      return meta.groups.map((g) => ({ id: g.id, name: g.name[lang], slug: g.slug, icon: mediaUrl(storage, g.icon), productsCount: g.productsCount }));
    },

    async list(q: CatalogProductsQuery, t: Translator): Promise<CachedList> {
      const { v, meta } = await current();
      const group = q.groupId === undefined ? undefined : meta.groupById.get(q.groupId);
      if (q.groupId !== undefined && !group) throw notFound();
      const search = q.search || undefined;
      const canonical = {
        lang: q.lang,
        groupId: q.groupId,
        search,
        sort: Object.fromEntries(sortOf(q.sort)),
        filter: selectionOf(meta, q.filter).map(([property, values]) => ({ property, values })),
        perPage: q.perPage,
      };
      const query = qs.stringify(canonical, { encodeValuesOnly: true });
      return lists.get(v, `${query}&page=${q.page}`, async () => {
        const result = await listProducts(
          db,
          storage,
          meta,
          {
            page: q.page,
            perPage: q.perPage,
            groupId: q.groupId,
            sort: sortOf(q.sort),
            selection: selectionOf(meta, q.filter),
            terms: search === undefined ? undefined : await searchTermsOf(db, search),
          },
          q.lang,
        );
        const base = root(t);
        const data: CatalogList = {
          breadCrumbs: group ? [base, { name: group.name[q.lang], groupId: group.id }] : [base],
          title: search ? t('catalog.searchTitle', { search }) : (group?.name[q.lang] ?? base.name),
          products: toPage(result.items, {
            page: q.page,
            perPage: q.perPage,
            total: result.total,
            url: (page) => `${apiPublicUrl}/web/catalog/products?${query}&page=${page}`,
          }),
          filters: result.filters,
        };
        // Checked against the contract once here, because guests get this JSON without the serializer.
        return { data, json: JSON.stringify(listEnvelope.parse({ data })) };
      });
    },

    async personalList(cached: CachedList, viewer: Viewer): Promise<CatalogList> {
      const { products } = cached.data;
      return { ...cached.data, products: { ...products, data: await personalise(products.data, viewer) } };
    },

    async card(id: number, lang: Lang, t: Translator, viewer: Viewer | null): Promise<ProductCard> {
      const { v, meta } = await current();
      const card = await cards.get(v, `${lang}/${id}`, () => productCard(db, storage, meta, id, lang, root(t)));
      if (!card) throw notFound();
      return (await personalise([card], viewer))[0];
    },

    async search(q: CatalogSearchQuery): Promise<CatalogSearch> {
      const { v, meta } = await current();
      const key = qs.stringify(q);
      return searches.get(v, key, async () => searchCatalog(db, storage, meta, q, await searchTermsOf(db, q.search), q.lang));
    },

    /** The user's favourites still on sale, newest first. */
    async favorites(viewer: Viewer, q: { page: number; perPage: number; lang: Lang }, url: (page: number) => string): Promise<Page<ProductListItem>> {
      const { total, ids } = await favoritePage(db, viewer, q.page, q.perPage);
      const items = (await itemsByIds(db, storage, ids, q.lang)).map((i) => ({ ...i, inFavorites: true }));
      return toPage(items, { page: q.page, perPage: q.perPage, total, url });
    },

    /** Idempotent: `created` the first time. 404 for an unknown product, 401 when the account is gone. */
    async addFavorite(viewer: Viewer, productId: number) {
      const result = await addFavorite(db, viewer.id, productId);
      if (result === 'unknownProduct') throw notFound();
      if (result === 'unknownUser') throw unauthorized();
      return { state: { id: productId, inFavorites: true }, created: result === 'created' };
    },

    /** Idempotent; 404 for an unknown product. */
    async removeFavorite(viewer: Viewer, productId: number) {
      if (!(await removeFavorite(db, viewer, productId))) throw notFound();
      return { id: productId, inFavorites: false };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
