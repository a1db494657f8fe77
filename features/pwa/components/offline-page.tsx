import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { pages } from '@/contracts/pages';

/**
 * What the service worker answers for a page it can neither fetch nor answer from its copies (ADR 0053): rendered
 * once per language at build time and precached. It stands at the address that was asked for, so "try again" is a
 * plain link to that address: the page needs no script of its own, which, never loaded online, would be missing.
 */
export async function OfflinePage() {
  const t = await getTranslations('pwa.offline');
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-6 px-6 py-16 text-center">
      <svg viewBox="0 0 48 48" className="size-16 text-slate-400" aria-hidden>
        <path
          d="M6 18a26 26 0 0 1 36 0M12 25a17 17 0 0 1 24 0M18 32a8 8 0 0 1 12 0"
          stroke="currentColor"
          strokeWidth="3.5"
          fill="none"
          strokeLinecap="round"
        />
        <circle cx="24" cy="38" r="3" fill="currentColor" />
        <path d="M8 8l32 32" stroke="#f97316" strokeWidth="3.5" strokeLinecap="round" />
      </svg>
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <p className="text-slate-600">{t('text')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <a href="" className="rounded-xl bg-brand-600 px-6 py-3 font-medium text-white hover:bg-brand-700">
          {t('retry')}
        </a>
        <Link
          href={pages.installations()}
          prefetch={false}
          className="rounded-xl border border-slate-300 bg-white px-6 py-3 font-medium text-slate-800 hover:bg-slate-50"
        >
          {t('installations')}
        </Link>
      </div>
    </main>
  );
}
