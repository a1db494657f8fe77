'use client';
import { useRecordForm } from '@/lib/forms/use-record-form';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { SaveRow } from '@/components/ui/save-row';
import { TextField } from '@/components/ui/text-field';
import { CERTIFICATION_TERM_MAX_YEARS, certificationTypeFieldsSchema, type AdminCertificationType } from '@/contracts/certification-catalog';
import { submitHandler } from '@/lib/forms/server-errors';
import { useUpdateCertificationType } from '../certification-query';
import { LocalizedNameFields } from './localized-name-fields';

type Values = z.infer<typeof certificationTypeFieldsSchema>;

const valuesOf = (type: AdminCertificationType): Values => ({ name: type.name, validityYears: type.validityYears, extensionYears: type.extensionYears });

/** A type's names and terms; saving sends only what changed, and says that no decision taken before moves. */
export function CertificationTypeForm({ type }: { type: AdminCertificationType }) {
  const t = useTranslations('admin.certifications');
  const { form, status, saved, setSaved } = useRecordForm(type, valuesOf, certificationTypeFieldsSchema);
  const update = useUpdateCertificationType(type.id);

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
      <SaveRow form={form} label={t('save')} savedText={t('saved')} saved={saved} pending={update.isPending} />
    </form>
  );
}
