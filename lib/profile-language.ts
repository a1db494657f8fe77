import type { Lang } from '@/contracts/common';
import { call } from '@/lib/api/call';

/** Saves the signed-in user's choice of interface language to the profile (PUT /web/profile/language). */
export const saveProfileLanguage = async (lang: Lang) => call((await import('@/contracts/profile')).profileRoutes.setLanguage, { body: { lang } });
