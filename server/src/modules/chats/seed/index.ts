import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { chatMessages, chatReads, chats, installationProducts, installations, type ChatAttachmentRow } from '../../../db/schema';
import type { Seeder } from '../../../db/seed';
import { demoAccountIds } from '../../users';
import { demoAttachmentRows } from './attachments';

type Line = { bySupport: boolean; text: string; attachments?: ChatAttachmentRow[] };

const PAGING_LINES: [string, string][] = [
  ['Добрий день! Після обслуговування зовнішній блок гуде сильніше, ніж раніше.', 'Добрий день! Підкажіть, будь ласка, гул постійний чи лише під час запуску?'],
  ['Здебільшого під час запуску, потім стихає.', 'Це може бути вібрація кронштейна. Чи є поруч із блоком предмети, що торкаються корпусу?'],
  ['Ні, нічого не торкається.', 'Тоді перевіримо кріплення під час наступного візиту. Який час вам зручний?'],
  ['Будь-який будній день після 17:00.', 'Записали. Монтажник зателефонує напередодні.'],
  ['Дякую! А чи можна поки користуватися кондиціонером?', 'Так, користуватися можна, це не шкодить обладнанню.'],
];

/** Demo chats (docs/domain.md#chats-and-appeals): the demo client's and installer's appeals, answered by the demo support agent. */
export const demoChatsSeeder: Seeder = {
  name: 'demo-chats',
  demo: true,
  async run(db: Db) {
    const ids = await demoAccountIds(db);
    const [client, installer, support] = ['380500000001', '380500000002', '380500000005'].map((p) => ids.get(p));
    if (!client || !installer || !support) return;
    const theirs = (where: ReturnType<typeof eq>) =>
      db
        .select()
        .from(installations)
        .where(and(where, ne(installations.code, 'DRAFT')))
        .orderBy(asc(installations.id));
    const clientJobs = await theirs(eq(installations.clientId, client));
    const installerJobs = (await theirs(eq(installations.installerId, installer))).filter((i) => i.clientId !== client);
    if (clientJobs.length < 2) return;
    const firstProduct = async (installationId: number) =>
      (
        await db.select().from(installationProducts).where(eq(installationProducts.installationId, installationId)).orderBy(asc(installationProducts.position))
      )[0]?.productId ?? null;
    const photos = await demoAttachmentRows();

    const now = Date.now();
    const hours = (h: number) => new Date(now - h * 3600_000);
    /** Writes one chat, its messages a few minutes apart from `startHoursAgo`, and who has read what. */
    async function chat(o: {
      installationId: number;
      authorId: number;
      subject: string;
      product: boolean;
      lines: Line[];
      startHoursAgo: number;
      closed?: boolean;
      /** Messages at the end the author / support has not read yet. */
      authorUnread: number;
      supportUnread: number;
    }) {
      const [row] = await db
        .insert(chats)
        .values({
          installationId: o.installationId,
          authorId: o.authorId,
          productId: o.product ? await firstProduct(o.installationId) : null,
          subject: o.subject,
          status: o.closed ? 'closed' : 'open',
          closedAt: o.closed ? hours(1) : null,
          createdAt: hours(o.startHoursAgo),
        })
        .returning();
      const step = (o.startHoursAgo * 3600_000 - 3600_000) / Math.max(1, o.lines.length);
      const messages = await db
        .insert(chatMessages)
        .values(
          o.lines.map((l, i) => ({
            chatId: row.id,
            authorId: l.bySupport ? support! : o.authorId,
            bySupport: l.bySupport,
            content: l.text,
            attachments: l.attachments ?? [],
            createdAt: new Date(now - o.startHoursAgo * 3600_000 + i * step),
          })),
        )
        .returning({ id: chatMessages.id, bySupport: chatMessages.bySupport });
      // A reader has read everything but the last `unread` messages of the other side.
      const readUpTo = (bySupportSide: boolean, unread: number) => {
        const other = messages.filter((m) => m.bySupport !== bySupportSide);
        const seen = other.slice(0, other.length - unread);
        return { seen: seen.length, last: seen.at(-1)?.id ?? 0 };
      };
      const author = readUpTo(false, o.authorUnread);
      const agent = readUpTo(true, o.supportUnread);
      await db.insert(chatReads).values([
        { chatId: row.id, userId: o.authorId, seenCount: author.seen, lastReadMessageId: author.last },
        { chatId: row.id, userId: support!, seenCount: agent.seen, lastReadMessageId: agent.last },
      ]);
      const last = messages.at(-1)!;
      await db
        .update(chats)
        .set({
          lastMessageId: last.id,
          lastMessageAt: sql`(select created_at from chat_messages where id = ${last.id})`,
          awaitingAnswer: !o.closed && !last.bySupport,
          authorMessages: messages.filter((m) => !m.bySupport).length,
          supportMessages: messages.filter((m) => m.bySupport).length,
          authorReadId: author.last,
          supportReadId: agent.last,
        })
        .where(eq(chats.id, row.id));
    }

    await chat({
      installationId: clientJobs[0].id,
      authorId: client,
      subject: 'Внутрішній блок капає водою',
      product: true,
      startHoursAgo: 30,
      lines: [
        { bySupport: false, text: 'Добрий день! З внутрішнього блоку капає вода на підлогу, фото додаю.', attachments: photos },
        { bySupport: true, text: 'Добрий день! Дякуємо за фото. На дисплеї код E6 — це засмічений дренаж. Монтажник приїде завтра з 10:00 до 12:00.' },
        { bySupport: false, text: 'Дякую, чекатимемо.' },
        { bySupport: true, text: 'Нагадаємо: до приїзду майстра вимкніть, будь ласка, режим охолодження.' },
      ],
      authorUnread: 1,
      supportUnread: 0,
    });
    await chat({
      installationId: clientJobs[1].id,
      authorId: client,
      subject: 'Гул зовнішнього блоку',
      product: false,
      startHoursAgo: 200,
      lines: Array.from({ length: 34 }, (_, i) => ({ bySupport: i % 2 === 1, text: PAGING_LINES[Math.floor(i / 2) % PAGING_LINES.length][i % 2] })),
      authorUnread: 2,
      supportUnread: 0,
    });
    await chat({
      installationId: clientJobs[0].id,
      authorId: client,
      subject: 'Копія гарантійного талона',
      product: false,
      startHoursAgo: 400,
      closed: true,
      lines: [
        { bySupport: false, text: 'Чи можна отримати гарантійний талон ще раз? Я загубив паперовий.' },
        { bySupport: true, text: 'Так, сертифікат завжди доступний у картці монтажу: кнопка «Гарантійний сертифікат». Закриваємо звернення.' },
      ],
      authorUnread: 0,
      supportUnread: 0,
    });
    const installerJob = installerJobs[0] ?? clientJobs[0];
    await chat({
      installationId: installerJob.id,
      authorId: installer,
      subject: 'Серійний номер не знаходиться',
      product: true,
      startHoursAgo: 6,
      lines: [
        { bySupport: false, text: 'Вітаю! Сканер не знаходить серійний номер зовнішнього блоку, хоча модель є в каталозі.' },
        { bySupport: true, text: 'Вітаємо! Надішліть, будь ласка, фото шильдика з серійним номером.' },
        { bySupport: false, text: 'Фото зараз зроблю, блок на даху.' },
      ],
      authorUnread: 0,
      supportUnread: 1,
    });
    // A fresh appeal nobody has answered yet: first in support's inbox.
    await chat({
      installationId: clientJobs[1].id,
      authorId: client,
      subject: 'Як часто чистити фільтри?',
      product: false,
      startHoursAgo: 2,
      lines: [{ bySupport: false, text: 'Підкажіть, як часто потрібно чистити фільтри внутрішнього блоку?' }],
      authorUnread: 0,
      supportUnread: 1,
    });
  },
};
