'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PasswordField } from '@/components/ui/text-field';
import { newPasswordFormSchema, type NewPasswordForm } from '@/contracts/auth';
import { submitHandler } from '@/lib/forms/server-errors';
import { generalError, submitDisabled, useFieldStatus } from '@/lib/forms/use-field-status';

type PasswordStepProps = {
  /** Rejects with the API's refusal: its fields land on the form, anything else (an expired token) above the button. */
  onSubmit: (values: NewPasswordForm) => Promise<unknown>;
  pending: boolean;
  submitLabel: string;
  onBack: () => void;
};

/** New password + repetition, the last step of registration and of password restore. */
export function PasswordStep({ onSubmit, pending, submitLabel, onBack }: PasswordStepProps) {
  const t = useTranslations('auth.password');
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordFormSchema),
    mode: 'onChange',
    defaultValues: { password: '', repeatedPassword: '' },
  });
  const status = useFieldStatus(form);

  return (
    <form className="space-y-4" noValidate onSubmit={submitHandler(form, onSubmit)}>
      <PasswordField label={t('new')} autoComplete="new-password" autoFocus error={status('password').error} {...form.register('password')} />
      <PasswordField label={t('repeat')} autoComplete="new-password" error={status('repeatedPassword').error} {...form.register('repeatedPassword')} />
      <ErrorAlert message={generalError(form)} />
      <div className="flex gap-3 pt-1">
        <Button variant="secondary" className="flex-1" onClick={onBack}>
          {t('back')}
        </Button>
        <Button type="submit" className="flex-1" disabled={submitDisabled(form, pending)} loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
