'use client';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { ListStates } from '@/components/ui/list-states';
import type { Lang } from '@/contracts/common';
import { pages } from '@/contracts/pages';
import { Link } from '@/i18n/navigation';
import { ArticleView } from '../../components/article-view';
import { articleQuery, useOperatorId } from '../query';

/**
 * /admin/news/{id}/preview: the saved article in the page's language as its public page shows it, draft or published,
 * under a band that says which.
 */
export function ArticlePreview({ id }: { id: number }) {
  const t = useTranslations('admin.news');
  const lang = useLocale() as Lang;
  const article = useQuery(articleQuery(useOperatorId(), id));
  return (
    <ListStates query={article} look="block" loading={t('loadingArticle')} failed={t('loadFailed')} notFound={t('notFound')}>
      {(found) => {
        const text = found.texts[lang];
        return (
          <div>
            <p role="note" className="bg-amber-100 px-4 py-3 text-center text-sm font-medium text-amber-900">
              {text ? t(text.publishedAt ? 'preview.published' : 'preview.draft') : t('preview.none')}{' '}
              <Link href={pages.adminArticle(found.id)} className="underline">
                {t('preview.back')}
              </Link>
            </p>
            {text && <ArticleView article={{ ...found, ...text, more: [] }} lang={lang} />}
          </div>
        );
      }}
    </ListStates>
  );
}
