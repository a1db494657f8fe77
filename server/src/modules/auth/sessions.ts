import { createHmac, randomUUID } from 'node:crypto';
import { addSeconds } from 'date-fns/addSeconds';
import { subSeconds } from 'date-fns/subSeconds';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Session, TokenPair } from '../../../../contracts';
import type { Db } from '../../db/client';
import { refreshTokens, sessions } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { unauthorized } from '../../lib/http-errors';
import type { Realtime } from '../../lib/realtime';
import type { Storage } from '../../lib/storage';
import { randomToken, sha256 } from '../../lib/tokens';
import { signAccessToken } from '../../plugins/auth';
import type { PushService } from '../push';
import { assertNotBlocked, findUserById, isBlocked, presentUser, type UserWithRole } from '../users';

export type SessionsDeps = {
  db: Db;
  storage: Storage;
  jwtSecret: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  clock: Clock;
  /** Closes the sockets of the sessions that end. */
  realtime: Pick<Realtime, 'endSessions'>;
  /** Deletes the push subscriptions of the sessions that end, with them (docs/decisions/0054-web-push.md). */
  push: Pick<PushService, 'forgetSessions'>;
};

/**
 * How long a rotated refresh token still answers (seconds): two tabs or two web servers that refresh with the same
 * token at once all get the winner's successor instead of revoking the session (docs/decisions/0005).
 */
export const REFRESH_REUSE_WINDOW_SECONDS = 5;

/**
 * Device sessions: an access token (JWT) and a rotating refresh token per session. Methods that write
 * take the `db` to write with, so that they join the caller's transaction.
 */
export function createSessionsService({ db: base, storage, jwtSecret, accessTokenTtl, refreshTokenTtl, clock, realtime, push }: SessionsDeps) {
  const secret = new TextEncoder().encode(jwtSecret);

  /**
   * The token that replaces a refresh token, derived from it with the server's secret, so that every request
   * presenting the same token within the window gets the same successor without storing any token in the clear.
   */
  const successorOf = (refreshToken: string) => createHmac('sha256', `refresh-successor:${jwtSecret}`).update(refreshToken).digest('base64url');

  /** A new access token, and `refreshToken` stored as the session's live one unless it is there already (a racing twin). */
  async function issuePair(db: Db, user: { id: number; role: string }, sessionId: string, refreshToken: string): Promise<TokenPair> {
    await db
      .insert(refreshTokens)
      .values({ tokenHash: sha256(refreshToken), sessionId })
      .onConflictDoNothing();
    const accessToken = await signAccessToken(user, sessionId, secret, accessTokenTtl);
    return { accessToken, refreshToken };
  }

  async function revoke(db: Db, sessionId: string) {
    await db
      .update(sessions)
      .set({ revokedAt: clock.now() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    await push.forgetSessions(db, [sessionId]);
    realtime.endSessions([sessionId]);
  }

  return {
    /**
     * Signs the user in on a new device session: every sign-in ends here, once it proved who is asking, so this is where a
     * blocked account is refused (422 `phone: accountBlocked`, modules/users/blocked.ts).
     */
    async start(db: Db, user: UserWithRole, options: { fcmToken?: string | null } = {}): Promise<Session> {
      assertNotBlocked(user);
      const id = randomUUID();
      await db.insert(sessions).values({
        id,
        userId: user.id,
        fcmToken: options.fcmToken ?? null,
        expiresAt: addSeconds(clock.now(), refreshTokenTtl),
      });
      const pair = await issuePair(db, { id: user.id, role: user.role.name }, id, randomToken());
      return { ...pair, user: presentUser(user, storage) };
    },

    /**
     * Rotates a refresh token. Presented again within REFRESH_REUSE_WINDOW_SECONDS of its rotation it answers the
     * same successor (parallel refreshes of one client); later it means the token leaked (or a client raced itself
     * long after): the whole session is revoked. Unknown, revoked or expired, or its user blocked: 401.
     */
    async refresh(refreshToken: string): Promise<TokenPair> {
      const db = base;
      const tokenHash = sha256(refreshToken);
      const now = clock.now();
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
          await revoke(db, spent.sessionId);
          throw unauthorized();
        }
        current = spent;
      }
      const [live] = await db
        .update(sessions)
        .set({ expiresAt: addSeconds(now, refreshTokenTtl) })
        .where(and(eq(sessions.id, current.sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
        .returning({ userId: sessions.userId });
      const user = live && (await findUserById(db, live.userId));
      if (!user || isBlocked(user)) throw unauthorized();
      return issuePair(db, { id: user.id, role: user.role.name }, current.sessionId, successorOf(refreshToken));
    },

    /** Ends one session: its access and refresh tokens stop working at once, and its sockets close. */
    revoke: (sessionId: string) => revoke(base, sessionId),

    /**
     * Ends every session of the user, or every one but `keep` (the device that changed the password); their sockets
     * close once `tx` commits (before, a socket reconnecting at once would still find its session live).
     */
    async revokeAllOf(tx: Tx, userId: number, keep?: string) {
      const ended = await tx.db
        .update(sessions)
        .set({ revokedAt: clock.now() })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined))
        .returning({ id: sessions.id });
      const ids = ended.map((session) => session.id);
      await push.forgetSessions(tx.db, ids);
      tx.afterCommit(() => realtime.endSessions(ids));
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
