'use client';
import { useTranslations } from 'next-intl';
import { useNavigationPending } from '@/lib/navigation/pending';
import { LogoMark } from './logo';

/**
 * The spec's full-screen loader (logo + loading text): it covers the page while a link or a `push` of the app's router
 * loads another page (lib/navigation/pending.ts, ADR 0060).
 */
export function FullScreenLoader() {
  const t = useTranslations('common');
  if (!useNavigationPending()) return null;
  return (
    <div role="status" aria-live="polite" className="fixed inset-0 z-40 flex flex-col items-center justify-center gap-4 bg-white/90">
      <LogoMark className="size-16 animate-pulse" />
      <p className="text-slate-600">{t('loading')}</p>
    </div>
  );
}
