import type { Locale } from 'next-intl';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ArticlePage, articles, findArticle, newsTexts } from '@/features/news';
import { pageMetadata } from '@/lib/seo';
import { pages } from '@/contracts/pages';

type Props = { params: Promise<{ locale: Locale; slug: string }> };

export function generateStaticParams() {
  return articles.map(({ slug }) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const article = findArticle(slug);
  // Thrown here as well, so that the not-found page's title is the one used.
  if (!article) notFound();
  const { title, summary } = newsTexts(locale)[article.slug];
  return pageMetadata({ path: pages.article(article.slug), locale, title, description: summary, type: 'article' });
}

export default async function Page({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const article = findArticle(slug);
  if (!article) notFound();
  return <ArticlePage article={article} texts={newsTexts(locale)} locale={locale} />;
}
