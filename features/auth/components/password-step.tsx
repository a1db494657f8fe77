'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/text-field';
import { newPasswordFormSchema, type NewPasswordForm } from '@/contracts/auth';
import { submitDisabled, useFieldStatus } from '@/lib/forms/use-field-status';
import { useUiStore } from '@/lib/stores/ui-store';

type PasswordStepProps = {
  onSubmit: (values: NewPasswordForm) => Promise<unknown>;
  submitLabel: string;
  /** The flow's token field, whose server error (expired) shows above the button. */
  tokenKey: 'regToken' | 'resetToken';
  onBack: () => void;
};

/** New password + repetition, the last step of registration and of password restore. */
export function PasswordStep({ onSubmit, submitLabel, tokenKey, onBack }: PasswordStepProps) {
  const t = useTranslations('auth.password');
  const form = useForm<NewPasswordForm>({ resolver: zodResolver(newPasswordFormSchema), mode: 'onChange', defaultValues: { password: '', repeatedPassword: '' } });
  const status = useFieldStatus(form);
  const errors = useUiStore((s) => s.errors);
  const pending = useUiStore((s) => s.pending.btn);
  const general = errors[tokenKey];

  return (
    <form className="space-y-4" noValidate onSubmit={form.handleSubmit((values) => onSubmit(values).catch(() => undefined))}>
      <PasswordField label={t('new')} autoComplete="new-password" autoFocus error={status('password').error} {...form.register('password')} />
      <PasswordField label={t('repeat')} autoComplete="new-password" error={status('repeatedPassword').error} {...form.register('repeatedPassword')} />
      {general && (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-700">
          {general}
        </p>
      )}
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
