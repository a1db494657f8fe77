import { sql } from 'drizzle-orm';
import type { AdminGroupUpdate, AdminProperty } from '../../../../contracts';
import type { Viewer } from '../../access';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { Translator } from '../../i18n/translator';
import { notFound } from '../../lib/http-errors';
import type { Storage } from '../../lib/storage';
import type { AuditService } from '../audit';
import { renameItem } from './admin-rename';

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
      await renameItem({ db, storage, audit }, viewer, t, { kind: 'properties', id, fields: { code: before.code }, before, body });
      return stored(id);
    },
  };
}
