'use client';
import { useTranslations } from 'next-intl';
import type { CatalogFilter } from '@/contracts/catalog';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { withChange } from '../query';
import { useCatalogNavigation } from './catalog-navigation';
import { FilterPanel } from './filter-panel';

type MobileFiltersDialogProps = {
  filters: CatalogFilter[];
  total: number;
  /** How many filter values are selected. */
  selected: number;
  open: boolean;
  continued: boolean;
  onClose: () => void;
};

/** The filter panel in a dialog (980 px and narrower); loaded when the visitor reaches for the filter button. */
export function MobileFiltersDialog({ filters, total, selected, open, continued, onClose }: MobileFiltersDialogProps) {
  const t = useTranslations('catalog.filters');
  const { state, navigate, pending } = useCatalogNavigation();
  return (
    <Modal open={open} onClose={onClose} title={t('title')} size="lg" continued={continued}>
      <FilterPanel filters={filters} />
      <div className="sticky bottom-0 -mx-4 mt-4 flex gap-2 border-t border-slate-200 bg-white px-4 pt-3 wide:-mx-6 wide:px-6">
        <Button className="flex-1" loading={pending} onClick={onClose}>
          {t('show', { count: total })}
        </Button>
        {selected > 0 && (
          <Button variant="ghost" onClick={() => navigate(withChange(state, { filters: [] }))}>
            {t('clearAll')}
          </Button>
        )}
      </div>
    </Modal>
  );
}
