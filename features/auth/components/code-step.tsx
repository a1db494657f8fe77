'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CodeInput } from '@/components/ui/code-input';
import { ResendButton } from '@/components/ui/resend-button';
import { CODE_LENGTH } from '@/contracts/auth';
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

/** The confirmation code step (spec sections 4, 5, 8): four boxes, checked when full; the error under them; resend after 60 s; back. */
export function CodeStep({ phone, resendAt, onCheck, onResend, onBack, errorKeys = [] }: CodeStepProps) {
  const t = useTranslations('auth.code');
  const errors = useUiStore((s) => s.errors);
  const pending = useUiStore((s) => s.pending.btn);
  const [code, setCode] = useState('');
  const [attempt, setAttempt] = useState(0);
  const error = [errors.code, ...errorKeys.map((key) => errors[key])].find(Boolean);

  const check = async (value: string) => {
    try {
      await onCheck(value);
    } catch {
      // A wrong code clears the boxes for the next try; the message stays under them.
      setAttempt((n) => n + 1);
      setCode('');
    }
  };

  return (
    <form
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (code.length === CODE_LENGTH) void check(code);
      }}
    >
      <p className="text-center text-slate-700">{t('sentTo', { phone: displayPhone(phone) })}</p>
      <CodeInput key={attempt} label={t('label')} onChange={setCode} onComplete={(value) => void check(value)} error={error} disabled={pending} autoFocus />
      <ResendButton availableAt={resendAt} onResend={() => void onResend().catch(() => undefined)} pending={pending} />
      <div className="flex gap-3">
        <Button variant="secondary" className="flex-1" onClick={onBack}>
          {t('back')}
        </Button>
        <Button type="submit" className="flex-1" disabled={code.length !== CODE_LENGTH} loading={pending}>
          {t('confirm')}
        </Button>
      </div>
    </form>
  );
}
