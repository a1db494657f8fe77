import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { isDealerRole, type RoleName } from '../../../contracts/constants';
import type { Area } from '../../../contracts/access';
import {
  buildingObjects,
  catalogFavorites,
  chats,
  dealerRequests,
  installationPreventions,
  installationRequests,
  installations,
  notifications,
  tempFiles,
  users,
} from '../db/schema';

/**
 * docs/access.md, as code. Two questions per resource:
 * - the area: which roles may enter at all (any other role gets 403: the whole area is closed to it);
 * - the scope: the SQL condition selecting the rows this user may see (any other row answers 404, so
 *   nobody learns that it exists).
 * Queries select through `scopeOf`, single records load through `loadVisible` (./load.ts), routes name
 * their area (`area` in server/src/lib/route.ts). The matrix test (tests/api/access.test.ts) reads like
 * docs/access.md's tables; a new row there is a new entry here and in that test.
 */
/** Who asks: the signed-in user as the access token names them. */
export type Viewer = { id: number; role: RoleName };

/**
 * The areas (which roles may enter at all) are plain data in contracts/access.ts, shared with the web, which
 * derives its route guards and section links from the same table (lib/guards.ts).
 */
export { areas, mayEnter, type Area } from '../../../contracts/access';

export { isDealerRole };

/**
 * The dealer company a dealer-role user acts for: a DEALER is the company; a deputy or assistant acts
 * for the dealer their `users.dealer_id` names, or, while they are linked to none, for themselves.
 */
export const dealerOf = (user: Viewer): SQL =>
  user.role === 'DEALER' ? sql`${user.id}::int` : sql`coalesce((select u.dealer_id from users u where u.id = ${user.id}), ${user.id})`;

/**
 * The installations row (docs/access.md#row-scopes): the client sees theirs (their list asks `installed=true`), an
 * installer those created by or assigned to them, a dealer those of its installers (`installations.dealer_id`),
 * the admin all. A draft is seen by its creator only, whoever they are.
 *
 * As branches whose union is the scope, each one column of an index (client, installer, creator, dealer): a long
 * list reads each branch newest first through its own index and stops at the page (installations/list.ts), where
 * one `or` of them would make PostgreSQL read every visible row before it could sort.
 */
export function installationScopeBranches(user: Viewer): ScopeBranch[] {
  const own = { rows: eq(installations.creatorId, user.id), onePerson: true };
  const registered = ne(installations.code, 'DRAFT');
  const ownDraft = { rows: and(eq(installations.code, 'DRAFT'), own.rows)!, onePerson: true };
  switch (true) {
    case user.role === 'USER':
      return [{ rows: and(registered, eq(installations.clientId, user.id))!, onePerson: true }, ownDraft];
    case user.role === 'INSTALLER':
      return [{ rows: and(registered, eq(installations.installerId, user.id))!, onePerson: true }, own];
    case isDealerRole(user.role):
      return [{ rows: and(registered, sql`${installations.dealerId} = ${dealerOf(user)}`)!, onePerson: false }, own];
    case user.role === 'ADMIN':
      return [{ rows: registered, onePerson: false }, ownDraft];
    default:
      return [{ rows: sql`false`, onePerson: true }];
  }
}

/** One branch of a scope: its rows, and whether they are one person's (few) or a company's or everyone's (many). */
export type ScopeBranch = { rows: SQL; onePerson: boolean };

const installationScope = (user: Viewer): SQL => or(...installationScopeBranches(user).map((b) => b.rows))!;

/** Who may see which rows. `undefined` would mean every row (the admin's view of an area). */
export const scopes = {
  favourites: { table: catalogFavorites, area: 'account', visible: (user: Viewer) => eq(catalogFavorites.userId, user.id) },
  notifications: { table: notifications, area: 'account', visible: (user: Viewer) => eq(notifications.userId, user.id) },
  profile: { table: users, area: 'account', visible: (user: Viewer) => eq(users.id, user.id) },
  installations: { table: installations, area: 'installations', visible: (user: Viewer) => installationScope(user) },
  /** Maintenance visits: seen by whoever sees their installation (only its installer plans and performs them). */
  preventions: {
    table: installationPreventions,
    area: 'installations',
    visible: (user: Viewer) =>
      sql`exists (select 1 from ${installations} where ${installations.id} = ${installationPreventions.installationId} and ${installationScope(user)})`,
  },
  /**
   * docs/domain.md#chats-and-appeals: a chat is its author's (the installation's client or installer who opened it) and
   * support's; the installation's other party does not see it.
   */
  chats: { table: chats, area: 'chats', visible: (user: Viewer) => (user.role === 'ADMIN' ? sql`true` : eq(chats.authorId, user.id)) },
  /** Requests addressed to a dealer: its company's (the deputy's and assistant's too), the admin all. */
  dealerRequests: {
    table: dealerRequests,
    area: 'dealerPages',
    visible: (user: Viewer) => (user.role === 'ADMIN' ? undefined : isDealerRole(user.role) ? sql`${dealerRequests.dealerId} = ${dealerOf(user)}` : sql`false`),
  },
  /** docs/domain.md#building-objects: a designer's own, the admin all. */
  buildingObjects: {
    table: buildingObjects,
    area: 'objects',
    visible: (user: Viewer) => (user.role === 'ADMIN' ? sql`true` : eq(buildingObjects.ownerId, user.id)),
  },
  /** A client's own, support all, a dealer's people those about their company's installations. */
  installationRequests: {
    table: installationRequests,
    area: 'installationRequests',
    visible: (user: Viewer) =>
      user.role === 'ADMIN'
        ? sql`true`
        : user.role === 'USER'
          ? eq(installationRequests.clientId, user.id)
          : isDealerRole(user.role)
            ? sql`exists (select 1 from ${installations} where ${installations.id} = ${installationRequests.installationId} and ${installations.dealerId} = ${dealerOf(user)})`
            : sql`false`,
  },
  /** Unclaimed uploads (POST /temp-files): their owner's alone, whatever the role. */
  tempFiles: { table: tempFiles, area: 'account', visible: (user: Viewer) => eq(tempFiles.ownerId, user.id) },
} as const satisfies Record<string, { table: unknown; area: Area; visible: (user: Viewer) => SQL | undefined }>;

export type Resource = keyof typeof scopes;

/** The condition selecting what `user` may see of `resource`. */
export const scopeOf = (resource: Resource, user: Viewer): SQL | undefined => scopes[resource].visible(user);
