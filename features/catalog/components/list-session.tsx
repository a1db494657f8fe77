'use client';
import { createContext, use, useState, type ReactNode } from 'react';

type ListSession = { filtersOpen: boolean; setFiltersOpen: (open: boolean) => void };

const Context = createContext<ListSession | null>(null);

/**
 * What the catalogue keeps while its list changes. Each list state is a page of its own (ADR 0007),
 * so a new sort or filter mounts a new page; this provider lives in the layout above those pages and
 * keeps the filter dialog open while filters are applied from inside it.
 */
export function ListSessionProvider({ children }: { children: ReactNode }) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  return <Context value={{ filtersOpen, setFiltersOpen }}>{children}</Context>;
}

export function useListSession() {
  const value = use(Context);
  if (!value) throw new Error('useListSession needs a ListSessionProvider');
  return value;
}
