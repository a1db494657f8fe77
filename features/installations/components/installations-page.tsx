'use client';
import { useTranslations } from 'next-intl';
import { Suspense } from 'react';
import { InstallationsList } from './installations-list';

const fallback = <div aria-busy="true" className="h-40 animate-pulse rounded-2xl bg-slate-200/70" />;

/** /installations (wide screens): the list with its filters, search and paging. */
export function InstallationsPage() {
  const t = useTranslations('installations');
  return (
    <main className="mx-auto max-w-5xl px-4 py-6 wide:px-6 wide:py-10">
      <h1 className="mb-5 text-2xl font-semibold text-slate-900 wide:text-3xl">{t('title')}</h1>
      <Suspense fallback={fallback}>
        <InstallationsList />
      </Suspense>
    </main>
  );
}

/** The list alone, for the profile area's installations section on narrow screens. */
export function InstallationsSection() {
  return (
    <Suspense fallback={fallback}>
      <InstallationsList />
    </Suspense>
  );
}
