import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { adminRoutes, authRoutes, chatRoutes, installationRoutes, profileRoutes, pushRoutes } from '../../contracts';
import en from '../../messages/en.json' with { type: 'json' };
import pl from '../../messages/pl.json' with { type: 'json' };
import uk from '../../messages/uk.json' with { type: 'json' };
import { installationUnits, pushSubscriptions, users } from '../../server/src/db/schema';
import { DEV_VAPID_SUBJECT, loadConfig, type ConfigError } from '../../server/src/config/env';
import { systemClock, type Clock } from '../../server/src/lib/clock';
import { createReminders } from '../../server/src/modules/preventions';
import { createPushService } from '../../server/src/modules/push';
import { DEMO, login, newAccount, newIp } from './accounts';
import { completionWorld, type CompletionWorld, type Session } from './installations-completion-fixtures';
import { pushServiceStandIn, type Device, type PushServiceStandIn } from './push-service';

let w: CompletionWorld;
let service: PushServiceStandIn;
beforeAll(async () => {
  [w, service] = await Promise.all([completionWorld(), pushServiceStandIn()]);
  await w.certify(w.installer.id, 'ACTIVE');
});
afterEach(() => expect(service.failures).toEqual([]));
afterAll(async () => {
  await w?.server.close();
  await service?.close();
});

const subscribe = (who: Session | null, device: Device) => w.call(pushRoutes.subscribe, who, { body: device.subscription });
/** A signed-in session of `phone` (a device) that subscribed `device`. */
async function subscribedSession(phone: string, device = service.device(), password?: string): Promise<Session & { refreshToken: string }> {
  const session = await login(w.server, phone, password);
  const who = { token: session.accessToken, id: session.user.id, phone, refreshToken: session.refreshToken };
  const res = await subscribe(who, device);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return who;
}
/** Waits until every push under way was answered: what has not reached the stand-in by then never will. */
const settled = () => w.server.app.services.push.idle();
const subscriptionOf = async (sessionToken: Session) => (await w.call(pushRoutes.subscription, sessionToken)).data.endpoint;
const rowsOf = async (device: Device) =>
  (await w.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.subscription.endpoint))).length;
/** A push straight from the service, as the modules send theirs. */
const push = (userIds: number[], tag = 'test') =>
  w.server.app.services.push.send(userIds, { texts: () => ({ title: 'Test', body: 'Body' }), page: '/profile', tag });

describe('the push routes', () => {
  it('answer a guest 401', async () => {
    const device = service.device();
    for (const res of [
      await w.call(pushRoutes.key, null),
      await w.call(pushRoutes.subscription, null),
      await subscribe(null, device),
      await w.call(pushRoutes.unsubscribe, null),
    ])
      expect(res.status).toBe(401);
  });

  it('let every role read the key and keep its own device subscription', async () => {
    for (const phone of Object.values(DEMO)) {
      const device = service.device();
      const session = await login(w.server, phone);
      const who = { token: session.accessToken, id: session.user.id, phone };
      const key = await w.call(pushRoutes.key, who);
      expect(key.status).toBe(200);
      expect(key.data.publicKey).toMatch(/^B[\w-]{86}$/);
      expect(await subscriptionOf(who)).toBeNull();
      expect((await subscribe(who, device)).data).toEqual({ endpoint: device.subscription.endpoint });
      expect(await subscriptionOf(who)).toBe(device.subscription.endpoint);
      expect((await w.call(pushRoutes.unsubscribe, who)).data).toEqual({ endpoint: null });
      expect(await subscriptionOf(who)).toBeNull();
    }
  });

  it('answer 422 per field, in the asked language', async () => {
    const who = { token: (await login(w.server, DEMO.user)).accessToken, id: 0, phone: DEMO.user };
    const bad = await w.call(pushRoutes.subscribe, who, {
      invalidBody: { endpoint: 'http://push.example/1', keys: { p256dh: 'AAAA', auth: 'short' } },
      query: { lang: 'en' },
    });
    expect(bad.status).toBe(422);
    expect(bad.error.errors).toEqual({
      endpoint: [en.validation.pushEndpointInvalid],
      // A nested field is named by its top-level key (docs/api.md#errors): one message for each of the two keys.
      keys: [en.validation.pushKeyInvalid, en.validation.pushKeyInvalid],
    });
    const missing = await w.call(pushRoutes.subscribe, who, { invalidBody: { keys: {} }, query: { lang: 'pl' } });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.error.errors).sort()).toEqual(['endpoint', 'keys']);
    expect(missing.error.errors.endpoint).toEqual([pl.validation.required]);
  });

  it('move an endpoint to the session that registers it last: one browser, one account', async () => {
    const device = service.device();
    const first = await subscribedSession(DEMO.user, device);
    const second = await subscribedSession(DEMO.installer, device);
    expect(await subscriptionOf(first)).toBeNull();
    expect(await subscriptionOf(second)).toBe(device.subscription.endpoint);
    push([first.id, second.id]);
    await settled();
    expect(service.to(device).map((d) => d.payload.title)).toEqual(['Test']);
  });
});

describe('what is pushed', () => {
  it('the grading request reaches the client’s devices after the job is completed with their code, in their language, opening the card', async () => {
    const device = service.device();
    const client = await subscribedSession(w.client.phone, device);
    expect((await w.call(profileRoutes.setLanguage, client, { body: { lang: 'en' } })).status).toBe(200);
    const job = await w.installation();
    await w.complete(job.id);
    await settled();
    const [delivery, ...more] = service.to(device);
    expect(more).toEqual([]);
    expect(delivery.payload).toEqual({
      title: en.api.notifications.installationCompleted.title,
      body: expect.stringMatching(new RegExp(`^Installation No\\. ${job.id} at .+ is completed\\.`)),
      url: `/en/installations/${job.id}`,
      tag: `installation-${job.id}`,
    });
    // Signed as RFC 8292 asks: for the push service's origin, by the key browsers subscribe with, naming the operator.
    expect(delivery.claims.aud).toBe(service.url);
    expect(delivery.claims.sub).toBe(w.server.config.vapidSubject);
    expect(delivery.publicKey).toBe((await w.call(pushRoutes.key, client)).data.publicKey);
    expect(delivery.headers.ttl).toBe('86400');
    expect(delivery.headers.topic).toBe(`installation-${job.id}`);
    await w.call(profileRoutes.setLanguage, client, { body: { lang: 'uk' } });
  });

  it('a chat message reaches the other side only: support’s devices for the client’s, the client’s for support’s', async () => {
    const [clientDevice, agentDevice] = [service.device(), service.device()];
    const client = await subscribedSession(w.client.phone, clientDevice);
    const agent = await subscribedSession(DEMO.admin, agentDevice);
    expect((await w.call(profileRoutes.setLanguage, client, { body: { lang: 'pl' } })).status).toBe(200);
    const [installation] = (await w.call(installationRoutes.list, client)).data.data.filter((i) => i.code !== 'DRAFT');
    const created = await w.call(chatRoutes.create, client, {
      body: { installationId: installation.id, subject: 'Push', message: 'Чи можна перенести візит?' },
    });
    expect(created.status).toBe(201);
    const chatId = created.data.id;
    await settled();
    expect(service.to(clientDevice)).toEqual([]);
    const [clientName] = await w.db.select({ name: users.name, lastname: users.lastname }).from(users).where(eq(users.id, client.id));
    // Support reads Ukrainian (the demo admin's language); the client was set to Polish.
    expect(service.to(agentDevice).map((d) => d.payload)).toEqual([
      {
        title: uk.api.push.newMessage.from.replace('{name}', `${clientName.name} ${clientName.lastname}`),
        body: 'Чи можна перенести візит?',
        url: `/chats/${chatId}`,
        tag: `chat-${chatId}`,
      },
    ]);
    expect((await w.call(chatRoutes.send, agent, { params: { id: chatId }, body: { message: 'Так, напишіть зручний день.' } })).status).toBe(201);
    await settled();
    expect(service.to(clientDevice).map((d) => d.payload)).toEqual([
      { title: pl.api.push.newMessage.fromSupport, body: 'Так, напишіть зручний день.', url: `/pl/chats/${chatId}`, tag: `chat-${chatId}` },
    ]);
    // The agent who answered gets nothing of their own message (nor would the other agents).
    expect(service.to(agentDevice)).toHaveLength(1);
    await w.call(profileRoutes.setLanguage, client, { body: { lang: 'uk' } });
  });

  it('a maintenance reminder reaches the client’s devices, opening the card', async () => {
    const device = service.device();
    await subscribedSession(w.client.phone, device);
    const job = await w.installation();
    await w.complete(job.id);
    await settled();
    const due = '2032-06-15';
    await w.db.update(installationUnits).set({ maintenanceDueOn: due }).where(eq(installationUnits.installationId, job.id));
    const clock: Clock = { now: () => new Date('2032-06-08T12:00:00') };
    const { db, sms, services } = w.server.app;
    await createReminders({ db, clock, notifications: services.notifications, push: services.push, sms, webUrl: 'https://portal.test' }).run();
    await settled();
    const reminders = service.to(device).filter((d) => d.payload.tag === `maintenance-${job.id}`);
    expect(reminders.map((d) => d.payload.url)).toEqual([`/installations/${job.id}`]);
    // The notification's texts, in the client's language (Ukrainian), the day written for the reader.
    expect(reminders[0].payload.title).toBe(uk.api.notifications.maintenanceReminder.title);
    expect(reminders[0].payload.body).toContain('до 15 червня 2032 (через 7 днів)');
  });
});

describe('nothing reaches a device that may not receive it', () => {
  it('a signed-out session’s: its subscription goes with the session', async () => {
    const [stays, leaves] = [service.device(), service.device()];
    await subscribedSession(w.client.phone, stays);
    const leaving = await subscribedSession(w.client.phone, leaves);
    expect((await w.call(authRoutes.logout, leaving)).status).toBe(200);
    expect(await rowsOf(leaves)).toBe(0);
    const job = await w.installation();
    await w.complete(job.id);
    await settled();
    expect(service.to(stays)).toHaveLength(1);
    expect(service.to(leaves)).toEqual([]);
  });

  it('a session revoked for a reused refresh token', async () => {
    const device = service.device();
    const session = await subscribedSession(w.client.phone, device);
    const refresh = (refreshToken: string) => w.server.call(authRoutes.refresh, { body: { refreshToken }, headers: newIp() });
    expect((await refresh(session.refreshToken)).status).toBe(200);
    // Past the reuse window the old token again means it leaked: the session ends.
    await w.db.execute(sql`update refresh_tokens set rotated_at = rotated_at - interval '1 minute' where rotated_at is not null`);
    expect((await refresh(session.refreshToken)).status).toBe(401);
    expect(await rowsOf(device)).toBe(0);
    push([session.id]);
    await settled();
    expect(service.to(device)).toEqual([]);
  });

  it('a blocked user’s: blocking ends every session, and a session left live by a missed step still gets nothing', async () => {
    const account = await newAccount(w.server);
    const [first, second] = [service.device(), service.device()];
    const user = await subscribedSession(account.phone, first, account.password);
    await subscribedSession(account.phone, second, account.password);
    const blocked = await w.call(adminRoutes.blockUser, w.admin, { params: { id: user.id }, body: { reason: 'Перевірка' } });
    expect(blocked.status).toBe(200);
    expect((await rowsOf(first)) + (await rowsOf(second))).toBe(0);

    // The sender reads the account's state too: a subscription of a live session of a blocked account is skipped.
    const other = await newAccount(w.server);
    const device = service.device();
    const live = await subscribedSession(other.phone, device, other.password);
    await w.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, live.id));
    push([user.id, live.id]);
    await settled();
    expect([...service.to(first), ...service.to(second), ...service.to(device)]).toEqual([]);
    await w.db.update(users).set({ blockedAt: null }).where(eq(users.id, live.id));
    push([live.id]);
    await settled();
    expect(service.to(device)).toHaveLength(1);
  });

  it('a deleted account’s', async () => {
    const account = await newAccount(w.server);
    const device = service.device();
    const user = await subscribedSession(account.phone, device, account.password);
    expect((await w.call(profileRoutes.remove, user)).status).toBe(200);
    expect(await rowsOf(device)).toBe(0);
  });

  it('one the push service says is gone (410, 404): its subscription is deleted; another failure keeps it', async () => {
    const [gone, unknown, failing] = [service.device(), service.device(), service.device()];
    const sessions = [
      await subscribedSession(DEMO.installer2, gone),
      await subscribedSession(DEMO.installer2, unknown),
      await subscribedSession(DEMO.installer2, failing),
    ];
    service.answer(gone, 410);
    service.answer(unknown, 404);
    service.answer(failing, 500);
    const counted = async (outcome: string) => (await w.server.app.metrics.pushSent.get()).values.find((v) => v.labels.outcome === outcome)?.value ?? 0;
    const before = { gone: await counted('gone'), failed: await counted('failed') };
    push([sessions[0].id]);
    await settled();
    expect([await rowsOf(gone), await rowsOf(unknown), await rowsOf(failing)]).toEqual([0, 0, 1]);
    expect(await counted('gone')).toBe(before.gone + 2);
    expect(await counted('failed')).toBe(before.failed + 1);
  });
});

describe('the configuration', () => {
  const PRODUCTION = {
    NODE_ENV: 'production',
    JWT_SECRET: 'a-production-like-secret-of-enough-length-0123456789',
    API_PUBLIC_URL: 'https://api.example.com',
    WEB_ORIGIN: 'https://portal.example.com',
    SMS_HTTP_URL: 'https://sms.example.com/send',
  };
  const pair = webpush.generateVAPIDKeys();
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (error) {
      return (error as ConfigError).problems.map((problem) => problem.split(':')[0]);
    }
  };

  it('makes a key pair outside production, takes the configured one, and leaves push off in production without one', () => {
    expect(loadConfig({})).toMatchObject({ vapid: 'generated', vapidSubject: DEV_VAPID_SUBJECT });
    const keys = { VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey, VAPID_SUBJECT: 'mailto:ops@portal.example.com' };
    expect(loadConfig({ ...PRODUCTION, ...keys })).toMatchObject({ vapid: pair, vapidSubject: 'mailto:ops@portal.example.com' });
    expect(loadConfig(PRODUCTION).vapid).toBeNull();
  });

  it('lists half a pair, a wrong pair, a bad subject, and in production keys without a subject, with the rest', () => {
    const other = webpush.generateVAPIDKeys();
    expect(problemsOf({ VAPID_PUBLIC_KEY: pair.publicKey })).toEqual(['VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY']);
    expect(problemsOf({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: other.privateKey })).toEqual(['VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY']);
    expect(problemsOf({ VAPID_PUBLIC_KEY: 'short', VAPID_SUBJECT: 'ops@example.com', LOG_LEVEL: 'loud' })).toEqual([
      'LOG_LEVEL',
      'VAPID_PUBLIC_KEY',
      'VAPID_SUBJECT',
    ]);
    expect(problemsOf({ ...PRODUCTION, JWT_SECRET: '', VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey })).toEqual([
      'JWT_SECRET',
      'VAPID_SUBJECT',
    ]);
  });
});

describe('the push service', () => {
  const serviceWith = (keys: { publicKey: string; privateKey: string; subject: string } | null, publicEndpointsOnly: boolean) => {
    const { db, log, metrics } = w.server.app;
    return createPushService({ db, clock: systemClock, keys: async () => keys, publicEndpointsOnly, log, metrics });
  };
  const body = (endpoint: string) => ({ endpoint, keys: service.device().subscription.keys });

  it('refuses loopback and address literals in production (the API would post to them)', async () => {
    const production = serviceWith({ ...webpush.generateVAPIDKeys(), subject: DEV_VAPID_SUBJECT }, true);
    for (const endpoint of ['https://127.0.0.1:4443/push/1', 'https://localhost/push/1', 'https://[::1]/push/1', 'https://10.0.0.8/push/1'])
      await expect(production.subscribe('no-session', body(endpoint)), endpoint).rejects.toMatchObject({ fields: { endpoint: ['pushEndpointInvalid'] } });
  });

  it('while off, answers no key and refuses a subscription (409)', async () => {
    const off = serviceWith(null, false);
    expect(await off.key()).toEqual({ publicKey: null });
    await expect(off.subscribe('no-session', body(`${service.url}/push/off`))).rejects.toMatchObject({ statusCode: 409, messageKey: 'pushOff' });
  });
});
