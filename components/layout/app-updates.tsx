'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { buildId } from '@/lib/env';
import { RELOAD_GUARD_TTL_MS, VERSION_CHECK_INTERVAL_MS } from '@/lib/constants';

const GUARD_KEY = 'portal:chunk-reload-at';

/**
 * A failed chunk load means a new version replaced the old files: reload once (guard TTL 10 s). Not without a network:
 * there the chunk is simply out of reach, and a reload would swap the page, and what is typed in it, for the browser's
 * error page.
 */
export function reloadAfterChunkError(now = Date.now(), storage: Storage = sessionStorage, reload = () => location.reload(), online = navigator.onLine) {
  if (!online) return false;
  const last = Number(storage.getItem(GUARD_KEY) ?? 0);
  if (now - last < RELOAD_GUARD_TTL_MS) return false;
  storage.setItem(GUARD_KEY, String(now));
  reload();
  return true;
}

const isChunkError = (reason: unknown) => {
  const text = reason instanceof Error ? `${reason.name} ${reason.message}` : String(reason ?? '');
  return /ChunkLoadError|Loading chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed/i.test(text);
};

/** Checks for a new application version every hour and offers a reload (VERSION_CHECK_INTERVAL_MS, lib/constants.ts). */
export function AppUpdates() {
  const t = useTranslations('common');
  const [outdated, setOutdated] = useState(false);

  useEffect(() => {
    const check = async () => {
      try {
        const res = await fetch('/version', { cache: 'no-store' });
        const { buildId: current } = (await res.json()) as { buildId: string };
        if (current && current !== buildId) setOutdated(true);
      } catch {
        /* offline: try again next hour */
      }
    };
    const timer = setInterval(check, VERSION_CHECK_INTERVAL_MS);
    const onError = (event: ErrorEvent) => isChunkError(event.error ?? event.message) && reloadAfterChunkError();
    const onRejection = (event: PromiseRejectionEvent) => isChunkError(event.reason) && reloadAfterChunkError();
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      clearInterval(timer);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  if (!outdated) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-24 z-40 mx-auto flex max-w-md items-center gap-3 rounded-2xl bg-slate-900 p-4 text-white shadow-lg wide:bottom-6"
    >
      <span className="flex-1 text-sm">{t('newVersion')}</span>
      <button type="button" className="rounded-lg bg-white px-3 py-1.5 text-sm font-medium text-slate-900" onClick={() => location.reload()}>
        {t('reload')}
      </button>
    </div>
  );
}
