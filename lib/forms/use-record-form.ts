'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useFieldStatus } from './use-field-status';

/**
 * The edit form of a record the page shows (a company, a profile, a certification type): it starts from the record and
 * follows it when it changes elsewhere while nobody is editing; `saved` holds from a save until the next edit.
 */
export function useRecordForm<R, V extends FieldValues>(record: R, valuesOf: (record: R) => V, schema: z.ZodType<V, V>) {
  const form = useForm<V>({ resolver: zodResolver(schema), mode: 'onChange', defaultValues: valuesOf(record) as never });
  const status = useFieldStatus(form);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(valuesOf(record));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `valuesOf` is a pure mapping; only a new record resets the form
  }, [record, form]);
  return { form, status, saved: saved && !form.formState.isDirty, setSaved };
}
