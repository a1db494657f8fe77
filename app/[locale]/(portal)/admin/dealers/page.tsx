import type { Locale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { DealersPage } from '@/features/admin';
import { PageTexts } from '@/i18n/page-texts';
import { privateMetadata } from '@/lib/seo';

export const generateMetadata = privateMetadata('admin.dealers');

/** /admin/dealers (guards `unauthorized`, `back-office`): the dealer companies and a new one. */
export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <PageTexts namespaces={['admin']}>
      <DealersPage />
    </PageTexts>
  );
}
