import type { Locale } from 'next-intl';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { getNewsPage, NewsListPage } from '@/features/news';
import { pageMetadata } from '@/lib/seo';
import { pages } from '@/contracts/pages';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ page?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'pages.news.meta' });
  return pageMetadata({ path: pages.news(), locale, title: t('title'), description: t('description') });
}

/** /news: the published articles of the language from the API (cached until the content version moves, ADR 0041). */
export default async function Page({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const page = Number((await searchParams).page ?? 1);
  const list = Number.isInteger(page) && page >= 1 ? await getNewsPage(locale, page) : null;
  if (!list || (page > 1 && list.data.length === 0)) notFound();
  return <NewsListPage list={list} />;
}
