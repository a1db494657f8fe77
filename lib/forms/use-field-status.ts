'use client';
import { useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { onlyServerErrors } from './server-errors';
import { useValidationText } from './use-validation-text';

export type FieldStatus = { error?: string; valid: boolean };

/**
 * Field state of a react-hook-form form for the inputs: the translated error (the
 * form's zod rules, or the server's 422 message put there by `setServerErrors`) once the field was
 * touched, edited or submitted; `valid` drives the success icon. Editing any field clears the form's
 * general server error (e.g. the sign-in error above the button).
 */
export function useFieldStatus<T extends FieldValues>(form: UseFormReturn<T>) {
  const translate = useValidationText();

  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name && form.formState.errors.root) form.clearErrors('root');
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const { formState } = form;
  return (name: Path<T>): FieldStatus => {
    const state = form.getFieldState(name, formState);
    const shown = state.isTouched || state.isDirty || formState.isSubmitted;
    return { error: shown ? translate(state.error?.message) : undefined, valid: shown && !state.invalid };
  };
}

/** The form's general error (a server message that belongs to no field), shown above the button. */
export const generalError = <T extends FieldValues>(form: UseFormReturn<T>) => form.formState.errors.root?.message;

/**
 * The submit button is disabled while the form is invalid and dirty, or while its
 * request is pending. A server's refusal alone does not disable it: the same request may be tried again.
 */
export function submitDisabled<T extends FieldValues>(form: UseFormReturn<T>, pending = false) {
  const { isValid, isDirty, isSubmitting, errors } = form.formState;
  return (!isValid && isDirty && !onlyServerErrors(errors)) || isSubmitting || pending;
}
