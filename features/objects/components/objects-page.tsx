'use client';
import { useTranslations } from 'next-intl';
import { ObjectsList } from './objects-list';

/** /objects (wide screens): the designer's building objects. */
export function ObjectsPage() {
  const t = useTranslations('objects');
  return (
    <main className="mx-auto max-w-5xl px-4 py-6 wide:px-6 wide:py-10">
      <h1 className="mb-5 text-2xl font-semibold text-slate-900 wide:text-3xl">{t('title')}</h1>
      <ObjectsList />
    </main>
  );
}
