import type { Locale } from 'next-intl';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ArticlePreview } from '@/features/news';
import { PageTexts } from '@/i18n/page-texts';
import { recordIdOf } from '@/lib/record-id';

type Props = { params: Promise<{ locale: Locale; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'admin.news.preview' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** /admin/news/{id}/preview (guards `unauthorized`, `back-office`): the saved article in the page's language, as the public page shows it. */
export default async function Page({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const articleId = recordIdOf(id);
  if (articleId === null) notFound();
  return (
    <PageTexts namespaces={['admin', 'pages.news', 'pages.common']}>
      <ArticlePreview id={articleId} />
    </PageTexts>
  );
}
