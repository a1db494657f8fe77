'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/text-field';
import { profilePasswordBodySchema, type ProfilePasswordBody } from '@/contracts/profile';
import { submitDisabled, useFieldStatus } from '@/lib/forms/use-field-status';
import { useUiStore } from '@/lib/stores/ui-store';
import { profileApi } from '../api/profile-api';

const empty: ProfilePasswordBody = { oldPassword: '', password: '', repeatedPassword: '' };

/** Password change (PUT /web/profile/password): the current one, the new one and its repetition. Other devices are signed out. */
export function PasswordForm() {
  const t = useTranslations('profile.password');
  const form = useForm<ProfilePasswordBody>({ resolver: zodResolver(profilePasswordBodySchema), mode: 'onChange', defaultValues: empty });
  const status = useFieldStatus(form, ['passwordForm']);
  const general = useUiStore((s) => s.errors.passwordForm);
  const pending = useUiStore((s) => s.pending.btn);
  const [changed, setChanged] = useState(false);

  const submit = async (values: ProfilePasswordBody) => {
    setChanged(false);
    await profileApi.changePassword(values);
    form.reset(empty);
    setChanged(true);
  };

  return (
    <form className="space-y-4" noValidate onSubmit={form.handleSubmit((values) => submit(values).catch(() => undefined))}>
      <PasswordField label={t('current')} autoComplete="current-password" error={status('oldPassword').error} {...form.register('oldPassword')} />
      <div className="grid gap-4 wide:grid-cols-2">
        <PasswordField label={t('new')} autoComplete="new-password" error={status('password').error} {...form.register('password')} />
        <PasswordField label={t('repeat')} autoComplete="new-password" error={status('repeatedPassword').error} {...form.register('repeatedPassword')} />
      </div>
      {general && (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-700">
          {general}
        </p>
      )}
      <div className="flex items-center gap-4">
        <Button type="submit" disabled={submitDisabled(form, pending) || !form.formState.isDirty} loading={pending && form.formState.isSubmitting}>
          {t('submit')}
        </Button>
        <p role="status" className="text-sm text-emerald-700">
          {changed ? t('changed') : ''}
        </p>
      </div>
    </form>
  );
}
