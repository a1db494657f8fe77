import { decodeJwt, jwtVerify } from 'jose';
import { roleNameSchema, type RoleName } from '@/contracts/roles';
import { ACCESS_TOKEN_AUDIENCE, DEV_JWT_SECRET } from '@/contracts/session-token';

export type AccessClaims = { userId: number; role: RoleName; expiresAt: number };

let cached: { source: string; key: Uint8Array } | null = null;
/** The API's signing key (JWT_SECRET, with the same development default as the API). */
function secret() {
  const source = process.env.JWT_SECRET || DEV_JWT_SECRET;
  if (cached?.source !== source) cached = { source, key: new TextEncoder().encode(source) };
  return cached.key;
}

/** Verifies an access token as the API signs it (HS256, audience, expiry); null when it is not valid. */
export async function verifyAccessToken(token: string | undefined): Promise<AccessClaims | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, secret(), { audience: ACCESS_TOKEN_AUDIENCE, algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    const role = roleNameSchema.safeParse(payload.role);
    if (!Number.isInteger(userId) || !role.success || typeof payload.exp !== 'number') return null;
    return { userId, role: role.data, expiresAt: payload.exp };
  } catch {
    return null;
  }
}

/** Seconds until a token the API just issued expires (for the cookie's max-age); no verification needed. */
export function secondsLeft(token: string, now = Date.now()) {
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' ? Math.max(0, Math.floor(exp - now / 1000)) : 0;
  } catch {
    return 0;
  }
}
