import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { roleTypeOf } from '@/contracts/roles';
import { verifyAccessToken } from './access-token';
import { ACCESS_COOKIE } from './cookies';
import type { EarlyViewer } from './early-viewer';

/**
 * Who a page is rendered for: the request's access cookie, verified as the proxy verified it (lib/session/resolve.ts),
 * with the token, so that a server component can read that person's first page from the API. Null for a guest, and
 * for a cookie the proxy only just refreshed (the request still carries the old one): the browser then reads as before.
 */
export const requestViewer = cache(async (): Promise<{ viewer: EarlyViewer; accessToken: string } | null> => {
  const accessToken = (await cookies()).get(ACCESS_COOKIE)?.value;
  const claims = await verifyAccessToken(accessToken);
  if (!claims || !accessToken) return null;
  return { viewer: { id: claims.userId, role: { name: claims.role, type: roleTypeOf[claims.role] } }, accessToken };
});
