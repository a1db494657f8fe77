import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Link } from '@/i18n/navigation';
import { getCatalogList } from '../api/server';
import { crumbsOf } from '../crumbs';
import { catalogHref, emptyState, type CatalogState } from '../query';
import { ActiveFilters } from './active-filters';
import { CatalogNavigationProvider } from './catalog-navigation';
import { DesktopFilters } from './desktop-filters';
import { MobileFilters } from './mobile-filters';
import { ProductGridItems } from './product-grid-items';
import { ProductList } from './product-list';
import { SortSelect } from './sort-select';
import { pages } from '@/contracts/pages';

/** /products: the list of the URL's state, rendered on the server; filters, sort and paging change the URL. */
export async function CatalogPage({ state, locale }: { state: CatalogState; locale: string }) {
  const [list, t] = await Promise.all([getCatalogList(state, locale), getTranslations('catalog')]);
  if (!list) notFound();
  const { products, filters } = list;
  const { data: pageProducts, ...paging } = products;
  return (
    <CatalogNavigationProvider state={state}>
      <main className="mx-auto max-w-7xl px-4 py-6 wide:px-6">
        <Breadcrumbs items={crumbsOf(list.breadCrumbs, t('homeCrumb'))} label={t('breadcrumbs')} />
        <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-semibold text-slate-900 wide:text-3xl">{list.title}</h1>
            <p className="mt-1 text-sm text-slate-600" data-testid="products-total">
              {t('total', { count: products.total })}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <MobileFilters filters={filters} total={products.total} />
            <SortSelect />
          </div>
        </div>
        <div className="mt-4">
          <ActiveFilters filters={filters} />
        </div>
        <div className={`mt-4 ${filters.length ? 'wide:grid wide:grid-cols-[280px_minmax(0,1fr)] wide:gap-6' : ''}`}>
          {filters.length > 0 && (
            <aside aria-label={t('filters.title')} className="hidden wide:block">
              <h2 className="sr-only">{t('filters.title')}</h2>
              <DesktopFilters filters={filters} />
            </aside>
          )}
          <section aria-label={t('products')}>
            {pageProducts.length > 0 ? (
              <ProductList initial={paging} shown={pageProducts.map((p) => p.id)}>
                <ProductGridItems products={pageProducts} />
              </ProductList>
            ) : (
              <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center">
                <p className="text-lg font-medium text-slate-900">{products.total > 0 ? t('empty.pageTitle') : t('empty.title')}</p>
                <p className="mt-2 max-w-md text-sm text-slate-600">{t('empty.text')}</p>
                <div className="mt-6 flex flex-wrap justify-center gap-3">
                  {(state.filters.length > 0 || state.search || state.page > 1) && (
                    <Link
                      href={catalogHref({ ...emptyState, groupId: state.groupId })}
                      className="rounded-xl bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
                    >
                      {t('empty.reset')}
                    </Link>
                  )}
                  <Link href={pages.products()} className="rounded-xl border border-slate-300 px-5 py-2.5 font-medium text-slate-900 hover:bg-slate-50">
                    {t('empty.all')}
                  </Link>
                </div>
              </div>
            )}
          </section>
        </div>
      </main>
    </CatalogNavigationProvider>
  );
}
