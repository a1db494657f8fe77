'use client';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { discard } from '@/lib/offline/outbox';
import type { OutboxEntry } from '@/lib/offline/outbox-db';
import { useOutbox, useSyncedChanges } from '@/lib/offline/use-outbox';
import { ConflictDialog } from './conflict-dialog';

const MARK = {
  waiting: 'bg-amber-100 text-amber-900',
  conflict: 'bg-red-100 text-red-900',
  refused: 'bg-red-100 text-red-900',
} as const;

/**
 * On a job's card: the changes made on this device that the API does not have yet, each with its mark (waiting to
 * sync, needs a choice, refused and why) and what can be done with it. The card reads itself again as each arrives.
 */
export function PendingChanges({ userId, installationId, onSynced }: { userId: number | undefined; installationId: number; onSynced: () => void }) {
  const t = useTranslations('shell.offline');
  const format = useFormatter();
  const entries = useOutbox(userId, installationId);
  useSyncedChanges(installationId, onSynced);
  const [comparing, setComparing] = useState<OutboxEntry | null>(null);
  const [dropping, setDropping] = useState<OutboxEntry | null>(null);
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={`pending-${installationId}`} className="rounded-2xl border border-amber-200 bg-amber-50/60 p-4">
      <h2 id={`pending-${installationId}`} className="font-medium text-slate-900">
        {t('pendingTitle', { count: entries.length })}
      </h2>
      <ul className="mt-2 divide-y divide-amber-200">
        {entries.map((entry) => (
          <li key={entry.key} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
            <span className="font-medium">{t(`kinds.${entry.kind}`)}</span>
            <span className="text-sm text-slate-600">{format.dateTime(entry.createdAt, { dateStyle: 'short', timeStyle: 'short' })}</span>
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${MARK[entry.state]}`}>{t(`states.${entry.state}`)}</span>
            {entry.failure && <span className="w-full text-sm text-red-800">{entry.failure.message}</span>}
            <span className="ml-auto flex gap-2">
              {entry.state === 'conflict' && <Button onClick={() => setComparing(entry)}>{t('compare')}</Button>}
              <Button variant="secondary" onClick={() => setDropping(entry)}>
                {t('discard')}
              </Button>
            </span>
          </li>
        ))}
      </ul>
      {comparing && <ConflictDialog entry={comparing} onClose={() => setComparing(null)} />}
      {dropping && (
        <ConfirmDialog
          open
          onClose={() => setDropping(null)}
          title={t('discardTitle')}
          text={t('discardText', { kind: t(`kinds.${dropping.kind}`) })}
          confirm={t('discard')}
          onConfirm={() => discard(dropping.seq!)}
        />
      )}
    </section>
  );
}
