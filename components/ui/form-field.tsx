import type { ReactNode } from 'react';

type Notes = { error?: string; hint?: ReactNode };

/** The id of what describes the control of field `id`: its error, otherwise its hint (for `aria-describedby`). */
export const fieldNoteId = (id: string, { error, hint }: Notes) => (error ? `${id}-error` : hint ? `${id}-hint` : undefined);

type FormFieldProps = Notes & {
  /** The id of the control inside, which the label names. */
  id: string;
  label: ReactNode;
  className?: string;
  children: ReactNode;
};

/**
 * A form field's frame (docs/api.md#validation-422): the label, the control, and under it the error or, while
 * there is none, the hint. The control takes `aria-describedby={fieldNoteId(id, {error, hint})}` so
 * that screen readers announce the note. Every input sits in one: text, password, phone, and the
 * wizard's barcode, date, time and select.
 */
export function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
  const note = fieldNoteId(id, { error, hint });
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {(error || hint) && (
        <p id={note} className={`mt-1 text-sm ${error ? 'text-red-600' : 'text-slate-500'}`}>
          {error || hint}
        </p>
      )}
    </div>
  );
}
