/**
 * What the API and the web's guards share about access tokens (HS256 JWTs signed with JWT_SECRET).
 * The development default lives here once so that the API (server/src/config/env.ts) and the web proxy
 * (lib/session/access-token.ts) verify with the same key when JWT_SECRET is unset. Production sets
 * JWT_SECRET (the API refuses to start without it).
 */
export const DEV_JWT_SECRET = 'development-only-secret-change-me-in-production!!';

/** The `aud` claim of access tokens (server/src/plugins/auth.ts signs with the same value). */
export const ACCESS_TOKEN_AUDIENCE = 'portal-access';
