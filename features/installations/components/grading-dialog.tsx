'use client';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { inputClass } from '@/components/ui/field-status-icon';
import { Modal } from '@/components/ui/modal';
import { failureMessage } from '@/lib/api/errors';
import { installationsApi } from '../api/installations-api';
import { useRefreshCard } from '../hooks/use-refresh-card';
import { StarRating } from './star-rating';

const MAX_COMMENT = 1000;

function Comment({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm text-slate-700">
        {label}
      </label>
      <textarea id={id} rows={2} maxLength={MAX_COMMENT} value={value} onChange={(event) => onChange(event.target.value)} className={inputClass()} />
    </div>
  );
}

/**
 * Installation completion / grades (docs/domain.md#completion): the client rates the work and the
 * communication, one to five stars each (both required), with optional comments; sending posts
 * /confirm and the card is read again. Opened from the card, or anywhere when the realtime event
 * `installation_needs_confirmation` names this user (a modal of the registry: `installationGrading`).
 */
export function GradingDialog({ open, onClose, installationId }: { open: boolean; onClose: () => void; installationId?: unknown }) {
  const t = useTranslations('installations.grading');
  const id = Number(installationId);
  const refresh = useRefreshCard();
  const [work, setWork] = useState<number | null>(null);
  const [communication, setCommunication] = useState<number | null>(null);
  const [workComment, setWorkComment] = useState('');
  const [communicationComment, setCommunicationComment] = useState('');
  const confirm = useMutation({
    mutationFn: () =>
      installationsApi.confirm(id, {
        work: { rating: work!, comment: workComment.trim() || null },
        communication: { rating: communication!, comment: communicationComment.trim() || null },
      }),
    onSuccess: async () => {
      await refresh(id);
      onClose();
    },
  });
  const complete = work !== null && communication !== null;

  return (
    <Modal open={open} onClose={onClose} title={t('title', { id })}>
      <form
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (complete) confirm.mutate();
        }}
      >
        <p className="text-slate-700">{t('intro')}</p>
        <div className="space-y-2">
          <StarRating legend={t('work')} value={work} onChange={setWork} disabled={confirm.isPending} />
          <Comment label={t('workComment')} value={workComment} onChange={setWorkComment} />
        </div>
        <div className="space-y-2">
          <StarRating legend={t('communication')} value={communication} onChange={setCommunication} disabled={confirm.isPending} />
          <Comment label={t('communicationComment')} value={communicationComment} onChange={setCommunicationComment} />
        </div>
        {!complete && <p className="text-sm text-slate-600">{t('bothRequired')}</p>}
        <ErrorAlert message={failureMessage(confirm.error)} />
        <div className="flex gap-3">
          <Button variant="secondary" className="flex-1" onClick={onClose}>
            {t('later')}
          </Button>
          <Button type="submit" className="flex-1" disabled={!complete} loading={confirm.isPending}>
            {t('send')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
