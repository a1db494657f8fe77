'use client';
import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import { profileCache } from '@/lib/session/profile-cache';
import { useSessionStore } from '@/lib/session/session-store';
import { authApi } from '../api/auth-api';
import type { Lang } from '@/contracts/common';

/** The language lives in the URL; a signed-in user's profile language follows it on the server (spec section 4). */
export function useLanguageSync() {
  const locale = useLocale() as Lang;
  const user = useSessionStore((s) => s.user);
  useEffect(() => {
    if (!user || profileCache.read()?.language === locale) return;
    authApi
      .saveLanguage(locale)
      .then(() => profileCache.write({ ...user, language: locale }))
      .catch(() => undefined);
  }, [locale, user]);
}
