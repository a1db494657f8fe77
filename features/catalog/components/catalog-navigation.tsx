'use client';
import { createContext, use, useTransition, type ReactNode } from 'react';
import { useRouter } from '@/i18n/navigation';
import { catalogHref, type CatalogState } from '../query';

type CatalogNavigation = {
  /** The list state of the current URL. */
  state: CatalogState;
  /** Goes to another list state (the URL is the state); the current list stays until the new one is ready. */
  navigate: (next: CatalogState) => void;
  /** True while the next list is being fetched and rendered. */
  pending: boolean;
};

const Context = createContext<CatalogNavigation | null>(null);

export function CatalogNavigationProvider({ state, children }: { state: CatalogState; children: ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const navigate = (next: CatalogState) => startTransition(() => router.push(catalogHref(next), { scroll: false }));
  return <Context value={{ state, navigate, pending }}>{children}</Context>;
}

export function useCatalogNavigation() {
  const value = use(Context);
  if (!value) throw new Error('useCatalogNavigation needs a CatalogNavigationProvider');
  return value;
}
