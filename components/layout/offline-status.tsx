'use client';
import { useTranslations } from 'next-intl';
import { useOnline } from '@/lib/offline/use-online';

/**
 * The header's mark while the browser has no network: the pages show the copies the service worker kept (ADR 0053).
 * The live region is always there, so that the change is announced; it holds text only while offline. Marks of
 * changes waiting to be sent belong beside it.
 */
export function OfflineStatus({ className = '' }: { className?: string }) {
  const t = useTranslations('shell');
  const online = useOnline();
  return (
    <div role="status" className={online ? 'sr-only' : className}>
      {!online && (
        <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-xs font-medium text-amber-900">
          <span className="size-2 rounded-full bg-amber-500" aria-hidden />
          {t('offline.mark')}
        </span>
      )}
    </div>
  );
}
