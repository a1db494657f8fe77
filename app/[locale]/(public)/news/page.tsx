import type { Locale } from 'next-intl';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NewsListPage, newsTexts } from '@/features/news';
import { pageMetadata } from '@/lib/seo';
import { pages } from '@/contracts/pages';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'pages.news.meta' });
  return pageMetadata({ path: pages.news(), locale, title: t('title'), description: t('description') });
}

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <NewsListPage texts={newsTexts(locale)} />;
}
