import { and, eq } from 'drizzle-orm';
import type { InfoPageKey, Lang } from '../../../../contracts';
import type { Db } from '../../db/client';
import { infoPages } from '../../db/schema';

export type InfoPageRow = typeof infoPages.$inferSelect;

const oneLanguage = (key: InfoPageKey, lang: Lang) => and(eq(infoPages.key, key), eq(infoPages.lang, lang));

export async function pageRow(db: Db, key: InfoPageKey, lang: Lang, { lock = false } = {}) {
  const query = db.select().from(infoPages).where(oneLanguage(key, lang));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export const pageRows = (db: Db, key?: InfoPageKey) =>
  db
    .select()
    .from(infoPages)
    .where(key ? eq(infoPages.key, key) : undefined);

export async function updatePage(db: Db, id: number, set: Partial<Omit<InfoPageRow, 'id' | 'key' | 'lang'>>) {
  await db.update(infoPages).set(set).where(eq(infoPages.id, id));
}
