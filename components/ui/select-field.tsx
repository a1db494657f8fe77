'use client';
import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { FieldStatusIcon, inputClass } from '@/components/ui/field-status-icon';
import { fieldNoteId, FormField } from '@/components/ui/form-field';

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: { value: string | number; name: string }[];
  /** The text of the empty choice shown until one is made. */
  placeholder?: string;
  error?: string;
  valid?: boolean;
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled native select with its error under it (the wizard's option lists). */
export function SelectField({ label, options, placeholder, error, valid, hint, className, ref, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      <div className="relative">
        <select
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldNoteId(id, { error, hint })}
          className={`${inputClass(error)} pr-10`}
          {...select}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.name}
            </option>
          ))}
        </select>
        <FieldStatusIcon error={Boolean(error)} valid={valid} />
      </div>
    </FormField>
  );
}
