import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  adminRoutes,
  authRoutes,
  installationRoutes,
  installerRoutes,
  signInCodeSentSchema,
  type AdminUsersQuery,
  type AuditQuery,
  type CallInput,
  type RoleName,
  type ServerEvents,
} from '../../contracts';
import { rowsOf } from '../../server/src/db/rows';
import { DEMO_DEALER_CODE } from '../../server/src/modules/dealers/seed';
import { LOGIN_FAILS_BEFORE_SECOND_FACTOR } from '../../server/src/modules/auth/limits';
import { ACCOUNTS_ENV, DEMO, lastCode, login, newAccount, newIp, newPhone, outbox, textsOnceSent } from './accounts';
import { newDealerCode, NOT_ADMIN, tokensOf, userIdOf } from './admin-fixtures';
import { startServer, type TestServer } from './helpers';
import { certificationTypeId } from './installations-fixtures';

/**
 * The back-office's users (docs/decisions/0036-back-office-dealers-and-audit-log.md, "Users"): support finds any account,
 * reads its activity, changes its role, blocks and unblocks it, and invites it again; over real HTTP and sockets.
 */
const DEMO_COMPANY = 'ТОВ «Клімат Про»';
const BLOCKED = 'This account is blocked. Please contact support';

let server: TestServer;
let adminId: number;
let demoDealerId: number;
const token = tokensOf(() => server);
const admin = () => token(DEMO.admin);
const db = () => server.app.db;
const userId = (phone: string) => userIdOf(server, phone);
const json = (res: { status: number; body: unknown }) => JSON.stringify(res.body);

/** Six lowercase Cyrillic letters, unlikely to repeat within a run: a name part only this test's people have. */
const newTag = () => Array.from({ length: 6 }, () => 'абвгдежзийклмнопрстуфхцчшщюя'[randomInt(28)]).join('');

/** An account of `role` inserted as the seed makes them (the demo password; `invited`: none); answers its id and phone. */
async function person(role: RoleName, o: { name?: string; lastname?: string; dealerId?: number; invited?: boolean } = {}) {
  const phone = newPhone();
  const password = o.invited ? sql`null` : sql`(select password_hash from users where phone = ${DEMO.user})`;
  const [row] = await rowsOf<{ id: number }>(
    db(),
    sql`insert into users (name, lastname, email, phone, role_id, password_hash, dealer_id)
        select ${o.name ?? 'Тест'}, ${o.lastname ?? 'Користувач'}, '', ${phone}, r.id, ${password}, ${o.dealerId ?? null}::int
        from roles r where r.name = ${role} returning id`,
  );
  return { id: row.id, phone };
}

const list = async (query: Partial<AdminUsersQuery>) => {
  const res = await server.call(adminRoutes.users, { query: { perPage: 100, ...query }, token: await admin() });
  expect(res.status, json(res)).toBe(200);
  return res.data;
};
const ids = async (query: Partial<AdminUsersQuery>) => (await list(query)).data.map((u) => u.id);
const read = async (id: number, lang: 'en' | 'uk' = 'en') => server.call(adminRoutes.user, { params: { id }, query: { lang }, token: await admin() });
const changeRole = async (id: number, body: CallInput<typeof adminRoutes.changeUserRole>['body'], t?: string) =>
  server.call(adminRoutes.changeUserRole, { params: { id }, body, query: { lang: 'en' }, token: t ?? (await admin()) });
const block = async (id: number, reason = 'Шахрайство з гарантійними талонами', t?: string) =>
  server.call(adminRoutes.blockUser, { params: { id }, body: { reason }, query: { lang: 'en' }, token: t ?? (await admin()) });
const unblock = async (id: number, t?: string) => server.call(adminRoutes.unblockUser, { params: { id }, query: { lang: 'en' }, token: t ?? (await admin()) });
const reinvite = async (id: number, headers = newIp()) =>
  server.call(adminRoutes.reinviteUser, { params: { id }, query: { lang: 'en' }, headers, token: await admin() });
const auditLog = async (query: Partial<AuditQuery>) => (await server.call(adminRoutes.audit, { query, token: await admin() })).data;
const signIn = (phone: string, password: string, headers = newIp()) =>
  server.call(authRoutes.login, { body: { phone, password }, query: { lang: 'en' }, headers });
const current = (accessToken: string) => server.call(authRoutes.sessionCurrent, { token: accessToken });
const refresh = (refreshToken: string) => server.call(authRoutes.refresh, { body: { refreshToken } });

type ClientSocket = Socket<ServerEvents>;
const opened: ClientSocket[] = [];
/** A socket as the web opens it (tests/api/realtime-socket.test.ts), connected. */
async function openSocket(accessToken: string) {
  const socket: ClientSocket = io(server.url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token: accessToken },
    reconnection: false,
    forceNew: true,
  });
  opened.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}
/** The server's disconnect of the socket and how long after this call it came. */
const dropped = (socket: ClientSocket) => {
  const since = Date.now();
  return new Promise<{ reason: string; afterMs: number }>((resolve) => socket.once('disconnect', (reason) => resolve({ reason, afterMs: Date.now() - since })));
};

beforeAll(async () => {
  server = await startServer(ACCOUNTS_ENV);
  adminId = await userId(DEMO.admin);
  demoDealerId = await userId(DEMO.dealer);
});
afterEach(() => {
  for (const socket of opened.splice(0)) socket.disconnect();
});
afterAll(() => server.close());

describe('the users’ routes: support only', () => {
  it('a guest gets 401, every other role 403, support 200', async () => {
    const [target, toBlock, blocked, invited] = [await person('USER'), await person('USER'), await person('USER'), await person('USER', { invited: true })];
    await db().execute(sql`update users set blocked_at = now(), block_reason = 'x' where id = ${blocked.id}`);
    const routes = {
      users: (t?: string) => server.call(adminRoutes.users, { token: t }),
      user: (t?: string) => server.call(adminRoutes.user, { params: { id: target.id }, token: t }),
      changeUserRole: (t?: string) => server.call(adminRoutes.changeUserRole, { params: { id: target.id }, body: { role: 'PROJECTOR' }, token: t }),
      blockUser: (t?: string) => server.call(adminRoutes.blockUser, { params: { id: toBlock.id }, body: { reason: 'Спам' }, token: t }),
      unblockUser: (t?: string) => server.call(adminRoutes.unblockUser, { params: { id: blocked.id }, token: t }),
      reinviteUser: (t?: string) => server.call(adminRoutes.reinviteUser, { params: { id: invited.id }, headers: newIp(), token: t }),
    };
    for (const [name, call] of Object.entries(routes)) {
      expect((await call()).status, `${name} as a guest`).toBe(401);
      for (const [role, phone] of Object.entries(NOT_ADMIN)) expect((await call(await token(phone))).status, `${name} as ${role}`).toBe(403);
      const res = await call(await admin());
      expect(res.status, `${name} as ADMIN: ${json(res)}`).toBe(200);
    }
  });
});

describe('GET /admin/users', () => {
  it('finds people by any part of the name (any case) or by phone digits, by role, company and state; newest first, paged', async () => {
    const tag = newTag();
    const client = await person('USER', { name: 'Ярина', lastname: `Ярош${tag}` });
    const designer = await person('PROJECTOR', { name: 'Богдан', lastname: `Сало${tag}` });
    const assistant = await person('DEALER_ASSISTANT', { name: 'Ірина', lastname: `Мак${tag}`, dealerId: demoDealerId });
    const invited = await person('USER', { name: 'Остап', lastname: `Дуб${tag}`, invited: true });

    expect(await ids({ search: tag.toUpperCase() })).toEqual([invited.id, assistant.id, designer.id, client.id]);
    expect(await ids({ search: `рош${tag}` })).toEqual([client.id]);
    expect(await ids({ search: `ярина ЯРОШ${tag}` })).toEqual([client.id]);
    // Digits as the operator types them, spaces and a plus included.
    const digits = client.phone.slice(5);
    expect(await ids({ search: `+ ${digits.slice(0, 3)} ${digits.slice(3)}` })).toEqual([client.id]);

    expect(await ids({ search: tag, role: 'PROJECTOR' })).toEqual([designer.id]);
    expect(await ids({ search: tag, role: 'USER' })).toEqual([invited.id, client.id]);
    expect(await ids({ search: tag, dealerId: demoDealerId })).toEqual([assistant.id]);
    expect(await ids({ search: tag, state: 'invited' })).toEqual([invited.id]);
    expect((await block(client.id)).status).toBe(200);
    expect(await ids({ search: tag, state: 'blocked' })).toEqual([client.id]);
    expect(await ids({ search: tag, state: 'active' })).toEqual([invited.id, assistant.id, designer.id]);

    // A company: its owner and everyone whose users.dealer_id names it, each shown with the company.
    const company = await list({ dealerId: demoDealerId });
    const people = company.data.map((u) => u.id);
    expect(people).toEqual(expect.arrayContaining([demoDealerId, await userId(DEMO.installer), await userId(NOT_ADMIN.DEALER_DEPUTY), assistant.id]));
    expect(people).not.toContain(client.id);
    expect(company.data.every((u) => u.dealer?.id === demoDealerId && u.dealer.companyName === DEMO_COMPANY)).toBe(true);
    const createdAt = company.data.map((u) => u.createdAt);
    expect(createdAt).toEqual(createdAt.toSorted().reverse());

    const [item] = (await list({ search: `мак${tag}` })).data;
    expect(item).toEqual({
      id: assistant.id,
      name: 'Ірина',
      lastname: `Мак${tag}`,
      phone: assistant.phone,
      email: '',
      role: 'DEALER_ASSISTANT',
      dealer: { id: demoDealerId, companyName: DEMO_COMPANY },
      invited: false,
      blockedAt: null,
      createdAt: expect.any(String),
    });
    const page = await list({ search: tag, perPage: 1, page: 2 });
    expect([page.total, page.lastPage, page.data.map((u) => u.id)]).toEqual([4, 4, [assistant.id]]);

    const wrong = await server.call(adminRoutes.users, { invalidQuery: { state: 'deleted', role: 'BOSS' }, token: await admin() });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.error.errors).toSorted()).toEqual(['role', 'state']);
  });
});

describe('GET /admin/users/:id', () => {
  it('a demo installer: their company, installations, certifications in the asked language, live sessions and requests, as the tables count them', async () => {
    const id = await userId(DEMO.installer);
    await token(DEMO.installer);
    const res = await read(id);
    expect(res.status, json(res)).toBe(200);
    const [counts] = await rowsOf<{ installations: number; live: number; requests: number }>(
      db(),
      sql`select (select count(*)::int from installations where (client_id = ${id} or installer_id = ${id} or creator_id = ${id}) and code <> 'DRAFT') as installations,
                 (select count(*)::int from sessions where user_id = ${id} and revoked_at is null and expires_at > now()) as live,
                 (select count(*)::int from dealer_requests where user_id = ${id}) as requests`,
    );
    const names = (lang: string) =>
      rowsOf<{ type: string; level: string }>(
        db(),
        sql`select t.name->>${lang} as type, l.name->>${lang} as level
            from installer_certifications c join certification_levels l on l.id = c.certification_level_id join certification_types t on t.id = l.certification_type_id
            where c.installer_id = ${id} order by c.created_at desc, c.id desc`,
      );
    const user = res.data;
    expect(user).toMatchObject({
      id,
      phone: DEMO.installer,
      role: 'INSTALLER',
      dealer: { id: demoDealerId, companyName: DEMO_COMPANY },
      invited: false,
      blockedAt: null,
    });
    expect(counts.installations).toBeGreaterThan(0);
    expect(user.installationsCount).toBe(counts.installations);
    const english = await names('en');
    expect(english.length).toBeGreaterThan(0);
    expect(user.certifications.map(({ type, level }) => ({ type, level }))).toEqual(english);
    expect((await read(id, 'uk')).data.certifications.map(({ type, level }) => ({ type, level }))).toEqual(await names('uk'));
    expect(counts.live).toBeGreaterThan(0);
    expect(user.sessions.live).toBe(counts.live);
    expect(user.sessions.lastUsedAt).toEqual(expect.any(String));
    expect(user.dealerRequests).toHaveLength(Math.min(10, counts.requests));

    expect((await read(2_000_000_000)).status).toBe(404);
  });

  it('the requests a client sent to dealers, with the company’s name; an ended session is no live one', async () => {
    const client = await newAccount(server);
    const [region] = await rowsOf<{ id: number }>(db(), sql`select id from regions order by id limit 1`);
    const applied = await server.call(installerRoutes.requestToBecomeInstaller, {
      body: { name: 'Постачальник', dealerCode: DEMO_DEALER_CODE, regionId: region.id, certificationTypeId: await certificationTypeId(server, 'RAC') },
      token: client.accessToken,
    });
    expect(applied.status, json(applied)).toBe(201);
    const user = (await read(client.user.id)).data;
    expect(user.dealerRequests).toEqual([
      { id: expect.any(Number), kind: 'INSTALLER', status: 'SENT', dealerName: DEMO_COMPANY, createdAt: expect.any(String) },
    ]);
    expect(user.sessions.live).toBe(1);
    expect(user.installationsCount).toBe(0);
    await server.call(authRoutes.logout, { token: client.accessToken });
    expect((await read(client.user.id)).data.sessions).toEqual({ live: 0, lastUsedAt: null });
  });
});

describe('PUT /admin/users/:id/role', () => {
  it('ends the person’s sessions (the old token gets 401), the next sign-in carries the new role; logged with role and company', async () => {
    const client = await person('USER');
    const session = await login(server, client.phone);
    const res = await changeRole(client.id, { role: 'INSTALLER', dealerId: demoDealerId });
    expect(res.status, json(res)).toBe(200);
    expect(res.data).toMatchObject({ role: 'INSTALLER', dealer: { id: demoDealerId, companyName: DEMO_COMPANY }, sessions: { live: 0 } });
    expect((await current(session.accessToken)).status).toBe(401);
    expect((await refresh(session.refreshToken)).status).toBe(401);
    expect((await login(server, client.phone)).user.role.name).toBe('INSTALLER');

    const [entry] = (await auditLog({ action: 'user.role', subjectId: client.id })).data;
    expect(entry).toMatchObject({
      actor: { id: adminId },
      subjectType: 'user',
      before: { role: 'USER', dealerId: null },
      after: { role: 'INSTALLER', dealerId: demoDealerId },
    });
  });

  it('a deputy or an assistant names an existing company; an installer keeps theirs or names one; other roles belong to none; a new DEALER gets no company', async () => {
    const someone = await person('USER');
    const missing = await changeRole(someone.id, { role: 'DEALER_DEPUTY' });
    expect(missing.status).toBe(422);
    expect(missing.error.errors).toEqual({ dealerId: ['Required field'] });
    const noCompany = await changeRole(someone.id, { role: 'DEALER_ASSISTANT', dealerId: await userId(DEMO.user) });
    expect(noCompany.status).toBe(422);
    expect(noCompany.error.errors).toEqual({ dealerId: ['Choose a dealer company from the list'] });
    const adminRole = await server.call(adminRoutes.changeUserRole, { params: { id: someone.id }, invalidBody: { role: 'ADMIN' }, token: await admin() });
    expect(adminRole.status).toBe(422);
    expect(Object.keys(adminRole.error.errors)).toEqual(['role']);

    const assistant = await changeRole(someone.id, { role: 'DEALER_ASSISTANT', dealerId: demoDealerId });
    expect(assistant.data).toMatchObject({ role: 'DEALER_ASSISTANT', dealer: { id: demoDealerId } });
    expect((await changeRole(someone.id, { role: 'INSTALLER' })).data).toMatchObject({ role: 'INSTALLER', dealer: { id: demoDealerId } });
    expect((await changeRole(someone.id, { role: 'INSTALLER', dealerId: null })).data).toMatchObject({ role: 'INSTALLER', dealer: null });
    await changeRole(someone.id, { role: 'DEALER_DEPUTY', dealerId: demoDealerId });
    expect((await changeRole(someone.id, { role: 'PROJECTOR', dealerId: demoDealerId })).data).toMatchObject({ role: 'PROJECTOR', dealer: null });
    const dealerOf = async () =>
      (await rowsOf<{ dealerId: number | null }>(db(), sql`select dealer_id as "dealerId" from users where id = ${someone.id}`))[0].dealerId;
    expect(await dealerOf()).toBeNull();

    const dealer = await changeRole(someone.id, { role: 'DEALER' });
    expect(dealer.data).toMatchObject({ role: 'DEALER', dealer: null });
    expect(await rowsOf(db(), sql`select 1 from dealer_profiles where dealer_id = ${someone.id}`)).toEqual([]);
    const steps = (await auditLog({ action: 'user.role', subjectId: someone.id })).data.map((e) => e.after!.role);
    expect(steps).toEqual(['DEALER', 'PROJECTOR', 'DEALER_DEPUTY', undefined, 'INSTALLER', 'DEALER_ASSISTANT']);

    // A deactivated company takes nobody.
    const code = newDealerCode();
    const created = await server.call(adminRoutes.createDealer, {
      body: {
        companyName: 'ТОВ «Сіверський Клімат»',
        dealerCode: code,
        regionId: null,
        address: null,
        phone: null,
        email: null,
        owner: { name: 'Олег', lastname: 'Бойко', phone: newPhone() },
      },
      token: await admin(),
    });
    expect(created.status, json(created)).toBe(201);
    await server.call(adminRoutes.updateDealer, { params: { id: created.data.id }, body: { active: false }, token: await admin() });
    const deactivated = await changeRole(someone.id, { role: 'DEALER_DEPUTY', dealerId: created.data.id });
    expect(deactivated.status).toBe(409);
    expect(deactivated.error.message).toBe('The dealer company is deactivated. Restore it first');
  });

  it('409 for support’s own account, another support account and a company’s owner; the same role and company change nothing', async () => {
    const self = await changeRole(adminId, { role: 'USER' });
    expect(self.status).toBe(409);
    expect(self.error.message).toBe('You cannot change or block your own account');
    const other = await person('ADMIN');
    const support = await changeRole(other.id, { role: 'USER' });
    expect(support.status).toBe(409);
    expect(support.error.message).toBe('Support accounts are not changed here');
    const owner = await changeRole(demoDealerId, { role: 'USER' });
    expect(owner.status).toBe(409);
    expect(owner.error.message).toBe('This person owns a dealer company and stays its dealer. Deactivate the company instead');
    expect((await changeRole(2_000_000_000, { role: 'USER' })).status).toBe(404);

    const session = await login(server, DEMO.installer2);
    const same = await changeRole(await userId(DEMO.installer2), { role: 'INSTALLER' });
    expect(same.status).toBe(200);
    expect((await current(session.accessToken)).status).toBe(200);
    expect((await auditLog({ action: 'user.role', subjectId: await userId(DEMO.installer2) })).total).toBe(0);
  });
});

describe('POST /admin/users/:id/block and /unblock', () => {
  it('ends every session and socket at once; the right password is told the account is blocked, a wrong one gets the usual answer; unblocking restores it', async () => {
    const account = await newAccount(server);
    const socket = await openSocket(account.accessToken);
    const closing = dropped(socket);
    const res = await block(account.user.id, 'Шахрайство з гарантійними талонами');
    expect(res.status, json(res)).toBe(200);
    expect(res.data).toMatchObject({
      blockedAt: expect.any(String),
      blockReason: 'Шахрайство з гарантійними талонами',
      sessions: { live: 0, lastUsedAt: null },
    });
    const { reason, afterMs } = await closing;
    expect(reason).toBe('io server disconnect');
    expect(afterMs).toBeLessThan(1000);
    expect((await current(account.accessToken)).status).toBe(401);
    expect((await refresh(account.refreshToken)).status).toBe(401);

    const right = await signIn(account.phone, account.password);
    expect(right.status).toBe(422);
    expect(right.error.errors).toEqual({ phone: [BLOCKED] });
    const wrong = await signIn(account.phone, 'Not-the-password-1');
    expect(wrong.status).toBe(422);
    expect(wrong.error.errors).toEqual({ signIn: ['Wrong phone number or password'] });
    const twice = await block(account.user.id);
    expect(twice.status).toBe(409);
    expect(twice.error.message).toBe('This account is already blocked');

    const [blocked] = (await auditLog({ action: 'user.block', subjectId: account.user.id })).data;
    expect(blocked).toMatchObject({
      actor: { id: adminId },
      subjectType: 'user',
      before: { blockedAt: null, blockReason: null },
      after: { blockedAt: res.data.blockedAt, blockReason: 'Шахрайство з гарантійними талонами' },
    });

    const back = await unblock(account.user.id);
    expect(back.status, json(back)).toBe(200);
    expect(back.data).toMatchObject({ blockedAt: null, blockReason: null });
    expect((await signIn(account.phone, account.password)).status).toBe(200);
    const again = await unblock(account.user.id);
    expect(again.status).toBe(409);
    expect(again.error.message).toBe('This account is not blocked');
    const [unblocked] = (await auditLog({ action: 'user.unblock', subjectId: account.user.id })).data;
    expect(unblocked).toMatchObject({ before: { blockedAt: res.data.blockedAt }, after: { blockedAt: null, blockReason: null } });
  });

  it('a blocked account signs in by no other path: the SMS code past the threshold, a password reset', async () => {
    const account = await newAccount(server);
    expect((await block(account.user.id)).status).toBe(200);
    for (let i = 0; i < LOGIN_FAILS_BEFORE_SECOND_FACTOR.max; i++) await signIn(account.phone, `wrong-${i}-password`);
    // Past the threshold the right password is answered as any other (a code goes out); the code then tells the block.
    const texted = (await outbox(server, account.phone)).length;
    const asked = await signIn(account.phone, account.password);
    expect(asked.status, json(asked)).toBe(200);
    const { loginToken } = signInCodeSentSchema.parse(asked.data);
    await expect.poll(async () => (await outbox(server, account.phone)).length).toBe(texted + 1);
    const code = await server.call(authRoutes.loginCode, {
      body: { loginToken, code: await lastCode(server, account.phone) },
      query: { lang: 'en' },
      headers: newIp(),
    });
    expect(code.status).toBe(422);
    expect(code.error.errors).toEqual({ phone: [BLOCKED] });

    const passwordHash = async () => (await rowsOf<{ hash: string }>(db(), sql`select password_hash as hash from users where id = ${account.user.id}`))[0].hash;
    const hashBefore = await passwordHash();
    const headers = newIp();
    const started = await server.call(authRoutes.sendResetCode, { body: { phone: account.phone }, headers });
    expect(started.status, json(started)).toBe(200);
    const { resetToken } = started.data;
    expect((await server.call(authRoutes.checkResetCode, { body: { resetToken, code: await lastCode(server, account.phone) }, headers })).status).toBe(200);
    const password = 'Kalyna-u-sadu-2025';
    const reset = await server.call(authRoutes.resetPassword, { body: { password, repeatedPassword: password, resetToken }, query: { lang: 'en' }, headers });
    expect(reset.status).toBe(422);
    expect(reset.error.errors).toEqual({ phone: [BLOCKED] });
    // Nothing of the reset landed.
    expect(await passwordHash()).toBe(hashBefore);
  });

  it('409 for support’s own account and another support account; 404 for an unknown id; 422 without a reason', async () => {
    expect((await block(adminId)).error.message).toBe('You cannot change or block your own account');
    const other = await person('ADMIN');
    const support = await block(other.id);
    expect(support.status).toBe(409);
    expect(support.error.message).toBe('Support accounts are not changed here');
    expect((await block(2_000_000_000)).status).toBe(404);
    expect((await unblock(2_000_000_000)).status).toBe(404);
    const empty = await block((await person('USER')).id, '  ');
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.error.errors)).toEqual(['reason']);
  });
});

describe('POST /admin/users/:id/invitation', () => {
  it('a company’s person gets the company’s invitation again; 429 within the minute; logged', async () => {
    const phone = newPhone();
    const invited = await server.call(adminRoutes.invitePerson, {
      params: { id: demoDealerId },
      body: { name: 'Ігор', lastname: 'Мельник', phone, role: 'DEALER_ASSISTANT' },
      query: { lang: 'en' },
      token: await admin(),
    });
    expect(invited.status, json(invited)).toBe(201);
    const id = await userId(phone);
    const headers = newIp();
    const sent = await reinvite(id, headers);
    expect(sent.status, json(sent)).toBe(200);
    expect(sent.data).toEqual({ sent: true });
    const texts = await textsOnceSent(server, phone, 2);
    expect(texts[0].text).toContain(`Ігор, you are invited to Climate Portal as an assistant of the dealer company ${DEMO_COMPANY}`);
    const throttled = await reinvite(id, headers);
    expect(throttled.status).toBe(429);
    expect(await outbox(server, phone)).toHaveLength(2);
    const [entry] = (await auditLog({ action: 'user.reinvite', subjectId: id })).data;
    expect(entry).toMatchObject({
      actor: { id: adminId },
      subjectType: 'user',
      before: null,
      after: { phone, role: 'DEALER_ASSISTANT', dealerId: demoDealerId },
    });
  });

  it('a client an installer invited hears the wizard’s invitation again; anyone else the portal’s; 409 once registered', async () => {
    const phone = newPhone();
    const draft = await server.call(installationRoutes.create, {
      body: {
        workOrderType: 'INSTALLATION',
        certificationTypeId: await certificationTypeId(server, 'RAC'),
        clientPhone: phone,
        clientName: 'Марта',
        clientLastname: 'Гнатюк',
      },
      query: { lang: 'en' },
      token: await token(DEMO.installer),
    });
    expect(draft.status, json(draft)).toBe(201);
    expect((await reinvite(await userId(phone))).status).toBe(200);
    const [again, first] = await textsOnceSent(server, phone, 2);
    expect(again.text).toBe(first.text);
    expect(again.text).toContain('Марта, Андрій Мельник has registered an installation');

    const stranger = await person('USER', { name: 'Тарас', invited: true });
    expect((await reinvite(stranger.id)).status).toBe(200);
    const [generic] = await textsOnceSent(server, stranger.phone, 1);
    expect(generic.text).toBe(`Тарас, you are invited to Climate Portal. Sign up with this phone number: ${server.config.webOrigins[0]}/en?signIn=1`);

    const registered = await reinvite(await userId(DEMO.user));
    expect(registered.status).toBe(409);
    expect(registered.error.message).toBe('This person has already registered: there is no need to invite them again');
    expect((await reinvite(2_000_000_000)).status).toBe(404);
  });
});
