import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/ui/page-intro';
import { Pagination } from '@/components/ui/pagination';
import type { Page } from '@/contracts/common';
import type { NewsItem } from '@/contracts/news';
import { pages } from '@/contracts/pages';
import { NewsCard } from './news-card';

/** /news: the language's published articles, newest first, the latest one featured on the first page. */
export async function NewsListPage({ list }: { list: Page<NewsItem> }) {
  const t = await getTranslations('pages.news');
  const featured = list.currentPage === 1 ? list.data[0] : undefined;
  const rest = featured ? list.data.slice(1) : list.data;
  return (
    <main>
      <PageIntro title={t('title')} lead={t('lead')} />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 wide:px-6 wide:py-12">
        {list.total === 0 && <p className="text-slate-600">{t('empty')}</p>}
        {featured && <NewsCard article={featured} featured />}
        {rest.length > 0 && (
          <ul className="grid gap-6 sm:grid-cols-2 wide:grid-cols-3">
            {rest.map((article) => (
              <li key={article.slug}>
                <NewsCard article={article} />
              </li>
            ))}
          </ul>
        )}
        <Pagination
          type="link"
          total={list.total}
          perPage={list.perPage}
          currentPage={list.currentPage}
          linkUrl={pages.newsPage('[page]')}
          label={t('paging')}
        />
      </div>
    </main>
  );
}
