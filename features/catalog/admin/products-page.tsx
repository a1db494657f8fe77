'use client';
import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { EmptyState, ListStates, StatusPill } from '@/components/ui/list-states';
import { Pagination } from '@/components/ui/pagination';
import { buttonClass } from '@/components/ui/button';
import { ProPage } from '@/components/ui/pro-page';
import { SearchField } from '@/components/ui/search-field';
import { SelectField } from '@/components/ui/select-field';
import { pages } from '@/contracts/pages';
import { Link } from '@/i18n/navigation';
import type { ProductsQuery } from './products-api';
import { productsQuery, useOperatorId } from './products-query';

const states = ['all', 'active', 'archived'] as const;

/** /admin/catalog: every product, archived ones too, searched by SKU or name; each opens its form. The import is one link away. */
export function ProductsPage() {
  const t = useTranslations('admin.products');
  const format = useFormatter();
  const [query, setQuery] = useState<ProductsQuery>({ state: 'all', page: 1 });
  const list = useQuery(productsQuery(useOperatorId(), query));
  const go = (next: Partial<ProductsQuery>) => setQuery((q) => ({ ...q, ...next, page: next.page ?? 1 }));
  return (
    <ProPage
      title={t('title')}
      actions={
        <div className="flex flex-wrap items-center gap-4">
          <Link href={pages.adminNewProduct()} className={buttonClass('primary')}>
            {t('newTitle')}
          </Link>
          <Link href={pages.adminCatalogGroups()} className="text-sm text-brand-700 underline">
            {t('groups')}
          </Link>
          <Link href={pages.adminCatalogImport()} className="text-sm text-brand-700 underline">
            {t('importFile')}
          </Link>
        </div>
      }
    >
      <p className="text-slate-600">{t('intro')}</p>
      <div className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm wide:grid-cols-3">
        <div className="wide:col-span-2">
          <SearchField label={t('search')} value={query.search ?? ''} onSearch={(search) => go({ search: search || undefined })} />
        </div>
        <SelectField
          label={t('state')}
          value={query.state}
          options={states.map((state) => ({ value: state, name: t(`states.${state}`) }))}
          onChange={(event) => go({ state: event.target.value as ProductsQuery['state'] })}
        />
      </div>
      <ListStates query={list} loading={t('loading')} failed={t('loadFailed')} empty={<EmptyState title={t('empty')} />} isEmpty={(page) => page.total === 0}>
        {(page) => (
          <>
            <ul aria-label={t('list')} className="divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white shadow-sm">
              {page.data.map((product) => (
                <li key={product.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-4">
                  <div className="min-w-60 flex-1">
                    <Link href={pages.adminProduct(product.id)} className="font-semibold text-brand-700 underline">
                      {product.name}
                    </Link>
                    <p className="text-sm text-slate-600">
                      {product.sku} · {product.group}
                    </p>
                  </div>
                  <span className="font-medium tabular-nums">
                    {format.number(product.price, { style: 'currency', currency: 'UAH', maximumFractionDigits: 0 })}
                  </span>
                  {product.archived && <StatusPill value="EXPIRED">{t('archived')}</StatusPill>}
                </li>
              ))}
            </ul>
            <Pagination
              type="button"
              total={page.total}
              perPage={page.perPage}
              currentPage={page.currentPage}
              label={t('paging')}
              onChange={(p) => go({ page: p })}
            />
          </>
        )}
      </ListStates>
    </ProPage>
  );
}
