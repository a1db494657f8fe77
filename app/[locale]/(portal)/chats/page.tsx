import type { Locale } from 'next-intl';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ChatsPage } from '@/features/chats';
import { PageTexts } from '@/i18n/page-texts';

export async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'chats' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

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
