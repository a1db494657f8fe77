import type { Locale } from 'next-intl';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ArticleView, getArticle } from '@/features/news';
import { pageMetadata } from '@/lib/seo';
import { PageLanguages } from '@/lib/stores/page-languages';
import { pages } from '@/contracts/pages';

type Props = { params: Promise<{ locale: Locale; slug: string }> };

/** None at build time (the API is not running then): each article is rendered on its first request and cached until the content changes. */
export function generateStaticParams() {
  return [];
}

/** The article in the page's language, or the not-found page when it is not published in it. */
const articleOf = cache(async (slug: string, locale: string) => {
  const article = await getArticle(slug, locale);
  if (!article) notFound();
  return article;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const article = await articleOf(slug, locale);
  return pageMetadata({
    path: pages.article(article.slug),
    locale,
    title: article.title,
    description: article.summary,
    type: 'article',
    locales: article.languages,
    images: article.coverUrl ? [{ url: article.coverUrl, alt: '' }] : undefined,
  });
}

export default async function Page({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const article = await articleOf(slug, locale);
  return (
    <>
      <PageLanguages only={article.languages} elsewhere={pages.news()} />
      <ArticleView article={article} lang={locale} />
    </>
  );
}
