'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { FieldStatusIcon, inputClass } from '@/components/ui/field-status-icon';
import { fieldNoteId, FormField } from '@/components/ui/form-field';
import {
  formatMeasure,
  formatRange,
  isFlagged,
  measures,
  requiredChargeKg,
  type Finding,
  type MeasureKey,
  type MeasureUnit,
  type ModelSpec,
} from '@/contracts/commissioning';
import type { Lang } from '@/contracts/common';
import { unitsOf, type TypedValue } from '../form';
import { FindingNote } from './finding-note';
import { useUnitLabel } from './use-unit-label';

/**
 * One measured value: the number, its unit (where the quantity has several: microns or pascal, bar or MPa), what the
 * model allows, and, once the value is out of range, the flag and the comment it needs.
 */
export function MeasureField({
  measure,
  value,
  finding,
  spec,
  lineLength,
  comment,
  error,
  commentError,
  onChange,
  onComment,
}: {
  measure: MeasureKey;
  value: TypedValue;
  finding: Finding;
  spec: ModelSpec | null;
  lineLength: number | null;
  comment: string;
  error?: string;
  commentError?: string;
  onChange: (value: TypedValue) => void;
  onComment: (text: string) => void;
}) {
  const t = useTranslations('commissioning');
  const lang = useLocale() as Lang;
  const unitLabel = useUnitLabel();
  const id = useId();
  const { quantity } = measures[measure];
  const units = unitsOf(measure);
  const range = formatRange(lang, quantity, finding.range, unitLabel);
  const hint =
    measure === 'chargeAdded' && spec && lineLength !== null && range
      ? t('ui.neededCharge', { needed: formatMeasure(lang, 'mass', requiredChargeKg(spec, lineLength), unitLabel), range })
      : range && t('ui.allowed', { range });
  const label = 'optional' in measures[measure] ? `${t(`measure.${measure}`)} (${t('ui.optional')})` : t(`measure.${measure}`);
  const flagged = isFlagged(finding);
  return (
    <div className="space-y-2">
      <FormField id={id} label={label} error={error} hint={hint ?? undefined}>
        <div className="flex gap-2">
          <div className="relative min-w-0 flex-1">
            <input
              id={id}
              inputMode="decimal"
              autoComplete="off"
              value={value.text}
              aria-invalid={error || flagged ? true : undefined}
              aria-describedby={[fieldNoteId(id, { error, hint: hint ?? undefined }), flagged ? `${id}-flag` : null].filter(Boolean).join(' ') || undefined}
              className={`${inputClass(error)} pr-10`}
              onChange={(event) => onChange({ ...value, text: event.target.value })}
            />
            <FieldStatusIcon error={Boolean(error)} />
          </div>
          {units.length > 1 ? (
            <select
              aria-label={t('ui.unit', { measure: t(`measure.${measure}`) })}
              value={value.unit}
              className={`${inputClass()} w-28 shrink-0`}
              onChange={(event) => onChange({ ...value, unit: event.target.value as MeasureUnit })}
            >
              {units.map((unit) => (
                <option key={unit} value={unit}>
                  {unitLabel(unit)}
                </option>
              ))}
            </select>
          ) : (
            <span className="flex min-w-12 shrink-0 items-center text-slate-600">{unitLabel(value.unit)}</span>
          )}
        </div>
      </FormField>
      {flagged && (
        <>
          <FindingNote id={`${id}-flag`} finding={finding} range={range} />
          <CommentField measure={t(`measure.${measure}`)} comment={comment} commentError={commentError} onComment={onComment} />
        </>
      )}
    </div>
  );
}

/** The comment a flagged value needs. */
export function CommentField({
  measure,
  comment,
  commentError: error,
  onComment,
}: {
  measure: string;
  comment: string;
  commentError?: string;
  onComment: (text: string) => void;
}) {
  const t = useTranslations('commissioning.ui');
  const id = useId();
  return (
    <FormField id={id} label={t('comment', { measure })} error={error} hint={t('commentHint')}>
      <textarea
        id={id}
        rows={2}
        maxLength={500}
        required
        value={comment}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldNoteId(id, { error, hint: t('commentHint') })}
        className={inputClass(error)}
        onChange={(event) => onComment(event.target.value)}
      />
    </FormField>
  );
}
