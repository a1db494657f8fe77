'use client';
import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslations } from 'next-intl';
import { FieldStatusIcon, inputClass } from './field-status-icon';
import { fieldNoteId, FormField } from './form-field';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  error?: string;
  /** Shows the success icon (spec: every input but passwords shows its validity). */
  valid?: boolean;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input with its error text (announced) and a validity icon. */
export function TextField({ label, error, valid, hint, className, id, ref, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FormField id={inputId} label={label} error={error} hint={hint} className={className}>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldNoteId(inputId, { error, hint })}
          className={`${inputClass(error)} pr-10`}
          {...input}
        />
        <FieldStatusIcon error={Boolean(error)} valid={valid} />
      </div>
    </FormField>
  );
}

/** A password input: no validity icon, with a show/hide toggle. */
export function PasswordField({ label, error, hint, className, id, ref, ...input }: Omit<TextFieldProps, 'valid' | 'type'>) {
  const t = useTranslations('ui');
  const generated = useId();
  const inputId = id ?? generated;
  const [visible, setVisible] = useState(false);
  return (
    <FormField id={inputId} label={label} error={error} hint={hint} className={className}>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldNoteId(inputId, { error, hint })}
          className={`${inputClass(error)} pr-12`}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={visible ? t('hidePassword') : t('showPassword')}
          className="absolute right-1 top-1/2 -translate-y-1/2 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          <svg aria-hidden width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
            <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
            <circle cx="12" cy="12" r="3" />
            {visible && <path d="M4 4l16 16" />}
          </svg>
        </button>
      </div>
    </FormField>
  );
}
