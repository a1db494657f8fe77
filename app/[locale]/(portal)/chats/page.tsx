import type { Locale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { ChatsPage } from '@/features/chats';
import { PageTexts } from '@/i18n/page-texts';
import { privateMetadata } from '@/lib/seo';

export const generateMetadata = privateMetadata('chats');

/** /chats (guards `unauthorized-big-screen`, `chats`); on narrow screens the profile's appeals section stands in. */
export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <PageTexts namespaces={['chats']}>
      <ChatsPage />
    </PageTexts>
  );
}
