import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealerRoutes, installationRoutes, notificationRoutes, notificationsPageSchema, sidebarSchema, type CallInput } from '../../contracts';
import { transaction } from '../../server/src/db/transaction';
import { displayPhone, formatDay, formatMonth } from '../../server/src/i18n/format';
import { translator } from '../../server/src/i18n/translator';
import { systemClock } from '../../server/src/lib/clock';
import { createNotificationsService, type NewNotification } from '../../server/src/modules/notifications';
import { ACCOUNTS_ENV, DEMO, login, newAccount } from './accounts';
import { startServer, type TestServer } from './helpers';
import { recordEvents } from './realtime';

let server: TestServer;
beforeAll(async () => {
  server = await startServer(ACCOUNTS_ENV);
});
afterAll(() => server.close());

const list = (token: string, query: CallInput<typeof notificationRoutes.list>['query'] = {}) => server.call(notificationRoutes.list, { query, token });
const sidebar = (token: string) => server.call(notificationRoutes.sidebar, { token });
const card = (token: string, id: unknown) => server.call(installationRoutes.card, { params: { id }, token });
/** What other modules do: a notification stored within their transaction (a Ukrainian reader's). */
const notify = (userId: number, notification: NewNotification) =>
  transaction(server.app.db, (tx) => server.app.services.notifications.notify(tx, { id: userId, language: 'uk' }, notification));
const read = (token: string, body?: { ids: number[] }) => server.call(notificationRoutes.markRead, { body, token });

describe('GET /web/notifications', () => {
  /** A stored day as a reader of `locale` reads it (Intl's long date; Ukrainian without the trailing "р."). */
  const longDay = (iso: string, locale: string) =>
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
      .format(new Date(`${iso}T12:00:00Z`))
      .replace(/ р\.$/, '');

  it('demo accounts have real-looking notifications, rendered in the asked language', async () => {
    const installer = await login(server, DEMO.installer);
    const en = await list(installer.accessToken, { lang: 'en' });
    expect(en.status).toBe(200);
    const page = notificationsPageSchema.parse(en.data);
    expect(page.total).toBe(4);
    expect(page.data[0]).toMatchObject({ title: 'A maintenance visit is coming up', readAt: null, link: expect.stringMatching(/^\/installations\/\d+$/) });
    const uk = await list(installer.accessToken);
    expect(uk.data.data[0].title).toBe('Наближається технічне обслуговування');
  });

  it('a seeded maintenance notice is about a real visit planned after the day it arrived, its day written for the reader', async () => {
    const client = await login(server, DEMO.user);
    for (const [lang, locale, words] of [
      ['en', 'en-GB', 'on'],
      ['uk', 'uk', 'на'],
      ['pl', 'pl', 'na'],
    ] as const) {
      const page = notificationsPageSchema.parse((await list(client.accessToken, { lang })).data);
      const notice = page.data.find((n) => n.link?.startsWith('/installations/'))!;
      const { prevention } = (await card(client.accessToken, notice.link!.split('/')[2])).data;
      expect(prevention, notice.text).not.toBeNull();
      expect(Date.parse(`${prevention!.plannedDate}T23:59:59Z`)).toBeGreaterThan(Date.parse(notice.createdAt));
      expect(notice.text).toContain(`${words} ${longDay(prevention!.plannedDate, locale)}`);
      expect(notice.text).toContain(prevention!.plannedTime);
    }
  });

  it('every link and number of a demo notification opens a real record the reader may see; no date is written as stored', async () => {
    for (const phone of [DEMO.user, DEMO.installer, DEMO.dealer, DEMO.installer2]) {
      const account = await login(server, phone);
      const page = notificationsPageSchema.parse((await list(account.accessToken, { lang: 'en', perPage: 100 })).data);
      expect(page.data.length).toBeGreaterThan(1);
      for (const n of page.data) {
        const where = `${phone}: ${n.title} — ${n.text}`;
        expect(n.text, where).not.toMatch(/\d{4}-\d{2}-\d{2}|\d{2}\.\d{2}\.\d{4}/);
        const installation = /^\/installations\/(\d+)$/.exec(n.link ?? '');
        if (installation) expect((await card(account.accessToken, installation[1])).status, where).toBe(200);
        // A number in the text is the installation the link opens.
        for (const [, number] of n.text.matchAll(/No\. (\d+)/g)) expect(installation?.[1], where).toBe(number);
        if (n.link === '/installers?tab=requests') {
          const waiting = (await server.call(dealerRoutes.requests, { query: { status: 'SENT' }, token: account.accessToken })).data.data;
          expect(
            waiting.map((r) => r.user.fullName).some((name) => n.text.startsWith(name)),
            where,
          ).toBe(true);
        }
      }
    }
  });

  it('pages newest first with perPage 10 by default and the page object of docs/api.md', async () => {
    const a = await newAccount(server);
    for (let i = 1; i <= 12; i++)
      await notify(a.user.id, { kind: 'installationConfirmed', values: { number: i, address: `вул. Тестова, ${i}` }, link: `/installations/${i}` });
    const first = notificationsPageSchema.parse((await list(a.accessToken, { lang: 'en' })).data);
    expect(first).toMatchObject({ currentPage: 1, lastPage: 2, perPage: 10, total: 13, from: 1, to: 10 });
    expect(first.data.map((n) => n.link).slice(0, 3)).toEqual(['/installations/12', '/installations/11', '/installations/10']);
    expect(first.links.map((l) => l.label)).toEqual(['1', '2']);
    const second = notificationsPageSchema.parse((await list(a.accessToken, { page: 2 })).data);
    expect(second).toMatchObject({ currentPage: 2, from: 11, to: 13 });
    expect(second.data.at(-1)!.title).toBe('Ласкаво просимо!');
    const past = notificationsPageSchema.parse((await list(a.accessToken, { page: 9 })).data);
    expect(past).toMatchObject({ data: [], from: null, to: null, total: 13 });
    expect((await list(a.accessToken, { perPage: 101 })).status).toBe(422);
  });

  it('a user only ever sees their own', async () => {
    const a = await newAccount(server);
    const b = await newAccount(server);
    await notify(a.user.id, { kind: 'passwordChanged' });
    const mine = (await list(a.accessToken)).data;
    const theirs = (await list(b.accessToken)).data;
    expect(mine.total).toBe(2);
    expect(theirs.total).toBe(1);
    expect(theirs.data.map((n) => n.id)).not.toContain(mine.data[0].id);
  });
});

describe('POST /web/notifications/read and GET /web/sidebar', () => {
  it('marks all read and answers the unread count; the sidebar follows', async () => {
    const a = await newAccount(server);
    await notify(a.user.id, { kind: 'preventionDue', values: { address: 'вул. Січових Стрільців, 1', date: '01.09.2025' } });
    const before = sidebarSchema.parse((await sidebar(a.accessToken)).data);
    expect(before).toEqual({ notificationsCount: 2, messagesCount: 0 });
    const res = await read(a.accessToken);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ notificationsCount: 0 });
    expect((await sidebar(a.accessToken)).data.notificationsCount).toBe(0);
    const all = (await list(a.accessToken)).data.data;
    expect(all.every((n) => n.readAt !== null)).toBe(true);
  });

  it("marks only the given ids, and never another user's", async () => {
    const a = await newAccount(server);
    const b = await newAccount(server);
    const extra = await notify(a.user.id, { kind: 'passwordChanged' });
    const [bWelcome] = (await list(b.accessToken)).data.data;
    const res = await read(a.accessToken, { ids: [extra.id, bWelcome.id] });
    expect(res.data).toEqual({ notificationsCount: 1 });
    expect((await sidebar(b.accessToken)).data.notificationsCount).toBe(1);
    expect((await read(a.accessToken, { ids: [] })).status).toBe(422);
    expect((await read(a.accessToken, { ids: Array.from({ length: 101 }, (_, i) => i + 1) })).status).toBe(422);
  });

  it('messagesCount comes from the counters other modules hand to the service', async () => {
    const a = await newAccount(server);
    const { db, realtime } = server.app;
    const notifications = createNotificationsService({
      db,
      realtime,
      clock: systemClock,
      unreadMessageCounters: [async (_db, user) => (user.id === a.user.id ? 3 : 0)],
    });
    expect(await notifications.sidebar({ id: a.user.id, role: 'USER' })).toEqual({ notificationsCount: 1, messagesCount: 3 });
    expect((await sidebar(a.accessToken)).data).toEqual({ notificationsCount: 1, messagesCount: 0 });
  });
});

describe('notify()', () => {
  it('stores the notification and, once committed, emits new_notification to that user (realtime)', async () => {
    const a = await newAccount(server);
    const { events, stop } = recordEvents(server.app.realtime);
    const row = await notify(a.user.id, { kind: 'certificationApproved', values: { level: 'Експерт', type: 'Теплові насоси' }, link: '/license' });
    stop();
    expect(events).toEqual([
      { userId: a.user.id, event: 'new_notification', payload: expect.objectContaining({ id: row.id, title: 'Сертифікацію підтверджено' }) },
    ]);
    const [first] = (await list(a.accessToken, { lang: 'en' })).data.data;
    expect(first).toMatchObject({ id: row.id, title: 'Certification approved', link: '/license', readAt: null });
    expect(first.text).toBe('Your application for the “Експерт” level in “Теплові насоси” was approved.');
  });
});

describe('dates and phones in the texts the server builds', () => {
  const values = { address: 'Київ, вул. Хрещатик 1', date: '2026-12-08', time: '10:30', link: 'https://portal.test/installations/7' };

  it('are written for the reader: a stored day as words with the time, in every language (notifications and SMS alike)', () => {
    expect(translator('uk')('preventions.sms.preventionPostponed', values)).toContain('перенесено на 8 грудня 2026 о 10:30');
    expect(translator('en')('preventions.sms.preventionPostponed', values)).toContain('postponed to 8 December 2026 at 10:30');
    expect(translator('pl')('preventions.sms.preventionPostponed', values)).toContain('przełożono na 8 grudnia 2026 o 10:30');
    expect(translator('uk')('notifications.preventionPostponed.text', values)).toBe(
      'Технічне обслуговування за адресою Київ, вул. Хрещатик 1 перенесено на 8 грудня 2026 о 10:30.',
    );
    expect(
      translator('en')('installations.history.event.preventionPostponed', {
        fromDate: '2026-12-01',
        fromTime: '09:00',
        toDate: '2026-12-08',
        toTime: '10:30',
        reason: 'Away',
      }),
    ).toBe('Maintenance visit postponed from 1 December 2026 at 09:00 to 8 December 2026 at 10:30. Reason: Away');
  });

  it('one helper: days, months and phones by their names; anything else as given', () => {
    expect([formatDay('uk', '2026-12-08'), formatDay('en', '2026-12-08'), formatDay('pl', '2026-12-08')]).toEqual([
      '8 грудня 2026',
      '8 December 2026',
      '8 grudnia 2026',
    ]);
    expect([formatMonth('uk', '2026-05'), formatMonth('en', '2026-05'), formatMonth('pl', '2026-05')]).toEqual(['травень 2026', 'May 2026', 'maj 2026']);
    expect([displayPhone('380500000001'), displayPhone('48512345678')]).toEqual(['+380 50 000 00 01', '+48 512 34 56 78']);
    // A day already written for people, a reason that looks like a day and a time stay as they are.
    expect(translator('en')('notifications.preventionDue.text', { address: 'x', date: '01.09.2025' })).toContain('planned for 01.09.2025.');
    expect(
      translator('en')('installations.history.event.preventionPostponed', {
        fromDate: '2026-12-01',
        fromTime: '09:00',
        toDate: '2026-12-08',
        toTime: '10:30',
        reason: '2026-12-09',
      }),
    ).toMatch(/Reason: 2026-12-09$/);
  });
});
