import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleNames } from '../../contracts';
import { areas, loadVisible, mayEnter } from '../../server/src/access';
import { rowsOf } from '../../server/src/db/rows';
import { transaction } from '../../server/src/db/transaction';
import { HttpError } from '../../server/src/lib/http-errors';
import { ACCOUNTS_ENV, DEMO, login, newAccount } from './accounts';
import { startServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer(ACCOUNTS_ENV);
});
afterAll(() => server.close());

type Column = 'client' | 'installer' | 'dealer' | 'designer' | 'admin';
const accounts: Record<Column, string> = { client: DEMO.user, installer: DEMO.installer, dealer: DEMO.dealer, designer: DEMO.projector, admin: DEMO.admin };

/**
 * docs/access.md#areas, row by row, for the areas built so far ('yes': the role works there;
 * '403': the whole area is closed to it). Installations, chats, dealer pages and building objects add
 * their rows here as they are built, with the probes that prove them.
 */
const matrix: { row: string; probes: string[]; allowed: Record<Column, 'yes' | '403'> }[] = [
  {
    row: 'catalogue, favourites, profile, notifications',
    probes: ['/web/catalog/products', '/web/catalog/favorites/products', '/web/profile', '/web/notifications', '/web/sidebar'],
    allowed: { client: 'yes', installer: 'yes', dealer: 'yes', designer: 'yes', admin: 'yes' },
  },
  {
    row: 'installations: list/read',
    probes: ['/web/installations', '/web/installations/filters', '/web/installations/certification-types'],
    allowed: { client: 'yes', installer: 'yes', dealer: 'yes', designer: '403', admin: 'yes' },
  },
  {
    // The wizard's lookups stand for the area of creating and the steps (their writes: tests/api/installations*.test.ts).
    row: 'installations: create, wizard steps',
    probes: [`/web/clients/name?phone=${DEMO.user}`, `/web/installers/name?phone=${DEMO.installer}`],
    allowed: { client: '403', installer: 'yes', dealer: 'yes', designer: '403', admin: 'yes' },
  },
  {
    // Reading visits is the installations area (the checklist stands for it); planning and performing are the
    // assigned installer's alone (tests/api/preventions.test.ts: 403 for everyone else who sees the installation).
    row: 'maintenance visits: read',
    probes: ['/web/installations/preventions/works'],
    allowed: { client: 'yes', installer: 'yes', dealer: 'yes', designer: '403', admin: 'yes' },
  },
  {
    row: 'installer pages (calendar)',
    probes: ['/web/installers/calendar/month?year=2026&month=11', '/web/installers/calendar/day?year=2026&month=11&day=25', '/web/installers/calendar/feed'],
    allowed: { client: '403', installer: 'yes', dealer: '403', designer: '403', admin: '403' },
  },
  {
    // One chat's routes are probed per role in tests/api/chats.test.ts (its author, the other party and strangers 404).
    row: 'chats, appeals',
    probes: ['/web/chats', '/web/chats/filters'],
    allowed: { client: 'yes', installer: 'yes', dealer: '403', designer: '403', admin: 'yes' },
  },
  {
    // Applying, changing dealer and their refusals: tests/api/dealers.test.ts.
    row: 'installer pages (licence, rating, dealer change)',
    probes: ['/web/installers/license', '/web/installers/certification-requests/create', '/web/installers/rating', '/web/installers/dealer'],
    allowed: { client: '403', installer: 'yes', dealer: '403', designer: '403', admin: '403' },
  },
  {
    // The assistant sees them but may not decide (403), the deputy may: tests/api/dealers.test.ts.
    row: 'dealer pages (installers, checks, requests)',
    probes: ['/web/dealers/installers', '/web/dealers/requests'],
    allowed: { client: '403', installer: '403', dealer: 'yes', designer: '403', admin: 'yes' },
  },
  {
    row: 'becoming an installer (a client applies to a dealer)',
    probes: ['/web/installer-requests/create'],
    allowed: { client: 'yes', installer: '403', dealer: '403', designer: '403', admin: '403' },
  },
  {
    row: 'certification applications: support decides',
    probes: ['/web/certification-requests'],
    allowed: { client: '403', installer: '403', dealer: '403', designer: '403', admin: 'yes' },
  },
  {
    // Their writes and the other designer's 404: tests/api/objects.test.ts.
    row: 'building objects',
    probes: [
      '/web/building-objects',
      '/web/building-objects/equipments/groups',
      '/web/building-objects/equipments/types',
      '/web/building-objects/equipments/products',
    ],
    allowed: { client: '403', installer: '403', dealer: '403', designer: 'yes', admin: 'yes' },
  },
  {
    // Requests for work (docs/decisions/0028): sending is the client's alone, taking and declining support's
    // (tests/api/installation-requests.test.ts); reading is theirs, support's, and a dealer's about its company's
    // installations (faults reported from unit labels, tests/api/fault-reports.test.ts).
    row: 'requests for work: list/read',
    probes: ['/web/installations/requests'],
    allowed: { client: 'yes', installer: '403', dealer: 'yes', designer: '403', admin: 'yes' },
  },
  {
    // The back-office (docs/decisions/0036): its writes and the deputy's and assistant's 403 too: tests/api/admin.test.ts.
    row: 'the back-office: dealer companies, the audit log',
    probes: ['/admin/dealers', '/admin/audit'],
    allowed: { client: '403', installer: '403', dealer: '403', designer: '403', admin: 'yes' },
  },
];

describe('the access matrix (docs/access.md)', () => {
  for (const { row, probes, allowed } of matrix) {
    for (const [column, expected] of Object.entries(allowed) as [Column, 'yes' | '403'][]) {
      it(`${row}: ${column} → ${expected}`, async () => {
        const { accessToken } = await login(server, accounts[column]);
        for (const probe of probes) {
          const res = await server.request(probe, { token: accessToken });
          expect(res.status, `${probe} for the ${column}`).toBe(expected === 'yes' ? 200 : 403);
        }
      });
    }
  }

  it('a guest gets 401 on every signed-in probe', async () => {
    for (const probe of matrix.flatMap((r) => r.probes).filter((p) => p !== '/web/catalog/products')) {
      expect((await server.request(probe)).status, probe).toBe(401);
    }
  });

  it('the account area is open to every role, the self-registered ones and the staff alike', () => {
    expect(roleNames.filter((role) => mayEnter(role, 'account'))).toEqual([...areas.account]);
  });
});

describe('loadVisible: one record, or 404 whoever it belongs to', () => {
  it("chats: the author's own, support all, 404 for the installation's other party and anyone else", async () => {
    const [row] = await rowsOf<{ id: number; author_id: number; installer_id: number }>(
      server.app.db,
      sql`select c.id, c.author_id, i.installer_id from chats c join installations i on i.id = c.installation_id
          join users u on u.id = c.author_id where u.phone = ${DEMO.user} order by c.id limit 1`,
    );
    const stranger = await newAccount(server);
    const load = (viewer: { id: number; role: 'USER' | 'INSTALLER' | 'ADMIN' }) => loadVisible(server.app.db, 'chats', viewer, row.id);
    expect(await load({ id: row.author_id, role: 'USER' })).toMatchObject({ id: row.id });
    expect(await load({ id: stranger.user.id, role: 'ADMIN' })).toMatchObject({ id: row.id });
    await expect(load({ id: row.installer_id, role: 'INSTALLER' })).rejects.toMatchObject({ statusCode: 404 });
    await expect(load({ id: stranger.user.id, role: 'USER' })).rejects.toMatchObject({ statusCode: 404 });
  });

  it("answers the user's own record, and 404 for another user's or an unknown id", async () => {
    const a = await newAccount(server);
    const b = await newAccount(server);
    const row = await transaction(server.app.db, (tx) =>
      server.app.services.notifications.notify(tx, { id: a.user.id, language: 'en' }, { kind: 'passwordChanged' }),
    );
    const viewerA = { id: a.user.id, role: 'USER' as const };
    const viewerB = { id: b.user.id, role: 'USER' as const };
    expect(await loadVisible(server.app.db, 'notifications', viewerA, row.id)).toMatchObject({ id: row.id, userId: a.user.id });
    for (const [viewer, id] of [
      [viewerB, row.id],
      [viewerA, 2_000_000_000],
    ] as const) {
      const refused = await loadVisible(server.app.db, 'notifications', viewer, id).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(HttpError);
      expect((refused as HttpError).statusCode).toBe(404);
    }
    expect(await loadVisible(server.app.db, 'profile', viewerB, b.user.id)).toMatchObject({ id: b.user.id });
    await expect(loadVisible(server.app.db, 'profile', viewerB, a.user.id)).rejects.toMatchObject({ statusCode: 404 });
  });

  it("installations: the client's own, 404 for another client's, the installer's and the dealer's own, 404 for another installer", async () => {
    const [row] = await rowsOf<{ id: number; client_id: number; installer_id: number; dealer_id: number }>(
      server.app.db,
      sql`select i.id, i.client_id, i.installer_id, i.dealer_id from installations i join users u on u.id = i.installer_id
          where i.code = 'COMPLETED' and u.phone = ${DEMO.installer} order by i.id limit 1`,
    );
    const [other] = await rowsOf<{ id: number }>(server.app.db, sql`select id from users where phone = ${DEMO.installer2}`);
    const stranger = await newAccount(server);
    const load = (viewer: { id: number; role: 'USER' | 'INSTALLER' | 'DEALER' | 'ADMIN' }) => loadVisible(server.app.db, 'installations', viewer, row.id);
    expect(await load({ id: row.client_id, role: 'USER' })).toMatchObject({ id: row.id });
    expect(await load({ id: row.installer_id, role: 'INSTALLER' })).toMatchObject({ id: row.id });
    expect(await load({ id: row.dealer_id, role: 'DEALER' })).toMatchObject({ id: row.id });
    expect(await load({ id: stranger.user.id, role: 'ADMIN' })).toMatchObject({ id: row.id });
    await expect(load({ id: stranger.user.id, role: 'USER' })).rejects.toMatchObject({ statusCode: 404 });
    await expect(load({ id: other.id, role: 'INSTALLER' })).rejects.toMatchObject({ statusCode: 404 });
    await expect(load({ id: stranger.user.id, role: 'DEALER' })).rejects.toMatchObject({ statusCode: 404 });
  });

  it("building objects: the designer's own, 404 for another designer's, all for the admin", async () => {
    const [row] = await rowsOf<{ id: number; owner_id: number }>(server.app.db, sql`select id, owner_id from building_objects order by id limit 1`);
    const stranger = await newAccount(server);
    const load = (viewer: { id: number; role: 'PROJECTOR' | 'ADMIN' }) => loadVisible(server.app.db, 'buildingObjects', viewer, row.id);
    expect(await load({ id: row.owner_id, role: 'PROJECTOR' })).toMatchObject({ id: row.id });
    expect(await load({ id: stranger.user.id, role: 'ADMIN' })).toMatchObject({ id: row.id });
    await expect(load({ id: stranger.user.id, role: 'PROJECTOR' })).rejects.toMatchObject({ statusCode: 404 });
  });
});
