'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { TextField } from '@/components/ui/text-field';
import { CERTIFICATION_TERM_MAX_YEARS, certificationTypeFieldsSchema, type AdminCertificationType } from '@/contracts/certification-catalog';
import { submitHandler } from '@/lib/forms/server-errors';
import { generalError, submitDisabled, useFieldStatus } from '@/lib/forms/use-field-status';
import { useUpdateCertificationType } from '../certification-query';
import { LocalizedNameFields } from './localized-name-fields';

type Values = z.infer<typeof certificationTypeFieldsSchema>;

const valuesOf = (type: AdminCertificationType): Values => ({ name: type.name, validityYears: type.validityYears, extensionYears: type.extensionYears });

/** A type's names and terms; saving sends only what changed, and says that no decision taken before moves. */
export function CertificationTypeForm({ type }: { type: AdminCertificationType }) {
  const t = useTranslations('admin.certifications');
  const form = useForm<Values>({ resolver: zodResolver(certificationTypeFieldsSchema), mode: 'onChange', defaultValues: valuesOf(type) });
  const status = useFieldStatus(form);
  const update = useUpdateCertificationType(type.id);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (!form.formState.isDirty) form.reset(valuesOf(type));
  }, [type, form]);

  const submit = async (values: Values) => {
    setSaved(false);
    const dirty = form.formState.dirtyFields;
    const body = {
      ...(dirty.name ? { name: { uk: values.name.uk.trim(), en: values.name.en.trim(), pl: values.name.pl.trim() } } : {}),
      ...(dirty.validityYears ? { validityYears: values.validityYears } : {}),
      ...(dirty.extensionYears ? { extensionYears: values.extensionYears } : {}),
    };
    if (Object.keys(body).length === 0) return form.reset(valuesOf(type));
    form.reset(valuesOf(await update.mutateAsync(body)));
    setSaved(true);
  };

  const years = { type: 'number', inputMode: 'numeric', step: 1, max: CERTIFICATION_TERM_MAX_YEARS } as const;
  return (
    <form noValidate onSubmit={submitHandler(form, submit)} className="space-y-4" aria-label={t('typeForm', { code: type.code })}>
      <LocalizedNameFields form={form} status={status} />
      <div className="grid gap-3 wide:grid-cols-2">
        <TextField
          label={t('validityYears')}
          hint={t('validityHint')}
          min={1}
          {...years}
          {...status('validityYears')}
          {...form.register('validityYears', { valueAsNumber: true })}
        />
        <TextField
          label={t('extensionYears')}
          hint={t('extensionHint')}
          min={0}
          {...years}
          {...status('extensionYears')}
          {...form.register('extensionYears', { valueAsNumber: true })}
        />
      </div>
      <ErrorAlert message={generalError(form)} />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={submitDisabled(form, update.isPending) || !form.formState.isDirty} loading={update.isPending}>
          {t('save')}
        </Button>
        <p role="status" className="text-sm text-emerald-700">
          {saved && !form.formState.isDirty ? t('saved') : ''}
        </p>
      </div>
    </form>
  );
}
