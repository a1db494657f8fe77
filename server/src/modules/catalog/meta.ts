import { asc, sql } from 'drizzle-orm';
import type { Lang } from '../../../../contracts';
import type { Db } from '../../db/client';
import { catalogGroups, catalogGroupTranslations, catalogProperties, catalogPropertyValues, products, type Localized } from '../../db/schema';

export type MetaGroup = { id: number; slug: string; icon: string; name: Localized; productsCount: number };
export type MetaProperty = { id: number; code: string; name: Localized; position: number };
export type MetaValue = { id: number; propertyId: number; code: string; name: Localized; sortKey: number };

/** The small, slowly changing part of the catalogue, loaded once per catalogue version. */
export type CatalogMeta = {
  groups: MetaGroup[];
  groupById: Map<number, MetaGroup>;
  properties: MetaProperty[];
  valueById: Map<number, MetaValue>;
  /** Values of each property in display order, per language. */
  valuesInOrder: (propertyId: number, lang: Lang) => MetaValue[];
};

export async function loadMeta(db: Db): Promise<CatalogMeta> {
  const [groupRows, names, counts, properties, values] = await Promise.all([
    db.select().from(catalogGroups).orderBy(asc(catalogGroups.position), asc(catalogGroups.id)),
    db.select().from(catalogGroupTranslations),
    db
      .select({ groupId: products.groupId, count: sql<number>`count(*)::int` })
      .from(products)
      .where(sql`not ${products.archived}`)
      .groupBy(products.groupId),
    db.select().from(catalogProperties).orderBy(asc(catalogProperties.position), asc(catalogProperties.id)),
    db.select().from(catalogPropertyValues),
  ]);
  const countOf = new Map(counts.map((c) => [c.groupId, c.count]));
  const groups = groupRows.map((g) => {
    const name = Object.fromEntries(names.filter((n) => n.groupId === g.id).map((n) => [n.lang, n.name])) as Localized;
    return { id: g.id, slug: g.slug, icon: g.icon, name, productsCount: countOf.get(g.id) ?? 0 };
  });
  const ordered = new Map<string, MetaValue[]>();
  return {
    groups,
    groupById: new Map(groups.map((g) => [g.id, g])),
    properties: properties.map((p) => ({ id: p.id, code: p.code, name: p.name, position: p.position })),
    valueById: new Map(values.map((v) => [v.id, v])),
    valuesInOrder(propertyId, lang) {
      const key = `${propertyId}/${lang}`;
      let list = ordered.get(key);
      if (!list) {
        const collator = new Intl.Collator(lang, { numeric: true });
        list = values.filter((v) => v.propertyId === propertyId).sort((a, b) => a.sortKey - b.sortKey || collator.compare(a.name[lang], b.name[lang]));
        ordered.set(key, list);
      }
      return list;
    },
  };
}
