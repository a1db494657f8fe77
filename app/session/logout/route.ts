import { authRoutes } from '@/contracts/auth';
import type { NextRequest } from 'next/server';
import { checkRequest, json } from '@/lib/session/bff';
import { clearSessionCookies, isSecure } from '@/lib/session/cookies';
import { resolveSession } from '@/lib/session/resolve';
import { callApi } from '@/lib/session/upstream';

/** POST /session/logout: ends the session at the API (when there is one) and always clears the cookies. */
export async function POST(request: NextRequest) {
  const refused = checkRequest(request, { mutating: true });
  if (refused) return refused;
  const session = await resolveSession(request);
  if (session.accessToken) {
    await callApi(request, authRoutes.logout, { token: session.accessToken }).catch(() => null);
  }
  const response = json({ signedOut: true });
  clearSessionCookies(response, isSecure(request));
  return response;
}
