import type { NextRequest } from 'next/server';
import { profileRoutes, profileSchema } from '@/contracts/profile';
import { checkRequest, guestResponse, json, passThrough } from '@/lib/session/bff';
import { applySession, resolveSession, type ResolvedSession } from '@/lib/session/resolve';
import { callApi } from '@/lib/session/upstream';

const profileOf = (request: NextRequest, session: ResolvedSession) => callApi(request, profileRoutes.get, { token: session.accessToken! });

/** GET /session: the signed-in user (with the profile language) and a current access token, or `{data: null}` for a guest. */
export async function GET(request: NextRequest) {
  const refused = checkRequest(request, { mutating: false });
  if (refused) return refused;
  let session = await resolveSession(request);
  if (!session.accessToken) return guestResponse(request, { clear: session.ended });
  let profile = await profileOf(request, session);
  // A token that verifies locally may belong to a session ended elsewhere (sign-out, restore): refresh once.
  if (profile.status === 401 && !session.refreshed) {
    session = await resolveSession(request, { force: true });
    if (!session.accessToken) return guestResponse(request, { clear: true });
    profile = await profileOf(request, session);
  }
  if (profile.status === 401) return guestResponse(request, { clear: true });
  const user = profileSchema.safeParse((profile.body as { data?: unknown } | null)?.data);
  if (profile.status !== 200 || !user.success) return applySession(passThrough(profile), session, request);
  return applySession(json({ user: user.data, accessToken: session.accessToken }), session, request);
}
