import { eq } from 'drizzle-orm';
import { loadVisible, type Viewer } from '../../access';
import type { Db } from '../../db/client';
import { chats } from '../../db/schema';
import { notFound } from '../../lib/http-errors';

export type ChatRow = typeof chats.$inferSelect;

/** One chat `viewer` may see (its author, or support), else 404. */
export const visibleChat = (db: Db, viewer: Viewer, id: number) => loadVisible(db, 'chats', viewer, id);

/** The chat row locked for the rest of the transaction (counters and markers change together). */
export async function lockChat(db: Db, id: number): Promise<ChatRow> {
  const [row] = await db.select().from(chats).where(eq(chats.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}
