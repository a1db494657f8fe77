import { and, eq, sql } from 'drizzle-orm';
import type { AdminNamedUpdate, AdminProperty, AdminPropertyCreate, AdminPropertyValue, AdminPropertyValueUpdate } from '../../../../contracts';
import type { Viewer } from '../../access';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { catalogPropertyValues } from '../../db/schema';
import { transaction } from '../../db/transaction';
import type { Translator } from '../../i18n/translator';
import { notFound } from '../../lib/http-errors';
import type { Storage } from '../../lib/storage';
import type { AuditService } from '../audit';
import { writeNamedItem } from './admin-rename';
import { bumpCatalogVersion } from './writer';

type Deps = { db: Db; storage: Storage; audit: Pick<AuditService, 'record'> };

const propertyRows = (db: Db, id?: number) =>
  rowsOf<AdminProperty>(
    db,
    sql`select p.id, p.code, p.name, p.position, (select count(*)::int from catalog_property_values v where v.property_id = p.id) as "valuesCount"
        from catalog_properties p ${id === undefined ? sql`` : sql`where p.id = ${id}`}
        order by p.position, p.id`,
  );

const valueRows = (db: Db, propertyId: number, valueId?: number) =>
  rowsOf<AdminPropertyValue>(
    db,
    sql`select v.id, v.code, v.name, v.sort_key as sort,
               (select count(*)::int from product_property_values pv where pv.value_id = v.id) as "productsCount"
        from catalog_property_values v
        where v.property_id = ${propertyId} ${valueId === undefined ? sql`` : sql`and v.id = ${valueId}`}
        order by v.sort_key, v.code`,
  );

/**
 * Support's filter properties: made, renamed and ordered through the import's writer (a one-property file), and their
 * values labelled and ordered; each change logged.
 */
export function createPropertyAdmin({ db, storage, audit }: Deps) {
  async function stored(id: number) {
    const [row] = await propertyRows(db, id);
    if (!row) throw notFound();
    return row;
  }
  return {
    adminProperties: () => propertyRows(db),

    /** 422 `code: propertyCodeTaken` for a code in use, else per field as the import's checks refuse it. */
    async createProperty(viewer: Viewer, body: AdminPropertyCreate, t: Translator) {
      return stored(await writeNamedItem({ db, storage, audit }, viewer, t, { kind: 'properties', before: null, after: body }));
    },

    /** 422 per field when the import's checks refuse the property the change makes. */
    async updateProperty(viewer: Viewer, id: number, body: AdminNamedUpdate, t: Translator) {
      const { code, name, position } = await stored(id);
      const before = { code, name, position };
      await writeNamedItem({ db, storage, audit }, viewer, t, { kind: 'properties', before, after: { ...before, ...body } });
      return stored(id);
    },

    /** A filter's values in their order; 404 for an unknown filter. */
    async propertyValues(id: number) {
      await stored(id);
      return valueRows(db, id);
    },

    /**
     * A value's label in every language and its place inside the filter, as the shop's filter shows them (an import row
     * naming the value with a `label` sets the same columns); logged before → after on the filter.
     */
    async updatePropertyValue(viewer: Viewer, id: number, valueId: number, body: AdminPropertyValueUpdate) {
      await transaction(db, async (tx) => {
        const where = and(eq(catalogPropertyValues.id, valueId), eq(catalogPropertyValues.propertyId, id));
        const [before] = await tx.db.select().from(catalogPropertyValues).where(where).for('update');
        if (!before) throw notFound();
        const after = { name: body.name ?? before.name, sortKey: body.sort ?? before.sortKey };
        await tx.db.update(catalogPropertyValues).set(after).where(where);
        await bumpCatalogVersion(tx.db);
        await audit.record(tx, {
          actorId: viewer.id,
          action: 'catalogProperty.valueUpdate',
          subjectType: 'catalogProperty',
          subjectId: id,
          before: { value: before.code, names: before.name, sort: before.sortKey },
          after: { value: before.code, names: after.name, sort: after.sortKey },
        });
      });
      return (await valueRows(db, id, valueId))[0];
    },
  };
}
