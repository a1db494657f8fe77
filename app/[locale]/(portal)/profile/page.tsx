import type { Locale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { ChatsSection } from '@/features/chats';
import { FavoritesList } from '@/features/favorites';
import { RequestsPanel } from '@/features/installation-requests';
import { InstallationsSection } from '@/features/installations';
import { BecomeInstaller } from '@/features/installers';
import { NotificationsSection } from '@/features/notifications';
import { ObjectsSection } from '@/features/objects';
import { ProfileArea } from '@/features/profile';
import { PushSettings } from '@/features/push';
import { PageTexts } from '@/i18n/page-texts';
import { privateMetadata } from '@/lib/seo';

export const generateMetadata = privateMetadata('profile');

/** /profile (guard `unauthorized`): the profile, and on narrow screens the sections of wide-screen-only pages. */
export default async function ProfilePage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <PageTexts namespaces={['profile', 'notifications', 'installations', 'installationRequests', 'chats', 'objects', 'installers', 'push']}>
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
    </PageTexts>
  );
}
