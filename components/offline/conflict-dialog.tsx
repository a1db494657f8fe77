'use client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Modal } from '@/components/ui/modal';
import { failureMessage } from '@/lib/api/errors';
import { discard, keepMine } from '@/lib/offline/outbox';
import type { OutboxEntry } from '@/lib/offline/outbox-db';
import { mineOf, theirsOf } from '@/lib/offline/versions';
import { VersionViewList } from './version-view';

/**
 * A change made on this device met a newer version of the job (412): both are shown side by side and the user
 * chooses; nothing is dropped until they do (ADR 0055).
 */
export function ConflictDialog({ entry, onClose }: { entry: OutboxEntry; onClose: () => void }) {
  const t = useTranslations('shell.offline');
  const format = useFormatter();
  const theirs = useQuery({ queryKey: ['outbox-theirs', entry.key], queryFn: () => theirsOf(entry), gcTime: 0 });
  const choose = useMutation({
    mutationFn: async (keep: 'mine' | 'theirs') => (keep === 'mine' ? keepMine(entry, theirs.data?.version) : discard(entry.seq!)),
    onSuccess: onClose,
  });
  return (
    <Modal open onClose={onClose} title={t('conflictTitle', { kind: t(`kinds.${entry.kind}`) })} size="lg">
      <p className="text-slate-700">{t('conflictText')}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <section aria-labelledby={`${entry.key}-mine`} className="rounded-xl border border-brand-200 bg-brand-50 p-3">
          <h3 id={`${entry.key}-mine`} className="mb-2 font-medium">
            {t('mine', { time: format.dateTime(entry.createdAt, { dateStyle: 'short', timeStyle: 'short' }) })}
          </h3>
          <VersionViewList view={mineOf(entry)} names={theirs.data?.view.names} />
        </section>
        <section aria-labelledby={`${entry.key}-theirs`} aria-busy={theirs.isPending} className="rounded-xl border border-slate-200 p-3">
          <h3 id={`${entry.key}-theirs`} className="mb-2 font-medium">
            {t('theirs')}
          </h3>
          {theirs.data ? (
            <VersionViewList view={theirs.data.view} />
          ) : (
            <p role={theirs.isError ? 'alert' : 'status'} className="text-sm text-slate-600">
              {theirs.isError ? failureMessage(theirs.error) : t('loading')}
            </p>
          )}
        </section>
      </div>
      <div className="mt-4">
        <ErrorAlert message={failureMessage(choose.error)} />
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row">
        <Button variant="secondary" className="flex-1" loading={choose.isPending && choose.variables === 'theirs'} onClick={() => choose.mutate('theirs')}>
          {t('keepTheirs')}
        </Button>
        <Button className="flex-1" disabled={!theirs.data} loading={choose.isPending && choose.variables === 'mine'} onClick={() => choose.mutate('mine')}>
          {t('keepMine')}
        </Button>
      </div>
    </Modal>
  );
}
