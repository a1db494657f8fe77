'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm, type Path } from 'react-hook-form';
import { DialogButtons } from '@/components/ui/dialog-buttons';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Modal } from '@/components/ui/modal';
import { PhoneFormField } from '@/components/ui/phone-form-field';
import { TextField } from '@/components/ui/text-field';
import { pages } from '@/contracts/pages';
import { useRouter } from '@/i18n/navigation';
import { apiFailure } from '@/lib/api/errors';
import { generalError, submitDisabled, useFieldStatus } from '@/lib/forms/use-field-status';
import { dealerCreateBodyOf, dealerCreateFormSchema, emptyPhone, type DealerCreateForm as Values } from '../forms';
import { useCreateDealer } from '../query';
import { CompanyFields } from './company-fields';

const empty = (): Values => ({
  companyName: '',
  dealerCode: '',
  regionId: '',
  address: '',
  phone: emptyPhone(),
  email: '',
  owner: { name: '', lastname: '', phone: emptyPhone() },
});

const fields = ['companyName', 'dealerCode', 'regionId', 'address', 'phone', 'email', 'owner.name', 'owner.lastname', 'owner.phone'] as const;

/**
 * The form field of a refused creation's 422 key. The API names the owner's fields `owner.name`, `owner.lastname`,
 * `owner.phone`; a `phone` refusal while the company's phone was left empty can only be the owner's (a number that
 * already has an account, docs/decisions/0036-back-office-dealers-and-audit-log.md).
 */
function fieldOf(key: string, values: Values): Path<Values> | undefined {
  if (key === 'phone' && !values.phone.text.trim()) return 'owner.phone';
  return fields.find((field) => field === key);
}

/**
 * "New dealer": the company and its owner, who is invited by SMS to register with that phone. A 422 lands under its
 * field in the reader's language (the API translates it), anything else above the buttons; created, the company's page opens.
 */
export function DealerCreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('admin.create');
  const router = useRouter();
  const form = useForm<Values>({ resolver: zodResolver(dealerCreateFormSchema), mode: 'onChange', defaultValues: empty() });
  const status = useFieldStatus(form);
  const create = useCreateDealer();

  const submit = form.handleSubmit(async (values) => {
    try {
      const dealer = await create.mutateAsync(dealerCreateBodyOf(values));
      router.push(pages.adminDealer(dealer.id));
    } catch (error) {
      const failure = apiFailure(error);
      const entries = Object.entries(failure.fields);
      const placed = entries.flatMap(([key, message]) => {
        const field = fieldOf(key, values);
        return field ? [{ field, message }] : [];
      });
      // The type lib/forms/server-errors.ts gives a server's errors: the button stays enabled to try again.
      placed.forEach(({ field, message }, i) => form.setError(field, { type: 'server', message }, { shouldFocus: i === 0 }));
      const unplaced = entries.find(([key]) => !fieldOf(key, values));
      if (placed.length === 0 || unplaced) form.setError('root', { type: 'server', message: unplaced?.[1] ?? failure.message });
    }
  });

  const close = () => {
    form.reset(empty());
    onClose();
  };

  return (
    <Modal open={open} onClose={close} title={t('title')} size="lg">
      <form noValidate onSubmit={submit} className="space-y-5">
        <fieldset className="space-y-4">
          <legend className="mb-2 font-medium text-slate-900">{t('company')}</legend>
          <CompanyFields form={form} status={status} />
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="mb-2 font-medium text-slate-900">{t('owner')}</legend>
          <p className="text-sm text-slate-600">{t('ownerText')}</p>
          <div className="grid gap-4 wide:grid-cols-2">
            <TextField label={t('ownerName')} autoComplete="off" maxLength={100} {...status('owner.name')} {...form.register('owner.name')} />
            <TextField label={t('ownerLastname')} autoComplete="off" maxLength={100} {...status('owner.lastname')} {...form.register('owner.lastname')} />
          </div>
          <PhoneFormField control={form.control} name="owner.phone" label={t('ownerPhone')} {...status('owner.phone')} />
        </fieldset>
        <ErrorAlert message={generalError(form)} />
        <DialogButtons
          cancel={t('cancel')}
          onCancel={close}
          submit={t('submit')}
          pending={create.isPending}
          disabled={submitDisabled(form, create.isPending)}
        />
      </form>
    </Modal>
  );
}
