import type { BuildingObject, Page } from '../../../../contracts';
import type { Viewer } from '../../access';
import { transaction } from '../../db/transaction';
import { toPage } from '../../lib/paging';
import type { ObjectsDeps } from './deps';
import { documentsOf } from './documents';
import { deleteObject, insertObject, listObjects, objectRow, updateObject, visibleObject, type ObjectFields } from './objects';
import { objectPolicy } from './policy';
import { enforce } from '../../lib/policy';
import type { Presenters } from './present';

/** The objects themselves: the list, creating, reading, editing and deleting one. */
export function createRecords({ db, uploads, clock }: ObjectsDeps, present: Presenters) {
  return {
    async list(viewer: Viewer, q: { page: number; perPage: number; search?: string }, url: (page: number) => string): Promise<Page<BuildingObject>> {
      const { total, rows } = await listObjects(db, viewer, q.search || undefined, q.page, q.perPage);
      return toPage(rows.map(present.object), { page: q.page, perPage: q.perPage, total, url });
    },

    async create(viewer: Viewer, fields: ObjectFields): Promise<BuildingObject> {
      const id = await insertObject(db, viewer.id, fields, clock.now());
      return present.object(await objectRow(db, id));
    },

    async show(viewer: Viewer, id: number): Promise<BuildingObject> {
      await visibleObject(db, viewer, id);
      return present.object(await objectRow(db, id));
    },

    async update(viewer: Viewer, id: number, fields: ObjectFields): Promise<BuildingObject> {
      enforce(objectPolicy.edit(viewer, await visibleObject(db, viewer, id)));
      await updateObject(db, id, fields, clock.now());
      return present.object(await objectRow(db, id));
    },

    /** Deletes the object with its equipment and documents; the documents' bytes go after the commit. */
    async remove(viewer: Viewer, id: number) {
      enforce(objectPolicy.delete(viewer, await visibleObject(db, viewer, id)));
      await transaction(db, async (tx) => {
        const documents = await documentsOf(tx.db, id);
        await deleteObject(tx.db, id);
        uploads.release(
          tx,
          documents.map((d) => d.key),
        );
      });
      return { ok: true as const };
    },
  };
}
