import type { Locale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { CertificationsPage } from '@/features/admin';
import { PageTexts } from '@/i18n/page-texts';
import { privateMetadata } from '@/lib/seo';

export const generateMetadata = privateMetadata('admin.certifications');

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
