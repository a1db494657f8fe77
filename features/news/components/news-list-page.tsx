import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/ui/page-intro';
import { articles, type NewsTexts } from '../articles';
import { NewsCard } from './news-card';

export async function NewsListPage({ texts }: { texts: NewsTexts }) {
  const t = await getTranslations('pages.news');
  const [latest, ...rest] = articles;
  return (
    <main>
      <PageIntro title={t('title')} lead={t('lead')} />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 wide:px-6 wide:py-12">
        <NewsCard article={latest} text={texts[latest.slug]} featured />
        <ul className="grid gap-6 sm:grid-cols-2 wide:grid-cols-3">
          {rest.map((article) => (
            <li key={article.slug}>
              <NewsCard article={article} text={texts[article.slug]} />
            </li>
          ))}
        </ul>
      </div>
    </main>
  );
}
