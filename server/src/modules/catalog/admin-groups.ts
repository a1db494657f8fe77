import { eq, sql } from 'drizzle-orm';
import type { AdminGroup, AdminGroupUpdate } from '../../../../contracts';
import type { Viewer } from '../../access';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { catalogGroups } from '../../db/schema';
import { transaction } from '../../db/transaction';
import type { Translator } from '../../i18n/translator';
import { HttpError, notFound } from '../../lib/http-errors';
import type { Storage } from '../../lib/storage';
import type { AuditService } from '../audit';
import { renameItem } from './admin-rename';
import { mediaUrl } from './items';
import { bumpCatalogVersion } from './writer';

type Deps = { db: Db; storage: Storage; audit: Pick<AuditService, 'record'> };
type Row = Omit<AdminGroup, 'icon'> & { icon: string };

async function groupRows(db: Db, id?: number) {
  return rowsOf<Row>(
    db,
    sql`select g.id, g.slug, g.icon, g.position,
               (select json_object_agg(t.lang, t.name) from catalog_group_translations t where t.group_id = g.id) as name,
               (select count(*)::int from products p where p.group_id = g.id) as "productsCount"
        from catalog_groups g ${id === undefined ? sql`` : sql`where g.id = ${id}`}
        order by g.position, g.id`,
  );
}

/** Support's catalogue groups: renamed and ordered through the import's writer (a one-group file), removed while empty. */
export function createGroupAdmin({ db, storage, audit }: Deps) {
  const present = (row: Row): AdminGroup => ({ ...row, icon: mediaUrl(storage, row.icon) });
  async function stored(id: number) {
    const [row] = await groupRows(db, id);
    if (!row) throw notFound();
    return row;
  }
  return {
    adminGroups: async () => (await groupRows(db)).map(present),

    /** 422 per field when the import's checks refuse the group the change makes. */
    async updateGroup(viewer: Viewer, id: number, body: AdminGroupUpdate, t: Translator) {
      const before = await stored(id);
      await renameItem({ db, storage, audit }, viewer, t, { kind: 'groups', id, fields: { slug: before.slug, icon: before.icon }, before, body });
      return present(await stored(id));
    },

    /** 409 `groupHasProducts` while any product (archived ones too) belongs to the group: say how many. */
    async removeGroup(viewer: Viewer, id: number) {
      await transaction(db, async (tx) => {
        const [group] = await tx.db.select().from(catalogGroups).where(eq(catalogGroups.id, id)).for('update');
        if (!group) throw notFound();
        const [{ count }] = await rowsOf<{ count: number }>(tx.db, sql`select count(*)::int as count from products where group_id = ${id}`);
        if (count > 0) throw new HttpError(409, 'catalog.groupHasProducts', { count });
        const [{ name }] = await rowsOf<{ name: Record<string, string> }>(
          tx.db,
          sql`select json_object_agg(lang, name) as name from catalog_group_translations where group_id = ${id}`,
        );
        await tx.db.delete(catalogGroups).where(eq(catalogGroups.id, id));
        await bumpCatalogVersion(tx.db);
        await audit.record(tx, {
          actorId: viewer.id,
          action: 'catalogGroup.delete',
          subjectType: 'catalogGroup',
          subjectId: id,
          before: null,
          after: { slug: group.slug, names: name },
        });
      });
      return { deleted: true as const };
    },
  };
}
