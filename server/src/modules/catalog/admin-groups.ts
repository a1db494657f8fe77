import { eq, sql } from 'drizzle-orm';
import type { AdminGroup, AdminGroupCreate, AdminGroupUpdate } from '../../../../contracts';
import type { Viewer } from '../../access';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { catalogGroups } from '../../db/schema';
import { transaction } from '../../db/transaction';
import type { Translator } from '../../i18n/translator';
import { HttpError, notFound } from '../../lib/http-errors';
import type { Storage } from '../../lib/storage';
import type { AuditService } from '../audit';
import type { UploadsService } from '../uploads';
import { writeNamedItem } from './admin-rename';
import { mediaUrl } from './items';
import { cleanSvg } from './media/clean-svg';
import { svgItem } from './media/render';
import { bumpCatalogVersion } from './writer';

type Deps = { db: Db; storage: Storage; audit: Pick<AuditService, 'record'>; uploads: Pick<UploadsService, 'putMedia'> };
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

/**
 * Support's catalogue groups: made with an SVG icon, renamed, ordered and given a new icon through the import's writer
 * (a one-group file), removed while empty.
 */
export function createGroupAdmin({ db, storage, audit, uploads }: Deps) {
  /** The icon cleaned (422 `icon` when it is no SVG drawing) and stored where uploads live, under a name of its content. */
  async function storedIcon(slug: string, svg: string) {
    const clean = cleanSvg(svg);
    return uploads.putMedia(svgItem(slug, clean).key, Buffer.from(clean), 'image/svg+xml');
  }
  const present = (row: Row): AdminGroup => ({ ...row, icon: mediaUrl(storage, row.icon) });
  async function stored(id: number) {
    const [row] = await groupRows(db, id);
    if (!row) throw notFound();
    return row;
  }
  return {
    adminGroups: async () => (await groupRows(db)).map(present),

    /** 422 `slug: groupSlugTaken` for an address in use, `icon` for no SVG drawing, else per field as the import's checks refuse it. */
    async createGroup(viewer: Viewer, body: AdminGroupCreate, t: Translator) {
      const after = { slug: body.slug, name: body.name, position: body.position, icon: await storedIcon(body.slug, body.icon) };
      return present(await stored(await writeNamedItem({ db, storage, audit }, viewer, t, { kind: 'groups', before: null, after })));
    },

    /** 422 per field when the import's checks refuse the group the change makes. */
    async updateGroup(viewer: Viewer, id: number, body: AdminGroupUpdate, t: Translator) {
      const { slug, name, position, icon } = await stored(id);
      const before = { slug, name, position, icon };
      const after = { ...before, ...body, icon: body.icon === undefined ? icon : await storedIcon(slug, body.icon) };
      await writeNamedItem({ db, storage, audit }, viewer, t, { kind: 'groups', before, after });
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
