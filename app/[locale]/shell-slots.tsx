import type { ReactNode } from 'react';
import { AccountSlot } from '@/features/auth';
import { CatalogMenu } from '@/features/catalog';
import { HeaderSearch } from '@/features/search';

export type Slots = { account: ReactNode; catalogMenu: ReactNode; search: ReactNode };

/** Composes the features that live in the shell (accounts, catalogue, search) into the header slots. */
export function ShellSlots({ children }: { children: (slots: Slots) => ReactNode }) {
  return children({ account: <AccountSlot />, catalogMenu: <CatalogMenu />, search: <HeaderSearch /> });
}
