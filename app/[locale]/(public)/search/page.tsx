import type { Locale } from 'next-intl';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SEARCH_MAX_LENGTH } from '@/contracts/catalog';
import { SearchPage } from '@/features/search';
import { pageMetadata } from '@/lib/seo';
import { pages } from '@/contracts/pages';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ search?: string | string[] }> };

const searchOf = async (searchParams: Props['searchParams']) => {
  const { search } = await searchParams;
  return (Array.isArray(search) ? search[0] : (search ?? '')).trim().slice(0, SEARCH_MAX_LENGTH);
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  const [t, search] = await Promise.all([getTranslations({ locale, namespace: 'search' }), searchOf(searchParams)]);
  return {
    ...pageMetadata({ path: pages.search(), locale, title: search ? t('resultsFor', { search }) : t('title'), description: t('description') }),
    // Result pages are for visitors, not for search engines (and not in the sitemap).
    robots: { index: false, follow: true },
  };
}

export default async function SearchRoute({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <SearchPage search={await searchOf(searchParams)} locale={locale} />;
}
