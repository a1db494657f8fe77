'use client';
import { useState } from 'react';
import { CODE_LENGTH } from '@/contracts/auth';
import { Button } from './button';
import { CodeInput } from './code-input';
import { ResendButton } from './resend-button';

type CodeFormProps = {
  texts: { sentTo: string; label: string; back: string; confirm: string };
  resendAt: number | null;
  /** Shown under the boxes. */
  error?: string;
  /** A code is being checked or sent: the boxes and resend wait. */
  pending: boolean;
  /** Rejects when the code is refused: the boxes are cleared for the next try. */
  onCheck: (code: string) => Promise<unknown>;
  onResend: () => void;
  onBack: () => void;
};

/** A texted confirmation code (docs/api.md#authentication): four boxes checked when full, the error under them, resend, back. */
export function CodeForm({ texts, resendAt, error, pending, onCheck, onResend, onBack }: CodeFormProps) {
  const [code, setCode] = useState('');
  const [attempt, setAttempt] = useState(0);

  const check = async (value: string) => {
    try {
      await onCheck(value);
    } catch {
      // The caller shows why (`error`); the boxes start over.
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
      <p className="text-center text-slate-700">{texts.sentTo}</p>
      <CodeInput key={attempt} label={texts.label} onChange={setCode} onComplete={(value) => void check(value)} error={error} disabled={pending} autoFocus />
      <ResendButton availableAt={resendAt} onResend={onResend} pending={pending} />
      <div className="flex gap-3">
        <Button variant="secondary" className="flex-1" onClick={onBack}>
          {texts.back}
        </Button>
        <Button type="submit" className="flex-1" disabled={code.length !== CODE_LENGTH} loading={pending}>
          {texts.confirm}
        </Button>
      </div>
    </form>
  );
}
