'use client';
import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { DialogButtons } from '@/components/ui/dialog-buttons';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { findingKeys, formatRange, isFlagged, measureKeys, type FindingKey } from '@/contracts/commissioning';
import type { CommissioningView, UnitReport } from '@/contracts/commissioning-report';
import type { Lang } from '@/contracts/common';
import { refrigerantIds, type RefrigerantId } from '@/contracts/fgas';
import { apiFailure } from '@/lib/api/errors';
import { commissioningApi } from '../api';
import { bodyOf, findingsOf, formOf, groups, siValuesOf, type ReportForm } from '../form';
import { FindingNote } from './finding-note';
import { CommentField, MeasureField } from './measure-field';
import { useUnitLabel } from './use-unit-label';

/** The fields the form shows an error under; an error of any other is said above the buttons. */
const shownFields = new Set<string>([...measureKeys, 'refrigerant', ...findingKeys.map((key) => `comments.${key}`)]);
/** A failure the fields do not say: a conflict, or an error of a field the form does not show. */
const unshown = (fields: Record<string, string>) => Object.keys(fields).length === 0 || Object.keys(fields).some((field) => !shownFields.has(field));

/**
 * One outdoor unit's measured values, grouped as they are measured. Each value is judged against the model as it is
 * typed; a flagged one asks for its comment. The API judges again and answers 422 per field.
 */
export function ReportDialog({
  job,
  userId,
  unit,
  onClose,
  onSaved,
}: {
  /** The job and the version of it the values are entered on (If-Match when they are sent later). */
  job: { id: number; version?: string };
  userId: number;
  unit: UnitReport;
  onClose: () => void;
  /** The report as saved, or null when it was kept on this device to send later. */
  onSaved: (view: CommissioningView | null) => void;
}) {
  const t = useTranslations('commissioning');
  const lang = useLocale() as Lang;
  const unitLabel = useUnitLabel();
  const [form, setForm] = useState<ReportForm>(() => formOf(unit, lang));
  const findings = findingsOf(form, unit.spec);
  const save = useMutation({
    mutationFn: async () => {
      const result = await commissioningApi.save(userId, job, unit.serial, bodyOf(form, findings), lang);
      return result.queued ? null : result.data;
    },
    onSuccess: onSaved,
    // Without a network the values are kept on this device (react-query would pause the mutation instead).
    networkMode: 'always',
  });
  const failure = save.error ? apiFailure(save.error) : null;
  const error = (field: string) => failure?.fields[field];
  const comment = (key: FindingKey) => ({
    comment: form.comments[key] ?? '',
    commentError: error(`comments.${key}`),
    onComment: (text: string) => setForm((f) => ({ ...f, comments: { ...f.comments, [key]: text } })),
  });
  const { lineLength } = siValuesOf(form);

  return (
    <Modal open onClose={onClose} title={t('ui.dialogTitle', { serial: unit.serial })} size="lg">
      <form
        noValidate
        className="space-y-6"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        {groups.map((group) => (
          <fieldset key={group.key} className="space-y-4">
            <legend className="mb-2 text-base font-semibold text-slate-900">{t(`group.${group.key}`)}</legend>
            {group.key === 'charge' && (
              <div className="space-y-2">
                <SelectField
                  label={t('measure.refrigerant')}
                  value={form.refrigerant}
                  error={error('refrigerant')}
                  options={refrigerantIds.map((id) => ({ value: id, name: id }))}
                  onChange={(event) => setForm((f) => ({ ...f, refrigerant: event.target.value as RefrigerantId }))}
                />
                {isFlagged(findings.refrigerant) && (
                  <>
                    <FindingNote finding={findings.refrigerant} range={unit.spec?.refrigerant ?? null} />
                    <CommentField measure={t('measure.refrigerant')} {...comment('refrigerant')} />
                  </>
                )}
              </div>
            )}
            <div className="grid gap-4 wide:grid-cols-2">
              {group.measures.map((key) => (
                <MeasureField
                  key={key}
                  measure={key}
                  value={form.values[key]}
                  finding={findings[key]}
                  spec={unit.spec}
                  lineLength={lineLength}
                  error={error(key)}
                  {...comment(key)}
                  onChange={(value) => setForm((f) => ({ ...f, values: { ...f.values, [key]: value } }))}
                />
              ))}
            </div>
            {group.key === 'water' && isFlagged(findings.temperatureSplit) && (
              <div className="space-y-2">
                <FindingNote
                  finding={findings.temperatureSplit}
                  range={`${t('measure.temperatureSplit')}: ${formatRange(lang, 'temperatureDifference', findings.temperatureSplit.range, unitLabel)}`}
                />
                <CommentField measure={t('measure.temperatureSplit')} {...comment('temperatureSplit')} />
              </div>
            )}
          </fieldset>
        ))}
        <ErrorAlert message={failure && unshown(failure.fields) ? failure.message : undefined} />
        <DialogButtons cancel={t('ui.cancel')} onCancel={onClose} submit={t('ui.save')} pending={save.isPending} />
      </form>
    </Modal>
  );
}
