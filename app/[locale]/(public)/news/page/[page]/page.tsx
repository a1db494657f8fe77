import type { Locale } from 'next-intl';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound, permanentRedirect } from 'next/navigation';
import { getNewsPage, NewsListPage } from '@/features/news';
import { localePath, pages } from '@/contracts/pages';
import { recordIdOf } from '@/lib/record-id';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: Locale; page: string }> };

/** None at build time (the API is not running then): each page is rendered on its first request and cached. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, page } = await params;
  const t = await getTranslations({ locale, namespace: 'pages.news.meta' });
  return pageMetadata({ path: pages.newsPage(page), locale, title: t('pageTitle', { page }), description: t('description') });
}

/** /news/page/{n}: a later page of the news list; the first is /news, a page past the end is a 404. */
export default async function Page({ params }: Props) {
  const { locale, page } = await params;
  setRequestLocale(locale);
  const number = recordIdOf(page);
  if (number === 1) permanentRedirect(localePath(locale, pages.news()));
  const list = number === null ? null : await getNewsPage(locale, number);
  if (!list || list.data.length === 0) notFound();
  return <NewsListPage list={list} />;
}
