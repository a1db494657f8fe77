import type { AdminGroupUpdate, LocalizedName } from '../../../../contracts';
import type { Viewer } from '../../access';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import type { Translator } from '../../i18n/translator';
import type { Storage } from '../../lib/storage';
import type { AuditService } from '../audit';
import { refusedChange } from './admin-import';
import { prepareImport } from './import';
import { writeCatalog } from './writer';

type Deps = { db: Db; storage: Storage; audit: Pick<AuditService, 'record'> };
type Named = { name: LocalizedName; position: number };

/**
 * A group's or a filter property's names and place changed as a one-item import file (the import's checks, then its
 * writer), logged before → after in the same transaction; 422 per field when the checks refuse it.
 */
export async function renameItem(
  { db, storage, audit }: Deps,
  viewer: Viewer,
  t: Translator,
  item: { kind: 'groups' | 'properties'; id: number; fields: Record<string, unknown>; before: Named; body: AdminGroupUpdate },
) {
  const named = { name: item.body.name ?? item.before.name, position: item.body.position ?? item.before.position };
  const { data, issues } = await prepareImport(db, storage, { raw: { [item.kind]: [{ ...item.fields, ...named }], products: [] }, rowLabels: [] }, t);
  if (!data) throw refusedChange(issues);
  const subjectType = item.kind === 'groups' ? 'catalogGroup' : 'catalogProperty';
  await transaction(db, async (tx) => {
    await writeCatalog(tx.db, data);
    await audit.record(tx, {
      actorId: viewer.id,
      action: `${subjectType}.update`,
      subjectType,
      subjectId: item.id,
      before: { names: item.before.name, position: item.before.position },
      after: { names: named.name, position: named.position },
    });
  });
}
