'use client';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import type { FieldStatus } from '@/lib/forms/use-field-status';
import type { PhoneField } from '@/lib/phone';
import { PhoneInput } from './phone-input';

type PhoneFormFieldProps<T extends FieldValues> = Partial<FieldStatus> & {
  control: Control<T>;
  /** A field holding a `PhoneField` (validated with `phoneFieldSchema`, sent as `phoneValue`). */
  name: FieldPathByValue<T, PhoneField>;
  label: string;
  autoFocus?: boolean;
};

/** The phone input bound to a react-hook-form field; pass the field's status: `{...status('phone')}`. */
export function PhoneFormField<T extends FieldValues>({ control, name, label, autoFocus, error, valid }: PhoneFormFieldProps<T>) {
  const { field } = useController({ control, name });
  return <PhoneInput {...field} label={label} autoFocus={autoFocus} error={error} valid={valid} />;
}
