'use client';
import { useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useUiStore } from '@/lib/stores/ui-store';
import { useValidationText } from './use-validation-text';

export type FieldStatus = { error?: string; valid: boolean };

/**
 * Field state of a react-hook-form form for the inputs (spec section 5): the translated zod error once
 * the field was touched, edited or submitted, otherwise the server's 422 message for that field (ui
 * store); `valid` drives the success icon. Editing a field clears its server error (and `alsoClear`,
 * e.g. the sign-in error above the button).
 */
export function useFieldStatus<T extends FieldValues>(form: UseFormReturn<T>, alsoClear: readonly string[] = []) {
  const serverErrors = useUiStore((s) => s.errors);
  const translate = useValidationText();
  const clearKeys = alsoClear.join(',');

  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (!name) return;
      const ui = useUiStore.getState();
      ui.clearFieldError(name.split('.')[0]);
      clearKeys.split(',').filter(Boolean).forEach((key) => ui.clearFieldError(key));
    });
    return () => subscription.unsubscribe();
  }, [form, clearKeys]);

  const { formState } = form;
  return (name: Path<T>): FieldStatus => {
    const state = form.getFieldState(name, formState);
    const shown = state.isTouched || state.isDirty || formState.isSubmitted;
    const server = serverErrors[name];
    const error = (shown ? translate(state.error?.message) : undefined) ?? server;
    return { error, valid: shown && !state.invalid && !server };
  };
}

/** Spec section 5: the submit button is disabled while the form is invalid and dirty, or while a request is pending. */
export function submitDisabled<T extends FieldValues>(form: UseFormReturn<T>, pending = false) {
  const { isValid, isDirty, isSubmitting } = form.formState;
  return (!isValid && isDirty) || isSubmitting || pending;
}
