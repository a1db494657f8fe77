import { and, eq, gt, sql } from 'drizzle-orm';
import { PRESENCE_TTL_SECONDS, type ChatAgent } from '../../../../contracts';
import type { Db } from '../../db/client';
import { chatPresence, users } from '../../db/schema';
import { fullName } from '../../lib/names';

/**
 * "Who else is answering": a support agent viewing a chat reports it (POST /web/chats/{id}/presence, every
 * ~10 s while the chat is open, and when typing starts or stops); an agent counts as there for
 * PRESENCE_TTL_SECONDS after the last report. Kept in the database so that every API copy agrees.
 */
export async function reportPresence(db: Db, chatId: number, userId: number, state: { typing: boolean; leaving: boolean }, at: Date) {
  if (state.leaving) {
    await db.delete(chatPresence).where(and(eq(chatPresence.chatId, chatId), eq(chatPresence.userId, userId)));
    return;
  }
  await db
    .insert(chatPresence)
    .values({ chatId, userId, typing: state.typing, at })
    .onConflictDoUpdate({ target: [chatPresence.chatId, chatPresence.userId], set: { typing: state.typing, at } });
}

/** The agents in the chat now, by their last report. */
export async function agentsIn(db: Db, chatId: number, now: Date): Promise<ChatAgent[]> {
  const since = new Date(now.getTime() - PRESENCE_TTL_SECONDS * 1000);
  const rows = await db
    .select({ id: users.id, name: users.name, lastname: users.lastname, typing: chatPresence.typing, at: chatPresence.at })
    .from(chatPresence)
    .innerJoin(users, eq(users.id, chatPresence.userId))
    .where(and(eq(chatPresence.chatId, chatId), gt(chatPresence.at, since)))
    .orderBy(sql`${chatPresence.at}`, users.id);
  return rows.map((r) => ({ id: r.id, fullName: fullName(r), typing: r.typing, at: r.at.toISOString() }));
}
