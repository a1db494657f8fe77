import type { Locale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { RatingPage } from '@/features/installers';
import { PageTexts } from '@/i18n/page-texts';
import { privateMetadata } from '@/lib/seo';

export const generateMetadata = privateMetadata('installers.rating');

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
