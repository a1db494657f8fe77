'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { CatalogFilter } from '@/contracts/catalog';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { withChange } from '../query';
import { useCatalogNavigation } from './catalog-navigation';
import { FilterPanel } from './filter-panel';
import { useListSession } from './list-session';

/** At 980 px and narrower the filter panel opens in a dialog. */
export function MobileFilters({ filters, total }: { filters: CatalogFilter[]; total: number }) {
  const t = useTranslations('catalog.filters');
  const { filtersOpen: open, setFiltersOpen: setOpen } = useListSession();
  // Open when this page mounts: filters were applied from the dialog, which stays as it was.
  const [continued, setContinued] = useState(open);
  const close = () => {
    setContinued(false);
    setOpen(false);
  };
  const { state, navigate, pending } = useCatalogNavigation();
  const selected = state.filters.reduce((n, f) => n + f.values.length, 0);
  if (!filters.length) return null;
  return (
    <>
      <Button variant="secondary" className="wide:hidden" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <svg aria-hidden width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
          <path d="M4 6h16M7 12h10M10 18h4" />
        </svg>
        {selected ? t('titleWithCount', { count: selected }) : t('title')}
      </Button>
      <Modal open={open} onClose={close} title={t('title')} size="lg" continued={continued}>
        <FilterPanel filters={filters} />
        <div className="sticky bottom-0 -mx-4 mt-4 flex gap-2 border-t border-slate-200 bg-white px-4 pt-3 wide:-mx-6 wide:px-6">
          <Button className="flex-1" loading={pending} onClick={close}>
            {t('show', { count: total })}
          </Button>
          {selected > 0 && (
            <Button variant="ghost" onClick={() => navigate(withChange(state, { filters: [] }))}>
              {t('clearAll')}
            </Button>
          )}
        </div>
      </Modal>
    </>
  );
}
