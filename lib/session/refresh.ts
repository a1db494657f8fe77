import type { NextRequest } from 'next/server';
import { authRoutes, tokenPairSchema, type TokenPair } from '@/contracts/auth';
import { callApi } from './upstream';

export type RefreshOutcome = { kind: 'ok'; pair: TokenPair } | { kind: 'expired' } | { kind: 'unavailable' };

/** How long the successor of a refresh token is remembered for callers that raced with the same token. */
const REMEMBER_MS = 30_000;

type Entry = { outcome: Promise<RefreshOutcome>; at: number };
// One map per process, shared by the proxy and the route handlers (both run in the Node.js runtime).
const globalKey = Symbol.for('portal.session.refresh');
const inFlight: Map<string, Entry> = ((globalThis as Record<symbol, unknown>)[globalKey] as Map<string, Entry>) ?? new Map();
(globalThis as Record<symbol, unknown>)[globalKey] = inFlight;

async function keyOf(token: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Buffer.from(digest).toString('base64url');
}

async function exchange(request: NextRequest, refreshToken: string): Promise<RefreshOutcome> {
  try {
    const res = await callApi(request, authRoutes.refresh, { body: { refreshToken } });
    if (res.status === 200) {
      const parsed = tokenPairSchema.safeParse((res.body as { data?: unknown } | null)?.data);
      return parsed.success ? { kind: 'ok', pair: parsed.data } : { kind: 'unavailable' };
    }
    return res.status === 401 || res.status === 422 ? { kind: 'expired' } : { kind: 'unavailable' };
  } catch {
    return { kind: 'unavailable' };
  }
}

/**
 * Exchanges a refresh token for a new pair, once. Refresh tokens rotate and the API revokes the
 * whole session when a spent one comes back, so parallel requests of one browser (a navigation and
 * a background refresh, two tabs) must not each present the same token: they share one exchange and
 * its result for a short while.
 */
export async function refreshOnce(request: NextRequest, refreshToken: string, now = Date.now()): Promise<RefreshOutcome> {
  for (const [key, entry] of inFlight) if (now - entry.at > REMEMBER_MS) inFlight.delete(key);
  const key = await keyOf(refreshToken);
  const existing = inFlight.get(key);
  if (existing) return existing.outcome;
  const outcome = exchange(request, refreshToken);
  inFlight.set(key, { outcome, at: now });
  // A failure to reach the API is not remembered: the next request may try again.
  void outcome.then((o) => o.kind === 'unavailable' && inFlight.delete(key));
  return outcome;
}
