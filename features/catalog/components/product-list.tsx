'use client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, type ReactNode } from 'react';
import type { Page } from '@/contracts/common';
import type { ProductListItem } from '@/contracts/catalog';
import { ProductTile } from '@/components/product/product-tile';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { useOnVisible } from '@/lib/use-on-visible';
import { fetchCatalogPage } from '../api/client';
import { catalogHref, toSearchString } from '../query';
import { useCatalogNavigation } from './catalog-navigation';

type ProductListProps = {
  /** The page of the URL, without its products: they arrive as `children`. */
  initial: Omit<Page<ProductListItem>, 'data'>;
  /** Ids of the products on that page (a product is shown once even if the catalogue changes between two pages). */
  shown: number[];
  /** The page's tiles, rendered on the server (`ProductGridItems`): the browser does not render them again when the page starts. */
  children: ReactNode;
};

/**
 * The product grid: the page of the URL comes rendered from the server; the following pages are
 * appended when the end marker comes into view. The paging controls above and below
 * link to every page (crawlable) and mark the last page loaded.
 */
export function ProductList({ initial, shown, children }: ProductListProps) {
  const t = useTranslations('catalog');
  const locale = useLocale();
  const { state, pending } = useCatalogNavigation();
  const marker = useRef<HTMLDivElement>(null);

  const query = useInfiniteQuery({
    queryKey: ['catalog', 'products', locale, toSearchString(state)],
    queryFn: async ({ pageParam }) => (await fetchCatalogPage({ ...state, page: pageParam })).products,
    initialPageParam: initial.currentPage,
    initialData: { pages: [{ ...initial, data: [] }], pageParams: [initial.currentPage] },
    getNextPageParam: (last) => (last.currentPage < last.lastPage ? last.currentPage + 1 : undefined),
    // The server just rendered the first page; it is not fetched again on the client.
    staleTime: Infinity,
  });
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  useOnVisible(marker, hasNextPage && !isFetchingNextPage && !isFetchNextPageError, () => void fetchNextPage());

  const seen = new Set(shown);
  const appended = data.pages
    .slice(1)
    .flatMap((p) => p.data)
    .filter((p) => !seen.has(p.id) && seen.add(p.id));
  const last = data.pages[data.pages.length - 1];
  const base = catalogHref(state, { withPage: false });
  const pageLink = `${base}${base.includes('?') ? '&' : '?'}page=[page]`;

  const pager = (label: string, className: string) => (
    <Pagination type="link" total={last.total} perPage={last.perPage} currentPage={last.currentPage} linkUrl={pageLink} label={label} className={className} />
  );

  return (
    <div aria-busy={pending || isFetchingNextPage} className={`transition-opacity ${pending ? 'pointer-events-none opacity-50' : ''}`}>
      {/* Above the list too on wide screens: the end of an infinite list keeps moving away. */}
      {pager(t('pages'), 'mb-4 hidden wide:block wide:[&_ul]:justify-end')}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 wide:grid-cols-3 xl:grid-cols-4" data-testid="product-grid">
        {children}
        {appended.map((product) => (
          <li key={product.id}>
            <ProductTile product={product} />
          </li>
        ))}
      </ul>
      <div ref={marker} aria-hidden className="h-px" />
      <div className="mt-6 flex min-h-12 flex-col items-center gap-3">
        {isFetchingNextPage && (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
            <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" />
            {t('loadingMore')}
          </p>
        )}
        {isFetchNextPageError && (
          <div role="alert" className="flex flex-col items-center gap-2 text-sm text-slate-700">
            <p>{t('loadMoreError')}</p>
            <Button variant="secondary" onClick={() => void fetchNextPage()}>
              {t('retry')}
            </Button>
          </div>
        )}
        {pager(t('pagesEnd'), '')}
      </div>
    </div>
  );
}
