'use client';
import type { ReactNode } from 'react';

/** Loads the page again: the offline page stands at the address that was asked for. */
export function ReloadButton({ children }: { children: ReactNode }) {
  return (
    <button type="button" onClick={() => location.reload()} className="rounded-xl bg-brand-600 px-6 py-3 font-medium text-white hover:bg-brand-700">
      {children}
    </button>
  );
}
