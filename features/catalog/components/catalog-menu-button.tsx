import { useTranslations } from 'next-intl';
import { GridIcon } from '@/components/layout/icons';

export const catalogMenuButtonClass =
  'flex min-h-11 items-center gap-2 rounded-xl bg-brand-600 px-4 font-medium text-white hover:bg-brand-700 data-open:bg-brand-700';

/** What the catalogue button shows, the same before and after its dropdown's code has loaded. */
export function CatalogMenuLabel() {
  const t = useTranslations('catalog.menu');
  return (
    <>
      <GridIcon />
      {t('button')}
      <svg aria-hidden width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M6 9l6 6 6-6" />
      </svg>
    </>
  );
}
