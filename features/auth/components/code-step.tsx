'use client';
import { useTranslations } from 'next-intl';
import { CodeForm } from '@/components/ui/code-form';
import { displayPhone } from '@/lib/phone';

type CodeStepProps = {
  phone: string;
  resendAt: number | null;
  /** The refusal of the last sending or check, shown under the boxes. */
  error?: string;
  /** A code is being sent or checked. */
  pending: boolean;
  onCheck: (code: string) => Promise<unknown>;
  onResend: () => void;
  onBack: () => void;
};

/** The confirmation code step of registration and restore. */
export function CodeStep({ phone, resendAt, error, pending, onCheck, onResend, onBack }: CodeStepProps) {
  const t = useTranslations('auth.code');
  return (
    <CodeForm
      texts={{ sentTo: t('sentTo', { phone: displayPhone(phone) }), label: t('label'), back: t('back'), confirm: t('confirm') }}
      resendAt={resendAt}
      error={error}
      pending={pending}
      onCheck={onCheck}
      onResend={onResend}
      onBack={onBack}
    />
  );
}
