import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MESSAGE_LENGTH } from '../../contracts';
import { rowsOf } from '../../server/src/db/rows';
import { ACCOUNTS_ENV, newPhone } from './accounts';
import { startServer, type TestServer } from './helpers';
import { body, extraAccount, newInstallation, sessions, type Sessions } from './installations-fixtures';
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
const get = (path: string, as: As) => server.request(path, { token: as.token });
const post = (path: string, as: As, payload?: unknown) => server.request(path, { method: 'POST', token: as.token, body: payload });
const sidebar = async (as: As) => (await get('/web/sidebar', as)).body.data.messagesCount as number;
const count = async (table: 'chats' | 'chat_messages') =>
  (await rowsOf<{ n: number }>(server.app.db, sql`select count(*)::int as n from ${sql.raw(table)}`))[0].n;

async function upload(as: As, bytes: Buffer, name: string) {
  const res = await sendChunk(server, as.token, chunkFields(0, bytes.length, bytes.length), bytes, name);
  expect(res.status, body(res)).toBe(201);
  return res.body.data.path as string;
}

/** The demo client's installation that is not a draft (the seed's first). */
async function clientInstallation() {
  const rows = await rowsOf<{ id: number; installer_id: number }>(
    server.app.db,
    sql`select id, installer_id from installations where client_id = ${s.client.id} and code <> 'DRAFT' and installer_id = ${s.installer.id} order by id limit 1`,
  );
  return rows[0];
}

const appeal = (as: As, payload: Record<string, unknown>) => post('/web/chats', as, payload);

describe('GET /web/chats and the seeded chats', () => {
  it('lists each author their own chats, support all (awaiting an answer first); dealers and designers get 403', async () => {
    const mine = await get('/web/chats', s.client);
    expect(mine.status, body(mine)).toBe(200);
    expect(mine.body.data.perPage).toBe(10);
    const own = mine.body.data.data as { author: { id: number }; unread: boolean; unreadCount: number; subject: string }[];
    expect(own.length).toBeGreaterThanOrEqual(4);
    expect(own.every((c) => c.author.id === s.client.id)).toBe(true);
    expect(own.some((c) => c.unread && c.unreadCount > 0)).toBe(true);

    const installers = (await get('/web/chats', s.installer)).body.data.data as { author: { id: number } }[];
    expect(installers.length).toBeGreaterThanOrEqual(1);
    expect(installers.every((c) => c.author.id === s.installer.id)).toBe(true);

    const inbox = (await get('/web/chats?perPage=50', s.admin)).body.data;
    expect(inbox.total).toBeGreaterThanOrEqual(own.length + installers.length);
    const waiting = (inbox.data as { awaitingAnswer: boolean }[]).map((c) => c.awaitingAnswer);
    expect(waiting).toEqual([...waiting].sort((a, b) => Number(b) - Number(a)));
    expect(waiting[0]).toBe(true);

    expect((await get('/web/chats', s.dealer)).status).toBe(403);
    expect((await get('/web/chats', s.designer)).status).toBe(403);
    expect((await server.request('/web/chats')).status).toBe(401);
    expect((await get('/web/chats?page=0', s.client)).status).toBe(422);
  });

  it('filters by equipment (a product of the chat’s installation) and offers those products', async () => {
    const filters = await get('/web/chats/filters', s.client);
    expect(filters.status, body(filters)).toBe(200);
    const equipment = filters.body.data.equipment as { id: number; name: string }[];
    expect(equipment.length).toBeGreaterThan(0);
    const filtered = (await get(`/web/chats?equipment=${equipment[0].id}`, s.client)).body.data;
    expect(filtered.total).toBeGreaterThan(0);
    expect((await get('/web/chats?equipment=2147483000', s.client)).body.data.total).toBe(0);
    expect((await get('/web/chats/filters', s.designer)).status).toBe(403);
  });

  it('pages a long chat 10 at a time, newest first, by offset or before a message', async () => {
    const list = (await get('/web/chats?perPage=50', s.client)).body.data.data as { id: number; subject: string }[];
    const long = list.find((c) => c.subject === 'Гул зовнішнього блоку')!;
    const first = (await get(`/web/chats/${long.id}/messages`, s.client)).body.data;
    expect(first.data).toHaveLength(10);
    expect(first.hasMore).toBe(true);
    const times = first.data.map((m: { datetime: string }) => m.datetime);
    expect(times).toEqual([...times].sort().reverse());
    const second = (await get(`/web/chats/${long.id}/messages?offset=10`, s.client)).body.data;
    expect(second.data[0].id).toBeLessThan(first.data[9].id);
    const before = (await get(`/web/chats/${long.id}/messages?before=${first.data[9].id}`, s.client)).body.data;
    expect(before.data.map((m: { id: number }) => m.id)).toEqual(second.data.map((m: { id: number }) => m.id));
    const last = (await get(`/web/chats/${long.id}/messages?offset=30`, s.client)).body.data;
    expect(last.data).toHaveLength(4);
    expect(last.hasMore).toBe(false);
    expect((await get(`/web/chats/${long.id}/messages?limit=0`, s.client)).status).toBe(422);
    expect((await get(`/web/chats/${long.id}/messages?limit=51`, s.client)).status).toBe(422);
  });
});

describe('POST /web/chats (an appeal)', () => {
  it('opens a chat with two photos for the installation’s client; the other party and strangers get 404, support sees it', async () => {
    const installation = await clientInstallation();
    const photos = [await upload(s.client, await pngBytes(), 'one.png'), await upload(s.client, await pngBytes(), 'two.png')];
    const product = (await get(`/web/installations/${installation.id}`, s.client)).body.data.equipment.products[0].id as number;
    const events = recordEvents(server.app.realtime);
    const res = await appeal(s.client, { installationId: installation.id, subject: '  Шумить  ', message: '<b>Не</b> працює', productId: product, photos });
    events.stop();
    expect(res.status, body(res)).toBe(201);
    const chat = res.body.data;
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

    const messages = (await get(`/web/chats/${chat.id}/messages`, s.client)).body.data.data;
    expect(messages).toHaveLength(1);
    // Stored and answered as plain text.
    expect(messages[0].content).toBe('<b>Не</b> працює');
    expect(messages[0].attachments.map((a: { kind: string; mime: string }) => [a.kind, a.mime])).toEqual([
      ['photo', 'image/png'],
      ['photo', 'image/png'],
    ]);

    expect((await get(`/web/chats/${chat.id}`, s.client)).status).toBe(200);
    expect((await get(`/web/chats/${chat.id}`, s.admin)).status).toBe(200);
    // The installation's installer is its other party: the client's chat is not theirs.
    expect((await get(`/web/chats/${chat.id}`, s.installer)).status).toBe(404);
    expect((await get(`/web/chats/${chat.id}/messages`, s.installer)).status).toBe(404);
    expect((await post(`/web/chats/${chat.id}/messages`, s.installer, { message: 'Я теж тут' })).status).toBe(404);
    expect((await get(`/web/chats/${chat.id}`, s.installer2)).status).toBe(404);
    expect((await get(`/web/chats/${chat.id}`, s.designer)).status).toBe(403);
    expect((await get(`/web/chats/${chat.id}`, s.dealer)).status).toBe(403);
    expect((await get('/web/chats/2147483000', s.admin)).status).toBe(404);
  });

  it('lets the installer appeal about their installation; support, dealers and designers may not appeal', async () => {
    const installation = await clientInstallation();
    const res = await appeal(s.installer, { installationId: installation.id, subject: 'Питання', message: 'Як оновити прошивку?' });
    expect(res.status, body(res)).toBe(201);
    expect((await get(`/web/chats/${res.body.data.id}`, s.client)).status).toBe(404);
    const payload = { installationId: installation.id, subject: 'Тема', message: 'Текст' };
    expect((await appeal(s.admin, payload)).status).toBe(403);
    expect((await appeal(s.dealer, payload)).status).toBe(403);
    expect((await appeal(s.designer, payload)).status).toBe(403);
    // Not a party of the installation: 404, as for an unknown one.
    expect((await appeal(s.installer2, payload)).status).toBe(404);
    expect((await appeal(s.client, { ...payload, installationId: 2147483000 })).status).toBe(404);
  });

  it('refuses bad input with 422 per field and creates nothing', async () => {
    const installation = await clientInstallation();
    const before = [await count('chats'), await count('chat_messages')];
    const refused = async (payload: Record<string, unknown>, fields: string[]) => {
      const res = await appeal(s.client, { installationId: installation.id, subject: 'Тема', message: 'Текст', ...payload });
      expect(res.status, body(res)).toBe(422);
      expect(Object.keys(res.body.errors).sort()).toEqual(fields.sort());
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
    const withPdf = await appeal(s.installer, {
      installationId: installation.id,
      subject: 'Тема',
      message: 'Текст',
      photos: [await upload(s.installer, await pdfBytes(), 'scan.pdf')],
    });
    expect(withPdf.status, body(withPdf)).toBe(422);
    expect(Object.keys(withPdf.body.errors)).toEqual(['photos']);
    expect([await count('chats'), await count('chat_messages')]).toEqual(before);
    // The refused uploads are still the client's to use: all files (one video) are fine.
    expect((await appeal(s.client, { installationId: installation.id, subject: 'Відео', message: 'Дивіться відео', photos: [video] })).status).toBe(201);

    // A draft cannot be appealed about.
    const draft = await post('/web/installations', s.installer, {
      workOrderType: 'INSTALLATION',
      certificationTypeId: (await rowsOf<{ id: number }>(server.app.db, sql`select id from certification_types where code = 'RAC'`))[0].id,
      clientPhone: '380500000001',
    });
    expect(draft.status, body(draft)).toBe(201);
    const res = await appeal(s.installer, { installationId: draft.body.data.id, subject: 'Тема', message: 'Текст' });
    expect(res.status, body(res)).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['installation']);
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
    expect(again.body.data.id).toBe(first.body.data.id);
  });
});

describe('messages, unread counts and reading', () => {
  it('support answers; the author’s unread count and sidebar follow; reading clears them and tells the other side', async () => {
    const installation = await clientInstallation();
    const chat = (await appeal(s.client, { installationId: installation.id, subject: 'Лічильники', message: 'Питання' })).body.data;
    const clientBefore = await sidebar(s.client);
    const adminBefore = await sidebar(s.admin);

    const events = recordEvents(server.app.realtime);
    const answer = await post(`/web/chats/${chat.id}/messages`, s.admin, { message: 'Відповідь підтримки' });
    expect(answer.status, body(answer)).toBe(201);
    expect(answer.body.data).toMatchObject({ chatId: chat.id, from: { id: s.admin.id, isSupport: true, role: 'ADMIN' }, content: 'Відповідь підтримки' });
    // Answering reads the author's message: support's count went down by it.
    expect(await sidebar(s.admin)).toBe(adminBefore - 1);
    expect(await sidebar(s.client)).toBe(clientBefore + 1);
    const toClient = events.events.find((e) => e.event === 'new_message' && e.userId === s.client.id);
    expect(toClient?.payload).toMatchObject({ unreadCount: 1, messagesCount: clientBefore + 1 });
    const readByAdmin = events.events.find((e) => e.event === 'read_messages' && e.userId === s.client.id);
    expect(readByAdmin?.payload).toMatchObject({ chatId: chat.id, readerIsSupport: true });
    events.stop();

    const listed = (await get('/web/chats?perPage=50', s.client)).body.data.data.find((c: { id: number }) => c.id === chat.id);
    expect(listed).toMatchObject({ unread: true, unreadCount: 1, awaitingAnswer: false, lastMessage: { content: 'Відповідь підтримки' } });
    // The client's first message now shows as read by support.
    const own = (await get(`/web/chats/${chat.id}/messages`, s.client)).body.data.data;
    expect(own.find((m: { from: { id: number } }) => m.from.id === s.client.id).read).toBe(true);
    expect(own.find((m: { from: { id: number } }) => m.from.id === s.admin.id).read).toBe(false);

    const reading = recordEvents(server.app.realtime);
    const read = await post(`/web/chats/${chat.id}/read`, s.client);
    reading.stop();
    expect(read.status, body(read)).toBe(200);
    expect(read.body.data).toEqual({ chatId: chat.id, unreadCount: 0, messagesCount: clientBefore });
    expect(await sidebar(s.client)).toBe(clientBefore);
    expect(reading.events.filter((e) => e.event === 'read_messages').map((e) => e.userId)).toEqual(expect.arrayContaining([s.client.id, s.admin.id]));
    // Reading twice changes nothing and tells only the reader's tabs.
    const twice = recordEvents(server.app.realtime);
    expect((await post(`/web/chats/${chat.id}/read`, s.client, { lastMessageId: 1 })).body.data.unreadCount).toBe(0);
    twice.stop();
    expect(twice.events.map((e) => e.userId)).toEqual([s.client.id]);
    expect((await post(`/web/chats/${chat.id}/read`, s.installer)).status).toBe(404);
    expect((await post(`/web/chats/${chat.id}/read`, s.designer)).status).toBe(403);
  });

  it('reading up to a message leaves the newer ones unread', async () => {
    const installation = await clientInstallation();
    const chat = (await appeal(s.client, { installationId: installation.id, subject: 'Частково', message: 'Початок' })).body.data;
    const first = (await post(`/web/chats/${chat.id}/messages`, s.admin, { message: 'Перша' })).body.data;
    await post(`/web/chats/${chat.id}/messages`, s.admin, { message: 'Друга' });
    const read = await post(`/web/chats/${chat.id}/read`, s.client, { lastMessageId: first.id });
    expect(read.body.data.unreadCount).toBe(1);
    expect((await post(`/web/chats/${chat.id}/read`, s.client, { lastMessageId: 'x' })).status).toBe(422);
  });

  it('sends exactly once per clientKey, refuses empty and long messages, and limits the rate per user (429 with Retry-After)', async () => {
    const installation = await clientInstallation();
    const chat = (await appeal(s.installer, { installationId: installation.id, subject: 'Ліміти', message: 'Старт' })).body.data;
    const send = (payload: Record<string, unknown>) => post(`/web/chats/${chat.id}/messages`, s.installer, payload);
    const clientKey = randomUUID();
    const one = await send({ message: 'Офлайн', clientKey });
    const again = await send({ message: 'Офлайн', clientKey });
    expect(one.status).toBe(201);
    expect(again.body.data.id).toBe(one.body.data.id);
    expect(again.body.data.clientKey).toBe(clientKey);

    for (const payload of [{ message: '  ' }, { message: 'x'.repeat(MAX_MESSAGE_LENGTH + 1) }, {}, { message: 'ok', files: ['../../etc/passwd'] }]) {
      const res = await send(payload);
      expect(res.status, body(res)).toBe(422);
    }
    expect((await send({ message: 'ok', files: Array.from({ length: 11 }, () => `temp/${randomUUID()}`) })).status).toBe(422);

    let last = one;
    for (let i = 0; i < 40 && last.status !== 429; i++) last = await send({ message: `№${i}` });
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('attachments', () => {
  it('streams an attachment with the bearer token to the author and support only; never at a public URL', async () => {
    const installation = await clientInstallation();
    const bytes = await pngBytes();
    const path = await upload(s.client, bytes, 'leak.png');
    const chat = (await appeal(s.client, { installationId: installation.id, subject: 'Вкладення', message: 'Фото', photos: [path] })).body.data;
    const [message] = (await get(`/web/chats/${chat.id}/messages`, s.client)).body.data.data;
    const attachment = message.attachments[0];
    expect(attachment.path.startsWith('private/')).toBe(true);
    const route = `/web/chats/${chat.id}/messages/${message.id}/attachment?path=${encodeURIComponent(attachment.path)}`;
    for (const as of [s.client, s.admin]) {
      const res = await fetch(server.url + route, { headers: { authorization: `Bearer ${as.token}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('image/png');
      expect(res.headers.get('cache-control')).toContain('private');
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    }
    expect((await fetch(server.url + route)).status).toBe(401);
    expect((await get(route, s.installer)).status).toBe(404);
    expect((await get(route, s.designer)).status).toBe(403);
    expect((await get(`/web/chats/${chat.id}/messages/${message.id}/attachment?path=private/chats/other.png`, s.client)).status).toBe(404);
    expect((await get(`/web/chats/${chat.id}/messages/${message.id + 100000}/attachment?path=${encodeURIComponent(attachment.path)}`, s.client)).status).toBe(
      404,
    );
    // The storage's public prefix refuses the private area, however the path is written.
    for (const url of [`/storage/${attachment.path}`, `/storage/./${attachment.path}`, `/storage/%70rivate/${attachment.path.slice('private/'.length)}`]) {
      expect((await fetch(server.url + url)).status, url).toBe(404);
    }
  });

  it('serves the seeded attachments drawn in code', async () => {
    const list = (await get('/web/chats?perPage=50', s.client)).body.data.data as { id: number; subject: string }[];
    const seeded = list.find((c) => c.subject === 'Внутрішній блок капає водою')!;
    const messages = (await get(`/web/chats/${seeded.id}/messages`, s.client)).body.data.data as { id: number; attachments: { path: string }[] }[];
    const withFiles = messages.find((m) => m.attachments.length > 0)!;
    const res = await get(`/web/chats/${seeded.id}/messages/${withFiles.id}/attachment?path=${encodeURIComponent(withFiles.attachments[0].path)}`, s.admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/jpeg');
  });
});

describe('support inbox: close, reopen, presence', () => {
  it('support closes and reopens a chat; the author may not; an author’s message reopens it', async () => {
    const installation = await clientInstallation();
    const chat = (await appeal(s.client, { installationId: installation.id, subject: 'Закриття', message: 'Питання' })).body.data;
    expect((await post(`/web/chats/${chat.id}/close`, s.client)).status).toBe(403);
    expect((await post(`/web/chats/${chat.id}/close`, s.designer)).status).toBe(403);
    const events = recordEvents(server.app.realtime);
    const closed = await post(`/web/chats/${chat.id}/close`, s.admin);
    expect(closed.status, body(closed)).toBe(200);
    expect(closed.body.data).toMatchObject({ status: 'closed', canClose: false, canReopen: true });
    expect(events.events.filter((e) => e.event === 'chat_status').map((e) => e.userId)).toEqual(expect.arrayContaining([s.client.id, s.admin.id]));
    events.stop();
    expect((await get(`/web/chats?status=closed&perPage=50`, s.client)).body.data.data.map((c: { id: number }) => c.id)).toContain(chat.id);
    expect((await post(`/web/chats/${chat.id}/reopen`, s.admin)).body.data.status).toBe('open');
    await post(`/web/chats/${chat.id}/close`, s.admin);
    await post(`/web/chats/${chat.id}/messages`, s.client, { message: 'Ще одне питання' });
    expect((await get(`/web/chats/${chat.id}`, s.client)).body.data.status).toBe('open');
    expect((await post('/web/chats/2147483000/close', s.admin)).status).toBe(404);
  });

  it('shows a support agent who else is answering', async () => {
    const installation = await clientInstallation();
    const chat = (await appeal(s.client, { installationId: installation.id, subject: 'Присутність', message: 'Хто тут?' })).body.data;
    const second = await newAdmin();
    expect((await post(`/web/chats/${chat.id}/presence`, s.admin, { typing: true })).body.data.agents).toEqual([]);
    const events = recordEvents(server.app.realtime);
    const seen = await post(`/web/chats/${chat.id}/presence`, second);
    events.stop();
    expect(seen.status, body(seen)).toBe(200);
    expect(seen.body.data.agents).toEqual([expect.objectContaining({ id: s.admin.id, typing: true })]);
    expect(events.events.find((e) => e.event === 'chat_presence' && e.userId === s.admin.id)?.payload).toMatchObject({ chatId: chat.id });
    expect((await get(`/web/chats/${chat.id}`, s.admin)).body.data.answering.map((a: { id: number }) => a.id)).toEqual([second.id]);
    await post(`/web/chats/${chat.id}/presence`, second, { leaving: true });
    expect((await get(`/web/chats/${chat.id}`, s.admin)).body.data.answering).toEqual([]);
    expect((await get(`/web/chats/${chat.id}`, s.client)).body.data.answering).toEqual([]);
    expect((await post(`/web/chats/${chat.id}/presence`, s.client)).status).toBe(403);
    expect((await post(`/web/chats/${chat.id}/presence`, s.admin, { typing: 'yes' })).status).toBe(422);
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
