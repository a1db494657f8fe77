import { HydrationBoundary } from '@tanstack/react-query';
import type { Locale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { ChatsSection } from '@/features/chats';
import { chatsFirstPage } from '@/features/chats/server';
import { FavoritesList } from '@/features/favorites';
import { REQUESTS_PANEL_TEXTS, RequestsPanel } from '@/features/installation-requests';
import { INSTALLATIONS_LIST_TEXTS, InstallationsSection } from '@/features/installations';
import { installationsFirstPage } from '@/features/installations/server';
import { BecomeInstaller } from '@/features/installers';
import { NotificationsSection } from '@/features/notifications';
import { ObjectsSection } from '@/features/objects';
import { ProfileArea } from '@/features/profile';
import { PushSettings } from '@/features/push';
import { PageTexts } from '@/i18n/page-texts';
import type { ProfileSection } from '@/lib/guards';
import type { PageSearchParams } from '@/lib/session/server-prefetch';
import { privateMetadata } from '@/lib/seo';

export const generateMetadata = privateMetadata('profile');

/** The texts of each section beside the profile's own: a phone opens one section at a time (the installations' alone were 29 KB). */
const sectionTexts: Partial<Record<ProfileSection, string[]>> = {
  installations: [...INSTALLATIONS_LIST_TEXTS, ...REQUESTS_PANEL_TEXTS],
  appeals: ['chats'],
  objects: ['objects'],
  notifications: ['notifications'],
};

/** The section asked for in the URL comes with its list's first page, read before anything renders (ADR 0059). */
const firstPageOf: Partial<Record<ProfileSection, typeof chatsFirstPage>> = { installations: installationsFirstPage, appeals: chatsFirstPage };

/** /profile (guard `unauthorized`): the profile, and on narrow screens the sections of wide-screen-only pages. */
export default async function ProfilePage({ params, searchParams }: { params: Promise<{ locale: Locale }>; searchParams: Promise<PageSearchParams> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const section = query.section as ProfileSection | undefined;
  const firstPage = section ? await firstPageOf[section]?.(query, locale) : undefined;
  return (
    <PageTexts namespaces={['profile', 'installers', 'push', ...((section && sectionTexts[section]) ?? [])]}>
      <HydrationBoundary state={firstPage}>
        <ProfileArea
          extra={<BecomeInstaller />}
          settings={<PushSettings />}
          sections={{
            favourites: <FavoritesList />,
            appeals: <ChatsSection />,
            installations: <InstallationsSection aside={<RequestsPanel />} />,
            objects: <ObjectsSection />,
            notifications: <NotificationsSection />,
          }}
        />
      </HydrationBoundary>
    </PageTexts>
  );
}
