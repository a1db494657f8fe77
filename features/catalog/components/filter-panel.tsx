'use client';
import { useState } from 'react';
import type { CatalogFilter } from '@/contracts/catalog';
import { withChange, withFilterValues } from '../query';
import { useCatalogNavigation } from './catalog-navigation';
import { FilterList } from './filter-list';

/** Sections open at first: the properties in use and the first few. */
const OPEN_SECTIONS = 4;

function FilterSection({ filter, initiallyOpen }: { filter: CatalogFilter; initiallyOpen: boolean }) {
  const { state, navigate } = useCatalogNavigation();
  const [open, setOpen] = useState(initiallyOpen);
  const applied = state.filters.find((f) => f.property === filter.propertyId)?.values ?? [];
  return (
    <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)} className="group rounded-xl border border-slate-200 bg-white">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-xl px-3 font-medium text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
        <span className="flex-1">{filter.filterName}</span>
        {applied.length > 0 && <span className="rounded-full bg-brand-600 px-2 text-xs font-semibold leading-5 text-white">{applied.length}</span>}
        <svg
          aria-hidden
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          className="transition-transform group-open:rotate-180"
        >
          <path d="M6 9l6 6 6-6" />
        </svg>
      </summary>
      {/* A closed section's values are rendered when it is opened: fewer elements to hydrate. */}
      {open && (
        <div className="px-2 pb-3">
          <FilterList
            filter={filter}
            applied={applied}
            onApply={(values) => navigate(withChange(state, { filters: withFilterValues(state.filters, filter.propertyId, values) }))}
          />
        </div>
      )}
    </details>
  );
}

/** Every filter property as a collapsible checkbox list. */
export function FilterPanel({ filters }: { filters: CatalogFilter[] }) {
  const { state } = useCatalogNavigation();
  return (
    <div className="space-y-2">
      {filters.map((filter, index) => (
        <FilterSection
          key={filter.propertyId}
          filter={filter}
          initiallyOpen={index < OPEN_SECTIONS || state.filters.some((f) => f.property === filter.propertyId)}
        />
      ))}
    </div>
  );
}
