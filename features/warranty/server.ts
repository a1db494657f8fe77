import 'server-only';
import type { Locale } from 'next-intl';
import { installationRoutes } from '@/contracts/installations';
import { ApiError, serverCall } from '@/lib/api/server';

/** The certificate behind a QR code, or null when the token is unknown (never cached: validity changes with time). */
export async function certificateByToken(token: string, locale: Locale) {
  try {
    return await serverCall(installationRoutes.warrantyCertificate, { params: { token }, query: { lang: locale } }, { revalidate: 0 });
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 422)) return null;
    throw err;
  }
}

/** What a unit's label shows to anyone, or null when the token is unknown (never cached: the dates move with time). */
export async function unitByLabel(token: string, locale: Locale) {
  try {
    return await serverCall(installationRoutes.unitByLabel, { params: { token }, query: { lang: locale } }, { revalidate: 0 });
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 422)) return null;
    throw err;
  }
}
