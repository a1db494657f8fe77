import Image from 'next/image';
import { useFormatter, useTranslations } from 'next-intl';
import { JsonLd } from '@/components/ui/json-ld';
import { PageIntro } from '@/components/ui/page-intro';
import { Prose } from '@/components/ui/prose';
import { RichTextView } from '@/components/ui/rich-text';
import type { NewsArticle } from '@/contracts/news';
import { pages } from '@/contracts/pages';
import { Link } from '@/i18n/navigation';
import { CategoryBadge } from './category-badge';
import { NewsCard } from './news-card';

export type ArticleShown = Pick<NewsArticle, 'slug' | 'category' | 'date' | 'title' | 'summary' | 'coverUrl' | 'body' | 'more'>;

/** An article as its public page shows it; the back-office's preview shows a draft the same way. */
export function ArticleView({ article, lang }: { article: ArticleShown; lang: string }) {
  const t = useTranslations('pages.news');
  const format = useFormatter();
  return (
    <main>
      <PageIntro title={article.title} lead={article.summary} trail={[{ href: pages.news(), name: t('title') }]}>
        <div className="mt-5 flex flex-wrap items-center gap-3 text-sm text-slate-600">
          <CategoryBadge category={article.category} />
          <span>
            {t('published')} <time dateTime={article.date}>{format.dateTime(new Date(article.date), { dateStyle: 'long' })}</time>
          </span>
        </div>
      </PageIntro>
      <div className="mx-auto max-w-7xl px-4 py-8 wide:px-6 wide:py-12">
        <article aria-label={article.title}>
          {article.coverUrl && (
            <div className="relative mb-8 aspect-video w-full max-w-3xl overflow-hidden rounded-2xl">
              <Image src={article.coverUrl} alt="" fill priority sizes="(min-width: 800px) 768px, 100vw" className="object-cover" />
            </div>
          )}
          <Prose>
            <RichTextView doc={article.body} />
          </Prose>
          <JsonLd
            data={{
              '@context': 'https://schema.org',
              '@type': 'NewsArticle',
              headline: article.title,
              description: article.summary,
              datePublished: article.date,
              inLanguage: lang,
              ...(article.coverUrl ? { image: article.coverUrl } : {}),
            }}
          />
        </article>
        <Link href={pages.news()} className="mt-10 inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline">
          ← {t('all')}
        </Link>
      </div>
      {article.more.length > 0 && (
        <section aria-labelledby="more-news" className="border-t border-slate-200 bg-white">
          <div className="mx-auto max-w-7xl px-4 py-10 wide:px-6 wide:py-14">
            <h2 id="more-news" className="text-2xl font-bold tracking-tight text-slate-900">
              {t('more')}
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 wide:grid-cols-3">
              {article.more.map((other) => (
                <li key={other.slug}>
                  <NewsCard article={other} headingLevel="h3" />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </main>
  );
}
