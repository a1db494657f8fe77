'use client';
import { useTranslations } from 'next-intl';
import { CodeForm } from '@/components/ui/code-form';
import { displayPhone } from '@/lib/phone';
import { useUiStore } from '@/lib/stores/ui-store';

type CodeStepProps = {
  phone: string;
  resendAt: number | null;
  onCheck: (code: string) => Promise<unknown>;
  onResend: () => Promise<unknown>;
  onBack: () => void;
  /** Server error keys shown under the boxes besides `code` (e.g. an expired `regToken`). */
  errorKeys?: string[];
};

/** The confirmation code step of registration and restore. */
export function CodeStep({ phone, resendAt, onCheck, onResend, onBack, errorKeys = [] }: CodeStepProps) {
  const t = useTranslations('auth.code');
  const errors = useUiStore((s) => s.errors);
  const error = [errors.code, ...errorKeys.map((key) => errors[key])].find(Boolean);
  return (
    <CodeForm
      texts={{ sentTo: t('sentTo', { phone: displayPhone(phone) }), label: t('label'), back: t('back'), confirm: t('confirm') }}
      resendAt={resendAt}
      error={error}
      onCheck={onCheck}
      onResend={() => void onResend().catch(() => undefined)}
      onBack={onBack}
    />
  );
}
