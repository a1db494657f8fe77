'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import type { Lang } from '@/contracts/common';
import { getPathname, useRouter } from '@/i18n/navigation';
import { mayOpen } from '@/lib/guards';
import { saveProfileLanguage } from '@/lib/profile-language';
import { countersQuery } from '@/lib/session/counters';
import { profileCache } from '@/lib/session/profile-cache';
import { profileQueryKey } from '@/lib/session/queries';
import { rememberUser, type SessionPayload } from '@/lib/session/session-client';
import { useSessionStore } from '@/lib/session/session-store';
import { closeModal, showErrorPopup } from '@/lib/stores/modal-store';
import { useIsMobile } from '@/lib/use-media-query';
import { authApi } from '../api/auth-api';
import { useAuthFlow } from '../stores/auth-flow';
import { pages } from '@/contracts/pages';

/**
 * Signs the user in on this page and sends them on (docs/access.md#pages-guards-and-links): a
 * guard's `next` wins; the profile section on a narrow screen goes to /profile; otherwise the profile
 * and sidebar load and the user goes to the wanted section (favorites, chats, or their work section:
 * installations, objects for a projector), favourites when none was asked for; a wanted section the role
 * may not open answers with the access-denied popup. See docs/decisions/0006-guards.md.
 * The language they signed in in is their latest choice: they stay in it, and the profile follows it
 * (docs/decisions/0014-profile-language.md).
 */
export function useCompleteSignIn() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const isMobile = useIsMobile();
  const t = useTranslations('shell');
  const locale = useLocale() as Lang;

  return async (session: SessionPayload, { redirect }: { redirect: boolean }) => {
    const store = useSessionStore.getState();
    const { next } = useAuthFlow.getState();
    const wanted = store.wantedSection;
    store.setSession(session);
    rememberUser(session.user);
    store.setWantedSection(null);
    closeModal();
    // Routes fetched as a guest (prefetches answered with the guards' sign-in redirect) must not be reused.
    router.refresh();

    const [profile, sidebar] = await Promise.allSettled([authApi.profile(), authApi.sidebar()]);
    if (sidebar.status === 'fulfilled') queryClient.setQueryData(countersQuery(session.user.id).queryKey, sidebar.value);
    // The page's language is the one the user chose last: saved to the profile when it holds another (or is unknown).
    const saved =
      profile.status === 'fulfilled' && profile.value.language === locale
        ? true
        : await saveProfileLanguage(locale).then(
            () => true,
            () => false,
          );
    if (profile.status === 'fulfilled') {
      const value = saved ? { ...profile.value, language: locale } : profile.value;
      queryClient.setQueryData(profileQueryKey, value);
      profileCache.write(value);
    }

    // Every target is a guarded page, and one the visitor asked for as a guest answered the proxy's sign-in redirect,
    // which Next's client router keeps in its route cache (router.refresh() renews the current page only): a client-side
    // push would replay it. A whole page load asks the server again, now with the session's cookies.
    const go = (href: string) => location.assign(getPathname({ href, locale }));
    if (next) return go(next);
    if (!redirect) return;
    if (wanted === 'profile' && isMobile) return go(pages.profile());

    const visitor = { role: session.user.role.name };
    if (wanted === 'chats') return mayOpen(pages.chats(), visitor) ? go(pages.chats()) : showErrorPopup(t('accessDenied'));
    if (wanted === 'installations' || wanted === 'objects') return go(mayOpen(pages.installations(), visitor) ? pages.installations() : pages.objects());
    if (isMobile && !wanted) return go(pages.profile());
    // No section asked for: favourites, the section every role has (docs/decisions/0006-guards.md).
    go(pages.favorites());
  };
}
