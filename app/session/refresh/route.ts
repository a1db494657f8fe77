import type { NextRequest } from 'next/server';
import { checkRequest, json, unauthorizedResponse } from '@/lib/session/bff';
import { applySession, resolveSession } from '@/lib/session/resolve';

/** POST /session/refresh: a new access token for the page (the refresh token rotates in its cookie). */
export async function POST(request: NextRequest) {
  const refused = checkRequest(request, { mutating: true });
  if (refused) return refused;
  const session = await resolveSession(request, { force: true });
  if (!session.accessToken) return unauthorizedResponse(request, { clear: session.ended });
  return applySession(json({ accessToken: session.accessToken }), session, request);
}
