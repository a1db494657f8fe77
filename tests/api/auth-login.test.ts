import { randomInt } from 'node:crypto';
import { subSeconds } from 'date-fns/subSeconds';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authRoutes,
  notificationRoutes,
  profileRoutes,
  rolesListSchema,
  sessionSchema,
  signInCodeSentSchema,
  tokenPairSchema,
  type ContractRoute,
} from '../../contracts';
import { refreshTokens, users } from '../../server/src/db/schema';
import { LOGIN_FAILS_BEFORE_SECOND_FACTOR } from '../../server/src/modules/auth/limits';
import { REFRESH_REUSE_WINDOW_SECONDS } from '../../server/src/modules/auth/sessions';
import { sha256 } from '../../server/src/lib/tokens';
import { ACCOUNTS_ENV, DEMO, DEMO_PASSWORD, lastCode, login, newAccount, newIp, newPhone, outbox } from './accounts';
import { startServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer(ACCOUNTS_ENV);
});
afterAll(() => server.close());

const profile = (token: string) => server.call(profileRoutes.get, { token });
const signIn = (phone: string, password: string, headers = newIp()) =>
  server.call(authRoutes.login, { body: { phone, password }, query: { lang: 'en' }, headers });
const signInCode = (loginToken: string, code: string, headers = newIp()) =>
  server.call(authRoutes.loginCode, { body: { loginToken, code }, query: { lang: 'en' }, headers });
/** The loginToken of a sign-in answered past the phone's threshold: a code went to the phone (or seems to have). */
const loginTokenOf = (answer: Awaited<ReturnType<typeof signIn>>) => signInCodeSentSchema.parse(answer.data).loginToken;
const refresh = (refreshToken: string) => server.call(authRoutes.refresh, { body: { refreshToken } });
const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');
/** The code of the SMS that follows `texted` earlier ones: a sign-in's code goes out just after its answer. */
async function nextCode(phone: string, texted: number) {
  await expect.poll(async () => (await outbox(server, phone)).length).toBe(texted + 1);
  return lastCode(server, phone);
}
/** Wrong passwords for the phone from as many addresses, one each: no per-address limit is met. */
async function failFromManyAddresses(phone: string, addresses: number) {
  const statuses: number[] = [];
  for (let i = 0; i < addresses; i++) statuses.push((await signIn(phone, `wrong-${i}-password`)).status);
  return statuses;
}
/** Moves a rotated refresh token's rotation to before the reuse window, as if the reuse came later. */
const rotatedLongAgo = (refreshToken: string) =>
  server.app.db
    .update(refreshTokens)
    .set({ rotatedAt: subSeconds(new Date(), REFRESH_REUSE_WINDOW_SECONDS + 1) })
    .where(eq(refreshTokens.tokenHash, sha256(refreshToken)));

describe('GET /roles', () => {
  it('offers the four roles a visitor may choose, never ADMIN, with labels in the asked language', async () => {
    const uk = await server.call(authRoutes.roles);
    const en = await server.call(authRoutes.roles, { query: { lang: 'en' } });
    expect(uk.status).toBe(200);
    const roles = rolesListSchema.parse(en.data);
    expect(roles.map((r) => r.name).sort()).toEqual(['DEALER', 'INSTALLER', 'PROJECTOR', 'USER']);
    expect(roles.find((r) => r.name === 'USER')).toMatchObject({ type: 'user', label: 'Client' });
    expect(uk.data.find((r) => r.name === 'USER')?.label).toBe('Клієнт');
  });
});

describe('POST /login', () => {
  it('signs every demo account in with the session shape of the contract', async () => {
    const expected = {
      [DEMO.user]: 'USER',
      [DEMO.installer]: 'INSTALLER',
      [DEMO.dealer]: 'DEALER',
      [DEMO.projector]: 'PROJECTOR',
      [DEMO.admin]: 'ADMIN',
      [DEMO.installer2]: 'INSTALLER',
    };
    for (const [phone, role] of Object.entries(expected)) {
      const res = await server.call(authRoutes.login, { body: { phone, password: DEMO_PASSWORD }, headers: newIp() });
      expect(res.status).toBe(200);
      const session = sessionSchema.parse(res.data);
      expect(session.user).toMatchObject({ phone, role: { name: role } });
      expect(session.user.name.length).toBeGreaterThan(1);
    }
  });

  it('the two demo installers belong to the demo dealer (with the dealers demo team beside them)', async () => {
    const [dealer] = await server.app.db.select().from(users).where(eq(users.phone, DEMO.dealer));
    const installers = await server.app.db.select().from(users).where(eq(users.dealerId, dealer.id));
    expect(installers.map((u) => u.phone)).toEqual(expect.arrayContaining([DEMO.installer, DEMO.installer2]));
  });

  it('stores passwords as argon2id hashes', async () => {
    const [row] = await server.app.db.select().from(users).where(eq(users.phone, DEMO.user));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(DEMO_PASSWORD);
  });

  it('answers a wrong password and an unknown phone exactly alike (422 signIn)', async () => {
    const headers = newIp();
    const wrong = await signIn(DEMO.projector, 'not-the-password', headers);
    const unknown = await signIn(newPhone(), 'not-the-password', headers);
    expect(wrong.status).toBe(422);
    expect(unknown.status).toBe(422);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({ message: 'Wrong phone number or password', errors: { signIn: ['Wrong phone number or password'] } });
  });

  it('validates the phone structure with the contract keys', async () => {
    const res = await signIn('+38 050', 'x');
    expect(res.status).toBe(422);
    expect(res.error.errors.phone).toEqual(['Enter a valid phone number']);
  });

  it("throttles failures per IP and phone: the attacker's address gets 429 after 10, the owner's still signs in", async () => {
    const account = await newAccount(server);
    const attacker = newIp();
    for (let i = 0; i < 10; i++) {
      const res = await server.call(authRoutes.login, { body: { phone: account.phone, password: `wrong-${i}-password` }, headers: attacker });
      expect(res.status).toBe(422);
    }
    const blocked = await server.call(authRoutes.login, { body: { phone: account.phone, password: account.password }, headers: attacker });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    await login(server, account.phone, account.password, newIp());
  });

  it("the review's probe: 100 wrong passwords from 100 addresses never refuse the owner, who signs in from a fresh address with the code texted to the phone", async () => {
    const account = await newAccount(server);
    const threshold = LOGIN_FAILS_BEFORE_SECOND_FACTOR.max;
    const statuses = await failFromManyAddresses(account.phone, 100);
    // Past the threshold every attempt is answered as if a code went out (none did: the password was wrong).
    expect(statuses).toEqual([...Array<number>(threshold).fill(422), ...Array<number>(100 - threshold).fill(200)]);
    const texted = (await outbox(server, account.phone)).length;
    const owner = newIp();
    const asked = await signIn(account.phone, account.password, owner);
    expect(asked.status).toBe(200);
    expect(asked.headers.get('retry-after')).toBeNull();
    const { loginToken, resendAfter } = signInCodeSentSchema.parse(asked.data);
    expect(resendAfter).toBe(60);
    const code = await nextCode(account.phone, texted);
    expect((await outbox(server, account.phone))[0].text).toMatch(/sign-in code/);
    const done = await signInCode(loginToken, code, owner);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const session = sessionSchema.parse(done.data);
    expect(session.user.phone).toBe(account.phone);
    expect((await profile(session.accessToken)).status).toBe(200);
  }, 180_000);

  it('past the threshold a wrong password is answered as the right one, texts nothing, and its token takes no code', async () => {
    const account = await newAccount(server);
    await failFromManyAddresses(account.phone, LOGIN_FAILS_BEFORE_SECOND_FACTOR.max);
    const texted = (await outbox(server, account.phone)).length;
    const wrong = await signIn(account.phone, 'not-the-password');
    const right = await signIn(account.phone, account.password);
    expect(wrong.status).toBe(200);
    expect(right.status).toBe(200);
    expect(Object.keys(wrong.data).sort()).toEqual(Object.keys(right.data).sort());
    expect({ ...wrong.data, loginToken: '' }).toEqual({ ...right.data, loginToken: '' });
    const code = await nextCode(account.phone, texted);
    expect(await outbox(server, account.phone)).toHaveLength(texted + 1);
    // Every code is wrong for the wrong password's token, as a wrong code is for the right one's.
    const onWrong = await signInCode(loginTokenOf(wrong), code);
    const wrongCodeOnRight = await signInCode(loginTokenOf(right), wrongCode(code));
    expect(onWrong.status).toBe(422);
    expect(onWrong.body).toEqual(wrongCodeOnRight.body);
    expect(onWrong.error.errors).toEqual({ code: ['Wrong code'] });
    // The right code signs in once.
    expect((await signInCode(loginTokenOf(right), code)).status).toBe(200);
    const again = await signInCode(loginTokenOf(right), code);
    expect(again.status).toBe(422);
    expect(Object.keys(again.error.errors)).toEqual(['loginToken']);
  }, 120_000);

  it("past the threshold strangers' wrong codes on their own tokens cost the owner nothing: the owner's code signs in at the first try", async () => {
    const account = await newAccount(server);
    await failFromManyAddresses(account.phone, LOGIN_FAILS_BEFORE_SECOND_FACTOR.max);
    // Three addresses guess 10 codes each (two tokens of five tries): every per-phone threshold of codes is past.
    for (let a = 0; a < 3; a++) {
      const stranger = newIp();
      for (let t = 0; t < 2; t++) {
        const loginToken = loginTokenOf(await signIn(account.phone, `guess-${a}-${t}-password`, stranger));
        for (let i = 0; i < 5; i++) await signInCode(loginToken, String(1000 + i), stranger);
        await server.app.rateLimit.reset(`sms-resend:login:${stranger['x-forwarded-for']}:${account.phone}`);
      }
    }
    const owner = newIp();
    const texted = (await outbox(server, account.phone)).length;
    const asked = await signIn(account.phone, account.password, owner);
    expect(asked.status).toBe(200);
    const done = await signInCode(loginTokenOf(asked), await nextCode(account.phone, texted), owner);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
  }, 120_000);

  it('throttles failures per IP across phones', async () => {
    const headers = newIp();
    for (let i = 0; i < 30; i++) {
      const res = await server.call(authRoutes.login, { body: { phone: newPhone(), password: 'guessing-passwords' }, headers });
      expect(res.status).toBe(422);
    }
    const blocked = await server.call(authRoutes.login, { body: { phone: DEMO.user, password: DEMO_PASSWORD }, headers });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
    // Another client is not affected.
    expect((await server.call(authRoutes.login, { body: { phone: DEMO.user, password: DEMO_PASSWORD }, headers: newIp() })).status).toBe(200);
  });
});

describe('client addresses of the per-address limits', () => {
  const network = () => `2001:db8:${randomInt(0, 0xffff).toString(16)}:${randomInt(0, 0xffff).toString(16)}`;
  const from = (address: string) => ({ 'x-forwarded-for': address });

  it("the review's probe: 40 failed sign-ins from 40 addresses of one IPv6 /64 meet the limit per address and phone; the next /64 is another client", async () => {
    const account = await newAccount(server);
    const net = network();
    const statuses: number[] = [];
    for (let i = 1; i <= 40; i++) statuses.push((await signIn(account.phone, `wrong-${i}-password`, from(`${net}:${i.toString(16)}::1`))).status);
    expect(statuses).toEqual([...Array<number>(10).fill(422), ...Array<number>(30).fill(429)]);
    const neighbour = await signIn(
      account.phone,
      account.password,
      from(`${net.replace(/:([0-9a-f]+)$/, (_, g: string) => `:${((parseInt(g, 16) + 1) % 0x10000).toString(16)}`)}::1`),
    );
    expect(neighbour.status).toBe(200);
  }, 120_000);

  it('counts an IPv4-mapped IPv6 address as its IPv4 address, and IPv4 addresses each on their own', async () => {
    const account = await newAccount(server);
    const ipv4 = newIp()['x-forwarded-for'];
    for (let i = 0; i < 10; i++) expect((await signIn(account.phone, `wrong-${i}-password`, from(`::ffff:${ipv4}`))).status).toBe(422);
    expect((await signIn(account.phone, account.password, from(ipv4))).status).toBe(429);
    const next = ipv4.replace(/\d+$/, (octet) => String((Number(octet) % 254) + 1));
    expect((await signIn(account.phone, account.password, from(next))).status).toBe(200);
  });
});

describe('access tokens', () => {
  it('refuses a missing, malformed, foreign-signed or expired token with 401', async () => {
    const session = await login(server, DEMO.user);
    expect((await profile(session.accessToken)).status).toBe(200);
    expect((await server.call(profileRoutes.get)).status).toBe(401);
    expect((await profile('not-a-jwt')).status).toBe(401);
    const claims = JSON.parse(Buffer.from(session.accessToken.split('.')[1], 'base64url').toString());
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('some-other-secret-of-at-least-32-chars!!'));
    expect((await profile(forged)).status).toBe(401);
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(server.config.jwtSecret));
    expect((await profile(expired)).status).toBe(401);
  });

  it("refuse a token signed with the server's secret that pairs a user with another user's live session (401)", async () => {
    const victim = await login(server, DEMO.admin);
    const attacker = await login(server, DEMO.user);
    const claims = JSON.parse(Buffer.from(attacker.accessToken.split('.')[1], 'base64url').toString());
    const secret = new TextEncoder().encode(server.config.jwtSecret);
    const sign = (patch: Record<string, unknown>) => new SignJWT({ ...claims, ...patch }).setProtectedHeader({ alg: 'HS256' }).sign(secret);
    expect((await profile(await sign({}))).status).toBe(200);
    // The victim's id with the attacker's session, and the attacker's id with the victim's session.
    expect((await profile(await sign({ sub: String(victim.user.id), role: 'ADMIN' }))).status).toBe(401);
    const victimSession = JSON.parse(Buffer.from(victim.accessToken.split('.')[1], 'base64url').toString()).sid;
    expect((await profile(await sign({ sid: victimSession }))).status).toBe(401);
    expect((await server.call(authRoutes.sessionCurrent, { token: await sign({ sub: String(victim.user.id), role: 'ADMIN' }) })).status).toBe(401);
  });

  it('are short-lived: they expire after ACCESS_TOKEN_TTL', async () => {
    const session = await login(server, DEMO.user);
    const claims = JSON.parse(Buffer.from(session.accessToken.split('.')[1], 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(server.config.ACCESS_TOKEN_TTL);
    expect(server.config.ACCESS_TOKEN_TTL).toBe(15 * 60);
  });
});

describe('POST /refresh', () => {
  it('rotates: the new pair works, and so does its refresh token', async () => {
    const session = await login(server, DEMO.user);
    const res = await refresh(session.refreshToken);
    expect(res.status).toBe(200);
    const pair = tokenPairSchema.parse(res.data);
    expect(pair.refreshToken).not.toBe(session.refreshToken);
    expect((await profile(pair.accessToken)).status).toBe(200);
    const again = await refresh(pair.refreshToken);
    expect(again.status).toBe(200);
  });

  it('a refresh token reused after the reuse window revokes the whole session', async () => {
    const session = await login(server, DEMO.user);
    const first = await refresh(session.refreshToken);
    const pair = first.data;
    await rotatedLongAgo(session.refreshToken);
    const reuse = await refresh(session.refreshToken);
    expect(reuse.status).toBe(401);
    // The legitimate holder of the newest pair is signed out too.
    expect((await profile(pair.accessToken)).status).toBe(401);
    expect((await refresh(pair.refreshToken)).status).toBe(401);
    // Other sessions of the user live on.
    const other = await login(server, DEMO.user);
    expect((await profile(other.accessToken)).status).toBe(200);
  });

  it('parallel refreshes of one token (two tabs) all answer the same new refresh token, which then works', async () => {
    const session = await login(server, DEMO.user);
    const answers = await Promise.all([1, 2, 3].map(() => refresh(session.refreshToken)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const pairs = answers.map((a) => tokenPairSchema.parse(a.data));
    expect(new Set(pairs.map((p) => p.refreshToken)).size).toBe(1);
    for (const pair of pairs) expect((await profile(pair.accessToken)).status).toBe(200);
    const next = await refresh(pairs[0].refreshToken);
    expect(next.status).toBe(200);
    expect((await profile(next.data.accessToken)).status).toBe(200);
    // A late straggler of the race, within the window, is answered too and the session lives on.
    const late = await refresh(session.refreshToken);
    expect(late.status).toBe(200);
    expect((await profile(next.data.accessToken)).status).toBe(200);
  });

  it('refuses unknown tokens with 401 and oversize ones with 422', async () => {
    expect((await refresh('made-up')).status).toBe(401);
    expect((await refresh('x'.repeat(10_000))).status).toBe(422);
  });
});

describe('POST /logout', () => {
  it('ends the session at once: its access and refresh tokens stop working', async () => {
    const session = await login(server, DEMO.user);
    const other = await login(server, DEMO.user);
    const res = await server.call(authRoutes.logout, { token: session.accessToken });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ signedOut: true });
    expect((await profile(session.accessToken)).status).toBe(401);
    expect((await refresh(session.refreshToken)).status).toBe(401);
    expect((await profile(other.accessToken)).status).toBe(200);
  });

  it('needs a signed-in user', async () => {
    expect((await server.call(authRoutes.logout)).status).toBe(401);
  });
});

describe('/web/* refuses guests', () => {
  const routes: ContractRoute[] = [
    profileRoutes.get,
    profileRoutes.update,
    profileRoutes.remove,
    profileRoutes.uploadAvatar,
    profileRoutes.changePassword,
    profileRoutes.setLanguage,
    profileRoutes.sendPhoneCode,
    profileRoutes.confirmPhone,
    notificationRoutes.sidebar,
    notificationRoutes.list,
    notificationRoutes.markRead,
  ];
  it.each(routes.map((route) => [route.method, route.path, route] as const))('%s %s answers 401 without a token', async (method, _path, route) => {
    const res = await server.call(route, method === 'GET' || method === 'DELETE' ? {} : { invalidBody: {} });
    expect(res.status).toBe(401);
    expect(res.error.message).toBeTruthy();
  });
});
