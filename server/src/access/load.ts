import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notFound } from '../lib/http-errors';
import { scopes, type Viewer } from './matrix';

/** Resources whose records have an `id` of their own (favourites are pairs, reached only through lists). */
type Loadable = { [K in keyof typeof scopes]: (typeof scopes)[K]['table'] extends { id: unknown } ? K : never }[keyof typeof scopes];

/** Whether the user may see the record (the same scope as `loadVisible`), for an answer that only adds to what it shows. */
export async function mayView(db: Db, resource: Loadable, user: Viewer, id: number): Promise<boolean> {
  const { table, visible } = scopes[resource];
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), visible(user)))
    .limit(1);
  return row !== undefined;
}

/** One record the user may see, or 404 whether it is someone else's or does not exist. */
export async function loadVisible<R extends Loadable>(db: Db, resource: R, user: Viewer, id: number): Promise<(typeof scopes)[R]['table']['$inferSelect']> {
  const { table, visible } = scopes[resource];
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.id, id), visible(user)))
    .limit(1);
  if (!row) throw notFound();
  return row as (typeof scopes)[R]['table']['$inferSelect'];
}
