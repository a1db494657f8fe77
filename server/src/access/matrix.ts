import { eq, type SQL } from 'drizzle-orm';
import { roleNames, type RoleName } from '../../../contracts';
import { catalogFavorites, notifications, tempFiles, users } from '../db/schema';

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
  // installations (next): ['USER', 'INSTALLER', 'DEALER', 'DEALER_DEPUTY', 'DEALER_ASSISTANT', 'ADMIN']:
  // a designer (PROJECTOR) is refused the whole area, 403. Chats likewise; building objects:
  // ['PROJECTOR', 'ADMIN'].
} as const satisfies Record<string, readonly RoleName[]>;

export type Area = keyof typeof areas;

export const mayEnter = (role: RoleName, area: Area) => (areas[area] as readonly RoleName[]).includes(role);

/** Who may see which rows. `undefined` would mean every row (the admin's view of an area). */
export const scopes = {
  favourites: { table: catalogFavorites, area: 'account', visible: (user: Viewer) => eq(catalogFavorites.userId, user.id) },
  notifications: { table: notifications, area: 'account', visible: (user: Viewer) => eq(notifications.userId, user.id) },
  profile: { table: users, area: 'account', visible: (user: Viewer) => eq(users.id, user.id) },
  /** Unclaimed uploads (POST /temp-files): their owner's alone, whatever the role. */
  tempFiles: { table: tempFiles, area: 'account', visible: (user: Viewer) => eq(tempFiles.ownerId, user.id) },
  // installations (next): visible = per role, from DOMAIN.md's first row:
  //   USER: the client's own with installed = true; INSTALLER: created by or assigned to them;
  //   DEALER*: those of the dealer's installers; ADMIN: undefined (all).
} as const satisfies Record<string, { table: unknown; area: Area; visible: (user: Viewer) => SQL | undefined }>;

export type Resource = keyof typeof scopes;

/** The condition selecting what `user` may see of `resource`. */
export const scopeOf = (resource: Resource, user: Viewer): SQL | undefined => scopes[resource].visible(user);
