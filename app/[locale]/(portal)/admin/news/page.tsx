import type { Locale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { NewsAdminPage } from '@/features/news';
import { PageTexts } from '@/i18n/page-texts';
import { privateMetadata } from '@/lib/seo';

export const generateMetadata = privateMetadata('admin.news');

/** /admin/news (guards `unauthorized`, `back-office`): every article, drafts too. */
export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <PageTexts namespaces={['admin']}>
      <NewsAdminPage />
    </PageTexts>
  );
}
