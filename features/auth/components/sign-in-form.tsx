'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PhoneFormField } from '@/components/ui/phone-form-field';
import { availableAfter } from '@/components/ui/resend-button';
import { PasswordField } from '@/components/ui/text-field';
import type { SignInCodeSent } from '@/contracts/auth';
import { submitHandler } from '@/lib/forms/server-errors';
import { generalError, submitDisabled, useFieldStatus } from '@/lib/forms/use-field-status';
import { DEFAULT_COUNTRY, phoneValue } from '@/lib/phone';
import type { SessionPayload } from '@/lib/session/session-client';
import { openModal } from '@/lib/stores/modal-store';
import { authApi } from '../api/auth-api';
import { rethrowTrackingResend } from '../code-sending';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { authKeys } from '../keys';
import { signInFormSchema, type SignInForm as Values } from '../schemas';
import { useAuthFlow } from '../stores/auth-flow';
import { SignInCode } from './sign-in-code';

const credentials = (values: Values) => ({ phone: phoneValue(values.phone), password: values.password });

/**
 * Sign-in tab: phone and password; the sign-in error shows above the button (docs/api.md#validation-422). Past the phone's
 * threshold of failed sign-ins the API asks for the code it texted instead, and the tab shows the code's boxes.
 */
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
  const signInToken = useAuthFlow((s) => s.signInToken);

  const proceed = async (answer: SessionPayload | SignInCodeSent) => {
    if ('loginToken' in answer) useAuthFlow.getState().set({ signInToken: answer.loginToken, resendAt: availableAfter(answer.resendAfter) });
    else await complete(answer, { redirect: true });
  };
  const submit = async (values: Values) => proceed(await signIn.mutateAsync(credentials(values)));
  // Another code comes with the same phone and password signing in again.
  const sendAgain = async () => proceed(await authApi.login(credentials(form.getValues())).catch(rethrowTrackingResend));

  const forgot = () => {
    useAuthFlow.getState().set({ restorePhone: form.getValues('phone') });
    openModal('passwordRecovery');
  };

  if (signInToken) return <SignInCode phone={phoneValue(form.getValues('phone'))} loginToken={signInToken} sendAgain={sendAgain} />;
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
