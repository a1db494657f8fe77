'use client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { FAVORITES_PER_PAGE } from '@/contracts/constants';
import { ProductTile } from '@/components/product/product-tile';
import { Button } from '@/components/ui/button';
import { ListStates } from '@/components/ui/list-states';
import { Pagination } from '@/components/ui/pagination';
import { Link } from '@/i18n/navigation';
import { openModal } from '@/lib/stores/modal-store';
import { useSessionStore } from '@/lib/session/session-store';
import { fetchFavorites } from '../api';
import { favoritesKey, useAddPendingFavorite, useSetFavorite } from '../hooks/use-favorites';
import { pages } from '@/contracts/pages';

const linkButton = 'inline-flex min-h-11 items-center justify-center rounded-xl bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700';

/**
 * The signed-in user's favourite products, paged, each removable: the /favorites page on wide screens
 * and the favourites section of the profile area on narrow ones.
 */
export function FavoritesList() {
  const t = useTranslations('favorites');
  const locale = useLocale();
  const user = useSessionStore((s) => s.user);
  const sessionStatus = useSessionStore((s) => s.status);
  const setWantedSection = useSessionStore((s) => s.setWantedSection);
  const [page, setPage] = useState(1);
  const { mutate, isPending, variables } = useSetFavorite();
  useAddPendingFavorite();

  const query = useQuery({
    queryKey: [...favoritesKey, 'list', user?.id, locale, page],
    queryFn: () => fetchFavorites(page),
    enabled: user !== null,
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  // Removing the last product of a page goes back a page.
  if (data && data.data.length === 0 && page > 1 && !query.isFetching) setPage(page - 1);

  return (
    <div>
      {!user && sessionStatus !== 'loading' ? (
        <div className="mt-6 flex flex-col items-start gap-4 rounded-2xl border border-slate-200 p-6">
          <p className="text-slate-700">{t('signInText')}</p>
          <Button
            onClick={() => {
              setWantedSection('favorites');
              openModal('auth');
            }}
          >
            {t('signIn')}
          </Button>
        </div>
      ) : (
        // While the session is asked for, the query waits (pending) and the line says the favourites load.
        <ListStates
          query={query}
          look="inline"
          loading={t('loading')}
          failed={t('loadError')}
          retry={t('retry')}
          empty={
            <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center">
              <p className="text-lg font-medium text-slate-900">{t('emptyTitle')}</p>
              <p className="mt-2 max-w-md text-sm text-slate-600">{t('emptyText')}</p>
              <Link href={pages.products()} className={`${linkButton} mt-6`}>
                {t('toCatalog')}
              </Link>
            </div>
          }
        >
          {(data) => (
            <>
              <p className="mt-1 text-sm text-slate-600">{t('total', { count: data.total })}</p>
              <ul
                className={`mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 wide:grid-cols-4 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
                aria-busy={query.isFetching}
              >
                {data.data.map((product) => (
                  <li key={product.id}>
                    <ProductTile
                      product={product}
                      action={
                        <Button
                          variant="secondary"
                          className="min-h-10 w-full px-3 py-1.5 text-sm"
                          loading={isPending && variables?.productId === product.id}
                          onClick={() => mutate({ productId: product.id, inFavorites: false })}
                          aria-label={t('removeNamed', { name: product.name })}
                        >
                          {t('remove')}
                        </Button>
                      }
                    />
                  </li>
                ))}
              </ul>
              <Pagination
                className="mt-8"
                type="button"
                total={data.total}
                perPage={data.perPage || FAVORITES_PER_PAGE}
                currentPage={data.currentPage}
                onChange={(next) => {
                  setPage(next);
                  window.scrollTo({ top: 0 });
                }}
              />
            </>
          )}
        </ListStates>
      )}
    </div>
  );
}
