import { useFormatter, useTranslations } from 'next-intl';
import type { NewsItem } from '@/contracts/news';
import { pages } from '@/contracts/pages';
import { Link } from '@/i18n/navigation';
import { CategoryBadge } from './category-badge';
import { NewsCover } from './news-cover';

/** An article in a list: the whole card follows the title's link. */
export function NewsCard({ article, featured = false, headingLevel = 'h2' }: { article: NewsItem; featured?: boolean; headingLevel?: 'h2' | 'h3' }) {
  const t = useTranslations('pages.common');
  const format = useFormatter();
  const Heading = headingLevel;
  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md ${featured ? 'wide:flex-row' : ''}`}
    >
      <NewsCover article={article} className={featured ? 'h-40 wide:h-auto wide:w-2/5' : 'h-28'} iconClassName={featured ? 'size-20' : 'size-12'} />
      <div className={`flex flex-1 flex-col p-5 ${featured ? 'wide:p-8' : ''}`}>
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-500">
          <CategoryBadge category={article.category} />
          <time dateTime={article.date}>{format.dateTime(new Date(article.date), { dateStyle: 'long' })}</time>
        </div>
        <Heading className={`mt-3 font-semibold text-balance text-slate-900 group-hover:text-brand-700 ${featured ? 'text-2xl wide:text-3xl' : 'text-lg'}`}>
          <Link href={pages.article(article.slug)} className="after:absolute after:inset-0 focus-visible:outline-none">
            {article.title}
          </Link>
        </Heading>
        <p className={`mt-2 flex-1 leading-relaxed text-slate-600 ${featured ? 'wide:text-lg' : 'text-sm'}`}>{article.summary}</p>
        <p aria-hidden className="mt-4 text-sm font-semibold text-brand-700">
          {t('readMore')} →
        </p>
      </div>
    </article>
  );
}
