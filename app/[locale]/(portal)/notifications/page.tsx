import type { Locale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { NotificationsPage } from '@/features/notifications';
import { PageTexts } from '@/i18n/page-texts';
import { privateMetadata } from '@/lib/seo';

export const generateMetadata = privateMetadata('notifications');

/** /notifications (guard `unauthorized-big-screen`). */
export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <PageTexts namespaces={['notifications']}>
      <NotificationsPage />
    </PageTexts>
  );
}
