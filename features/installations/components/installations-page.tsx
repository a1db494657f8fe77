'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { WizardStartButtons } from '../wizard/start-buttons';
import { InstallationsList } from './installations-list';

/** /installations (wide screens): the list with its filters, search and paging; `aside` comes above the list (the client's requests for work). */
export function InstallationsPage({ aside }: { aside?: ReactNode }) {
  const t = useTranslations('installations');
  return (
    <main className="mx-auto max-w-5xl px-4 py-6 wide:px-6 wide:py-10">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900 wide:text-3xl">{t('title')}</h1>
        <WizardStartButtons />
      </div>
      {aside && <div className="mb-5 flex flex-col">{aside}</div>}
      <InstallationsList />
    </main>
  );
}

/** The list alone, for the profile area's installations section on narrow screens. */
export function InstallationsSection({ aside }: { aside?: ReactNode }) {
  return (
    <div className="flex flex-col gap-4">
      <WizardStartButtons />
      {aside}
      <InstallationsList />
    </div>
  );
}
