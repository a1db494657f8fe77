import type { Locale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { InfoPagesAdminPage } from '@/features/info-pages';
import { PageTexts } from '@/i18n/page-texts';
import { privateMetadata } from '@/lib/seo';

export const generateMetadata = privateMetadata('admin.infoPages');

/** /admin/pages (guards `unauthorized`, `back-office`): the information pages and each language's state. */
export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <PageTexts namespaces={['admin']}>
      <InfoPagesAdminPage />
    </PageTexts>
  );
}
