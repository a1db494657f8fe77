import type { ReactNode } from 'react';
import { ListSessionProvider } from '@/features/catalog';

/** Above every list state's page: what the catalogue keeps while its list changes. */
export default function CatalogListLayout({ children }: { children: ReactNode }) {
  return <ListSessionProvider>{children}</ListSessionProvider>;
}
