import type { Locale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { NewArticlePage } from '@/features/news';
import { PageTexts } from '@/i18n/page-texts';
import { privateMetadata } from '@/lib/seo';

export const generateMetadata = privateMetadata('admin.news', 'newTitle');

/** /admin/news/new (guards `unauthorized`, `back-office`): a new article. */
export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <PageTexts namespaces={['admin', 'upload', 'installer']}>
      <NewArticlePage />
    </PageTexts>
  );
}
