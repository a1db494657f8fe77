import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminRoutes,
  authRoutes,
  certificationRoutes,
  dealerRoutes,
  installationRequestRoutes,
  installerRoutes,
  notificationRoutes,
  type AdminDealerCreate,
  type AuditQuery,
  type CallInput,
} from '../../contracts';
import { rowsOf } from '../../server/src/db/rows';
import { transaction } from '../../server/src/db/transaction';
import { DEMO_DEALER_CODE } from '../../server/src/modules/dealers/seed';
import { ACCOUNTS_ENV, confirmedRegistration, DEMO, newAccount, newIp, newPhone, outbox, textsOnceSent } from './accounts';
import { newDealerCode, NOT_ADMIN, tokensOf, userIdOf } from './admin-fixtures';
import { startServer, type TestServer } from './helpers';
import { certificationTypeId, extraAccount, settlement } from './installations-fixtures';

/**
 * The back-office's first part (docs/decisions/0036-back-office-dealers-and-audit-log.md): dealer companies, their
 * people invited by SMS, deactivation, and the audit log of every admin action and decision; over real HTTP.
 */
/** A valid EDRPOU that no dealer uses. */
const UNUSED_CODE = '14360570';

let server: TestServer;
let adminId: number;
let region: { id: number; name: string; nameLatin: string };
const token = tokensOf(() => server);
const admin = () => token(DEMO.admin);
const userId = (phone: string) => userIdOf(server, phone);
const json = (res: { status: number; body: unknown }) => JSON.stringify(res.body);

const company = (extra: Partial<AdminDealerCreate> = {}): AdminDealerCreate => ({
  companyName: 'ТОВ «Північ Клімат»',
  dealerCode: newDealerCode(),
  regionId: region.id,
  address: 'м. Чернігів, вул. Миру, 1',
  phone: '380462000001',
  email: 'office@pivnich.example.com',
  owner: { name: 'Олена', lastname: 'Коваль', phone: newPhone() },
  ...extra,
});

const createDealer = async (body = company()) => server.call(adminRoutes.createDealer, { body, query: { lang: 'en' }, token: await admin() });
/** A new company, created by support; answers its card. */
const newDealer = async (body = company()) => {
  const res = await createDealer(body);
  expect(res.status, json(res)).toBe(201);
  return res.data;
};
const update = async (id: number, body: CallInput<typeof adminRoutes.updateDealer>['body']) =>
  server.call(adminRoutes.updateDealer, { params: { id }, body, query: { lang: 'en' }, token: await admin() });
const invite = async (id: number, role: 'DEALER_DEPUTY' | 'DEALER_ASSISTANT', phone = newPhone()) =>
  server.call(adminRoutes.invitePerson, {
    params: { id },
    body: { name: 'Ігор', lastname: 'Мельник', phone, role },
    query: { lang: 'en' },
    token: await admin(),
  });
const reinvite = async (id: number, person: number, headers = newIp()) =>
  server.call(adminRoutes.reinvitePerson, { params: { id, userId: person }, query: { lang: 'en' }, headers, token: await admin() });
const auditLog = async (query: Partial<AuditQuery> = {}) => {
  const res = await server.call(adminRoutes.audit, { query, token: await admin() });
  expect(res.status, json(res)).toBe(200);
  return res.data;
};
const lookup = async (dealerCode: string) => server.call(dealerRoutes.lookup, { query: { dealerCode, lang: 'en' }, token: await token(DEMO.user) });
const kyivDay = (plusDays = 0) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(new Date(Date.now() + plusDays * 86_400_000));

/** Registers on an invited phone as anyone would (choosing the role USER); answers the new session. */
async function register(phone: string) {
  const headers = newIp();
  const regToken = await confirmedRegistration(server, phone, headers);
  const password = 'Kavun-na-baltoni';
  const res = await server.call(authRoutes.setRegistrationPassword, { body: { password, repeatedPassword: password, regToken }, headers });
  expect(res.status, json(res)).toBe(200);
  return res.data;
}

beforeAll(async () => {
  server = await startServer(ACCOUNTS_ENV);
  adminId = await userId(DEMO.admin);
  [region] = await rowsOf<typeof region>(server.app.db, sql`select id, name, name_latin as "nameLatin" from regions order by id limit 1`);
});
afterAll(() => server.close());

describe('the area admin: support only', () => {
  /** Every route of the back-office, called as the holder of `accessToken` (a guest without one). */
  const calls = async () => {
    const dealer = await newDealer();
    const invited = (await invite(dealer.id, 'DEALER_ASSISTANT')).data.people.find((p) => p.role === 'DEALER_ASSISTANT')!;
    // The users' routes (tests/api/admin-users.test.ts): an account to read and change, one to block, one blocked, one invited.
    const [target, toBlock, blocked] = [
      await extraAccount(server, 'USER', newPhone()),
      await extraAccount(server, 'USER', newPhone()),
      await extraAccount(server, 'USER', newPhone()),
    ];
    await server.app.db.execute(sql`update users set blocked_at = now(), block_reason = 'Спам' where id = ${blocked.id}`);
    const invitedDeputy = (await invite(dealer.id, 'DEALER_DEPUTY')).data.people.find((p) => p.role === 'DEALER_DEPUTY')!;
    return {
      dealers: (t?: string) => server.call(adminRoutes.dealers, { token: t }),
      createDealer: (t?: string) => server.call(adminRoutes.createDealer, { body: company(), token: t }),
      dealer: (t?: string) => server.call(adminRoutes.dealer, { params: { id: dealer.id }, token: t }),
      updateDealer: (t?: string) => server.call(adminRoutes.updateDealer, { params: { id: dealer.id }, body: { address: 'м. Ніжин' }, token: t }),
      invitePerson: (t?: string) =>
        server.call(adminRoutes.invitePerson, {
          params: { id: dealer.id },
          body: { name: 'Ігор', lastname: 'Мельник', phone: newPhone(), role: 'DEALER_DEPUTY' },
          token: t,
        }),
      reinvitePerson: (t?: string) => server.call(adminRoutes.reinvitePerson, { params: { id: dealer.id, userId: invited.id }, headers: newIp(), token: t }),
      regions: (t?: string) => server.call(adminRoutes.regions, { token: t }),
      audit: (t?: string) => server.call(adminRoutes.audit, { token: t }),
      // The lists as files (tests/api/admin-exports.test.ts).
      dealersExport: (t?: string) => server.call(adminRoutes.dealersExport, { token: t }),
      usersExport: (t?: string) => server.call(adminRoutes.usersExport, { token: t }),
      auditExport: (t?: string) => server.call(adminRoutes.auditExport, { token: t }),
      users: (t?: string) => server.call(adminRoutes.users, { token: t }),
      user: (t?: string) => server.call(adminRoutes.user, { params: { id: target.id }, token: t }),
      changeUserRole: (t?: string) => server.call(adminRoutes.changeUserRole, { params: { id: target.id }, body: { role: 'PROJECTOR' }, token: t }),
      blockUser: (t?: string) => server.call(adminRoutes.blockUser, { params: { id: toBlock.id }, body: { reason: 'Спам' }, token: t }),
      unblockUser: (t?: string) => server.call(adminRoutes.unblockUser, { params: { id: blocked.id }, token: t }),
      reinviteUser: (t?: string) => server.call(adminRoutes.reinviteUser, { params: { id: invitedDeputy.id }, headers: newIp(), token: t }),
    };
  };

  it('a guest gets 401, every other role 403, support 200 (201 for what creates)', async () => {
    const routes = await calls();
    expect(Object.keys(routes).toSorted()).toEqual(Object.keys(adminRoutes).toSorted());
    for (const [name, call] of Object.entries(routes)) {
      expect((await call()).status, `${name} as a guest`).toBe(401);
      for (const [role, phone] of Object.entries(NOT_ADMIN)) expect((await call(await token(phone))).status, `${name} as ${role}`).toBe(403);
      const res = await call(await admin());
      expect(res.status, `${name} as ADMIN: ${json(res)}`).toBe(['createDealer', 'invitePerson'].includes(name) ? 201 : 200);
    }
  });
});

describe('GET /admin/regions', () => {
  it('lists the regions a company may name, in the request’s language', async () => {
    const uk = (await server.call(adminRoutes.regions, { query: { lang: 'uk' }, token: await admin() })).data;
    const en = (await server.call(adminRoutes.regions, { query: { lang: 'en' }, token: await admin() })).data;
    expect(uk.length).toBeGreaterThan(20);
    expect(uk.map((r) => r.id).toSorted()).toEqual(en.map((r) => r.id).toSorted());
    expect(uk.find((r) => r.name.startsWith('Київ'))).toBeDefined();
    expect(en.every((r) => /^[\x20-\x7e’]+$/.test(r.name))).toBe(true);
  });
});

describe('POST /admin/dealers: a company and its owner, invited by SMS', () => {
  it('creates the owner’s DEALER account without a password and the profile, texts the invitation after the commit and logs it', async () => {
    const body = company();
    const dealer = await newDealer(body);
    expect(dealer).toMatchObject({
      companyName: body.companyName,
      dealerCode: body.dealerCode,
      region: { id: region.id, name: region.nameLatin },
      installersCount: 0,
      invited: true,
      deactivatedAt: null,
      phone: body.phone,
      email: body.email,
      address: body.address,
      people: [{ name: 'Олена', lastname: 'Коваль', phone: body.owner.phone, role: 'DEALER', invited: true }],
    });
    expect(dealer.people[0].id).toBe(dealer.id);
    const [owner] = await rowsOf<{ email: string; password_hash: string | null; role: string; dealer_id: number | null }>(
      server.app.db,
      sql`select u.email, u.password_hash, r.name as role, u.dealer_id from users u join roles r on r.id = u.role_id where u.id = ${dealer.id}`,
    );
    expect(owner).toEqual({ email: '', password_hash: null, role: 'DEALER', dealer_id: null });
    const [sms] = await textsOnceSent(server, body.owner.phone, 1);
    expect(sms.text).toContain(`Олена, you are invited to Climate Portal as the owner of the dealer company ${body.companyName}`);
    expect(sms.text).toMatch(new RegExp(`${server.config.webOrigins[0]}/en\\?invitation=[\\w-]{43}`));
    // The card reads the same in Ukrainian, the region in Ukrainian.
    const read = await server.call(adminRoutes.dealer, { params: { id: dealer.id }, token: await admin() });
    expect(read.data).toEqual({ ...dealer, region: { id: region.id, name: region.name } });

    const [entry] = (await auditLog({ action: 'dealer.create', subjectType: 'dealer', subjectId: dealer.id })).data;
    expect(entry).toMatchObject({
      action: 'dealer.create',
      actor: { id: adminId, role: 'ADMIN' },
      subjectType: 'dealer',
      subjectId: dealer.id,
      before: null,
      after: { companyName: body.companyName, dealerCode: body.dealerCode, regionId: region.id, owner: body.owner },
    });
  });

  it('422 per field: a wrong check digit, a code taken, a phone with an account, an unknown region, phones invalid for their country; nothing is created', async () => {
    const count = async () => (await rowsOf<{ n: number }>(server.app.db, sql`select count(*)::int as n from dealer_profiles`))[0].n;
    const before = await count();
    const valid = newDealerCode();
    const wrongDigit = valid.slice(0, 7) + String((Number(valid[7]) + 1) % 10);
    const checksum = await createDealer(company({ dealerCode: wrongDigit }));
    expect(checksum.status).toBe(422);
    expect(checksum.error.errors).toEqual({ dealerCode: ['No such code exists: check the digits'] });

    const taken = await createDealer(
      company({ dealerCode: DEMO_DEALER_CODE, regionId: 2_000_000, owner: { name: 'Олена', lastname: 'Коваль', phone: DEMO.user } }),
    );
    expect(taken.status).toBe(422);
    expect(taken.error.errors).toEqual({
      dealerCode: ['A dealer with this code is already registered'],
      regionId: ['Choose a region from the list'],
      'owner.phone': ['This phone number is already in use'],
    });

    const invalid = await createDealer(company({ phone: '380012345678', owner: { name: 'Олена', lastname: 'Коваль', phone: '380012345679' } }));
    expect(invalid.status).toBe(422);
    expect(invalid.error.errors).toEqual({ phone: ['Enter a valid phone number'], 'owner.phone': ['Enter a valid phone number'] });
    expect(await count()).toBe(before);
  });
});

describe('GET /admin/dealers and /admin/dealers/:id', () => {
  it('lists companies by name, searched by name or code, with their installers; the card has the owner first, then the people by name', async () => {
    const created = await newDealer(company({ companyName: 'ТОВ «Яблуневий Клімат»' }));
    const list = await server.call(adminRoutes.dealers, { query: { perPage: 100 }, token: await admin() });
    expect(list.status).toBe(200);
    expect(list.data.data.find((d) => d.dealerCode === DEMO_DEALER_CODE)).toMatchObject({
      companyName: 'ТОВ «Клімат Про»',
      installersCount: 6,
      invited: false,
    });

    for (const search of [created.dealerCode, 'яблуневий']) {
      const found = await server.call(adminRoutes.dealers, { query: { search }, token: await admin() });
      expect(
        found.data.data.map((d) => d.id),
        search,
      ).toEqual([created.id]);
    }

    const demo = await server.call(adminRoutes.dealer, { params: { id: await userId(DEMO.dealer) }, token: await admin() });
    expect(demo.status).toBe(200);
    const [owner, ...people] = demo.data.people;
    expect(owner).toMatchObject({ id: demo.data.id, phone: DEMO.dealer, role: 'DEALER', invited: false });
    expect(people.map((p) => [p.phone, p.role, p.invited])).toEqual(
      expect.arrayContaining([
        [NOT_ADMIN.DEALER_DEPUTY, 'DEALER_DEPUTY', false],
        [NOT_ADMIN.DEALER_ASSISTANT, 'DEALER_ASSISTANT', false],
      ]),
    );
  });

  it('404 for an unknown id and for someone who is no company; 422 for a state it does not know', async () => {
    for (const id of [2_000_000_000, await userId(DEMO.user)]) {
      expect((await server.call(adminRoutes.dealer, { params: { id }, token: await admin() })).status, String(id)).toBe(404);
      expect((await update(id, { address: 'x' })).status, String(id)).toBe(404);
      expect((await invite(id, 'DEALER_DEPUTY')).status, String(id)).toBe(404);
    }
    const state = await server.call(adminRoutes.dealers, { invalidQuery: { state: 'closed' }, token: await admin() });
    expect(state.status).toBe(422);
    expect(Object.keys(state.error.errors)).toEqual(['state']);
  });
});

describe('PATCH /admin/dealers/:id', () => {
  it('changes the fields given and logs only those that changed, before and after', async () => {
    const dealer = await newDealer();
    const res = await update(dealer.id, { companyName: 'ТОВ «Полісся Клімат»', address: dealer.address, regionId: null, email: 'new@polissia.example.com' });
    expect(res.status, json(res)).toBe(200);
    expect(res.data).toMatchObject({ companyName: 'ТОВ «Полісся Клімат»', address: dealer.address, region: null, email: 'new@polissia.example.com' });
    const [entry] = (await auditLog({ action: 'dealer.update', subjectId: dealer.id })).data;
    expect(entry).toMatchObject({ actor: { id: adminId }, subjectType: 'dealer' });
    expect(entry.before).toEqual({ companyName: dealer.companyName, regionId: region.id, email: dealer.email });
    expect(entry.after).toEqual({ companyName: 'ТОВ «Полісся Клімат»', regionId: null, email: 'new@polissia.example.com' });
  });

  it('422 for an empty change, a code another company has, an invalid phone; its own code is no clash', async () => {
    const dealer = await newDealer();
    const empty = await update(dealer.id, {});
    expect(empty.status).toBe(422);
    expect(empty.error.errors).toEqual({ body: ['Change at least one field'] });
    const taken = await update(dealer.id, { dealerCode: DEMO_DEALER_CODE, phone: '380012345678' });
    expect(taken.status).toBe(422);
    expect(taken.error.errors).toEqual({ dealerCode: ['A dealer with this code is already registered'], phone: ['Enter a valid phone number'] });
    expect((await update(dealer.id, { dealerCode: dealer.dealerCode })).status).toBe(200);
  });
});

describe('the invitation: registering on the invited phone adopts the account and keeps its role', () => {
  it('the owner registers choosing USER and is the company’s DEALER; a deputy likewise; a registered person is not invited again', async () => {
    const dealer = await newDealer();
    const ownerPhone = dealer.people[0].phone;
    await textsOnceSent(server, ownerPhone, 1);
    const owner = await register(ownerPhone);
    expect(owner.user).toMatchObject({ id: dealer.id, role: { name: 'DEALER' }, email: 'taras.hnatiuk@example.com' });
    const info = await server.call(dealerRoutes.info, { token: owner.accessToken });
    expect(info.status, json(info)).toBe(200);
    expect(info.data).toMatchObject({ id: dealer.id, name: dealer.companyName, dealerCode: dealer.dealerCode, canDecide: true });

    const deputyPhone = newPhone();
    const invited = await invite(dealer.id, 'DEALER_DEPUTY', deputyPhone);
    expect(invited.status, json(invited)).toBe(201);
    expect(invited.data.people.map((p) => [p.role, p.invited])).toEqual([
      ['DEALER', false],
      ['DEALER_DEPUTY', true],
    ]);
    const [sms] = await textsOnceSent(server, deputyPhone, 1);
    expect(sms.text).toContain(`Ігор, you are invited to Climate Portal as a deputy of the dealer company ${dealer.companyName}`);
    const deputy = await register(deputyPhone);
    expect(deputy.user.role.name).toBe('DEALER_DEPUTY');
    expect((await server.call(dealerRoutes.info, { token: deputy.accessToken })).data).toMatchObject({
      id: dealer.id,
      name: dealer.companyName,
      canDecide: true,
    });

    const again = await reinvite(dealer.id, deputy.user.id);
    expect(again.status).toBe(409);
    expect(again.error.message).toBe('This person has already registered: there is no need to invite them again');
    const [entry] = (await auditLog({ action: 'dealer.invite', subjectType: 'user', subjectId: deputy.user.id })).data;
    expect(entry.after).toEqual({ dealerId: dealer.id, name: 'Ігор', lastname: 'Мельник', phone: deputyPhone, role: 'DEALER_DEPUTY' });
  });

  it('the link’s invitation names the person, role and company; registering with it needs no role, refuses another phone, and uses it up', async () => {
    const dealer = await newDealer();
    const ownerPhone = dealer.people[0].phone;
    const tokenOf = (text: string) => /invitation=([\w-]+)/.exec(text)![1];
    const [first] = await textsOnceSent(server, ownerPhone, 1);
    // A new invitation replaces the older link.
    expect((await reinvite(dealer.id, dealer.id)).status).toBe(200);
    const [second] = await textsOnceSent(server, ownerPhone, 2);
    expect((await server.call(authRoutes.invitation, { params: { token: tokenOf(first.text) } })).status).toBe(404);
    const token = tokenOf(second.text);
    const named = await server.call(authRoutes.invitation, { params: { token } });
    expect(named.data).toEqual({ name: 'Олена', lastname: 'Коваль', phone: ownerPhone, role: 'DEALER', company: dealer.companyName });

    const body = { name: 'Олена', lastname: 'Коваль', email: 'olena@example.com', invitation: token };
    const headers = newIp();
    const other = await server.call(authRoutes.register, { body: { ...body, phone: newPhone() }, headers, query: { lang: 'en' } });
    expect(other.status).toBe(422);
    expect(other.error.errors).toEqual({ phone: ['The invitation was sent to another phone number'] });
    const noRole = await server.call(authRoutes.register, { body: { ...body, invitation: undefined, phone: ownerPhone }, headers, query: { lang: 'en' } });
    expect(noRole.error.errors).toEqual({ roleId: ['Choose one of the offered roles'] });

    const start = await server.call(authRoutes.register, { body: { ...body, phone: ownerPhone }, headers });
    expect(start.status, json(start)).toBe(200);
    const { regToken } = start.data;
    expect((await server.call(authRoutes.sendRegistrationCode, { body: { regToken }, headers })).status).toBe(200);
    const [code] = await textsOnceSent(server, ownerPhone, 3);
    expect((await server.call(authRoutes.checkRegistrationCode, { body: { regToken, code: code.code! }, headers })).status).toBe(200);
    const password = 'Kavun-na-baltoni';
    const done = await server.call(authRoutes.setRegistrationPassword, { body: { password, repeatedPassword: password, regToken }, headers });
    expect(done.status, json(done)).toBe(200);
    expect(done.data.user).toMatchObject({ id: dealer.id, role: { name: 'DEALER' }, email: 'olena@example.com' });

    expect((await server.call(authRoutes.invitation, { params: { token } })).status).toBe(404);
    const used = await server.call(authRoutes.register, { body: { ...body, phone: ownerPhone }, headers, query: { lang: 'en' } });
    expect(used.error.errors).toEqual({ invitation: ['This invitation is no longer valid. Open the link of the latest invitation SMS'] });
    expect(await rowsOf(server.app.db, sql`select 1 from invitations where user_id = ${dealer.id}`)).toEqual([]);
  });

  it('an invitation is sent again until the person registers, once a minute (429); 404 for someone not of the company; 422 for a phone taken', async () => {
    const dealer = await newDealer();
    const assistantPhone = newPhone();
    const assistant = (await invite(dealer.id, 'DEALER_ASSISTANT', assistantPhone)).data.people.find((p) => p.role === 'DEALER_ASSISTANT')!;
    const headers = newIp();
    const sent = await reinvite(dealer.id, assistant.id, headers);
    expect(sent.status, json(sent)).toBe(200);
    expect(sent.data).toEqual({ sent: true });
    await textsOnceSent(server, assistantPhone, 2);
    const throttled = await reinvite(dealer.id, assistant.id, headers);
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await outbox(server, assistantPhone)).toHaveLength(2);
    // The owner, not registered yet, may be invited again too; a person of another company is no person of this one.
    expect((await reinvite(dealer.id, dealer.id)).status).toBe(200);
    expect((await reinvite(dealer.id, await userId(NOT_ADMIN.DEALER_DEPUTY))).status).toBe(404);

    const [entry] = (await auditLog({ action: 'dealer.reinvite', subjectId: assistant.id })).data;
    expect(entry).toMatchObject({ subjectType: 'user', before: null, after: { dealerId: dealer.id, phone: assistantPhone } });

    const taken = await invite(dealer.id, 'DEALER_DEPUTY', DEMO.installer);
    expect(taken.status).toBe(422);
    expect(taken.error.errors).toEqual({ phone: ['This phone number is already in use'] });
  });
});

describe('deactivation, and the decisions in the audit log', () => {
  it('a deactivated company is found by no code, its installers are told, it takes no people; restoring brings it back; every decision is logged', async () => {
    const dealer = await newDealer();
    // A client applies to the new company and support accepts: an installer of it, with a first-level application.
    const client = await newAccount(server);
    const rac = await certificationTypeId(server, 'RAC');
    const applied = await server.call(installerRoutes.requestToBecomeInstaller, {
      body: { name: 'Постачальник', dealerCode: dealer.dealerCode, regionId: region.id, certificationTypeId: rac },
      token: client.accessToken,
    });
    expect(applied.status, json(applied)).toBe(201);
    const [{ id: requestId }] = await rowsOf<{ id: number }>(server.app.db, sql`select id from dealer_requests where user_id = ${client.user.id}`);
    expect((await server.call(dealerRoutes.acceptRequest, { params: { id: requestId }, body: {}, token: await admin() })).status).toBe(200);
    const [decided] = (await auditLog({ action: 'dealerRequest.decide', subjectType: 'dealerRequest', subjectId: requestId })).data;
    expect(decided).toMatchObject({ actor: { id: adminId }, before: { status: 'SENT' }, after: { status: 'ACCEPTED' } });

    const [{ id: applicationId }] = await rowsOf<{ id: number }>(
      server.app.db,
      sql`select id from installer_certifications where installer_id = ${client.user.id} and status = 'REQUEST'`,
    );
    expect((await server.call(certificationRoutes.accept, { params: { id: applicationId }, body: {}, token: await admin() })).status).toBe(200);
    const [certified] = (await auditLog({ action: 'certificationRequest.decide', subjectId: applicationId })).data;
    expect(certified).toMatchObject({
      subjectType: 'certificationRequest',
      before: { status: 'REQUEST', decidedAt: null, expiresAt: null },
      after: { status: 'ACTIVE' },
    });
    expect(certified.after!.expiresAt).toEqual(expect.any(String));

    const off = await update(dealer.id, { active: false });
    expect(off.status, json(off)).toBe(200);
    expect(off.data.deactivatedAt).toEqual(expect.any(String));
    expect(off.data.installersCount).toBe(1);
    const unknown = await lookup(UNUSED_CODE);
    const deactivated = await lookup(dealer.dealerCode);
    expect(deactivated.status).toBe(422);
    expect(deactivated.body).toEqual(unknown.body);
    const notes = await server.call(notificationRoutes.list, { query: { lang: 'en' }, token: client.accessToken });
    const told = notes.data.data.find((n) => n.title === 'Your dealer is deactivated');
    expect(told?.link).toBe('/dealer');
    expect(told?.text).toContain(dealer.companyName);
    expect((await invite(dealer.id, 'DEALER_DEPUTY')).status).toBe(409);
    const states = async (state: 'active' | 'deactivated') =>
      (await server.call(adminRoutes.dealers, { query: { state, search: dealer.dealerCode }, token: await admin() })).data.total;
    expect([await states('active'), await states('deactivated')]).toEqual([0, 1]);

    const on = await update(dealer.id, { active: true });
    expect(on.data.deactivatedAt).toBeNull();
    expect((await lookup(dealer.dealerCode)).data).toEqual({ dealerName: dealer.companyName });
    const [restored, deactivation] = (await auditLog({ subjectType: 'dealer', subjectId: dealer.id })).data;
    expect(restored).toMatchObject({ action: 'dealer.restore', before: { deactivatedAt: off.data.deactivatedAt }, after: { deactivatedAt: null } });
    expect(deactivation).toMatchObject({ action: 'dealer.deactivate', before: { deactivatedAt: null }, after: { deactivatedAt: off.data.deactivatedAt } });
  });

  it('requests for work: taking and declining are logged with the fields they changed', async () => {
    const place = await settlement(server);
    const rac = await certificationTypeId(server, 'RAC');
    const client = await extraAccount(server, 'USER', newPhone());
    const send = async () => {
      const res = await server.call(installationRequestRoutes.create, {
        body: { workOrderType: 'INSTALLATION', certificationTypeId: rac, settlementId: place.code, street: 'вул. Шевченка', house: '5' },
        token: client.token,
      });
      expect(res.status, json(res)).toBe(201);
      return res.data.id;
    };
    const [taken, declined] = [await send(), await send()];
    expect((await server.call(installationRequestRoutes.take, { params: { id: taken }, body: {}, token: await admin() })).status).toBe(200);
    expect(
      (await server.call(installationRequestRoutes.decline, { params: { id: declined }, body: { reason: 'Немає монтажників' }, token: await admin() })).status,
    ).toBe(200);
    const [take] = (await auditLog({ action: 'installationRequest.take', subjectId: taken })).data;
    expect(take).toMatchObject({
      subjectType: 'installationRequest',
      before: { status: 'NEW', handlerId: null },
      after: { status: 'IN_PROGRESS', handlerId: adminId },
    });
    const [decline] = (await auditLog({ action: 'installationRequest.decline', subjectId: declined })).data;
    expect(decline).toMatchObject({
      before: { status: 'NEW', declineReason: null, handlerId: null },
      after: { status: 'DECLINED', declineReason: 'Немає монтажників', handlerId: adminId },
    });
  });
});

describe('GET /admin/audit', () => {
  it('newest first, filtered by action, actor, subject and Kyiv days', async () => {
    const dealer = await newDealer();
    await update(dealer.id, { address: 'м. Прилуки' });
    const mine = await auditLog({ subjectType: 'dealer', subjectId: dealer.id });
    expect(mine.data.map((e) => e.action)).toEqual(['dealer.update', 'dealer.create']);
    expect(mine.data[0].at >= mine.data[1].at).toBe(true);
    expect((await auditLog({ subjectType: 'user', subjectId: dealer.id })).total).toBe(0);
    expect((await auditLog({ actorId: adminId, subjectId: dealer.id, action: 'dealer.update' })).total).toBe(1);
    expect((await auditLog({ actorId: await userId(DEMO.dealer), subjectId: dealer.id })).total).toBe(0);
    expect((await auditLog({ subjectId: dealer.id, subjectType: 'dealer', from: kyivDay(), to: kyivDay() })).total).toBe(2);
    expect((await auditLog({ subjectId: dealer.id, subjectType: 'dealer', from: kyivDay(1) })).total).toBe(0);
    expect((await auditLog({ subjectId: dealer.id, subjectType: 'dealer', to: kyivDay(-1) })).total).toBe(0);
    const wrong = await server.call(adminRoutes.audit, { invalidQuery: { action: 'dealer.delete', from: '2026-13-01' }, token: await admin() });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.error.errors).toSorted()).toEqual(['action', 'from']);
  });

  it('is append-only in the database: UPDATE, DELETE and TRUNCATE fail; a deleted actor’s entries stay, without the actor', async () => {
    const [entry] = (await auditLog()).data;
    for (const statement of [
      sql`update audit_log set action = 'dealer.update' where id = ${entry.id}`,
      sql`update audit_log set actor_id = null where id = ${entry.id}`,
      sql`delete from audit_log where id = ${entry.id}`,
      sql`truncate audit_log`,
    ])
      await expect(server.app.db.execute(statement)).rejects.toThrow();
    expect((await auditLog()).data[0]).toEqual(entry);

    const other = await extraAccount(server, 'ADMIN', newPhone());
    const dealer = (await server.call(adminRoutes.createDealer, { body: company(), token: other.token })).data;
    await server.app.db.execute(sql`delete from users where id = ${other.id}`);
    const [created] = (await auditLog({ action: 'dealer.create', subjectId: dealer.id })).data;
    expect(created).toMatchObject({ actor: null, after: { dealerCode: dealer.dealerCode } });
  });

  it('never holds passwords, codes or tokens, whoever passes them', async () => {
    const dealer = await newDealer();
    await transaction(server.app.db, (tx) =>
      server.app.services.audit.record(tx, {
        actorId: adminId,
        action: 'dealer.update',
        subjectType: 'dealer',
        subjectId: dealer.id,
        before: { address: 'a', password: 'old' },
        after: { address: 'b', password: 'Kavun-na-baltoni', code: '1234', regToken: 'secret' },
      }),
    );
    const [entry] = (await auditLog({ action: 'dealer.update', subjectId: dealer.id })).data;
    expect([entry.before, entry.after]).toEqual([{ address: 'a' }, { address: 'b' }]);
  });
});
