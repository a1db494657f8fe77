'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { getPathname, usePathname, useRouter } from '@/i18n/navigation';
import { profileCache } from '@/lib/session/profile-cache';
import { profileQueryKey } from '@/lib/session/queries';
import type { SessionPayload } from '@/lib/session/session-client';
import { useSessionStore } from '@/lib/session/session-store';
import { closeModal, showErrorPopup } from '@/lib/stores/modal-store';
import { useIsMobile } from '@/lib/use-media-query';
import { authApi } from '../api/auth-api';
import { useAuthFlow } from '../stores/auth-flow';

/**
 * Signs the user in on this page and sends them on (spec section 2, "Post sign-in redirect"): a
 * guard's `next` wins; the profile section on a narrow screen goes to /profile; otherwise the profile
 * and sidebar load and the user goes to the wanted section (favorites, chats, or their work section:
 * installations, objects for a projector), favourites when none was asked for. See docs/decisions/0006-guards.md.
 * Wherever they signed in, they go there in the language of their profile: the page's language never changes it.
 */
export function useCompleteSignIn() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const isMobile = useIsMobile();
  const t = useTranslations('shell');
  const locale = useLocale();
  const pathname = usePathname();

  return async (session: SessionPayload, { redirect }: { redirect: boolean }) => {
    const store = useSessionStore.getState();
    const { next } = useAuthFlow.getState();
    const wanted = store.wantedSection;
    store.setSession(session);
    profileCache.write(session.user);
    store.setWantedSection(null);
    closeModal();
    // Routes fetched as a guest (prefetches answered with the guards' sign-in redirect) must not be reused.
    router.refresh();

    const [profile, sidebar] = await Promise.allSettled([authApi.profile(), authApi.sidebar()]);
    if (profile.status === 'fulfilled') {
      queryClient.setQueryData(profileQueryKey, profile.value);
      profileCache.write(profile.value);
    }
    if (sidebar.status === 'fulfilled') store.setCounters(sidebar.value);
    const language = profile.status === 'fulfilled' ? profile.value.language : locale;
    // Another language is another root layout, which Next loads as a whole page anyway: load it at once,
    // at its own address (the router would ask for /uk/..., which the proxy redirects).
    const go = (href: string) => (language === locale ? router.push(href) : location.assign(getPathname({ href, locale: language })));

    if (next) return go(next);
    if (!redirect) {
      if (language !== locale) location.replace(getPathname({ href: `${pathname}${location.search}`, locale: language }));
      return;
    }
    if (wanted === 'profile' && isMobile) return go('/profile');

    const isProjector = session.user.role.type === 'projector';
    if (wanted === 'chats' && isProjector) return showErrorPopup(t('accessDenied'));
    if (wanted === 'chats') return go('/chats');
    if (wanted === 'installations' || wanted === 'objects') return go(isProjector ? '/objects' : '/installations');
    if (isMobile && !wanted) return go('/profile');
    // No section asked for: favourites, the section every role has (docs/decisions/0006-guards.md).
    go('/favorites');
  };
}
