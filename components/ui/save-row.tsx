'use client';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { generalError, submitDisabled } from '@/lib/forms/use-field-status';
import { Button } from './button';
import { ErrorAlert } from './error-alert';

type SaveRowProps<T extends FieldValues> = {
  form: UseFormReturn<T>;
  /** The texts of the button and of the status once saved (the edit form's own `save` and `saved`). */
  label: string;
  savedText: string;
  saved: boolean;
  pending: boolean;
};

/**
 * The end of an edit form (the company, the profile, a certification type): the form's general error, the submit
 * button (enabled once something was edited and the form is valid) and the announced "saved" beside it.
 */
export function SaveRow<T extends FieldValues>({ form, label, savedText, saved, pending }: SaveRowProps<T>) {
  return (
    <>
      <ErrorAlert message={generalError(form)} />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={submitDisabled(form, pending) || !form.formState.isDirty} loading={pending}>
          {label}
        </Button>
        <p role="status" className="text-sm text-emerald-700">
          {saved ? savedText : ''}
        </p>
      </div>
    </>
  );
}
