'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { PhoneInput } from '@/components/ui/phone-input';
import { PasswordField } from '@/components/ui/text-field';
import { submitDisabled, useFieldStatus } from '@/lib/forms/use-field-status';
import { DEFAULT_COUNTRY, phoneValue } from '@/lib/phone';
import { openModal } from '@/lib/stores/modal-store';
import { useUiStore } from '@/lib/stores/ui-store';
import { authApi } from '../api/auth-api';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { signInFormSchema, type SignInForm as Values } from '../schemas';
import { useAuthFlow } from '../stores/auth-flow';

/** Sign-in tab: phone and password; the sign-in error shows above the button (spec section 8). */
export function SignInForm() {
  const t = useTranslations('auth.signIn');
  const complete = useCompleteSignIn();
  const form = useForm<Values>({
    resolver: zodResolver(signInFormSchema),
    mode: 'onChange',
    defaultValues: { phone: useAuthFlow.getState().signInPhone ?? { country: DEFAULT_COUNTRY, text: '' }, password: '' },
  });
  const status = useFieldStatus(form, ['signIn']);
  const signInError = useUiStore((s) => s.errors.signIn);
  const pending = useUiStore((s) => s.pending.btn);

  const submit = async (values: Values) => {
    const session = await authApi.login({ phone: phoneValue(values.phone), password: values.password });
    await complete(session, { redirect: true });
  };

  const forgot = () => {
    useAuthFlow.getState().set({ restorePhone: form.getValues('phone') });
    openModal('passwordRecovery');
  };

  return (
    <form className="space-y-4" noValidate onSubmit={form.handleSubmit((values) => submit(values).catch(() => undefined))}>
      <Controller
        control={form.control}
        name="phone"
        render={({ field }) => (
          <PhoneInput label={t('phone')} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} autoFocus {...status('phone')} />
        )}
      />
      <PasswordField label={t('password')} autoComplete="current-password" error={status('password').error} {...form.register('password')} />
      <div className="flex justify-end">
        <button type="button" onClick={forgot} className="rounded-lg px-1 py-1 text-sm font-medium text-brand-700 hover:underline">
          {t('forgot')}
        </button>
      </div>
      {signInError && (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-700">
          {signInError}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={submitDisabled(form, pending)} loading={pending}>
        {t('submit')}
      </Button>
    </form>
  );
}
