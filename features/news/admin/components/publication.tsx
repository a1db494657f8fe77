'use client';
import { useFormatter, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import type { Lang } from '@/contracts/common';
import { kyivDay } from '@/contracts/kyiv-day';
import type { AdminNewsArticle } from '@/contracts/news';
import { pages } from '@/contracts/pages';
import { Link } from '@/i18n/navigation';
import { failureMessage } from '@/lib/api/errors';
import { usePublication } from '../query';

/**
 * A saved language's state, its preview and its publication. Both take the saved text, so they wait while the form
 * holds unsaved changes.
 */
export function Publication({ article, lang, unsaved }: { article: AdminNewsArticle; lang: Lang; unsaved: boolean }) {
  const t = useTranslations('admin.news');
  const format = useFormatter();
  const publication = usePublication(article.id);
  const text = article.texts[lang];
  const language = t(`languages.${lang}`);
  if (!text) return <p className="text-sm text-slate-600">{t('publication.none', { language })}</p>;
  const published = text.publishedAt !== null;
  return (
    <div className="space-y-3 rounded-xl bg-slate-50 p-4">
      <p className="text-sm text-slate-700">
        {published
          ? t('publication.published', { language, at: format.dateTime(new Date(text.publishedAt!), { dateStyle: 'medium', timeStyle: 'short' }) })
          : t('publication.draft', { language })}
        {published &&
          article.date > kyivDay(new Date()) &&
          ` ${t('publication.scheduled', { date: format.dateTime(new Date(article.date), { dateStyle: 'long' }) })}`}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant={published ? 'secondary' : 'primary'}
          disabled={unsaved}
          loading={publication.isPending}
          onClick={() => publication.mutate({ languages: [lang], publish: !published })}
        >
          {published ? t('publication.withdraw', { language }) : t('publication.publish', { language })}
        </Button>
        {unsaved ? (
          <span className="text-sm text-slate-600">{t('publication.saveFirst')}</span>
        ) : (
          <Link href={pages.adminArticlePreview(article.id)} locale={lang} target="_blank" className="text-sm font-medium text-brand-700 underline">
            {t('publication.preview', { language })}
          </Link>
        )}
      </div>
      <ErrorAlert message={failureMessage(publication.error)} />
    </div>
  );
}
