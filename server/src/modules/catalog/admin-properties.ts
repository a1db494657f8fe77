import { sql } from 'drizzle-orm';
import type { AdminGroupUpdate, AdminProperty } from '../../../../contracts';
import type { Viewer } from '../../access';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { transaction } from '../../db/transaction';
import type { Translator } from '../../i18n/translator';
import { notFound } from '../../lib/http-errors';
import type { Storage } from '../../lib/storage';
import type { AuditService } from '../audit';
import { refusedChange } from './admin-import';
import { prepareImport } from './import';
import { writeCatalog } from './writer';

type Deps = { db: Db; storage: Storage; audit: Pick<AuditService, 'record'> };

const propertyRows = (db: Db, id?: number) =>
  rowsOf<AdminProperty>(
    db,
    sql`select p.id, p.code, p.name, p.position, (select count(*)::int from catalog_property_values v where v.property_id = p.id) as "valuesCount"
        from catalog_properties p ${id === undefined ? sql`` : sql`where p.id = ${id}`}
        order by p.position, p.id`,
  );

/** Support's filter properties: renamed and ordered through the import's writer (a one-property file), each change logged. */
export function createPropertyAdmin({ db, storage, audit }: Deps) {
  async function stored(id: number) {
    const [row] = await propertyRows(db, id);
    if (!row) throw notFound();
    return row;
  }
  return {
    adminProperties: () => propertyRows(db),

    /** 422 per field when the import's checks refuse the property the change makes. */
    async updateProperty(viewer: Viewer, id: number, body: AdminGroupUpdate, t: Translator) {
      const before = await stored(id);
      const property = { code: before.code, name: body.name ?? before.name, position: body.position ?? before.position };
      const { data, issues } = await prepareImport(db, storage, { raw: { properties: [property], products: [] }, rowLabels: [] }, t);
      if (!data) throw refusedChange(issues);
      await transaction(db, async (tx) => {
        await writeCatalog(tx.db, data);
        await audit.record(tx, {
          actorId: viewer.id,
          action: 'catalogProperty.update',
          subjectType: 'catalogProperty',
          subjectId: id,
          before: { names: before.name, position: before.position },
          after: { names: property.name, position: property.position },
        });
      });
      return stored(id);
    },
  };
}
