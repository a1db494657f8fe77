'use client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { EmptyState, ListStates } from '@/components/ui/list-states';
import { Pagination } from '@/components/ui/pagination';
import { ProPage } from '@/components/ui/pro-page';
import { RATINGS_PER_PAGE } from '@/contracts/dealers';
import { installersApi } from '../api/installers-api';
import { useInstallerId } from '../hooks';
import { installerKeys } from '../keys';

function Stars({ value, label }: { value: number; label: string }) {
  return (
    <span className="inline-flex items-center gap-1" aria-label={label} role="img">
      {[1, 2, 3, 4, 5].map((star) => (
        <svg key={star} aria-hidden width="16" height="16" viewBox="0 0 24 24" className={star <= Math.round(value) ? 'fill-amber-400' : 'fill-slate-200'}>
          <path d="M12 2l3 6.9 7.5.7-5.7 5 1.7 7.4L12 18l-6.5 4 1.7-7.4-5.7-5 7.5-.7z" />
        </svg>
      ))}
    </span>
  );
}

/** /rating (installer guard): the mean rating and the clients' grades with their comments, ten a page. */
export function RatingPage() {
  const t = useTranslations('installers.rating');
  const format = useFormatter();
  const userId = useInstallerId();
  const [page, setPage] = useState(1);
  const rating = useQuery({
    queryKey: installerKeys.rating(userId, page),
    queryFn: () => installersApi.rating(page),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
  });
  const one = (value: number) => format.number(value, { maximumFractionDigits: 1, minimumFractionDigits: 1 });

  const body = (
    <ListStates query={rating} loading={t('loading')} failed={t('loadFailed')}>
      {({ meanRating, ratingsCount, ratings }) => (
        <>
          <section aria-label={t('summary')} className="flex flex-wrap items-center gap-4 rounded-2xl bg-white p-5 shadow-sm">
            <p className="text-4xl font-semibold text-slate-900" data-testid="mean-rating">
              {meanRating === null ? '—' : one(meanRating)}
            </p>
            <div>
              {meanRating !== null && <Stars value={meanRating} label={t('meanLabel', { rating: one(meanRating) })} />}
              <p className="text-sm text-slate-600">{t('count', { count: ratingsCount })}</p>
            </div>
          </section>
          {ratings.total === 0 ? (
            <EmptyState title={t('empty')}>{t('emptyText')}</EmptyState>
          ) : (
            <>
              <ul className={`space-y-3 ${rating.isPlaceholderData ? 'opacity-60' : ''}`} aria-label={t('list')}>
                {ratings.data.map((grade) => (
                  <li key={grade.installationId} className="rounded-2xl bg-white p-4 shadow-sm">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <p className="font-medium text-slate-900">{t('installation', { id: grade.installationId, client: grade.client })}</p>
                      <time dateTime={grade.createdAt} className="text-sm text-slate-500">
                        {format.dateTime(new Date(grade.createdAt), { dateStyle: 'medium' })}
                      </time>
                    </div>
                    <dl className="mt-2 grid gap-3 text-sm wide:grid-cols-2">
                      <div>
                        <dt className="flex items-center gap-2 text-slate-600">
                          {t('work')} <Stars value={grade.workRating} label={t('stars', { count: grade.workRating })} />
                        </dt>
                        {grade.workComment && <dd className="mt-1 text-slate-800">{grade.workComment}</dd>}
                      </div>
                      <div>
                        <dt className="flex items-center gap-2 text-slate-600">
                          {t('communication')} <Stars value={grade.communicationRating} label={t('stars', { count: grade.communicationRating })} />
                        </dt>
                        {grade.communicationComment && <dd className="mt-1 text-slate-800">{grade.communicationComment}</dd>}
                      </div>
                    </dl>
                  </li>
                ))}
              </ul>
              <Pagination
                type="button"
                total={ratings.total}
                perPage={RATINGS_PER_PAGE}
                currentPage={ratings.currentPage}
                onChange={setPage}
                label={t('paging')}
              />
            </>
          )}
        </>
      )}
    </ListStates>
  );
  return <ProPage title={t('title')}>{body}</ProPage>;
}
