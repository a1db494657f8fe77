'use client';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { CodeForm } from '@/components/ui/code-form';
import { lastFailureMessage } from '@/lib/api/errors';
import { displayPhone } from '@/lib/phone';
import { authApi } from '../api/auth-api';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { authKeys } from '../keys';
import { useAuthFlow } from '../stores/auth-flow';

type SignInCodeProps = {
  /** The phone signing in (digits) and the token of its sign-in. */
  phone: string;
  loginToken: string;
  /** Signs in again with the same phone and password, which texts another code. */
  sendAgain: () => Promise<unknown>;
};

/** The second step of a sign-in past the phone's threshold of failed sign-ins (docs/decisions/0032): the texted code signs in. */
export function SignInCode({ phone, loginToken, sendAgain }: SignInCodeProps) {
  const t = useTranslations('auth');
  const complete = useCompleteSignIn();
  const resendAt = useAuthFlow((s) => s.resendAt);
  const check = useMutation({ mutationKey: authKeys.action('signInCode'), mutationFn: (code: string) => authApi.confirmSignIn({ loginToken, code }) });
  const resend = useMutation({ mutationKey: authKeys.action('signInAgain'), mutationFn: sendAgain });
  return (
    <CodeForm
      texts={{ sentTo: t('signIn.codeSentTo', { phone: displayPhone(phone) }), label: t('code.label'), back: t('code.back'), confirm: t('signIn.submit') }}
      resendAt={resendAt}
      error={lastFailureMessage(check, resend)}
      pending={check.isPending || resend.isPending}
      onCheck={async (code) => complete(await check.mutateAsync(code), { redirect: true })}
      onResend={() => resend.mutate()}
      onBack={() => useAuthFlow.getState().set({ signInToken: null })}
    />
  );
}
