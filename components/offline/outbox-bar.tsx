'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { pages } from '@/contracts/pages';
import { Link } from '@/i18n/navigation';
import { replay } from '@/lib/offline/replay';
import { useOnline } from '@/lib/offline/use-online';
import { useOutbox, useOutboxSync } from '@/lib/offline/use-outbox';
import { useSessionStore } from '@/lib/session/session-store';

/**
 * The field app's outbox on every page (ADR 0055): sends the signed-in user's waiting changes and, while some wait,
 * says so in a bar above the bottom navigation (and whether there is a network), with the jobs they belong to.
 */
export function OutboxBar() {
  const t = useTranslations('shell.offline');
  const userId = useSessionStore((s) => (s.status === 'ready' ? s.user?.id : undefined));
  useOutboxSync(
    userId,
    useSessionStore((s) => s.accessToken !== null),
  );
  const entries = useOutbox(userId);
  const online = useOnline();
  const [open, setOpen] = useState(false);
  // No network and nothing waiting: the header's offline mark says it (components/layout/offline-status.tsx).
  if (entries.length === 0) return null;

  const choices = entries.filter((entry) => entry.state !== 'waiting').length;
  const jobs = [...new Set(entries.map((entry) => entry.installationId))];
  return (
    <div role="status" className="fixed inset-x-0 bottom-16 z-30 px-3 wide:bottom-4">
      <div className="mx-auto flex max-w-3xl flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl bg-slate-900 px-4 py-2 text-sm text-white shadow-lg">
        {!online && <span className="font-medium">{t('noNetwork')}</span>}
        {entries.length > 0 && <span>{t('waiting', { count: entries.length })}</span>}
        {choices > 0 && <span className="font-medium text-amber-300">{t('choices', { count: choices })}</span>}
        {entries.length > 0 && (
          <button type="button" className="ml-auto min-h-11 rounded-lg px-2 font-medium underline" onClick={() => setOpen(true)}>
            {t('show')}
          </button>
        )}
      </div>
      {open && userId !== undefined && (
        <Modal open onClose={() => setOpen(false)} title={t('title')}>
          <p className="text-slate-700">{online ? t('explainOnline') : t('explainOffline')}</p>
          <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
            {jobs.map((id) => {
              const ofJob = entries.filter((entry) => entry.installationId === id);
              const toChoose = ofJob.filter((entry) => entry.state !== 'waiting').length;
              return (
                <li key={id} className="flex flex-wrap items-center gap-x-3 px-3 py-2">
                  <Link
                    href={pages.installation(id)}
                    className="min-h-11 content-center font-medium text-brand-700 hover:underline"
                    onClick={() => setOpen(false)}
                  >
                    {t('job', { id })}
                  </Link>
                  <span className="text-sm text-slate-600">
                    {t('waiting', { count: ofJob.length })}
                    {toChoose > 0 && ` · ${t('choices', { count: toChoose })}`}
                  </span>
                </li>
              );
            })}
          </ul>
          <Button className="mt-4 w-full" disabled={!online} onClick={() => void replay(userId)}>
            {t('sendNow')}
          </Button>
        </Modal>
      )}
    </div>
  );
}
