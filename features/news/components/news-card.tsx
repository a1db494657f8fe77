import { useFormatter, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { Article, ArticleText } from '../articles';
import { CategoryBadge, categoryStyle } from './category-badge';
import { pages } from '@/contracts/pages';

/** An article in a list: the whole card follows the title's link. */
export function NewsCard({
  article,
  text,
  featured = false,
  headingLevel = 'h2',
}: {
  article: Article;
  text: ArticleText;
  featured?: boolean;
  headingLevel?: 'h2' | 'h3';
}) {
  const t = useTranslations('pages.common');
  const format = useFormatter();
  const Heading = headingLevel;
  const { Icon, band } = categoryStyle[article.category];
  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md ${featured ? 'wide:flex-row' : ''}`}
    >
      <div
        aria-hidden
        className={`relative flex shrink-0 items-center justify-center bg-gradient-to-br ${band} ${featured ? 'h-40 wide:h-auto wide:w-2/5' : 'h-28'}`}
      >
        <Icon className={`text-white/90 ${featured ? 'size-20' : 'size-12'}`} />
      </div>
      <div className={`flex flex-1 flex-col p-5 ${featured ? 'wide:p-8' : ''}`}>
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-500">
          <CategoryBadge category={article.category} />
          <time dateTime={article.date}>{format.dateTime(new Date(article.date), { dateStyle: 'long' })}</time>
        </div>
        <Heading className={`mt-3 font-semibold text-balance text-slate-900 group-hover:text-brand-700 ${featured ? 'text-2xl wide:text-3xl' : 'text-lg'}`}>
          <Link href={pages.article(article.slug)} className="after:absolute after:inset-0 focus-visible:outline-none">
            {text.title}
          </Link>
        </Heading>
        <p className={`mt-2 flex-1 leading-relaxed text-slate-600 ${featured ? 'wide:text-lg' : 'text-sm'}`}>{text.summary}</p>
        <p aria-hidden className="mt-4 text-sm font-semibold text-brand-700">
          {t('readMore')} →
        </p>
      </div>
    </article>
  );
}
