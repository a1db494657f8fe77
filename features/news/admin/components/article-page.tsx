'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ListStates } from '@/components/ui/list-states';
import { ProPage } from '@/components/ui/pro-page';
import { pages } from '@/contracts/pages';
import { Link } from '@/i18n/navigation';
import { articleQuery, useOperatorId } from '../query';
import { ArticleEditor } from './article-editor';

const back = (text: string) => (
  <Link href={pages.adminNews()} className="text-sm text-brand-700 underline">
    {text}
  </Link>
);

/** /admin/news/new: a new article. */
export function NewArticlePage() {
  const t = useTranslations('admin.news');
  return (
    <ProPage title={t('newTitle')} actions={back(t('back'))}>
      <ArticleEditor />
    </ProPage>
  );
}

/** /admin/news/{id}: an article's form, languages and publication. */
export function ArticlePage({ id }: { id: number }) {
  const t = useTranslations('admin.news');
  const article = useQuery(articleQuery(useOperatorId(), id));
  return (
    <ProPage title={t('editTitle')} actions={back(t('back'))}>
      <ListStates query={article} look="block" loading={t('loadingArticle')} failed={t('loadFailed')} notFound={t('notFound')}>
        {(found) => <ArticleEditor article={found} />}
      </ListStates>
    </ProPage>
  );
}
