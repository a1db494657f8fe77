'use client';
import { useTranslations } from 'next-intl';
import { Suspense } from 'react';
import { NotificationsList } from './notifications-list';

/** /notifications: the paged list of the user's notifications. */
export function NotificationsPage() {
  const t = useTranslations('notifications');
  return (
    <main className="mx-auto max-w-3xl px-4 py-6 wide:px-6 wide:py-10">
      <h1 className="mb-5 text-2xl font-semibold text-slate-900 wide:text-3xl">{t('title')}</h1>
      <Suspense fallback={<div aria-busy="true" className="h-40 animate-pulse rounded-2xl bg-slate-200/70" />}>
        <NotificationsList />
      </Suspense>
    </main>
  );
}

/** The list alone, for the profile area's notifications section on narrow screens. */
export function NotificationsSection() {
  return (
    <Suspense fallback={<div aria-busy="true" className="h-40 animate-pulse rounded-2xl bg-slate-200/70" />}>
      <NotificationsList />
    </Suspense>
  );
}
