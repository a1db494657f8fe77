import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { appealBodySchema, catalogRoutes, chatRoutes, installationRoutes, MAX_MESSAGE_LENGTH, notificationRoutes, profileRoutes } from '../../contracts';
import { rowsOf } from '../../server/src/db/rows';
import { ACCOUNTS_ENV, newPhone } from './accounts';
import { startServer, type TestServer } from './helpers';
import { body, certificationTypeId, extraAccount, newInstallation, sessions, type Sessions } from './installations-fixtures';
import { recordEvents } from './realtime';
import { chunkFields, mp4Bytes, pdfBytes, pngBytes, sendChunk } from './upload-client';

/** Chats and appeals (docs/domain.md#chats-and-appeals): every route, every role, bad input, limits and the unread counts. */
let server: TestServer;
let s: Sessions;
beforeAll(async () => {
  server = await startServer(ACCOUNTS_ENV);
  s = await sessions(server);
});
afterAll(() => server?.close());

type As = { token: string };
const sidebar = async (as: As) => (await server.call(notificationRoutes.sidebar, { token: as.token })).data.messagesCount;
const chats = (as: As, query: { page?: number; perPage?: number; equipment?: number; status?: 'open' | 'closed' } = {}) =>
  server.call(chatRoutes.list, { query, token: as.token });
const aside = (as: As, id: number) => server.call(chatRoutes.aside, { params: { id }, token: as.token });
const messages = (as: As, id: number, query: { limit?: number; offset?: number; before?: number } = {}) =>
  server.call(chatRoutes.messages, { params: { id }, query, token: as.token });
const send = (as: As, id: number, message: string, more: { files?: string[]; clientKey?: string } = {}) =>
  server.call(chatRoutes.send, { params: { id }, body: { message, ...more }, token: as.token });
const read = (as: As, id: number, lastMessageId?: number) =>
  server.call(chatRoutes.read, { params: { id }, body: lastMessageId === undefined ? undefined : { lastMessageId }, token: as.token });
const support = (action: 'close' | 'reopen', as: As, id: number) => server.call(chatRoutes[action], { params: { id }, token: as.token });
const presence = (as: As, id: number, body?: { typing?: boolean; leaving?: boolean }) =>
  server.call(chatRoutes.presence, { params: { id }, body, token: as.token });
const openAttachment = (as: As, id: number, messageId: number, path: string) =>
  server.call(chatRoutes.attachment, { params: { id, messageId }, query: { path }, token: as.token });
const installationCard = (as: As, id: number) => server.call(installationRoutes.card, { params: { id }, token: as.token });
const count = async (table: 'chats' | 'chat_messages') =>
  (await rowsOf<{ n: number }>(server.app.db, sql`select count(*)::int as n from ${sql.raw(table)}`))[0].n;

async function upload(as: As, bytes: Buffer, name: string) {
  const res = await sendChunk(server, as.token, chunkFields(0, bytes.length, bytes.length), bytes, name);
  expect(res.status, body(res)).toBe(201);
  return res.body.data.path as string;
}

/** What the database keeps (chat_totals, chat_reader_totals, chats.author_seen) against what it counts from the chats and reads. */
async function keptMatchesCounted() {
  const [kept] = await rowsOf<{ chats: unknown; seen: unknown; authors: unknown }>(
    server.app.db,
    sql`select (select json_build_array(sum(open_chats), sum(closed_chats), sum(author_messages)) from chat_totals) as chats,
               (select json_object_agg(user_id, seen order by user_id) from chat_reader_totals where seen <> 0) as seen,
               (select json_object_agg(user_id, author_unread order by user_id) from chat_reader_totals where author_unread <> 0) as authors`,
  );
  const [counted] = await rowsOf<{ chats: unknown; seen: unknown; authors: unknown }>(
    server.app.db,
    sql`select (select json_build_array(count(*) filter (where status = 'open'), count(*) filter (where status = 'closed'),
                                       coalesce(sum(author_messages), 0)) from chats) as chats,
               (select json_object_agg(user_id, n order by user_id)
                from (select user_id, sum(seen_count)::int as n from chat_reads group by user_id) r where n <> 0) as seen,
               (select json_object_agg(author_id, n order by author_id)
                from (select c.author_id, sum(c.support_messages - coalesce(r.seen_count, 0))::int as n
                      from chats c left join chat_reads r on r.chat_id = c.id and r.user_id = c.author_id group by c.author_id) a
                where n <> 0) as authors`,
  );
  expect(kept).toEqual(counted);
}

/** The demo client's installation that is not a draft (the seed's first). */
async function clientInstallation() {
  const rows = await rowsOf<{ id: number; installer_id: number }>(
    server.app.db,
    sql`select id, installer_id from installations where client_id = ${s.client.id} and code <> 'DRAFT' and installer_id = ${s.installer.id} order by id limit 1`,
  );
  return rows[0];
}

/** A draft of the demo installer's: a job made but not registered yet. */
async function newDraft() {
  const draft = await server.call(installationRoutes.create, {
    token: s.installer.token,
    body: { workOrderType: 'INSTALLATION', certificationTypeId: await certificationTypeId(server, 'RAC'), clientPhone: '380500000001' },
  });
  expect(draft.status, body(draft)).toBe(201);
  return draft.data.id;
}

const appeal = (as: As, payload: z.input<typeof appealBodySchema>) => server.call(chatRoutes.create, { body: payload, token: as.token });
/** An appeal that is wrong on purpose (a field of the wrong type, blank, too long, an unknown product or upload). */
const invalidAppeal = (as: As, payload: Record<string, unknown>) => server.call(chatRoutes.create, { invalidBody: payload, token: as.token });

describe('GET /web/chats and the seeded chats', () => {
  it('lists each author their own chats, support all (awaiting an answer first); dealers and designers get 403', async () => {
    const mine = await chats(s.client);
    expect(mine.status, body(mine)).toBe(200);
    expect(mine.data.perPage).toBe(10);
    const own = mine.data.data;
    expect(own.length).toBeGreaterThanOrEqual(4);
    expect(own.every((c) => c.author.id === s.client.id)).toBe(true);
    expect(own.some((c) => c.unread && c.unreadCount > 0)).toBe(true);

    const installers = (await chats(s.installer)).data.data;
    expect(installers.length).toBeGreaterThanOrEqual(1);
    expect(installers.every((c) => c.author.id === s.installer.id)).toBe(true);

    const inbox = (await chats(s.admin, { perPage: 50 })).data;
    expect(inbox.total).toBeGreaterThanOrEqual(own.length + installers.length);
    const waiting = inbox.data.map((c) => c.awaitingAnswer);
    expect(waiting).toEqual([...waiting].sort((a, b) => Number(b) - Number(a)));
    expect(waiting[0]).toBe(true);

    expect((await chats(s.dealer)).status).toBe(403);
    expect((await chats(s.designer)).status).toBe(403);
    expect((await server.call(chatRoutes.list)).status).toBe(401);
    expect((await chats(s.client, { page: 0 })).status).toBe(422);
  });

  it('filters by equipment (a product of the chat’s installation) and offers those products', async () => {
    const filters = await server.call(chatRoutes.filters, { token: s.client.token });
    expect(filters.status, body(filters)).toBe(200);
    const equipment = filters.data.equipment;
    expect(equipment.length).toBeGreaterThan(0);
    const filtered = (await chats(s.client, { equipment: equipment[0].id })).data;
    expect(filtered.total).toBeGreaterThan(0);
    expect((await chats(s.client, { equipment: 2147483000 })).data.total).toBe(0);
    expect((await server.call(chatRoutes.filters, { token: s.designer.token })).status).toBe(403);
  });

  it('offers the products of the viewer’s chats, and counts and lists each chat of a product once, whether the chat names it, its job has it, or both; for every role and state', async () => {
    // A chat that names a product its job does not have (the product as the appeal named it; the job's list may change).
    const [job] = await rowsOf<{ id: number }>(
      server.app.db,
      sql`select id from installations where client_id = ${s.client.id} and code <> 'DRAFT' order by id limit 1`,
    );
    const [named] = await rowsOf<{ id: number }>(
      server.app.db,
      sql`select p.id from products p where not exists (select 1 from installation_products ip where ip.installation_id = ${job.id} and ip.product_id = p.id)
          order by p.id limit 1`,
    );
    await server.app.db.execute(
      sql`insert into chats (installation_id, author_id, product_id, subject, status) values (${job.id}, ${s.client.id}, ${named.id}, 'Про інший виріб', 'closed')`,
    );
    const offered = (await server.call(chatRoutes.filters, { token: s.admin.token })).data.equipment.map((p) => p.id);
    expect(offered).toContain(named.id);
    for (const [who, viewer] of [
      ['client', s.client],
      ['installer', s.installer],
      ['support', s.admin],
    ] as const) {
      // The filter offers the products of the viewer's chats' jobs and the products their chats name, each once.
      const [products] = await rowsOf<{ ids: number[] }>(
        server.app.db,
        sql`select array_agg(id order by id) as ids from (
              select ip.product_id as id from chats c join installation_products ip on ip.installation_id = c.installation_id where ${who === 'support'} or c.author_id = ${viewer.id}
              union select c.product_id from chats c where c.product_id is not null and (${who === 'support'} or c.author_id = ${viewer.id})) offered`,
      );
      const choices = await server.call(chatRoutes.filters, { token: viewer.token });
      expect(choices.data.equipment.map((p) => p.id).sort((a, b) => a - b)).toEqual(products.ids);
      for (const status of [undefined, 'open', 'closed'] as const) {
        for (const equipment of offered) {
          // The filter's rule, stated once more: the chat's own product, or one of its job's.
          const [expected] = await rowsOf<{ n: number; ids: number[] | null }>(
            server.app.db,
            sql`select count(*)::int as n, array_agg(c.id order by c.id) as ids from chats c
                where (${who === 'support'} or c.author_id = ${viewer.id}) and (${status ?? null}::text is null or c.status = ${status ?? null})
                  and (c.product_id = ${equipment} or exists (select 1 from installation_products ip where ip.installation_id = c.installation_id and ip.product_id = ${equipment}))`,
          );
          const page = await chats(viewer, { equipment, perPage: 100, ...(status ? { status } : {}) });
          expect(page.status, body(page)).toBe(200);
          expect([who, status, equipment, page.data.total]).toEqual([who, status, equipment, expected.n]);
          expect(page.data.data.map((c) => c.id).sort((a, b) => a - b)).toEqual(expected.ids ?? []);
        }
      }
    }
    expect((await chats(s.client, { equipment: named.id })).data.data.map((c) => c.subject)).toContain('Про інший виріб');
  });

  it('pages a long chat 10 at a time, newest first, by offset or before a message', async () => {
    const list = (await chats(s.client, { perPage: 50 })).data.data;
    const long = list.find((c) => c.subject === 'Гул зовнішнього блоку')!;
    const first = (await messages(s.client, long.id)).data;
    expect(first.data).toHaveLength(10);
    expect(first.hasMore).toBe(true);
    const times = first.data.map((m) => m.datetime);
    expect(times).toEqual([...times].sort().reverse());
    const second = (await messages(s.client, long.id, { offset: 10 })).data;
    expect(second.data[0].id).toBeLessThan(first.data[9].id);
    const before = (await messages(s.client, long.id, { before: first.data[9].id })).data;
    expect(before.data.map((m) => m.id)).toEqual(second.data.map((m) => m.id));
    const last = (await messages(s.client, long.id, { offset: 30 })).data;
    expect(last.data).toHaveLength(4);
    expect(last.hasMore).toBe(false);
    expect((await messages(s.client, long.id, { limit: 0 })).status).toBe(422);
    expect((await messages(s.client, long.id, { limit: 51 })).status).toBe(422);
  });
});

describe('POST /web/chats (an appeal)', () => {
  it('opens a chat with two photos for the installation’s client; the other party and strangers get 404, support sees it', async () => {
    const installation = await clientInstallation();
    const photos = [await upload(s.client, await pngBytes(), 'one.png'), await upload(s.client, await pngBytes(), 'two.png')];
    const product = (await installationCard(s.client, installation.id)).data.equipment.products[0].id;
    const events = recordEvents(server.app.realtime);
    const res = await appeal(s.client, { installationId: installation.id, subject: '  Шумить  ', message: '<b>Не</b> працює', productId: product, photos });
    events.stop();
    expect(res.status, body(res)).toBe(201);
    const chat = res.data;
    expect(chat).toMatchObject({
      installationId: installation.id,
      subject: 'Шумить',
      status: 'open',
      product: { id: product },
      author: { id: s.client.id, isSupport: false },
    });
    expect(chat.client.id).toBe(s.client.id);
    expect(chat.equipment.products.length).toBeGreaterThan(0);
    expect(chat.canClose).toBe(false);

    // new_message to the author's tabs and to every support agent, after the commit.
    const toAdmin = events.events.find((e) => e.event === 'new_message' && e.userId === s.admin.id);
    expect(toAdmin?.payload).toMatchObject({ chatId: chat.id, content: '<b>Не</b> працює', unreadCount: 1 });
    expect(events.events.some((e) => e.event === 'new_message' && e.userId === s.client.id)).toBe(true);
    expect(events.events.some((e) => e.userId === s.installer.id)).toBe(false);

    const written = (await messages(s.client, chat.id)).data.data;
    expect(written).toHaveLength(1);
    // Stored and answered as plain text.
    expect(written[0].content).toBe('<b>Не</b> працює');
    expect(written[0].attachments.map((a) => [a.kind, a.mime])).toEqual([
      ['photo', 'image/png'],
      ['photo', 'image/png'],
    ]);

    expect((await aside(s.client, chat.id)).status).toBe(200);
    expect((await aside(s.admin, chat.id)).status).toBe(200);
    // The installation's installer is its other party: the client's chat is not theirs.
    expect((await aside(s.installer, chat.id)).status).toBe(404);
    expect((await messages(s.installer, chat.id)).status).toBe(404);
    expect((await send(s.installer, chat.id, 'Я теж тут')).status).toBe(404);
    expect((await aside(s.installer2, chat.id)).status).toBe(404);
    expect((await aside(s.designer, chat.id)).status).toBe(403);
    expect((await aside(s.dealer, chat.id)).status).toBe(403);
    expect((await aside(s.admin, 2147483000)).status).toBe(404);
  });

  it('lets the installer appeal about their installation; support, dealers and designers may not appeal', async () => {
    const installation = await clientInstallation();
    const res = await appeal(s.installer, { installationId: installation.id, subject: 'Питання', message: 'Як оновити прошивку?' });
    expect(res.status, body(res)).toBe(201);
    expect((await aside(s.client, res.data.id)).status).toBe(404);
    const payload = { installationId: installation.id, subject: 'Тема', message: 'Текст' };
    expect((await appeal(s.admin, payload)).status).toBe(403);
    expect((await appeal(s.dealer, payload)).status).toBe(403);
    expect((await appeal(s.designer, payload)).status).toBe(403);
    // Not a party of the installation: 404, as for an unknown one.
    expect((await appeal(s.installer2, payload)).status).toBe(404);
    expect((await appeal(s.client, { ...payload, installationId: 2147483000 })).status).toBe(404);
  });

  it('offers the appeal on the installation card and its product card to exactly those whose appeal is opened', async () => {
    const installation = await clientInstallation();
    const product = (await installationCard(s.client, installation.id)).data.equipment.products[0].id;
    const offered = async (as: As) => {
      const [card, productCard] = await Promise.all([
        installationCard(as, installation.id),
        server.call(catalogRoutes.product, { params: { id: product }, query: { installationId: installation.id }, token: as.token }),
      ]);
      expect(productCard.data.canAppeal).toBe(card.data.canAppeal);
      return card.data.canAppeal;
    };
    const payload = { installationId: installation.id, subject: 'З картки', message: 'Текст' };
    // The job's client and installer are offered it and open a chat; the dealer and support see the job, are offered nothing and get 403.
    const roles = [
      ['client', s.client, 201],
      ['installer', s.installer, 201],
      ['dealer', s.dealer, 403],
      ['support', s.admin, 403],
    ] as const;
    for (const [who, as, status] of roles) {
      expect(await offered(as), who).toBe(status === 201);
      expect((await appeal(as, payload)).status, who).toBe(status);
    }
    // The later tests count on the client's hour of appeals (APPEALS_LIMIT) without these.
    await server.app.rateLimit.reset(`chats:appeals:${s.client.id}`);
    // A draft: its creator sees it, is offered no appeal, and the appeal is refused.
    const draft = await newDraft();
    expect((await installationCard(s.installer, draft)).data.canAppeal).toBe(false);
    expect((await appeal(s.installer, { ...payload, installationId: draft })).status).toBe(422);
  });

  it('refuses bad input with 422 per field and creates nothing', async () => {
    const installation = await clientInstallation();
    const before = [await count('chats'), await count('chat_messages')];
    const refused = async (payload: Record<string, unknown>, fields: string[]) => {
      const res = await invalidAppeal(s.client, { installationId: installation.id, subject: 'Тема', message: 'Текст', ...payload });
      expect(res.status, body(res)).toBe(422);
      expect(Object.keys(res.error.errors).sort()).toEqual(fields.sort());
    };
    await refused({ subject: '   ', message: ' \n ' }, ['subject', 'message']);
    await refused({ message: 'x'.repeat(MAX_MESSAGE_LENGTH + 1) }, ['message']);
    await refused({ subject: 'bad\u0000text' }, ['subject']);
    await refused({ installationId: 'one' }, ['installationId']);
    await refused({ productId: 2147483000 }, ['productId']);
    // Eleven files, or photos mixed with a video: photos.
    const png = await pngBytes();
    const eleven = await Promise.all(Array.from({ length: 11 }, (_, i) => upload(s.client, png, `p${i}.png`)));
    await refused({ photos: eleven }, ['photos']);
    const video = await upload(s.client, mp4Bytes(4096), 'clip.mp4');
    await refused({ photos: [eleven[0], video] }, ['photos']);
    // Someone else's upload.
    await refused({ photos: [await upload(s.installer, png, 'theirs.png')] }, ['photos']);
    // A document (a building object's only, docs/decisions/0030); the installer's try, as the client's hour of appeals is counted.
    const withPdf = await invalidAppeal(s.installer, {
      installationId: installation.id,
      subject: 'Тема',
      message: 'Текст',
      photos: [await upload(s.installer, await pdfBytes(), 'scan.pdf')],
    });
    expect(withPdf.status, body(withPdf)).toBe(422);
    expect(Object.keys(withPdf.error.errors)).toEqual(['photos']);
    expect([await count('chats'), await count('chat_messages')]).toEqual(before);
    // The refused uploads are still the client's to use: all files (one video) are fine.
    expect((await appeal(s.client, { installationId: installation.id, subject: 'Відео', message: 'Дивіться відео', photos: [video] })).status).toBe(201);

    // A draft cannot be appealed about.
    const draft = await newDraft();
    const res = await appeal(s.installer, { installationId: draft, subject: 'Тема', message: 'Текст' });
    expect(res.status, body(res)).toBe(422);
    expect(Object.keys(res.error.errors)).toEqual(['installation']);
  });

  it('refuses a file whose content is not an accepted type, whatever its name', async () => {
    const res = await sendChunk(
      server,
      s.client.token,
      chunkFields(0, 64, 64),
      Buffer.from('<html><script>alert(1)</script></html>'.padEnd(64, ' ')),
      'photo.jpg',
    );
    expect(res.status, body(res)).toBe(422);
  });

  it('answers the first appeal again for the same clientKey (a retried send makes one chat)', async () => {
    const installation = await clientInstallation();
    const clientKey = randomUUID();
    const payload = { installationId: installation.id, subject: 'Один раз', message: 'Надіслано двічі', clientKey };
    const first = await appeal(s.client, payload);
    const again = await appeal(s.client, payload);
    expect(first.status).toBe(201);
    expect(again.data.id).toBe(first.data.id);
  });
});

describe('messages, unread counts and reading', () => {
  it('support answers; the author’s unread count and sidebar follow; reading clears them and tells the other side', async () => {
    const installation = await clientInstallation();
    const chat = (await appeal(s.client, { installationId: installation.id, subject: 'Лічильники', message: 'Питання' })).data;
    const clientBefore = await sidebar(s.client);
    const adminBefore = await sidebar(s.admin);

    const events = recordEvents(server.app.realtime);
    const answer = await send(s.admin, chat.id, 'Відповідь підтримки');
    expect(answer.status, body(answer)).toBe(201);
    expect(answer.data).toMatchObject({ chatId: chat.id, from: { id: s.admin.id, isSupport: true, role: 'ADMIN' }, content: 'Відповідь підтримки' });
    // Answering reads the author's message: support's count went down by it.
    expect(await sidebar(s.admin)).toBe(adminBefore - 1);
    expect(await sidebar(s.client)).toBe(clientBefore + 1);
    const toClient = events.events.find((e) => e.event === 'new_message' && e.userId === s.client.id);
    expect(toClient?.payload).toMatchObject({ unreadCount: 1, messagesCount: clientBefore + 1 });
    const readByAdmin = events.events.find((e) => e.event === 'read_messages' && e.userId === s.client.id);
    expect(readByAdmin?.payload).toMatchObject({ chatId: chat.id, readerIsSupport: true });
    events.stop();

    const listed = (await chats(s.client, { perPage: 50 })).data.data.find((c) => c.id === chat.id);
    expect(listed).toMatchObject({ unread: true, unreadCount: 1, awaitingAnswer: false, lastMessage: { content: 'Відповідь підтримки' } });
    // The client's first message now shows as read by support.
    const own = (await messages(s.client, chat.id)).data.data;
    expect(own.find((m) => m.from.id === s.client.id)?.read).toBe(true);
    expect(own.find((m) => m.from.id === s.admin.id)?.read).toBe(false);

    const reading = recordEvents(server.app.realtime);
    const done = await read(s.client, chat.id);
    reading.stop();
    expect(done.status, body(done)).toBe(200);
    expect(done.data).toEqual({ chatId: chat.id, unreadCount: 0, messagesCount: clientBefore });
    expect(await sidebar(s.client)).toBe(clientBefore);
    expect(reading.events.filter((e) => e.event === 'read_messages').map((e) => e.userId)).toEqual(expect.arrayContaining([s.client.id, s.admin.id]));
    // Reading twice changes nothing and tells only the reader's tabs.
    const twice = recordEvents(server.app.realtime);
    expect((await read(s.client, chat.id, 1)).data.unreadCount).toBe(0);
    twice.stop();
    expect(twice.events.map((e) => e.userId)).toEqual([s.client.id]);
    expect((await read(s.installer, chat.id)).status).toBe(404);
    expect((await read(s.designer, chat.id)).status).toBe(403);
  });

  it('reading up to a message leaves the newer ones unread', async () => {
    const installation = await clientInstallation();
    const chat = (await appeal(s.client, { installationId: installation.id, subject: 'Частково', message: 'Початок' })).data;
    const first = (await send(s.admin, chat.id, 'Перша')).data;
    await send(s.admin, chat.id, 'Друга');
    expect((await read(s.client, chat.id, first.id)).data.unreadCount).toBe(1);
    const wrong = await server.call(chatRoutes.read, { params: { id: chat.id }, invalidBody: { lastMessageId: 'x' }, token: s.client.token });
    expect(wrong.status).toBe(422);
  });

  it('support’s totals follow whatever writes or deletes chats and reads, a deleted account’s chats included', async () => {
    const inbox = async (status?: 'open' | 'closed') => (await chats(s.admin, { perPage: 1, status })).data.total;
    await keptMatchesCounted();
    const before = { unread: await sidebar(s.admin), all: await inbox(), open: await inbox('open'), closed: await inbox('closed') };
    expect(before.all).toBe(before.open + before.closed);
    // An account whose closed chat was written straight into the tables (as an import or a restore would), with two
    // messages support has not read and one of support's that the account has.
    const author = await extraAccount(server, 'USER', newPhone());
    const installation = await clientInstallation();
    await server.app.db.execute(sql`
      with chat as (
        insert into chats (installation_id, author_id, subject, status, author_messages, support_messages)
        values (${installation.id}, ${author.id}, 'Imported', 'closed', 2, 1) returning id
      )
      insert into chat_reads (chat_id, user_id, seen_count) select id, ${author.id}, 1 from chat`);
    expect(await sidebar(s.admin)).toBe(before.unread + 2);
    expect(await sidebar(author)).toBe(0);
    expect({ all: await inbox(), open: await inbox('open'), closed: await inbox('closed') }).toEqual({
      all: before.all + 1,
      open: before.open,
      closed: before.closed + 1,
    });
    await keptMatchesCounted();

    const removed = await server.call(profileRoutes.remove, { token: author.token });
    expect(removed.status, body(removed)).toBe(200);
    expect(await sidebar(s.admin)).toBe(before.unread);
    expect(await inbox()).toBe(before.all);
    await keptMatchesCounted();
  });

  it('sends exactly once per clientKey, refuses empty and long messages, and limits the rate per user (429 with Retry-After)', async () => {
    const installation = await clientInstallation();
    const chat = (await appeal(s.installer, { installationId: installation.id, subject: 'Ліміти', message: 'Старт' })).data;
    const clientKey = randomUUID();
    const one = await send(s.installer, chat.id, 'Офлайн', { clientKey });
    // The retry is announced again: the copy that wrote the first may have died before announcing it (ADR 0050).
    const events = recordEvents(server.app.realtime);
    const again = await send(s.installer, chat.id, 'Офлайн', { clientKey });
    events.stop();
    expect(one.status).toBe(201);
    expect(again.data.id).toBe(one.data.id);
    expect(again.data.clientKey).toBe(clientKey);
    const announced = events.events.filter((e) => e.event === 'new_message').map((e) => [e.userId, (e.payload as { id: number }).id]);
    expect(announced).toEqual(expect.arrayContaining([[s.admin.id, one.data.id]]));

    const refused = [{ message: '  ' }, { message: 'x'.repeat(MAX_MESSAGE_LENGTH + 1) }, {}, { message: 'ok', files: ['../../etc/passwd'] }];
    for (const payload of [...refused, { message: 'ok', files: Array.from({ length: 11 }, () => `temp/${randomUUID()}`) }]) {
      const res = await server.call(chatRoutes.send, { params: { id: chat.id }, invalidBody: payload, token: s.installer.token });
      expect(res.status, body(res)).toBe(422);
    }

    let last = one;
    for (let i = 0; i < 40 && last.status !== 429; i++) last = await send(s.installer, chat.id, `№${i}`);
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('attachments', () => {
  it('streams an attachment with the bearer token to the author and support only; never at a public URL', async () => {
    const installation = await clientInstallation();
    const bytes = await pngBytes();
    const path = await upload(s.client, bytes, 'leak.png');
    const chat = (await appeal(s.client, { installationId: installation.id, subject: 'Вкладення', message: 'Фото', photos: [path] })).data;
    const [message] = (await messages(s.client, chat.id)).data.data;
    const attachment = message.attachments[0];
    expect(attachment.path.startsWith('private/')).toBe(true);
    // Over HTTP as the browser fetches it, by the URL the message carries: the bytes as they were uploaded.
    const route = `/web/chats/${chat.id}/messages/${message.id}/attachment?path=${encodeURIComponent(attachment.path)}`;
    expect(attachment.url.endsWith(route)).toBe(true);
    for (const as of [s.client, s.admin]) {
      const res = await fetch(server.url + route, { headers: { authorization: `Bearer ${as.token}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('image/png');
      expect(res.headers.get('cache-control')).toContain('private');
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    }
    expect((await fetch(server.url + route)).status).toBe(401);
    expect((await openAttachment(s.installer, chat.id, message.id, attachment.path)).status).toBe(404);
    expect((await openAttachment(s.designer, chat.id, message.id, attachment.path)).status).toBe(403);
    expect((await openAttachment(s.client, chat.id, message.id, 'private/chats/other.png')).status).toBe(404);
    expect((await openAttachment(s.client, chat.id, message.id + 100000, attachment.path)).status).toBe(404);
    // The storage's public prefix refuses the private area, however the path is written.
    for (const url of [`/storage/${attachment.path}`, `/storage/./${attachment.path}`, `/storage/%70rivate/${attachment.path.slice('private/'.length)}`]) {
      expect((await fetch(server.url + url)).status, url).toBe(404);
    }
  });

  it('serves the seeded attachments drawn in code', async () => {
    const list = (await chats(s.client, { perPage: 50 })).data.data;
    const seeded = list.find((c) => c.subject === 'Внутрішній блок капає водою')!;
    const withFiles = (await messages(s.client, seeded.id)).data.data.find((m) => m.attachments.length > 0)!;
    const res = await openAttachment(s.admin, seeded.id, withFiles.id, withFiles.attachments[0].path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/jpeg');
  });
});

describe('support inbox: close, reopen, presence', () => {
  it('support closes and reopens a chat; the author may not; an author’s message reopens it', async () => {
    const installation = await clientInstallation();
    const chat = (await appeal(s.client, { installationId: installation.id, subject: 'Закриття', message: 'Питання' })).data;
    expect((await support('close', s.client, chat.id)).status).toBe(403);
    expect((await support('close', s.designer, chat.id)).status).toBe(403);
    const events = recordEvents(server.app.realtime);
    const closed = await support('close', s.admin, chat.id);
    expect(closed.status, body(closed)).toBe(200);
    expect(closed.data).toMatchObject({ status: 'closed', canClose: false, canReopen: true });
    expect(events.events.filter((e) => e.event === 'chat_status').map((e) => e.userId)).toEqual(expect.arrayContaining([s.client.id, s.admin.id]));
    events.stop();
    expect((await chats(s.client, { status: 'closed', perPage: 50 })).data.data.map((c) => c.id)).toContain(chat.id);
    expect((await support('reopen', s.admin, chat.id)).data.status).toBe('open');
    await support('close', s.admin, chat.id);
    await send(s.client, chat.id, 'Ще одне питання');
    expect((await aside(s.client, chat.id)).data.status).toBe('open');
    expect((await support('close', s.admin, 2147483000)).status).toBe(404);
    await keptMatchesCounted();
  });

  it('shows a support agent who else is answering', async () => {
    const installation = await clientInstallation();
    const chat = (await appeal(s.client, { installationId: installation.id, subject: 'Присутність', message: 'Хто тут?' })).data;
    const second = await newAdmin();
    expect((await presence(s.admin, chat.id, { typing: true })).data.agents).toEqual([]);
    const events = recordEvents(server.app.realtime);
    const seen = await presence(second, chat.id);
    events.stop();
    expect(seen.status, body(seen)).toBe(200);
    expect(seen.data.agents).toEqual([expect.objectContaining({ id: s.admin.id, typing: true })]);
    expect(events.events.find((e) => e.event === 'chat_presence' && e.userId === s.admin.id)?.payload).toMatchObject({ chatId: chat.id });
    expect((await aside(s.admin, chat.id)).data.answering.map((a) => a.id)).toEqual([second.id]);
    await presence(second, chat.id, { leaving: true });
    expect((await aside(s.admin, chat.id)).data.answering).toEqual([]);
    expect((await aside(s.client, chat.id)).data.answering).toEqual([]);
    expect((await presence(s.client, chat.id)).status).toBe(403);
    expect((await server.call(chatRoutes.presence, { params: { id: chat.id }, invalidBody: { typing: 'yes' }, token: s.admin.token })).status).toBe(422);
  });
});

const newAdmin = () => extraAccount(server, 'ADMIN', newPhone());

describe('an installation made in the test, and the appeal limit', () => {
  it('lets its installer appeal once the wizard registered it', async () => {
    const { id } = await newInstallation(server, s.installer, s.installer.id);
    const res = await appeal(s.installer, { installationId: id, subject: 'Нова', message: 'Коли приїде замовлене обладнання?' });
    expect(res.status, body(res)).toBe(201);
  });

  it('limits appeals per user (429 with Retry-After) after the earlier tests used up the client’s hour', async () => {
    const installation = await clientInstallation();
    let last;
    for (let i = 0; i < 12 && last?.status !== 429; i++)
      last = await appeal(s.client, { installationId: installation.id, subject: `Ліміт ${i}`, message: 'Текст' });
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
