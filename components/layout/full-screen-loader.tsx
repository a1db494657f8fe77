import { useTranslations } from 'next-intl';
import { LogoMark } from './logo';

/** The full-screen loader (logo + loading text) shown while a page loads. */
export function FullScreenLoader() {
  const t = useTranslations('common');
  return (
    <div role="status" aria-live="polite" className="fixed inset-0 z-40 flex flex-col items-center justify-center gap-4 bg-white/90">
      <LogoMark className="size-16 animate-pulse" />
      <p className="text-slate-600">{t('loading')}</p>
    </div>
  );
}
