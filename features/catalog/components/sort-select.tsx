'use client';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { sortKeyOf, sortKeys, sortOf, withChange, type SortKey } from '../query';
import { useCatalogNavigation } from './catalog-navigation';

/** Sort by name or price, either way (default: name ascending). */
export function SortSelect() {
  const t = useTranslations('catalog.sort');
  const id = useId();
  const { state, navigate } = useCatalogNavigation();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-slate-700">
        {t('label')}
      </label>
      <select
        id={id}
        value={sortKeyOf(state.sort)}
        onChange={(e) => navigate(withChange(state, { sort: sortOf(e.target.value as SortKey) }))}
        className="min-h-11 rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {sortKeys.map((key) => (
          <option key={key} value={key}>
            {t(key)}
          </option>
        ))}
      </select>
    </div>
  );
}
