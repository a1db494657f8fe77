import type { Locale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { ProductImage } from '@/components/product/product-image';
import { getPathname, Link } from '@/i18n/navigation';
import { getSearchResults } from '../server';
import { Highlight } from './highlight';
import { pages } from '@/contracts/pages';

/** /search: the products and the groups that match, each leading into the catalogue. */
export async function SearchPage({ search, locale }: { search: string; locale: Locale }) {
  const t = await getTranslations('search');
  const results = search ? await getSearchResults(search, locale) : null;
  const empty = results && !results.products.length && !results.productsInGroups.length;
  return (
    <main className="mx-auto max-w-7xl px-4 py-6 wide:px-6">
      <h1 className="text-2xl font-semibold text-slate-900 wide:text-3xl">{search ? t('resultsFor', { search }) : t('title')}</h1>
      {/* Works without JavaScript too: a plain GET form. */}
      <form action={getPathname({ href: pages.search(), locale })} method="get" role="search" className="mt-4 flex max-w-xl gap-2">
        <label htmlFor="search-page-input" className="sr-only">
          {t('label')}
        </label>
        <input
          id="search-page-input"
          type="search"
          name="search"
          defaultValue={search}
          maxLength={200}
          placeholder={t('placeholder')}
          className="min-h-11 flex-1 rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500"
        />
        <button type="submit" className="min-h-11 rounded-xl bg-brand-600 px-5 font-medium text-white hover:bg-brand-700">
          {t('submit')}
        </button>
      </form>

      {!results && <p className="mt-6 text-slate-700">{t('prompt')}</p>}

      {empty && (
        <div className="mt-8 rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center">
          <p className="text-lg font-medium text-slate-900">{t('nothingFound', { search })}</p>
          <p className="mt-2 text-sm text-slate-600">{t('nothingFoundText')}</p>
          <Link
            href={pages.products()}
            className="mt-6 inline-flex min-h-11 items-center rounded-xl bg-brand-600 px-5 font-medium text-white hover:bg-brand-700"
          >
            {t('toCatalog')}
          </Link>
        </div>
      )}

      {results && !empty && (
        <>
          {results.productsInGroups.length > 0 && (
            <section className="mt-8" aria-labelledby="search-groups">
              <h2 id="search-groups" className="text-lg font-semibold text-slate-900">
                {t('inGroups')}
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {results.productsInGroups.map((group) => (
                  <li key={group.id}>
                    <Link
                      href={pages.products({ search: group.search, groupId: group.id })}
                      className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm text-slate-800 hover:border-brand-600 hover:text-brand-700"
                    >
                      <span className="font-medium">{group.name}</span>
                      <span className="text-slate-600">{t('productsCount', { count: group.productsCount })}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {results.products.length > 0 && (
            <section className="mt-8" aria-labelledby="search-products">
              <h2 id="search-products" className="text-lg font-semibold text-slate-900">
                {t('products')}
              </h2>
              <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 wide:grid-cols-5">
                {results.products.map((product, index) => (
                  <li key={product.id}>
                    <Link href={pages.product(product.id)} className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-3 hover:shadow-md">
                      <span className="relative block aspect-square overflow-hidden rounded-xl bg-slate-50">
                        <ProductImage
                          src={product.photo}
                          alt=""
                          fill
                          sizes="(min-width: 981px) 20vw, (min-width: 640px) 33vw, 50vw"
                          className="object-contain p-2"
                          {...(index < 2 ? { preload: true } : {})}
                        />
                      </span>
                      <span className="mt-3 text-sm font-medium text-slate-900">
                        <Highlight text={product.name} query={search} />
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <p className="mt-8">
            <Link href={pages.products({ search })} className="font-medium text-brand-700 underline hover:text-brand-900">
              {t('allInCatalog', { search })}
            </Link>
          </p>
        </>
      )}
    </main>
  );
}
