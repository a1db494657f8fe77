import { createHmac, randomUUID } from 'node:crypto';
import { addSeconds, subSeconds } from 'date-fns';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Session, TokenPair } from '../../../../contracts';
import type { Db } from '../../db/client';
import { refreshTokens, sessions } from '../../db/schema';
import { unauthorized } from '../../lib/http-errors';
import { signAccessToken } from '../../plugins/auth';
import { findUserById, presentUser, type UserWithRole } from '../users/service';
import { randomToken, sha256 } from './tokens';

const secretOf = (app: FastifyInstance) => new TextEncoder().encode(app.config.jwtSecret);

/**
 * How long a rotated refresh token still answers (seconds): two tabs or two web servers that refresh with the same
 * token at once all get the winner's successor instead of revoking the session (docs/decisions/0005).
 */
export const REFRESH_REUSE_WINDOW_SECONDS = 5;

/**
 * The token that replaces a refresh token, derived from it with the server's secret, so that every request presenting
 * the same token within the window gets the same successor without storing any token in the clear.
 */
const successorOf = (app: FastifyInstance, refreshToken: string) =>
  createHmac('sha256', `refresh-successor:${app.config.jwtSecret}`).update(refreshToken).digest('base64url');

/** A new access token, and `refreshToken` stored as the session's live one unless it is there already (a racing twin). */
async function issuePair(app: FastifyInstance, user: { id: number; role: string }, sessionId: string, refreshToken: string): Promise<TokenPair> {
  await app.db.insert(refreshTokens).values({ tokenHash: sha256(refreshToken), sessionId }).onConflictDoNothing();
  const accessToken = await signAccessToken(user, sessionId, secretOf(app), app.config.ACCESS_TOKEN_TTL);
  return { accessToken, refreshToken };
}

/** Signs the user in on a new device session. */
export async function startSession(app: FastifyInstance, user: UserWithRole, options: { fcmToken?: string | null } = {}): Promise<Session> {
  const id = randomUUID();
  await app.db.insert(sessions).values({
    id,
    userId: user.id,
    fcmToken: options.fcmToken ?? null,
    expiresAt: addSeconds(new Date(), app.config.REFRESH_TOKEN_TTL),
  });
  const pair = await issuePair(app, { id: user.id, role: user.role.name }, id, randomToken());
  return { ...pair, user: presentUser(user, app.storage) };
}

/**
 * Rotates a refresh token. Presented again within REFRESH_REUSE_WINDOW_SECONDS of its rotation it answers the same
 * successor (parallel refreshes of one client); later it means the token leaked (or a client raced itself long
 * after): the whole session is revoked. Unknown, revoked or expired: 401.
 */
export async function refreshSession(app: FastifyInstance, refreshToken: string): Promise<TokenPair> {
  const { db } = app;
  const tokenHash = sha256(refreshToken);
  const now = new Date();
  let [current] = await db
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.rotatedAt)))
    .returning({ sessionId: refreshTokens.sessionId });
  if (!current) {
    const [spent] = await db
      .select({ sessionId: refreshTokens.sessionId, rotatedAt: refreshTokens.rotatedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash));
    if (!spent?.rotatedAt) throw unauthorized();
    if (spent.rotatedAt < subSeconds(now, REFRESH_REUSE_WINDOW_SECONDS)) {
      await revokeSession(db, spent.sessionId);
      throw unauthorized();
    }
    current = spent;
  }
  const [live] = await db
    .update(sessions)
    .set({ expiresAt: addSeconds(now, app.config.REFRESH_TOKEN_TTL) })
    .where(and(eq(sessions.id, current.sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning({ userId: sessions.userId });
  const user = live && (await findUserById(db, live.userId));
  if (!user) throw unauthorized();
  return issuePair(app, { id: user.id, role: user.role.name }, current.sessionId, successorOf(app, refreshToken));
}

export async function revokeSession(db: Db, sessionId: string) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of the user, or every one but `keep` (the device that changed the password). */
export async function revokeUserSessions(db: Db, userId: number, keep?: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined));
}
