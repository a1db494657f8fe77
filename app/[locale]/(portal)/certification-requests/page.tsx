import type { Locale } from 'next-intl';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CertificationRequestsPage } from '@/features/dealers';
import { PageTexts } from '@/i18n/page-texts';

export async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'dealers.support' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

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
