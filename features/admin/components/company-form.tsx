'use client';
import { useRecordForm } from '@/lib/forms/use-record-form';
import { useTranslations } from 'next-intl';
import { SaveRow } from '@/components/ui/save-row';
import type { AdminDealer } from '@/contracts/admin';
import { submitHandler } from '@/lib/forms/server-errors';
import { companyFormOf, companyFormSchema, dealerUpdateBodyOf, type CompanyForm as Values } from '../forms';
import { useUpdateDealer } from '../query';
import { CompanyFields } from './company-fields';

/** The company's details on its page: saved with PATCH carrying only the fields the operator changed. */
export function CompanyForm({ dealer }: { dealer: AdminDealer }) {
  const t = useTranslations('admin.dealer');
  // The company changed elsewhere (deactivated, a person invited) shows here unless the operator is editing.
  const { form, status, saved, setSaved } = useRecordForm(dealer, companyFormOf, companyFormSchema);
  const update = useUpdateDealer(dealer.id);

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
        <SaveRow form={form} label={t('save')} savedText={t('saved')} saved={saved} pending={update.isPending} />
      </form>
    </section>
  );
}
