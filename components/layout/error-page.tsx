import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { pages } from '@/contracts/pages';

/** Error page: an image and a button that goes home. */
export function ErrorPage({ title, text }: { title?: ReactNode; text?: string }) {
  const t = useTranslations('common');
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-6 px-6 py-16 text-center">
      <svg viewBox="0 0 200 140" className="w-56" role="img" aria-label={t('errorImage')}>
        <rect x="20" y="30" width="160" height="60" rx="12" fill="#e2e8f0" />
        <rect x="32" y="72" width="136" height="6" rx="3" fill="#94a3b8" />
        <path d="M60 100c0 12-8 16-8 28M100 100c0 12 8 16 8 28M140 100c0 12-8 16-8 28" stroke="#0b6fc2" strokeWidth="5" strokeLinecap="round" fill="none" />
        <circle cx="150" cy="50" r="8" fill="#f97316" />
        <path d="M146 46l8 8M154 46l-8 8" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <h1 className="text-2xl font-semibold">{title ?? t('errorTitle')}</h1>
      {text && <p className="text-slate-600">{text}</p>}
      <Link href={pages.home()} className="rounded-xl bg-brand-600 px-6 py-3 font-medium text-white hover:bg-brand-700">
        {t('goHome')}
      </Link>
    </main>
  );
}
