import type { Lang } from '@/contracts/common';
import { sendData } from '@/lib/api/client';

/** Saves the signed-in user's choice of interface language to the profile (PUT /web/profile/language). */
export const saveProfileLanguage = (lang: Lang) => sendData<Lang>('put', '/web/profile/language', { lang }, { silent: true });
