'use client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Dropzone } from '@/components/upload/dropzone';
import { Button } from '@/components/ui/button';
import { CodeForm } from '@/components/ui/code-form';
import { ErrorAlert } from '@/components/ui/error-alert';
import { inputClass } from '@/components/ui/field-status-icon';
import { ListStates } from '@/components/ui/list-states';
import { Modal } from '@/components/ui/modal';
import { availableAfter } from '@/components/ui/resend-button';
import { MAX_PHOTOS, type InstallationCard } from '@/contracts/installations';
import type { PreventionWorkId } from '@/contracts/preventions';
import { apiFailure, failureMessage, lastFailureMessage } from '@/lib/api/errors';
import { displayPhone } from '@/lib/phone';
import { preventionsApi } from '../api/preventions-api';

/** The API allows another code a minute after the last one (the completion codes' rules). */
const RESEND_AFTER_SECONDS = 60;
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

type Checked = Partial<Record<PreventionWorkId, string>>;

/**
 * Performing the planned visit (issue 18): the checklist of works (GET .../preventions/works) with the measured
 * value where a work asks for one, photos through the upload queue (the code is sent only once they are all uploaded), then the client's SMS code in the four
 * boxes, as for completion. The code sends everything; the card comes back COMPLETED with the visit logged.
 * Without the client at hand (or a network), "Save the visit" keeps the works and photos on the visit
 * (docs/decisions/0052); the code confirms the saved visit later, with nothing ticked again.
 */
export function PerformDialog({
  open,
  onClose,
  card,
  reload,
}: {
  open: boolean;
  onClose: () => void;
  card: InstallationCard;
  reload: (card: InstallationCard) => Promise<void>;
}) {
  const t = useTranslations('preventions.perform');
  const locale = useLocale();
  const preventionId = card.prevention!.id;
  const works = useQuery({ queryKey: ['preventions', 'works', locale], queryFn: preventionsApi.works, staleTime: Infinity });
  const [checked, setChecked] = useState<Checked>({});
  const [photos, setPhotos] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [stage, setStage] = useState<'works' | 'code'>('works');
  const [resendAt, setResendAt] = useState<number | null>(null);

  const saved = card.prevention!.report;
  const chosen = (works.data ?? []).filter((work) => checked[work.id] !== undefined);
  const missingValue = chosen.some((work) => work.unit && !Number.isFinite(Number.parseFloat(checked[work.id]!.replace(',', '.'))));
  const ready = chosen.length > 0 && !missingValue;
  // A saved visit is confirmed as it was saved unless works are ticked again.
  const confirmsSaved = saved !== null && chosen.length === 0;
  const doneWorks = () => chosen.map((work) => ({ id: work.id, value: work.unit ? Number.parseFloat(checked[work.id]!.replace(',', '.')) : null }));

  const send = useMutation({
    mutationFn: () => preventionsApi.sendCode(preventionId),
    onSuccess: () => {
      setResendAt(availableAfter(RESEND_AFTER_SECONDS));
      setStage('code');
    },
  });
  const save = useMutation({
    mutationFn: () => preventionsApi.saveReport(preventionId, { works: doneWorks(), photos }),
    onSuccess: async (updated) => {
      await reload(updated);
      onClose();
    },
  });
  const perform = useMutation({
    mutationFn: (code: string) => preventionsApi.perform(preventionId, confirmsSaved ? { photos, code } : { works: doneWorks(), photos, code }),
    onSuccess: async (updated) => {
      await reload(updated);
      onClose();
    },
    onError: (error) => {
      // A refused checklist or photo goes back to the checklist; a wrong code stays under the boxes.
      const failure = apiFailure(error);
      if (failure.status === 422 && !failure.fields.code) setStage('works');
    },
  });
  const worksError = perform.error && stage === 'works' ? failureMessage(perform.error) : undefined;

  const toggle = (id: PreventionWorkId, on: boolean) =>
    setChecked((current) => {
      const next = { ...current };
      if (on) next[id] = '';
      else delete next[id];
      return next;
    });

  return (
    <Modal open={open} onClose={onClose} title={t('title')} size="lg">
      <div hidden={stage !== 'works'} className="space-y-5">
        <fieldset className="space-y-2">
          <legend className="mb-2 font-medium text-slate-900">{t('works')}</legend>
          <ListStates query={works} look="inline" loading={t('worksLoading')} failed={t('worksFailed')} retry={t('retry')}>
            {(data) =>
              data.map((work) => {
                const on = checked[work.id] !== undefined;
                return (
                  <div key={work.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-slate-200 px-3 py-2">
                    <label className="flex min-h-11 flex-1 cursor-pointer items-center gap-3 text-slate-800">
                      <input type="checkbox" className="size-5 accent-brand-600" checked={on} onChange={(event) => toggle(work.id, event.target.checked)} />
                      {work.name}
                    </label>
                    {work.unit && on && (
                      <label className="flex items-center gap-2 text-sm text-slate-700">
                        <span className="sr-only">{t('value', { work: work.name })}</span>
                        <input
                          type="text"
                          inputMode="decimal"
                          required
                          aria-required
                          value={checked[work.id]}
                          onChange={(event) => setChecked((current) => ({ ...current, [work.id]: event.target.value }))}
                          className={`${inputClass()} w-28`}
                        />
                        <span aria-hidden>{work.unit}</span>
                      </label>
                    )}
                  </div>
                );
              })
            }
          </ListStates>
        </fieldset>
        <div className="space-y-2">
          <p className="font-medium text-slate-900">{t('photos')}</p>
          <p className="text-sm text-slate-600">{t('photosHint', { max: MAX_PHOTOS })}</p>
          <Dropzone onChange={setPhotos} accept={PHOTO_TYPES} maxFiles={MAX_PHOTOS} label={t('photos')} onBusyChange={setUploading} />
        </div>
        {saved && (
          <p className="rounded-xl bg-brand-50 p-3 text-sm text-brand-900">{t('savedReport', { count: saved.works.length, photos: saved.photos.length })}</p>
        )}
        <p className="text-slate-700">{t('codeIntro', { name: card.client.fullName, phone: displayPhone(card.client.phone) })}</p>
        {!ready && !confirmsSaved && works.data && <p className="text-sm text-slate-600">{t(chosen.length === 0 ? 'chooseWorks' : 'enterValues')}</p>}
        <ErrorAlert message={worksError ?? failureMessage(send.error) ?? failureMessage(save.error)} />
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" className="flex-1" onClick={onClose}>
            {t('back')}
          </Button>
          <Button variant="secondary" className="flex-1" disabled={!ready || uploading} loading={save.isPending} onClick={() => save.mutate()}>
            {t('saveVisit')}
          </Button>
          <Button className="flex-1" disabled={!(ready || confirmsSaved) || uploading} loading={send.isPending} onClick={() => send.mutate()}>
            {t(confirmsSaved ? 'confirmWithCode' : 'sendCode')}
          </Button>
        </div>
      </div>
      {stage === 'code' && (
        <CodeForm
          texts={{
            sentTo: t('sentTo', { name: card.client.fullName, phone: displayPhone(card.client.phone) }),
            label: t('codeLabel'),
            back: t('back'),
            confirm: t('confirm'),
          }}
          resendAt={resendAt}
          error={lastFailureMessage(send, perform)}
          pending={send.isPending || perform.isPending}
          onCheck={(code) => perform.mutateAsync(code)}
          onResend={() => send.mutate()}
          onBack={() => setStage('works')}
        />
      )}
    </Modal>
  );
}
