'use client';
import { useQuery } from '@tanstack/react-query';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import { EmptyState, ListStates } from '@/components/ui/list-states';
import { ProPage } from '@/components/ui/pro-page';
import { locales, type Lang } from '@/contracts/common';
import type { AdminNewsItem } from '@/contracts/news';
import { pages } from '@/contracts/pages';
import { Link } from '@/i18n/navigation';
import { newsListQuery, useOperatorId } from '../query';
import { LanguageState } from './language-state';

/** The title to list an article by: in the reader's language, else the first it has. */
const titleOf = (article: AdminNewsItem, lang: Lang) => (article.texts[lang] ?? locales.map((l) => article.texts[l]).find(Boolean))?.title ?? article.slug;

/** /admin/news: every article, drafts too, newest first, with each language's state. */
export function NewsAdminPage() {
  const t = useTranslations('admin.news');
  const format = useFormatter();
  const lang = useLocale() as Lang;
  const list = useQuery(newsListQuery(useOperatorId()));
  return (
    <ProPage
      title={t('title')}
      actions={
        <Link href={pages.adminNewArticle()} className={buttonClass('primary')}>
          {t('create')}
        </Link>
      }
    >
      <p className="text-slate-600">{t('intro')}</p>
      <ListStates query={list} loading={t('loading')} failed={t('loadFailed')} empty={<EmptyState title={t('empty')} />}>
        {(articles) => (
          <ul aria-label={t('list')} className="divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white shadow-sm">
            {articles.map((article) => (
              <li key={article.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
                <div className="min-w-60 flex-1">
                  <Link href={pages.adminArticle(article.id)} className="font-semibold text-brand-700 underline">
                    {titleOf(article, lang)}
                  </Link>
                  <p className="text-sm text-slate-600">
                    <time dateTime={article.date}>{format.dateTime(new Date(article.date), { dateStyle: 'medium' })}</time> ·{' '}
                    {t(`categories.${article.category}`)}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  {locales.map((l) => (
                    <LanguageState key={l} lang={l} state={article.texts[l] ? (article.texts[l].published ? 'PUBLISHED' : 'DRAFT') : 'NONE'} />
                  ))}
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </ProPage>
  );
}
