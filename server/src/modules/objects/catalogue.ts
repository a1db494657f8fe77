import type { Lang, ObjectProduct, Page } from '../../../../contracts';
import type { Db } from '../../db/client';
import { toPage } from '../../lib/paging';
import { searchTermsOf } from '../catalog';
import { equipmentGroups, equipmentProducts, equipmentTypes, type ProductKind } from './equipment';
import type { Presenters } from './present';

/** The equipment picker: the catalogue's groups, product kinds and products on sale. */
export function createCatalogue({ db }: { db: Db }, present: Presenters) {
  return {
    groups: (lang: Lang) => equipmentGroups(db, lang),
    types: (group: number | undefined, lang: Lang) => equipmentTypes(db, group, lang),

    async products(
      q: { page: number; perPage: number; search?: string; group?: number; type?: ProductKind; lang: Lang },
      url: (page: number) => string,
    ): Promise<Page<ObjectProduct>> {
      const terms = q.search ? await searchTermsOf(db, q.search) : undefined;
      const { total, rows } = await equipmentProducts(db, { terms, group: q.group, type: q.type }, q.page, q.perPage, q.lang);
      return toPage(rows.map(present.product), { page: q.page, perPage: q.perPage, total, url });
    },
  };
}
