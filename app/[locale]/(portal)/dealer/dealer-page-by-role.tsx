'use client';
import type { ReactNode } from 'react';
import { isDealerRole } from '@/contracts/constants';
import { useSessionStore } from '@/lib/session/session-store';

/** The /dealer page of the signed-in role: the installer's view or the dealer's (the guard lets no one else in). */
export function DealerPageByRole({ installer, dealer }: { installer: ReactNode; dealer: ReactNode }) {
  const role = useSessionStore((s) => s.user?.role.name);
  if (role === 'INSTALLER') return installer;
  if (role && isDealerRole(role)) return dealer;
  return <div aria-busy="true" className="mx-auto mt-10 h-40 max-w-5xl animate-pulse rounded-2xl bg-slate-200/70" />;
}
