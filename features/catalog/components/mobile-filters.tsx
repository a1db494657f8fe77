'use client';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import type { CatalogFilter } from '@/contracts/catalog';
import { Button } from '@/components/ui/button';
import { useCatalogNavigation } from './catalog-navigation';
import { useListSession } from './list-session';

const loadDialog = () => import('./mobile-filters-dialog').then((m) => m.MobileFiltersDialog);
const MobileFiltersDialog = dynamic(loadDialog, { ssr: false });

/** At 980 px and narrower the filter panel opens in a dialog, whose code loads when the button is reached for. */
export function MobileFilters({ filters, total }: { filters: CatalogFilter[]; total: number }) {
  const t = useTranslations('catalog.filters');
  const { filtersOpen: open, setFiltersOpen: setOpen } = useListSession();
  // Open when this page mounts: filters were applied from the dialog, which stays as it was.
  const [continued, setContinued] = useState(open);
  // Mounted from the first opening on, so that closing plays the dialog's transition.
  const [wanted, setWanted] = useState(open);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setContinued(false);
    setOpen(false);
    // Headless UI returns focus only to elements it saw focused, and its code loaded after the click.
    requestAnimationFrame(() => button.current?.focus());
  };
  const { state } = useCatalogNavigation();
  const selected = state.filters.reduce((n, f) => n + f.values.length, 0);
  if (!filters.length) return null;
  const preload = () => void loadDialog();
  return (
    <>
      <Button
        ref={button}
        variant="secondary"
        className="wide:hidden"
        onPointerEnter={preload}
        onTouchStart={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
      >
        <svg aria-hidden width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
          <path d="M4 6h16M7 12h10M10 18h4" />
        </svg>
        {selected ? t('titleWithCount', { count: selected }) : t('title')}
      </Button>
      {wanted && <MobileFiltersDialog filters={filters} total={total} selected={selected} open={open} continued={continued} onClose={close} />}
    </>
  );
}
