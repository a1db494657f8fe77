import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { apiFailure } from '@/lib/api/errors';

/** The type of the errors this file sets, so that a form tells them from its own validation. */
const SERVER = 'server';

/**
 * Puts a refused call's errors on its form (docs/api.md#validation-422): each field of a 422 that the form has gets
 * its message under that field; anything else (a field the form lacks, such as `signIn` or an expired
 * `regToken`, or a message without fields) goes to `fallback`, by default the form's general error
 * (`root`, shown above the button). Editing a field clears its error; sending the form again clears all.
 */
export function setServerErrors<T extends FieldValues>(form: UseFormReturn<T>, error: unknown, fallback: Path<T> | 'root' = 'root') {
  const failure = apiFailure(error);
  const values = form.getValues();
  const entries = Object.entries(failure.fields);
  const onForm = entries.filter(([field]) => field in values);
  const elsewhere = entries.find(([field]) => !(field in values));
  onForm.forEach(([field, message]) => form.setError(field as Path<T>, { type: SERVER, message }));
  if (onForm.length === 0 || elsewhere) form.setError(fallback, { type: SERVER, message: elsewhere?.[1] ?? failure.message });
}

/** Whether the form holds errors and all of them came from the server (after a refused submit its own rules passed). */
export function onlyServerErrors<T extends FieldValues>(errors: FieldErrors<T>) {
  const all = Object.values(errors);
  return all.length > 0 && all.every((error) => (error as { type?: unknown } | undefined)?.type === SERVER);
}

/** The form's submit handler: runs `action` with the valid values; a refusal lands on the form (`setServerErrors`). */
export function submitHandler<T extends FieldValues>(form: UseFormReturn<T>, action: (values: T) => Promise<unknown>, fallback?: Path<T> | 'root') {
  return form.handleSubmit(async (values) => {
    try {
      await action(values as T);
    } catch (error) {
      setServerErrors(form, error, fallback);
    }
  });
}
