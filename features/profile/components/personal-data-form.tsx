'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { PhoneInput } from '@/components/ui/phone-input';
import { availableAfter } from '@/components/ui/resend-button';
import { TextField } from '@/components/ui/text-field';
import type { Profile } from '@/contracts/profile';
import { profileUpdateBodySchema } from '@/contracts/profile';
import { submitDisabled, useFieldStatus } from '@/lib/forms/use-field-status';
import { phoneFieldOf, phoneFieldSchema, phoneValue } from '@/lib/phone';
import { openModal } from '@/lib/stores/modal-store';
import { useUiStore } from '@/lib/stores/ui-store';
import { profileApi } from '../api/profile-api';
import { useApplyProfile } from '../hooks/use-profile';
import { usePhoneChange } from '../stores/phone-change';

const schema = profileUpdateBodySchema.extend({ phone: phoneFieldSchema });
type Values = z.infer<typeof schema>;

const valuesOf = (profile: Profile): Values => ({ name: profile.name, lastname: profile.lastname, email: profile.email, phone: phoneFieldOf(profile.phone) });

/** Personal data (PUT /web/profile); a new phone is saved only after its SMS code (profile confirm modal). */
export function PersonalDataForm({ profile }: { profile: Profile }) {
  const t = useTranslations('profile.personal');
  const form = useForm<Values>({ resolver: zodResolver(schema), mode: 'onChange', defaultValues: valuesOf(profile) });
  const status = useFieldStatus(form, ['profile']);
  const errors = useUiStore((s) => s.errors);
  const pending = useUiStore((s) => s.pending.btn);
  const applyProfile = useApplyProfile();
  const [saved, setSaved] = useState(false);

  // A profile saved elsewhere (phone confirmed, avatar) shows here unless the user is editing.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(valuesOf(profile));
  }, [profile, form]);

  const submit = async (values: Values) => {
    setSaved(false);
    const phone = phoneValue(values.phone);
    const result = await profileApi.update({ ...values, phone });
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
    <form className="space-y-4" noValidate onSubmit={form.handleSubmit((values) => submit(values).catch(() => undefined))}>
      <div className="grid gap-4 wide:grid-cols-2">
        <TextField label={t('name')} autoComplete="given-name" maxLength={100} {...status('name')} {...form.register('name')} />
        <TextField label={t('lastname')} autoComplete="family-name" maxLength={100} {...status('lastname')} {...form.register('lastname')} />
      </div>
      <div className="grid gap-4 wide:grid-cols-2">
        <Controller
          control={form.control}
          name="phone"
          render={({ field }) => <PhoneInput label={t('phone')} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} {...status('phone')} />}
        />
        <TextField label={t('email')} type="email" autoComplete="email" inputMode="email" maxLength={254} {...status('email')} {...form.register('email')} />
      </div>
      <p className="text-sm text-slate-500">{t('phoneHint')}</p>
      {errors.profile && (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-700">
          {errors.profile}
        </p>
      )}
      <div className="flex items-center gap-4">
        <Button type="submit" disabled={submitDisabled(form, pending) || !form.formState.isDirty} loading={pending && form.formState.isSubmitting}>
          {t('save')}
        </Button>
        <p role="status" className="text-sm text-emerald-700">
          {saved && !form.formState.isDirty ? t('saved') : ''}
        </p>
      </div>
    </form>
  );
}
