import type { Locale } from 'next-intl';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ArticlePage } from '@/features/news';
import { PageTexts } from '@/i18n/page-texts';
import { recordIdOf } from '@/lib/record-id';

type Props = { params: Promise<{ locale: Locale; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const t = await getTranslations({ locale, namespace: 'admin.news' });
  return { title: `${t('editTitle')} · ${id}`, robots: { index: false, follow: false } };
}

/** /admin/news/{id} (guards `unauthorized`, `back-office`): an article's form, languages and publication. */
export default async function Page({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const articleId = recordIdOf(id);
  if (articleId === null) notFound();
  return (
    <PageTexts namespaces={['admin', 'upload', 'installer']}>
      <ArticlePage id={articleId} />
    </PageTexts>
  );
}
