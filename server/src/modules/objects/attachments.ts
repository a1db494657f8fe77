import { MAX_OBJECT_DOCUMENTS, type Lang } from '../../../../contracts';
import type { Viewer } from '../../access';
import { transaction } from '../../db/transaction';
import { FieldsError, notFound } from '../../lib/http-errors';
import { mimeOf } from '../uploads';
import type { ObjectsDeps } from './deps';
import { deleteDocument, documentById, documentCount, insertDocuments } from './documents';
import { lockObject, touchObject, visibleObject } from './objects';
import { objectPolicy } from './policy';
import { enforce } from '../../lib/policy';
import type { Presenters } from './present';

/** An object's documents: attaching the user's uploads, streaming one to those who see the object, removing one. */
export function createAttachments({ db, uploads, clock }: ObjectsDeps, present: Presenters) {
  return {
    /** Claims the user's own uploads (POST /temp-files paths) as the object's documents, in one transaction. */
    async addDocuments(viewer: Viewer, id: number, paths: string[], lang: Lang) {
      enforce(objectPolicy.attachDocuments(viewer, await visibleObject(db, viewer, id)));
      return transaction(db, async (tx) => {
        await lockObject(tx.db, id);
        if ((await documentCount(tx.db, id)) + new Set(paths).size > MAX_OBJECT_DOCUMENTS) {
          throw new FieldsError({ documents: [`maxItems?maximum=${MAX_OBJECT_DOCUMENTS}`] });
        }
        const stored = await uploads.claim(tx, viewer, paths, { kind: 'documents', field: 'documents', private: true });
        const now = clock.now();
        await insertDocuments(
          tx.db,
          stored.map((f) => ({
            objectId: id,
            key: f.key,
            name: f.name,
            type: f.type,
            category: f.category,
            size: f.size,
            uploadedBy: viewer.id,
            createdAt: now,
          })),
        );
        await touchObject(tx.db, id, now);
        return present.equipments(tx.db, id, lang);
      });
    },

    /** A document's bytes, to those who see the object (404 for a document of another object). */
    async document(viewer: Viewer, id: number, documentId: number) {
      await visibleObject(db, viewer, id);
      const row = await documentById(db, id, documentId);
      if (!row) throw notFound();
      return { name: row.name, mime: mimeOf(row.type), inline: row.category === 'photo' || row.type === 'pdf', stream: await uploads.open(row.key) };
    },

    async removeDocument(viewer: Viewer, id: number, documentId: number, lang: Lang) {
      enforce(objectPolicy.removeDocument(viewer, await visibleObject(db, viewer, id)));
      return transaction(db, async (tx) => {
        const key = await deleteDocument(tx.db, id, documentId);
        if (key === undefined) throw notFound();
        uploads.release(tx, [key]);
        await touchObject(tx.db, id, clock.now());
        return present.equipments(tx.db, id, lang);
      });
    },
  };
}
