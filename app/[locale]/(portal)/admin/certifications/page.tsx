import type { Locale } from 'next-intl';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CertificationsPage } from '@/features/admin';
import { PageTexts } from '@/i18n/page-texts';

export async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'admin.certifications' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** /admin/certifications (guards `unauthorized`, `back-office`): the certification catalogue. */
export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <PageTexts namespaces={['admin']}>
      <CertificationsPage />
    </PageTexts>
  );
}
