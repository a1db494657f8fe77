import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Session } from '../../../contracts';
import { roles, users } from '../../../server/src/db/schema';
import { findUserById } from '../../../server/src/modules/users';
import { DEMO, login, newIp } from '../accounts';
import type { TestServer } from '../helpers';

/** Who sends a request: a guest, a bad token, or a signed-in user of some role. */
export type Actor = { name: string; token?: string; userId?: number; role?: string };

/** Text that identifies one user's record; it must reach no one else. */
export type Marker = { ownerId: number; text: string; what: string };

export type World = {
  actors: Actor[];
  /** Ids worth trying wherever an id goes: every user's, and a few that exist nowhere. */
  ids: number[];
  /** Accounts of every role that sign nobody in: the targets of routes that end the sessions of the user they name. */
  bystanderIds: number[];
  markers: Marker[];
  png: Buffer;
  /** A new, unrelated account of the actor's role, for routes that end the session or the account. */
  freshLike: (actor: Actor) => Promise<Actor>;
};

// A long run makes thousands of accounts: random phones would collide (a birthday problem), numbered ones cannot.
let accountsMade = 0;
const nextPhone = () => `38068${String(accountsMade++).padStart(7, '0')}`;

async function insertUser(server: TestServer, role: string, name: string) {
  const { db } = server.app;
  const [{ id: roleId }] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, role));
  const [{ id }] = await db
    .insert(users)
    .values({ name, lastname: `${name}-lastname`, email: `${name.toLowerCase()}@example.com`, phone: nextPhone(), roleId, passwordHash: null })
    .returning({ id: users.id });
  const session = await server.app.services.sessions.start(db, (await findUserById(db, id))!);
  return { ...session.user, token: session.accessToken };
}

/**
 * A user no one is related to, who owns a favourite, notifications and an avatar: none of their
 * phone, e-mail, names or avatar may appear in an answer to anyone else.
 */
async function stranger(server: TestServer, role: string, png: Buffer): Promise<Marker[]> {
  const user = await insertUser(server, role, `Stranger${randomUUID().slice(0, 8)}`);
  await server.request('/web/catalog/favorites/products/1', { method: 'POST', token: user.token });
  const form = new FormData();
  form.append('avatar', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
  const avatar = (await server.request('/web/profile/avatar', { method: 'POST', token: user.token, body: form })).body.data.avatar as string;
  return [
    { ownerId: user.id, text: user.phone, what: `phone of stranger ${user.id}` },
    { ownerId: user.id, text: user.email, what: `e-mail of stranger ${user.id}` },
    { ownerId: user.id, text: user.name, what: `name of stranger ${user.id}` },
    { ownerId: user.id, text: new URL(avatar).pathname, what: `avatar of stranger ${user.id}` },
  ];
}

/** Signs in every demo account through POST /login and sets up the strangers and bad tokens. */
export async function worldOf(server: TestServer): Promise<World> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();
  const demo = await Promise.all(
    (['user', 'installer', 'dealer', 'projector', 'admin'] as const).map(async (name) => ({ name, session: (await login(server, DEMO[name])) as Session })),
  );
  const signedOut = await login(server, DEMO.user);
  await server.request('/logout', { method: 'POST', token: signedOut.accessToken, headers: newIp() });
  const strangers = [...(await stranger(server, 'USER', png)), ...(await stranger(server, 'INSTALLER', png))];
  const actors: Actor[] = [
    { name: 'guest' },
    { name: 'forged token', token: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwicm9sZSI6IkFETUlOIn0.' },
    { name: 'signed-out token', token: signedOut.accessToken },
    ...demo.map(({ name, session }) => ({ name, token: session.accessToken, userId: session.user.id, role: session.user.role.name })),
  ];
  const markers = [
    ...strangers,
    ...demo.flatMap(({ session: { user } }) => [
      { ownerId: user.id, text: user.phone, what: `phone of demo user ${user.id}` },
      { ownerId: user.id, text: user.email, what: `e-mail of demo user ${user.id}` },
    ]),
  ];
  const bystanders = await Promise.all(
    ['USER', 'INSTALLER', 'DEALER', 'DEALER_DEPUTY', 'PROJECTOR'].map((role) => insertUser(server, role, `Bystander${role}`)),
  );
  return {
    actors,
    ids: [...new Set([...markers.map((m) => m.ownerId), 0, 2_147_483_647, 999_999])],
    bystanderIds: bystanders.map((user) => user.id),
    markers,
    png,
    async freshLike(actor) {
      if (!actor.role) return actor;
      const user = await insertUser(server, actor.role, `Fresh${randomUUID().slice(0, 8)}`);
      return { name: `fresh ${actor.name}`, token: user.token, userId: user.id, role: actor.role };
    },
  };
}
