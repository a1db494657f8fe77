import { sql } from 'drizzle-orm';
import type { LocalizedName } from '../../../../contracts';
import type { Viewer } from '../../access';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { transaction } from '../../db/transaction';
import type { Translator } from '../../i18n/translator';
import { FieldsError } from '../../lib/http-errors';
import type { Storage } from '../../lib/storage';
import type { AuditService } from '../audit';
import { refusedChange } from './admin-import';
import { prepareImport } from './import';
import { writeCatalog } from './writer';

type Deps = { db: Db; storage: Storage; audit: Pick<AuditService, 'record'> };
/** A group's or a filter property's whole import item: its identity (`slug` and `icon`, or `code`), names and place. */
type Named = { name: LocalizedName; position: number } & ({ slug: string; icon: string } | { code: string });

const kinds = {
  groups: { subjectType: 'catalogGroup', key: 'slug', taken: 'groupSlugTaken', table: sql`catalog_groups` },
  properties: { subjectType: 'catalogProperty', key: 'code', taken: 'propertyCodeTaken', table: sql`catalog_properties` },
} as const;

/** What the log keeps of an item: its names and place, and a group's icon. */
const logged = ({ name, position, ...rest }: Named) => ({ names: name, position, ...('icon' in rest ? { icon: rest.icon } : {}) });

/**
 * A group or a filter property made or changed as a one-item import file (the import's checks, then its writer),
 * logged before → after in the same transaction; answers its id. A new item whose slug or code is in use is a 422
 * (`groupSlugTaken`, `propertyCodeTaken`), and so is any refusal of the import's checks.
 */
export async function writeNamedItem(
  { db, storage, audit }: Deps,
  viewer: Viewer,
  t: Translator,
  item: { kind: 'groups' | 'properties'; before: Named | null; after: Named },
) {
  const { subjectType, key, taken, table } = kinds[item.kind];
  const identity = 'slug' in item.after ? item.after.slug : item.after.code;
  return transaction(db, async (tx) => {
    const idOf = async () => (await rowsOf<{ id: number }>(tx.db, sql`select id from ${table} where ${sql.identifier(key)} = ${identity}`))[0]?.id;
    if (!item.before && (await idOf()) !== undefined) throw new FieldsError({ [key]: [taken] });
    const { data, issues } = await prepareImport(tx.db, storage, { raw: { [item.kind]: [item.after], products: [] }, rowLabels: [] }, t);
    if (!data) throw refusedChange(issues);
    await writeCatalog(tx.db, data);
    const id = (await idOf())!;
    await audit.record(tx, {
      actorId: viewer.id,
      action: `${subjectType}.${item.before ? 'update' : 'create'}`,
      subjectType,
      subjectId: id,
      before: item.before && logged(item.before),
      after: logged(item.after),
    });
    return id;
  });
}
