import type { Lang } from '@/contracts/common';
import { profileEndpoints } from '@/contracts/endpoints/profile';
import { call } from '@/lib/api/call';

/** Saves the signed-in user's choice of interface language to the profile (PUT /web/profile/language). */
export const saveProfileLanguage = (lang: Lang) => call(profileEndpoints.setLanguage, { body: { lang } });
