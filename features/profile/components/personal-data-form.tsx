'use client';
import { useRecordForm } from '@/lib/forms/use-record-form';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { SaveRow } from '@/components/ui/save-row';
import { PhoneFormField } from '@/components/ui/phone-form-field';
import { availableAfter } from '@/components/ui/resend-button';
import { TextField } from '@/components/ui/text-field';
import type { Profile } from '@/contracts/profile';
import { personDetailsFormSchema, type PersonDetailsForm as Values } from '@/lib/forms/person-details';
import { submitHandler } from '@/lib/forms/server-errors';
import { phoneFieldOf, phoneValue } from '@/lib/phone';
import { openModal } from '@/lib/stores/modal-store';
import { profileApi } from '../api/profile-api';
import { useApplyProfile } from '../hooks/use-profile';
import { profileKeys } from '../keys';
import { usePhoneChange } from '../stores/phone-change';

const valuesOf = (profile: Profile): Values => ({ name: profile.name, lastname: profile.lastname, email: profile.email, phone: phoneFieldOf(profile.phone) });

/** Personal data (PUT /web/profile); a new phone is saved only after its SMS code (profile confirm modal). */
export function PersonalDataForm({ profile }: { profile: Profile }) {
  const t = useTranslations('profile.personal');
  // A profile saved elsewhere (phone confirmed, avatar) shows here unless the user is editing.
  const { form, status, saved, setSaved } = useRecordForm(profile, valuesOf, personDetailsFormSchema);
  const update = useMutation({ mutationKey: profileKeys.action('update'), mutationFn: profileApi.update });
  const applyProfile = useApplyProfile();

  const submit = async (values: Values) => {
    setSaved(false);
    const phone = phoneValue(values.phone);
    const result = await update.mutateAsync({ ...values, phone });
    if ('phone' in result) {
      applyProfile(result);
      form.reset(valuesOf(result));
      setSaved(true);
      return;
    }
    // The other fields are saved; the phone waits for its code.
    applyProfile({ ...profile, name: values.name.trim(), lastname: values.lastname.trim(), email: values.email.trim() });
    usePhoneChange.getState().set({ codeSent: true, phone, resendAt: availableAfter(result.resendAfter) });
    openModal('profileConfirm');
  };

  return (
    <form className="space-y-4" noValidate onSubmit={submitHandler(form, submit)}>
      <div className="grid gap-4 wide:grid-cols-2">
        <TextField label={t('name')} autoComplete="given-name" maxLength={100} {...status('name')} {...form.register('name')} />
        <TextField label={t('lastname')} autoComplete="family-name" maxLength={100} {...status('lastname')} {...form.register('lastname')} />
      </div>
      <div className="grid gap-4 wide:grid-cols-2">
        <PhoneFormField control={form.control} name="phone" label={t('phone')} {...status('phone')} />
        <TextField label={t('email')} type="email" autoComplete="email" inputMode="email" maxLength={254} {...status('email')} {...form.register('email')} />
      </div>
      <p className="text-sm text-slate-500">{t('phoneHint')}</p>
      <SaveRow form={form} label={t('save')} savedText={t('saved')} saved={saved} pending={update.isPending} />
    </form>
  );
}
