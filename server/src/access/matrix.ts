import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { roleNames, type RoleName } from '../../../contracts';
import { catalogFavorites, dealerRequests, installations, notifications, tempFiles, users } from '../db/schema';

/**
 * DOMAIN.md "Who may do what", as code. Two questions per resource:
 * - the area: which roles may enter at all (any other role gets 403: the whole area is closed to it);
 * - the scope: the SQL condition selecting the rows this user may see (any other row answers 404, so
 *   nobody learns that it exists).
 * Queries select through `scopeOf`, single records load through `loadVisible` (./load.ts), routes name
 * their area (`area` in server/src/lib/route.ts). The matrix test (tests/api/access.test.ts) reads like
 * DOMAIN.md's table; a new row there is a new entry here and in that test.
 */
/** Who asks: the signed-in user as the access token names them. */
export type Viewer = { id: number; role: RoleName };

export const areas = {
  /** catalogue, favourites, profile, notifications: every signed-in role. */
  account: roleNames,
  /** installations: list/read; a designer (PROJECTOR) is refused the whole area, 403. */
  installations: ['USER', 'INSTALLER', 'DEALER', 'DEALER_DEPUTY', 'DEALER_ASSISTANT', 'ADMIN'],
  /**
   * installations: create, wizard steps, cancel, delete a draft, photos, place, and the name lookups
   * that serve the wizard: the client ('–' in DOMAIN.md) and the designer get 403.
   */
  installationWork: ['INSTALLER', 'DEALER', 'DEALER_DEPUTY', 'DEALER_ASSISTANT', 'ADMIN'],
  /** dealer pages (installers, certification checks, requests): the dealer's company, the admin all. */
  dealerPages: ['DEALER', 'DEALER_DEPUTY', 'DEALER_ASSISTANT', 'ADMIN'],
  /** installer pages (licence, rating, calendar, dealer change, their own certification check): the installer only. */
  installerPages: ['INSTALLER'],
  /**
   * accepting, declining and blocking requests addressed to a dealer: the dealer and its deputy, the admin;
   * a DEALER_ASSISTANT sees the requests (dealerPages) but may not decide them (DOMAIN.md).
   */
  dealerDecisions: ['DEALER', 'DEALER_DEPUTY', 'ADMIN'],
  /** asking to become an installer of a dealer: a signed-in client (role USER) only. */
  installerApplication: ['USER'],
  /** a dealer's name by its code: whoever names a dealer (an applicant, an installer changing dealer) and the admin. */
  dealerLookup: ['USER', 'INSTALLER', 'ADMIN'],
  /** certification applications: support decides them. */
  certificationDecisions: ['ADMIN'],
  // Chats likewise; building objects: ['PROJECTOR', 'ADMIN'].
} as const satisfies Record<string, readonly RoleName[]>;

export type Area = keyof typeof areas;

export const mayEnter = (role: RoleName, area: Area) => (areas[area] as readonly RoleName[]).includes(role);

export const DEALER_ROLES: readonly RoleName[] = ['DEALER', 'DEALER_DEPUTY', 'DEALER_ASSISTANT'];
export const isDealerRole = (role: RoleName) => DEALER_ROLES.includes(role);

/**
 * The dealer company a dealer-role user acts for: a DEALER is the company; a deputy or assistant acts
 * for the dealer their `users.dealer_id` names, or, while they are linked to none, for themselves.
 */
export const dealerOf = (user: Viewer): SQL =>
  user.role === 'DEALER' ? sql`${user.id}::int` : sql`coalesce((select u.dealer_id from users u where u.id = ${user.id}), ${user.id})`;

/**
 * DOMAIN.md's installations row: the client sees theirs (the spec's `installed=true`), an installer
 * those created by or assigned to them, a dealer those of its installers (`installations.dealer_id`),
 * the admin all. A draft is seen by its creator only, whoever they are.
 */
function installationScope(user: Viewer): SQL {
  const own = eq(installations.creatorId, user.id);
  const byRole =
    user.role === 'USER' ? eq(installations.clientId, user.id)
    : user.role === 'INSTALLER' ? or(own, eq(installations.installerId, user.id))
    : isDealerRole(user.role) ? or(own, sql`${installations.dealerId} = ${dealerOf(user)}`)
    : user.role === 'ADMIN' ? sql`true`
    : sql`false`;
  return or(and(ne(installations.code, 'DRAFT'), byRole), and(eq(installations.code, 'DRAFT'), own))!;
}

/** Who may see which rows. `undefined` would mean every row (the admin's view of an area). */
export const scopes = {
  favourites: { table: catalogFavorites, area: 'account', visible: (user: Viewer) => eq(catalogFavorites.userId, user.id) },
  notifications: { table: notifications, area: 'account', visible: (user: Viewer) => eq(notifications.userId, user.id) },
  profile: { table: users, area: 'account', visible: (user: Viewer) => eq(users.id, user.id) },
  installations: { table: installations, area: 'installations', visible: (user: Viewer) => installationScope(user) },
  /** Requests addressed to a dealer: its company's (the deputy's and assistant's too), the admin all. */
  dealerRequests: {
    table: dealerRequests,
    area: 'dealerPages',
    visible: (user: Viewer) => (user.role === 'ADMIN' ? undefined : isDealerRole(user.role) ? sql`${dealerRequests.dealerId} = ${dealerOf(user)}` : sql`false`),
  },
  /** Unclaimed uploads (POST /temp-files): their owner's alone, whatever the role. */
  tempFiles: { table: tempFiles, area: 'account', visible: (user: Viewer) => eq(tempFiles.ownerId, user.id) },
} as const satisfies Record<string, { table: unknown; area: Area; visible: (user: Viewer) => SQL | undefined }>;

export type Resource = keyof typeof scopes;

/** The condition selecting what `user` may see of `resource`. */
export const scopeOf = (resource: Resource, user: Viewer): SQL | undefined => scopes[resource].visible(user);
