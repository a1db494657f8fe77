'use client';
import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useLayoutEffect, useMemo, useRef, useState, type Ref } from 'react';
import {
  countryOptions,
  filterCountries,
  formatNational,
  nationalDigits,
  parseInternational,
  PHONE_TEXT_MAX,
  type CountryOption,
  type PhoneField,
} from '@/lib/phone';
import { FieldStatusIcon, inputClass } from './field-status-icon';
import { fieldNoteId, FormField } from './form-field';

type PhoneInputProps = {
  label: string;
  value: PhoneField;
  onChange: (value: PhoneField) => void;
  onBlur?: () => void;
  error?: string;
  valid?: boolean;
  name?: string;
  id?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  ref?: Ref<HTMLInputElement>;
};

const countryLabel = (option: CountryOption | null) => (option ? `${option.flag} ${option.dialCode}` : '');

/** The caret position right after the n-th digit of a grouped text. */
function caretAfterDigits(text: string, digits: number) {
  if (digits === 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) if (/\d/.test(text[i]) && ++seen === digits) return i + 1;
  return text.length;
}

/**
 * Phone input (lib/phone.ts): a searchable country picker (every country and territory,
 * named in the UI language, Ukraine, Poland and Germany on top, Ukraine by default) and the national
 * number, regrouped as it is typed. The form validates it with `phoneFieldSchema` and sends `phoneValue`.
 */
export function PhoneInput({ label, value, onChange, onBlur, error, valid, name, id, disabled, autoFocus, ref }: PhoneInputProps) {
  const t = useTranslations('ui.phone');
  const locale = useLocale();
  const options = useMemo(() => countryOptions(locale), [locale]);
  const [query, setQuery] = useState('');
  const filtered = useMemo(() => filterCountries(options, query), [options, query]);
  const selected = options.find((o) => o.countryCode === value.country) ?? options[0];
  const generated = useId();
  const inputId = id ?? generated;
  const input = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    if (caret.current !== null && input.current && document.activeElement === input.current) input.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const setRefs = (node: HTMLInputElement | null) => {
    input.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  const pickCountry = (option: CountryOption | null) => {
    if (!option) return;
    onChange({ country: option.countryCode, text: formatNational(value.text, option.countryCode) });
    requestAnimationFrame(() => input.current?.focus());
  };

  const typeNumber = (raw: string, caretAt: number) => {
    const international = parseInternational(raw);
    if (international) {
      caret.current = international.text.length;
      return onChange(international);
    }
    const text = formatNational(raw, value.country);
    if (text !== raw) caret.current = caretAfterDigits(text, nationalDigits(raw.slice(0, caretAt)).length);
    onChange({ country: value.country, text });
  };

  return (
    <FormField id={inputId} label={label} error={error}>
      <div className="flex gap-2">
        <Combobox value={selected} by="countryCode" onChange={pickCountry} onClose={() => setQuery('')} disabled={disabled}>
          <div className="relative w-32 shrink-0">
            <ComboboxInput
              aria-label={t('country')}
              className={`${inputClass()} pr-8`}
              displayValue={countryLabel}
              // Typing after the shown country (not selected first) searches for what was typed.
              onChange={(event) => setQuery(event.target.value.replace(countryLabel(selected), ''))}
              onFocus={(event) => event.currentTarget.select()}
              onClick={(event) => event.currentTarget.select()}
              autoComplete="off"
              maxLength={60}
            />
            <ComboboxButton aria-label={t('chooseCountry')} className="absolute inset-y-0 right-0 flex items-center px-2 text-slate-500">
              <svg aria-hidden width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M6 9l6 6 6-6" />
              </svg>
            </ComboboxButton>
          </div>
          <ComboboxOptions
            anchor={{ to: 'bottom start', gap: 4 }}
            className="z-[60] max-h-72 w-80 max-w-[calc(100vw-2rem)] overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
          >
            {filtered.map((option) => (
              <ComboboxOption
                key={option.countryCode}
                value={option}
                className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm data-focus:bg-brand-50 data-selected:font-semibold"
              >
                <span aria-hidden className="text-lg">
                  {option.flag}
                </span>
                <span className="flex-1">{option.name}</span>
                <span className="text-slate-500">{option.dialCode}</span>
              </ComboboxOption>
            ))}
            {filtered.length === 0 && <div className="px-3 py-2 text-sm text-slate-500">{t('noCountries', { query })}</div>}
          </ComboboxOptions>
        </Combobox>
        <div className="relative min-w-0 flex-1">
          <input
            ref={setRefs}
            id={inputId}
            name={name}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={PHONE_TEXT_MAX}
            value={value.text}
            onChange={(event) => typeNumber(event.target.value, event.target.selectionStart ?? event.target.value.length)}
            onBlur={onBlur}
            disabled={disabled}
            autoFocus={autoFocus}
            aria-invalid={error ? true : undefined}
            aria-describedby={fieldNoteId(inputId, { error })}
            className={`${inputClass(error)} pr-10`}
          />
          <FieldStatusIcon error={Boolean(error)} valid={valid} />
        </div>
      </div>
    </FormField>
  );
}
