'use client';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { CatalogFilter } from '@/contracts/catalog';

type FilterListProps = {
  filter: CatalogFilter;
  /** The values of this property in the current URL. */
  applied: number[];
  onApply: (values: number[]) => void;
};

const actionClass =
  'min-h-9 rounded-lg px-2.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-transparent disabled:text-slate-500';

const sameValues = (a: number[], b: number[]) => a.length === b.length && a.every((v) => b.includes(v));

/**
 * A multi-select checkbox list of one filter property: ticks are a draft until
 * "Apply"; "Cancel" returns to what is applied; "Clear" removes this property's selection. The buttons
 * are enabled only when there is a selection to act on. Each value shows how many products it would
 * give (facet counts from the API); a value that would give none is disabled unless ticked.
 */
export function FilterList({ filter, applied, onApply }: FilterListProps) {
  const t = useTranslations('catalog.filters');
  const format = useFormatter();
  const [draft, setDraft] = useState(applied);
  // The applied values change after navigation: the draft follows them (React's "adjust state on prop change").
  const [previousApplied, setPreviousApplied] = useState(applied);
  if (!sameValues(previousApplied, applied)) {
    setPreviousApplied(applied);
    setDraft(applied);
  }

  const changed = !sameValues(draft, applied);
  const toggle = (valueId: number) => setDraft((d) => (d.includes(valueId) ? d.filter((v) => v !== valueId) : [...d, valueId]));
  const clear = () => {
    setDraft([]);
    if (applied.length) onApply([]);
  };

  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{filter.filterName}</legend>
      <ul className="max-h-64 space-y-0.5 overflow-y-auto pr-1">
        {filter.values.map((value) => {
          const checked = draft.includes(value.valueId);
          const empty = value.productsCount === 0 && !checked;
          return (
            <li key={value.valueId}>
              <label
                className={`flex min-h-10 items-center gap-3 rounded-lg px-2 text-sm ${empty ? 'text-slate-500' : 'cursor-pointer text-slate-800 hover:bg-slate-50'}`}
              >
                <input type="checkbox" className="size-4 accent-brand-600" checked={checked} disabled={empty} onChange={() => toggle(value.valueId)} />
                {/* The space keeps the value and its count apart in the checkbox's accessible name. */}
                <span className="min-w-0 flex-1">{value.optionName}</span>{' '}
                <span className="text-xs text-slate-600" aria-hidden>
                  {format.number(value.productsCount)}
                </span>
                <span className="sr-only">{t('productsCount', { count: value.productsCount })}</span>
              </label>
            </li>
          );
        })}
      </ul>
      <div className="mt-2 flex flex-wrap items-center gap-1">
        <button
          type="button"
          className={`${actionClass} bg-brand-600 text-white hover:bg-brand-700`}
          disabled={!draft.length || !changed}
          onClick={() => onApply(draft)}
        >
          {t('apply')}
        </button>
        <button type="button" className={`${actionClass} text-slate-700 hover:bg-slate-100`} disabled={!changed} onClick={() => setDraft(applied)}>
          {t('cancel')}
        </button>
        <button type="button" className={`${actionClass} ml-auto text-brand-700 hover:bg-brand-50`} disabled={!draft.length && !applied.length} onClick={clear}>
          {t('clear')}
        </button>
      </div>
    </fieldset>
  );
}
