'use client';
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { startOfDay } from 'date-fns';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { useDayPickerLocale } from '@/components/ui/day-picker-locale';
import { inputClass } from '@/components/ui/field-status-icon';
import { fieldNoteId, FormField } from '@/components/ui/form-field';
import { parseShown, shownOf } from '../schedule';

/** Digits typed into `dd.MM.yyyy`: the dots come by themselves. */
const masked = (text: string) => {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('.');
};

type DateFieldProps = {
  label: string;
  /** As shown: `dd.MM.yyyy` (possibly half typed). */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Days before this one are not offered. */
  from: Date;
  disabled?: boolean;
};

/** A day typed as dd.MM.yyyy or picked on a month calendar (DayPicker: arrows move between days, PageUp/PageDown between months). */
export function DateField({ label, value, onChange, error, from, disabled }: DateFieldProps) {
  const t = useTranslations('preventions.dialog');
  const id = useId();
  const locale = useDayPickerLocale();
  const selected = parseShown(value) ?? undefined;
  const hint = t('dateFormat');
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <div className="flex gap-2">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('datePlaceholder')}
          value={value}
          maxLength={10}
          disabled={disabled}
          required
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldNoteId(id, { error, hint })}
          onChange={(event) => onChange(masked(event.target.value))}
          className={inputClass(error)}
        />
        <Popover className="relative">
          <PopoverButton
            disabled={disabled}
            aria-label={t('pickDate')}
            className="flex size-11 items-center justify-center rounded-xl border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:opacity-50"
          >
            <svg aria-hidden width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
              <rect x="3" y="5" width="18" height="16" rx="2" />
              <path d="M3 10h18M8 3v4M16 3v4" />
            </svg>
          </PopoverButton>
          <PopoverPanel
            focus
            anchor="bottom end"
            className="z-[60] rounded-2xl border border-slate-200 bg-white p-3 shadow-xl [--rdp-accent-background-color:var(--color-brand-50)] [--rdp-accent-color:var(--color-brand-600)]"
          >
            {({ close }) => (
              <DayPicker
                mode="single"
                locale={locale}
                weekStartsOn={1}
                selected={selected}
                defaultMonth={selected ?? from}
                disabled={{ before: startOfDay(from) }}
                autoFocus
                onSelect={(day) => {
                  if (day) onChange(shownOf(day));
                  close();
                }}
              />
            )}
          </PopoverPanel>
        </Popover>
      </div>
    </FormField>
  );
}
