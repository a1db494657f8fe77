import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatRoutes, installationRoutes, notificationRoutes, type ServerEvents } from '../../contracts';
import { ACCOUNTS_ENV, DEMO, login } from './accounts';
import { startCopy, startServer, type TestServer } from './helpers';
import { body } from './installations-fixtures';
import { hasRedis, REDIS_URL } from './redis';

/** Chats through real sockets: new_message and read_messages reach every tab of each side, and the other API copy through Redis. */
type ClientSocket = Socket<ServerEvents>;

const opened: ClientSocket[] = [];
function socketTo(server: TestServer, token: string): ClientSocket {
  const socket: ClientSocket = io(server.url, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
  opened.push(socket);
  return socket;
}
const connected = (socket: ClientSocket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
const next = <E extends keyof ServerEvents>(socket: ClientSocket, event: E) =>
  new Promise<Parameters<ServerEvents[E]>[0]>((resolve) => socket.once(event, ((payload: Parameters<ServerEvents[E]>[0]) => resolve(payload)) as never));

afterEach(() => {
  for (const socket of opened.splice(0)) socket.disconnect();
});

type Session = { accessToken: string; user: { id: number } };
async function openAppeal(server: TestServer, client: Session, subject: string) {
  const [installation] = (await server.call(installationRoutes.list, { token: client.accessToken })).data.data.filter((i) => i.code !== 'DRAFT');
  const res = await server.call(chatRoutes.create, { token: client.accessToken, body: { installationId: installation.id, subject, message: 'Добрий день' } });
  expect(res.status, body(res)).toBe(201);
  return res.data.id;
}
const sidebar = async (server: TestServer, as: Session) => (await server.call(notificationRoutes.sidebar, { token: as.accessToken })).data.messagesCount;
const send = (server: TestServer, as: Session, chatId: number, message: string) =>
  server.call(chatRoutes.send, { params: { id: chatId }, body: { message }, token: as.accessToken });

describe('chat events over the socket', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(ACCOUNTS_ENV);
  });
  afterAll(() => server.close());

  it('support’s answer reaches both of the client’s tabs with the unread counts; reading reaches the other tab and support', async () => {
    const [client, admin] = await Promise.all([login(server, DEMO.user), login(server, DEMO.admin)]);
    const chatId = await openAppeal(server, client, 'Через сокет');
    const tabs = [socketTo(server, client.accessToken), socketTo(server, client.accessToken)];
    const agent = socketTo(server, admin.accessToken);
    await Promise.all([...tabs, agent].map(connected));

    const arriving = tabs.map((tab) => next(tab, 'new_message'));
    const echo = next(agent, 'new_message');
    const sent = await send(server, admin, chatId, 'Вітаємо, чим допомогти?');
    expect(sent.status, body(sent)).toBe(201);
    const received = await Promise.all(arriving);
    const total = await sidebar(server, client);
    for (const payload of received)
      expect(payload).toMatchObject({
        id: sent.data.id,
        chatId,
        content: 'Вітаємо, чим допомогти?',
        from: { id: admin.user.id, isSupport: true },
        unreadCount: 1,
        messagesCount: total,
      });
    // The sender's own tabs get it too, with nothing unread for them there.
    expect(await echo).toMatchObject({ id: sent.data.id, unreadCount: 0 });

    const otherTab = next(tabs[1], 'read_messages');
    const toSupport = next(agent, 'read_messages');
    const read = await server.call(chatRoutes.read, { params: { id: chatId }, body: undefined, token: client.accessToken });
    expect(read.status).toBe(200);
    expect(await otherTab).toEqual({
      chatId,
      unreadCount: 0,
      messagesCount: total - 1,
      readerId: client.user.id,
      readerIsSupport: false,
      lastReadMessageId: sent.data.id,
    });
    expect(await toSupport).toMatchObject({ chatId, readerId: client.user.id, readerIsSupport: false, messagesCount: await sidebar(server, admin) });
    expect(await sidebar(server, client)).toBe(total - 1);
  });

  it('the installation’s other party and other users get nothing of the chat', async () => {
    const [client, installer, admin] = await Promise.all([login(server, DEMO.user), login(server, DEMO.installer), login(server, DEMO.admin)]);
    const chatId = await openAppeal(server, client, 'Приватно');
    const outsider = socketTo(server, installer.accessToken);
    const own = socketTo(server, client.accessToken);
    await Promise.all([outsider, own].map(connected));
    const seen: string[] = [];
    outsider.onAny((event) => seen.push(event));
    const mine = next(own, 'new_message');
    await send(server, admin, chatId, 'Лише для автора');
    await mine;
    // One more event to the installer afterwards arrives alone: nothing of the chat came before it.
    const marker = next(outsider, 'installation_confirmed');
    server.app.realtime.emit(installer.user.id, 'installation_confirmed', { installationId: 1 });
    await marker;
    expect(seen).toEqual(['installation_confirmed']);
  });
});

describe.skipIf(!hasRedis)('two API copies sharing Redis (REDIS_URL)', () => {
  it('a message sent through copy A reaches the client connected to copy B', async () => {
    const a = await startServer({ ...ACCOUNTS_ENV, REDIS_URL });
    const b = await startCopy(a);
    try {
      const [client, admin] = await Promise.all([login(a, DEMO.user), login(a, DEMO.admin)]);
      const chatId = await openAppeal(a, client, 'Дві копії');
      const onB = socketTo(b, client.accessToken);
      await connected(onB);
      const arriving = next(onB, 'new_message');
      const sent = await send(a, admin, chatId, 'Через Redis');
      expect(sent.status, body(sent)).toBe(201);
      expect(await arriving).toMatchObject({ chatId, id: sent.data.id, content: 'Через Redis' });
    } finally {
      await b.close();
      await a.close();
    }
  });
});
