import { eq, sql } from 'drizzle-orm';
import { loadVisible, scopeOf, type Viewer } from '../../access';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { buildingObjects } from '../../db/schema';
import { offsetOf } from '../../lib/paging';
import { containing } from '../../db/like';

export type ObjectRow = {
  id: number;
  name: string;
  address: string;
  comment: string;
  owner_id: number;
  owner_name: string;
  owner_lastname: string;
  equipment_count: number;
  documents_count: number;
  total: number;
  created_at: Date | string;
  updated_at: Date | string;
};

/** What the list's search matches: the name and the address, lower-cased. */
export const searchTextOf = (name: string, address: string) => `${name} ${address}`.toLowerCase();

/** The columns of `objectSchema` for the rows of `o` (an alias of building_objects). */
const columns = sql`o.id, o.name, o.address, o.comment, o.owner_id, u.name as owner_name, u.lastname as owner_lastname, o.created_at, o.updated_at,
  (select count(*)::int from building_object_equipment e where e.object_id = o.id) as equipment_count,
  (select count(*)::int from building_object_documents d where d.object_id = o.id) as documents_count,
  (select coalesce(sum(e.quantity * p.price), 0)::int from building_object_equipment e join products p on p.id = e.product_id where e.object_id = o.id) as total`;

/** One page of the objects `viewer` may see, newest first, and the total. */
export async function listObjects(db: Db, viewer: Viewer, search: string | undefined, page: number, perPage: number) {
  const where = sql.join(
    [sql`${scopeOf('buildingObjects', viewer) ?? sql`true`}`, ...(search ? [sql`building_objects.search_text like ${containing(search.toLowerCase())}`] : [])],
    sql` and `,
  );
  const [count, rows] = await Promise.all([
    rowsOf<{ total: number }>(db, sql`select count(*)::int as total from building_objects where ${where}`),
    rowsOf<ObjectRow>(
      db,
      sql`select ${columns} from (select building_objects.* from building_objects where ${where}
            order by building_objects.created_at desc, building_objects.id desc limit ${perPage} offset ${offsetOf(page, perPage)}) o
          join users u on u.id = o.owner_id
          order by o.created_at desc, o.id desc`,
    ),
  ]);
  return { total: count[0].total, rows };
}

/** One object with its counts (the caller has checked it is visible). */
export async function objectRow(db: Db, id: number): Promise<ObjectRow> {
  const [row] = await rowsOf<ObjectRow>(db, sql`select ${columns} from building_objects o join users u on u.id = o.owner_id where o.id = ${id}`);
  return row;
}

/** An object's row if `viewer` may see it (docs/access.md#row-scopes), else 404. */
export const visibleObject = (db: Db, viewer: Viewer, id: number) => loadVisible(db, 'buildingObjects', viewer, id);

/** The name, address and comment of an object. */
export type ObjectFields = { name: string; address: string; comment: string };

export async function insertObject(db: Db, ownerId: number, fields: ObjectFields, at: Date) {
  const [row] = await db
    .insert(buildingObjects)
    .values({ ownerId, ...fields, searchText: searchTextOf(fields.name, fields.address), createdAt: at, updatedAt: at })
    .returning({ id: buildingObjects.id });
  return row.id;
}

export const updateObject = (db: Db, id: number, fields: ObjectFields, at: Date) =>
  db
    .update(buildingObjects)
    .set({ ...fields, searchText: searchTextOf(fields.name, fields.address), updatedAt: at })
    .where(eq(buildingObjects.id, id));

/** Deletes the object; its equipment and document rows go with it (on delete cascade). */
export const deleteObject = (db: Db, id: number) => db.delete(buildingObjects).where(eq(buildingObjects.id, id));

/** Marks the object changed at `at` (a change of its equipment or documents). */
export const touchObject = (db: Db, id: number, at: Date) => db.update(buildingObjects).set({ updatedAt: at }).where(eq(buildingObjects.id, id));

/** Locks the object's row: one writer of its equipment or documents at a time, so a count holds until the commit. */
export const lockObject = (db: Db, id: number) => db.execute(sql`select id from building_objects where id = ${id} for update`);
