'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PhoneFormField } from '@/components/ui/phone-form-field';
import { PasswordField } from '@/components/ui/text-field';
import { submitHandler } from '@/lib/forms/server-errors';
import { generalError, submitDisabled, useFieldStatus } from '@/lib/forms/use-field-status';
import { DEFAULT_COUNTRY, phoneValue } from '@/lib/phone';
import { openModal } from '@/lib/stores/modal-store';
import { authApi } from '../api/auth-api';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { authKeys } from '../keys';
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
  const status = useFieldStatus(form);
  const signIn = useMutation({ mutationKey: authKeys.action('signIn'), mutationFn: authApi.login });

  const submit = async (values: Values) => {
    const session = await signIn.mutateAsync({ phone: phoneValue(values.phone), password: values.password });
    await complete(session, { redirect: true });
  };

  const forgot = () => {
    useAuthFlow.getState().set({ restorePhone: form.getValues('phone') });
    openModal('passwordRecovery');
  };

  return (
    <form className="space-y-4" noValidate onSubmit={submitHandler(form, submit)}>
      <PhoneFormField control={form.control} name="phone" label={t('phone')} autoFocus {...status('phone')} />
      <PasswordField label={t('password')} autoComplete="current-password" error={status('password').error} {...form.register('password')} />
      <div className="flex justify-end">
        <button type="button" onClick={forgot} className="rounded-lg px-1 py-1 text-sm font-medium text-brand-700 hover:underline">
          {t('forgot')}
        </button>
      </div>
      <ErrorAlert message={generalError(form)} />
      <Button type="submit" className="w-full" disabled={submitDisabled(form, signIn.isPending)} loading={signIn.isPending}>
        {t('submit')}
      </Button>
    </form>
  );
}
