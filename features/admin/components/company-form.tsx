'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import type { AdminDealer } from '@/contracts/admin';
import { submitHandler } from '@/lib/forms/server-errors';
import { generalError, submitDisabled, useFieldStatus } from '@/lib/forms/use-field-status';
import { companyFormOf, companyFormSchema, dealerUpdateBodyOf, type CompanyForm as Values } from '../forms';
import { useUpdateDealer } from '../query';
import { CompanyFields } from './company-fields';

/** The company's details on its page: saved with PATCH carrying only the fields the operator changed. */
export function CompanyForm({ dealer }: { dealer: AdminDealer }) {
  const t = useTranslations('admin.dealer');
  const form = useForm<Values>({ resolver: zodResolver(companyFormSchema), mode: 'onChange', defaultValues: companyFormOf(dealer) });
  const status = useFieldStatus(form);
  const update = useUpdateDealer(dealer.id);
  const [saved, setSaved] = useState(false);

  // The company changed elsewhere (deactivated, a person invited) shows here unless the operator is editing.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(companyFormOf(dealer));
  }, [dealer, form]);

  const submit = async (values: Values) => {
    setSaved(false);
    const body = dealerUpdateBodyOf(values, dealer);
    // Edited back to what it was (or only spaces added): nothing to send.
    if (Object.keys(body).length === 0) return form.reset(companyFormOf(dealer));
    const changed = await update.mutateAsync(body);
    form.reset(companyFormOf(changed));
    setSaved(true);
  };

  return (
    <section aria-labelledby="company-details" className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="company-details" className="mb-4 text-lg font-semibold text-slate-900">
        {t('details')}
      </h2>
      <form noValidate onSubmit={submitHandler(form, submit)} className="space-y-4">
        <CompanyFields form={form} status={status} current={dealer.region} />
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
    </section>
  );
}
