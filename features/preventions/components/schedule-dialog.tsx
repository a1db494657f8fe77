'use client';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { inputClass } from '@/components/ui/field-status-icon';
import { fieldNoteId, FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { apiFailure } from '@/lib/api/errors';
import { DateField } from './date-field';
import { canSubmit, DEFAULT_TIME, scheduleErrors, type Schedule } from '../schedule';

/** Half-hour suggestions for the time, from the 09:00 start (contracts/preventions.ts) to the evening. */
const TIME_SLOTS = Array.from({ length: 23 }, (_, i) => `${String(9 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);

/** Digits typed into `HH:mm`: the colon comes by itself. */
const maskedTime = (text: string) => {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
};

type ScheduleDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The planned visit (dd.MM.yyyy shown): the dialog postpones it; without one it plans a new visit. */
  planned?: Schedule | null;
  /** Sends the schedule (and, for a postponement, why); resolves when saved (the caller reloads the card), rejects with the API's refusal. */
  onSubmit: (schedule: Schedule, reason: string) => Promise<unknown>;
  /** Today, compared by day (tests fix it; the app passes none). */
  today?: Date;
};

/**
 * The prevention (postponement) modal: date (dd.MM.yyyy), time (HH:mm, 09:00 to
 * start) and an optional comment. Done waits while the date or time is empty, the date lies before today
 * or a request is pending. With a planned visit the fields start as planned, a save that changes
 * nothing only closes, and a new date or time asks why the visit moves (the contract's `reason`): the
 * required reason field appears right under the time as soon as the date or time changes. While Done
 * waits, a note above the buttons (a polite live region, and Done's description) says what it waits for.
 */
export function ScheduleDialog({ open, onClose, planned, onSubmit, today = new Date() }: ScheduleDialogProps) {
  const t = useTranslations('preventions.dialog');
  const tv = useTranslations('preventions.validation');
  const timeId = useId();
  const commentId = useId();
  const reasonId = useId();
  const waitingId = useId();
  const [reason, setReason] = useState('');
  const slotsId = useId();
  const [values, setValues] = useState<Schedule>(planned ?? { date: '', time: DEFAULT_TIME, comment: '' });
  const set = (field: keyof Schedule) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const save = useMutation({ mutationFn: (schedule: Schedule) => onSubmit(schedule, reason.trim()), onSuccess: onClose });

  const errors = scheduleErrors(values, today);
  // The API asks why a planned visit moves (a new date or time); a changed comment alone needs no reason.
  const moved = Boolean(planned && (values.date !== planned.date || values.time !== planned.time));
  const ready = canSubmit(values, today) && (!moved || reason.trim() !== '');
  const waitsFor = ready ? null : !values.date || !values.time ? 'needSchedule' : !canSubmit(values, today) ? 'fixSchedule' : 'needReason';
  const failure = save.error ? apiFailure(save.error) : null;
  const dateError = errors.date ? tv(errors.date) : failure?.fields.plannedDate;
  const timeError = errors.time ? tv(errors.time) : failure?.fields.plannedTime;
  const commentError = failure?.fields.comment;
  const reasonError = failure?.fields.reason;
  const shownUnder = ['plannedDate', 'plannedTime', 'comment', 'reason'];
  const general = failure && !shownUnder.some((field) => failure.fields[field]) ? failure.message : undefined;

  const submit = () => {
    if (!ready || save.isPending) return;
    const schedule = { ...values, comment: values.comment.trim() };
    const unchanged = planned && schedule.date === planned.date && schedule.time === planned.time && schedule.comment === planned.comment.trim();
    if (unchanged) return onClose();
    save.mutate(schedule);
  };

  return (
    <Modal open={open} onClose={onClose} title={planned ? t('postponeTitle') : t('title')}>
      <form
        noValidate
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {planned && <p className="text-sm text-slate-600">{t('postponeHint')}</p>}
        <DateField label={t('date')} value={values.date} onChange={set('date')} error={dateError} from={today} disabled={save.isPending} />
        <FormField id={timeId} label={t('time')} error={timeError} hint={t('timeFormat')}>
          <input
            id={timeId}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            list={slotsId}
            placeholder={t('timePlaceholder')}
            value={values.time}
            maxLength={5}
            required
            aria-required
            disabled={save.isPending}
            aria-invalid={timeError ? true : undefined}
            aria-describedby={fieldNoteId(timeId, { error: timeError, hint: t('timeFormat') })}
            onChange={(event) => set('time')(maskedTime(event.target.value))}
            className={inputClass(timeError)}
          />
          <datalist id={slotsId}>
            {TIME_SLOTS.map((slot) => (
              <option key={slot} value={slot} />
            ))}
          </datalist>
        </FormField>
        {moved && (
          <FormField id={reasonId} label={t('reason')} error={reasonError} hint={t('reasonHint')}>
            <textarea
              id={reasonId}
              rows={2}
              maxLength={1000}
              value={reason}
              required
              aria-required
              disabled={save.isPending}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={fieldNoteId(reasonId, { error: reasonError, hint: t('reasonHint') })}
              onChange={(event) => setReason(event.target.value)}
              className={inputClass(reasonError)}
            />
          </FormField>
        )}
        <FormField id={commentId} label={t('comment')} error={commentError}>
          <textarea
            id={commentId}
            rows={3}
            maxLength={1000}
            value={values.comment}
            disabled={save.isPending}
            aria-invalid={commentError ? true : undefined}
            aria-describedby={fieldNoteId(commentId, { error: commentError })}
            onChange={(event) => set('comment')(event.target.value)}
            className={inputClass(commentError)}
          />
        </FormField>
        <ErrorAlert message={general} />
        <div className="space-y-2">
          {/* Always mounted, so that screen readers hear the note change (the reason asked once the date moves). */}
          <p id={waitingId} role="status" className="text-sm text-slate-600">
            {waitsFor ? t(waitsFor) : null}
          </p>
          <div className="flex gap-3">
            <Button variant="secondary" className="flex-1" onClick={onClose}>
              {t('back')}
            </Button>
            <Button type="submit" className="flex-1" disabled={!ready} loading={save.isPending} aria-describedby={waitsFor ? waitingId : undefined}>
              {t('done')}
            </Button>
          </div>
        </div>
      </form>
    </Modal>
  );
}
