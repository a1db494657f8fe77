'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { inputClass } from '@/components/ui/field-status-icon';
import { fieldNoteId, FormField } from '@/components/ui/form-field';
import { PhoneFormField } from '@/components/ui/phone-form-field';
import { ProgressBar } from '@/components/ui/progress-bar';
import { TextField } from '@/components/ui/text-field';
import { faultReportFieldsSchema, MAX_REQUEST_COMMENT } from '@/contracts/installation-requests';
import { submitHandler } from '@/lib/forms/server-errors';
import { generalError, submitDisabled, useFieldStatus } from '@/lib/forms/use-field-status';
import { phoneFieldOf, phoneValue } from '@/lib/phone';
import { phoneFieldSchema } from '@/lib/phone-field-schema';
import { reportFault } from '../api';
import { FaultPhotos } from './fault-photos';

const formSchema = faultReportFieldsSchema.extend({ phone: phoneFieldSchema });
type Values = z.input<typeof formSchema>;
const empty = (): Values => ({ name: '', phone: phoneFieldOf(null), description: '' });

/**
 * "Report a fault" on a unit's label page (docs/decisions/0047-fault-reports.md): whoever stands in front of the unit
 * says who they are, what is wrong, and may add photos; support and the unit's dealer get a request for work.
 */
export function FaultReportForm({ token }: { token: string }) {
  const t = useTranslations('warranty.fault');
  const form = useForm<Values>({ resolver: zodResolver(formSchema), mode: 'onTouched', defaultValues: empty() });
  const status = useFieldStatus(form);
  const [photos, setPhotos] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const descriptionId = useId();

  const submit = async (values: Values) => {
    setProgress(0);
    try {
      const { number } = await reportFault(
        token,
        { name: values.name.trim(), phone: phoneValue(values.phone), description: values.description.trim() },
        photos,
        setProgress,
      );
      setSent(number);
      setPhotos([]);
      form.reset(empty());
    } finally {
      setProgress(null);
    }
  };

  if (sent !== null)
    return (
      <section aria-labelledby="fault-report" className="space-y-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="fault-report" className="text-xl font-semibold text-slate-900">
          {t('title')}
        </h2>
        <p role="status" className="text-emerald-800">
          {t('sent', { number: sent })}
        </p>
        <Button variant="secondary" onClick={() => setSent(null)}>
          {t('another')}
        </Button>
      </section>
    );
  const sending = form.formState.isSubmitting;
  const description = status('description');
  return (
    <section aria-labelledby="fault-report" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="fault-report" className="text-xl font-semibold text-slate-900">
        {t('title')}
      </h2>
      <p className="mb-4 mt-1 text-sm text-slate-600">{t('intro')}</p>
      <form noValidate onSubmit={submitHandler(form, submit)} className="space-y-4">
        <div className="grid gap-4 wide:grid-cols-2">
          <TextField label={t('name')} autoComplete="name" maxLength={100} {...status('name')} {...form.register('name')} />
          <PhoneFormField control={form.control} name="phone" label={t('phone')} {...status('phone')} />
        </div>
        <FormField id={descriptionId} label={t('description')} error={description.error} hint={t('descriptionHint')}>
          <textarea
            id={descriptionId}
            rows={4}
            maxLength={MAX_REQUEST_COMMENT}
            aria-invalid={description.error ? true : undefined}
            aria-describedby={fieldNoteId(descriptionId, { error: description.error, hint: t('descriptionHint') })}
            className={inputClass(description.error)}
            {...form.register('description')}
          />
        </FormField>
        <FaultPhotos files={photos} onChange={setPhotos} disabled={sending} />
        {progress !== null && photos.length > 0 && <ProgressBar label={t('uploading')} fraction={progress} />}
        <ErrorAlert message={generalError(form)} />
        <Button type="submit" disabled={submitDisabled(form, sending)} loading={sending}>
          {t('submit')}
        </Button>
        <p className="text-sm text-slate-500">{t('privacy')}</p>
      </form>
    </section>
  );
}
