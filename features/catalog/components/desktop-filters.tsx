'use client';
import type { CatalogFilter } from '@/contracts/catalog';
import { MOBILE_BREAKPOINT } from '@/lib/constants';
import { useMediaQuery } from '@/lib/use-media-query';
import { FilterPanel } from './filter-panel';

/**
 * The filter panel of the sidebar, mounted only above 980 px (phones use the dialog). It is not
 * rendered on the server, so that phones neither download nor hydrate a panel they never show; its
 * column is reserved, so nothing moves when it appears.
 */
export function DesktopFilters({ filters }: { filters: CatalogFilter[] }) {
  const wide = useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT + 1}px)`);
  return wide ? <FilterPanel filters={filters} /> : null;
}
