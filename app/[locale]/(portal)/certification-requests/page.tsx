import type { Locale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { CertificationRequestsPage } from '@/features/dealers';
import { PageTexts } from '@/i18n/page-texts';
import { privateMetadata } from '@/lib/seo';

export const generateMetadata = privateMetadata('dealers.support');

/** /certification-requests (guards `unauthorized`, `admin`): support decides the certification applications. */
export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <PageTexts namespaces={['dealers']}>
      <CertificationRequestsPage />
    </PageTexts>
  );
}
