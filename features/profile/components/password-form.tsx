'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PasswordField } from '@/components/ui/text-field';
import { profilePasswordBodySchema, type ProfilePasswordBody } from '@/contracts/profile';
import { submitHandler } from '@/lib/forms/server-errors';
import { generalError, submitDisabled, useFieldStatus } from '@/lib/forms/use-field-status';
import { profileApi } from '../api/profile-api';
import { profileKeys } from '../keys';

const empty: ProfilePasswordBody = { oldPassword: '', password: '', repeatedPassword: '' };

/** Password change (PUT /web/profile/password): the current one, the new one and its repetition. Other devices are signed out. */
export function PasswordForm() {
  const t = useTranslations('profile.password');
  const form = useForm<ProfilePasswordBody>({ resolver: zodResolver(profilePasswordBodySchema), mode: 'onChange', defaultValues: empty });
  const status = useFieldStatus(form);
  const change = useMutation({ mutationKey: profileKeys.action('changePassword'), mutationFn: profileApi.changePassword });
  const [changed, setChanged] = useState(false);

  const submit = async (values: ProfilePasswordBody) => {
    setChanged(false);
    await change.mutateAsync(values);
    form.reset(empty);
    setChanged(true);
  };

  return (
    <form className="space-y-4" noValidate onSubmit={submitHandler(form, submit)}>
      <PasswordField label={t('current')} autoComplete="current-password" error={status('oldPassword').error} {...form.register('oldPassword')} />
      <div className="grid gap-4 wide:grid-cols-2">
        <PasswordField label={t('new')} autoComplete="new-password" error={status('password').error} {...form.register('password')} />
        <PasswordField label={t('repeat')} autoComplete="new-password" error={status('repeatedPassword').error} {...form.register('repeatedPassword')} />
      </div>
      <ErrorAlert message={generalError(form)} />
      <div className="flex items-center gap-4">
        <Button type="submit" disabled={submitDisabled(form, change.isPending) || !form.formState.isDirty} loading={change.isPending}>
          {t('submit')}
        </Button>
        <p role="status" className="text-sm text-emerald-700">
          {changed ? t('changed') : ''}
        </p>
      </div>
    </form>
  );
}
