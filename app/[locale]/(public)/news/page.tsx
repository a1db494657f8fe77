import type { Locale } from 'next-intl';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { getNewsPage, NewsListPage } from '@/features/news';
import { pageMetadata } from '@/lib/seo';
import { pages } from '@/contracts/pages';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'pages.news.meta' });
  return pageMetadata({ path: pages.news(), locale, title: t('title'), description: t('description') });
}

/**
 * /news: the newest published articles of the language (later pages at /news/page/{n}), read from the API and cached
 * until the content version moves (ADR 0041): a static page between changes, like the catalogue's.
 */
export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const list = await getNewsPage(locale, 1);
  if (!list) notFound();
  return <NewsListPage list={list} />;
}
