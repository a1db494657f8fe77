'use client';
import { useTranslations } from 'next-intl';
import type { CatalogFilter } from '@/contracts/catalog';
import { withChange, withFilterValues } from '../query';
import { useCatalogNavigation } from './catalog-navigation';

/** The search text and the ticked filter values as removable chips, with "clear all". */
export function ActiveFilters({ filters }: { filters: CatalogFilter[] }) {
  const t = useTranslations('catalog.filters');
  const { state, navigate } = useCatalogNavigation();
  const chips = state.filters.flatMap(({ property, values }) => {
    const filter = filters.find((f) => f.propertyId === property);
    return values.map((valueId) => ({
      key: `${property}-${valueId}`,
      label: filter?.values.find((v) => v.valueId === valueId)?.optionName ?? String(valueId),
      remove: () =>
        navigate(
          withChange(state, {
            filters: withFilterValues(
              state.filters,
              property,
              values.filter((v) => v !== valueId),
            ),
          }),
        ),
    }));
  });
  if (state.search) {
    chips.unshift({ key: 'search', label: t('searchChip', { search: state.search }), remove: () => navigate(withChange(state, { search: undefined })) });
  }
  if (!chips.length) return null;
  const chipClass = 'inline-flex min-h-9 items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3 text-sm text-slate-800 hover:bg-slate-50';
  return (
    <ul className="flex flex-wrap items-center gap-2" aria-label={t('active')}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <button type="button" className={chipClass} onClick={chip.remove} aria-label={t('remove', { name: chip.label })}>
            <span>{chip.label}</span>
            <svg aria-hidden width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </li>
      ))}
      {chips.length > 1 && (
        <li>
          <button
            type="button"
            className="min-h-9 rounded-full px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
            onClick={() => navigate(withChange(state, { filters: [], search: undefined }))}
          >
            {t('clearAll')}
          </button>
        </li>
      )}
    </ul>
  );
}
