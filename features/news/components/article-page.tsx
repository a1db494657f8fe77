import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { JsonLd } from '@/components/ui/json-ld';
import { PageIntro } from '@/components/ui/page-intro';
import { Blocks, Prose } from '@/components/ui/prose';
import { articles, type Article, type NewsTexts } from '../articles';
import { CategoryBadge } from './category-badge';
import { NewsCard } from './news-card';
import { pages } from '@/contracts/pages';

export async function ArticlePage({ article, texts, locale }: { article: Article; texts: NewsTexts; locale: string }) {
  const t = await getTranslations('pages.news');
  const format = await getFormatter();
  const text = texts[article.slug];
  const others = articles.filter((a) => a.slug !== article.slug).slice(0, 3);
  return (
    <main>
      <PageIntro title={text.title} lead={text.summary} trail={[{ href: pages.news(), name: t('title') }]}>
        <div className="mt-5 flex flex-wrap items-center gap-3 text-sm text-slate-600">
          <CategoryBadge category={article.category} />
          <span>
            {t('published')} <time dateTime={article.date}>{format.dateTime(new Date(article.date), { dateStyle: 'long' })}</time>
          </span>
        </div>
      </PageIntro>
      <div className="mx-auto max-w-7xl px-4 py-8 wide:px-6 wide:py-12">
        <article aria-label={text.title}>
          <Prose>
            <Blocks blocks={text.body} />
          </Prose>
          <JsonLd
            data={{
              '@context': 'https://schema.org',
              '@type': 'NewsArticle',
              headline: text.title,
              description: text.summary,
              datePublished: article.date,
              inLanguage: locale,
            }}
          />
        </article>
        <Link href={pages.news()} className="mt-10 inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline">
          ← {t('all')}
        </Link>
      </div>
      <section aria-labelledby="more-news" className="border-t border-slate-200 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-10 wide:px-6 wide:py-14">
          <h2 id="more-news" className="text-2xl font-bold tracking-tight text-slate-900">
            {t('more')}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 wide:grid-cols-3">
            {others.map((other) => (
              <li key={other.slug}>
                <NewsCard article={other} text={texts[other.slug]} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </main>
  );
}
