import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_AUDIENCE, type RoleName } from '../../../contracts';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { unauthorized } from '../lib/http-errors';

export type AuthUser = { id: number; role: RoleName; sessionId: string };
/** A token that was accepted: whose it is, and until when (epoch ms). */
export type VerifiedToken = { user: AuthUser; expiresAt: number };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate` (or `optionalAuth`) from the bearer access token. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless a valid access token is sent. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: reads the token when present; guests pass as `user = null`. */
    optionalAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** An access token checked as the bearer of an HTTP call is (signature, audience, expiry, live session); null when refused. */
    verifyToken: (token: string) => Promise<VerifiedToken | null>;
  }
}

/** Access tokens are HS256 JWTs: `sub` = user id, `role`, `sid` = session id (see modules/auth). */
export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<VerifiedToken | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { audience: ACCESS_TOKEN_AUDIENCE, algorithms: ['HS256'] });
    const id = Number(payload.sub);
    if (!Number.isInteger(id) || typeof payload.role !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null;
    return { user: { id, role: payload.role as RoleName, sessionId: payload.sid }, expiresAt: payload.exp * 1000 };
  } catch {
    return null;
  }
}

export function signAccessToken(user: { id: number; role: string }, sessionId: string, secret: Uint8Array, ttlSeconds: number) {
  return new SignJWT({ role: user.role, sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id))
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(secret);
}

/**
 * One primary-key lookup: a token of a signed-out, expired or deleted session is refused at once, and so is one whose
 * session is another user's (a token forged with a known secret cannot borrow a session id it has seen).
 */
async function sessionIsLive(db: Db, user: AuthUser) {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, user.sessionId), eq(sessions.userId, user.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return Boolean(row);
}

/** Which of these sessions are live (not signed out, revoked or expired): one query for every socket of an API copy. */
export async function liveSessionIds(db: Db, ids: string[]) {
  if (!ids.length) return new Set<string>();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(inArray(sessions.id, ids), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
  return new Set(rows.map((row) => row.id));
}

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
};

export default fp(async (app) => {
  const secret = new TextEncoder().encode(app.config.jwtSecret);
  app.decorateRequest('user', null);
  const verifyToken = async (token: string) => {
    const verified = await verifyAccessToken(token, secret);
    return verified && (await sessionIsLive(app.db, verified.user)) ? verified : null;
  };
  app.decorate('verifyToken', verifyToken);
  const userOf = async (request: FastifyRequest) => {
    const token = bearer(request);
    return (token ? await verifyToken(token) : null)?.user ?? null;
  };

  app.decorate('optionalAuth', async (request: FastifyRequest) => {
    request.user = await userOf(request);
  });
  app.decorate('authenticate', async (request: FastifyRequest) => {
    request.user = await userOf(request);
    if (!request.user) throw unauthorized();
  });
});
