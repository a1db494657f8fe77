import { and, eq } from 'drizzle-orm';
import type { ChatStatus } from '../../../../contracts';
import { loadVisible, type Viewer } from '../../access';
import type { Db } from '../../db/client';
import { chats, installationProducts } from '../../db/schema';
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

/** A new chat about a job, without messages yet (its first is written in the same transaction). */
export async function insertChat(db: Db, chat: { installationId: number; authorId: number; productId: number | null; subject: string; at: Date }) {
  const [row] = await db
    .insert(chats)
    .values({
      installationId: chat.installationId,
      authorId: chat.authorId,
      productId: chat.productId,
      subject: chat.subject,
      createdAt: chat.at,
      lastMessageAt: chat.at,
    })
    .returning();
  return row;
}

/** Closes the locked chat (it no longer awaits an answer) or reopens it. */
export async function updateStatus(db: Db, id: number, status: ChatStatus, at: Date): Promise<ChatRow> {
  const [row] = await db
    .update(chats)
    .set(status === 'closed' ? { status, closedAt: at, awaitingAnswer: false } : { status, closedAt: null })
    .where(eq(chats.id, id))
    .returning();
  return row;
}

/** Whether the job has the product (the one an appeal may name). */
export async function installationHasProduct(db: Db, installationId: number, productId: number) {
  const [has] = await db
    .select({ id: installationProducts.productId })
    .from(installationProducts)
    .where(and(eq(installationProducts.installationId, installationId), eq(installationProducts.productId, productId)));
  return has !== undefined;
}
