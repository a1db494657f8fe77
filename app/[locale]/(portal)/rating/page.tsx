import type { Locale } from 'next-intl';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RatingPage } from '@/features/installers';
import { PageTexts } from '@/i18n/page-texts';

export async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'installers.rating' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** /rating (guards `unauthorized`, `installer`): the mean rating and the grades. */
export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <PageTexts namespaces={['installers']}>
      <RatingPage />
    </PageTexts>
  );
}
