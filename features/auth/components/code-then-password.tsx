'use client';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Modal } from '@/components/ui/modal';
import type { CodeSent, NewPasswordForm } from '@/contracts/auth';
import { lastFailureMessage } from '@/lib/api/errors';
import type { SessionPayload } from '@/lib/session/session-client';
import { openModal } from '@/lib/stores/modal-store';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { authKeys } from '../keys';
import { useAuthFlow } from '../stores/auth-flow';
import { CodeStep } from './code-step';
import { PasswordStep } from './password-step';

/**
 * A flow that proves a phone with a texted code and then sets the password, which signs the user in:
 * registration and restore (docs/api.md#authentication) differ only in what they call and where "back" goes.
 */
export type CodeThenPassword = {
  /** Keys of the `auth.code` and `auth.password` messages. */
  texts: { title: 'registrationTitle' | 'restoreTitle'; submit: 'finishRegistration' | 'savePassword' };
  /** The registry names of the flow's two dialogs. */
  modals: { code: string; password: string };
  /** The phone the code goes to (digits), and the flow's token; the dialogs show nothing without them. */
  phone: string | null;
  token: string | null;
  sendCode: () => Promise<CodeSent>;
  checkCode: (code: string) => Promise<unknown>;
  setPassword: (values: NewPasswordForm) => Promise<SessionPayload>;
  /** Go on to the post sign-in redirect (registration) or only close (restore). */
  redirect: boolean;
  /** "Back" from the code step. */
  back: () => void;
  /** Registration texts the code when its dialog opens: true once per token (it records the sending). */
  claimSendOnOpen?: () => boolean;
};

type DialogProps = { open: boolean; onClose: () => void; flow: CodeThenPassword };

/** The code dialog: four boxes checked when full, resend after the countdown; a check or sending refused shows under the boxes. */
export function CodeDialog({ open, onClose, flow }: DialogProps) {
  const t = useTranslations('auth.code');
  const resendAt = useAuthFlow((s) => s.resendAt);
  const send = useMutation({ mutationKey: authKeys.action('sendCode'), mutationFn: flow.sendCode });
  const check = useMutation({ mutationKey: authKeys.action('checkCode'), mutationFn: flow.checkCode, onSuccess: () => openModal(flow.modals.password) });
  const { mutate: sendCode } = send;
  const { claimSendOnOpen } = flow;

  useEffect(() => {
    if (open && claimSendOnOpen?.()) sendCode();
  }, [open, flow.token, claimSendOnOpen, sendCode]);

  return (
    <Modal open={open} onClose={onClose} title={t(flow.texts.title)} onBack={flow.back} size="sm">
      {flow.phone && flow.token && (
        <CodeStep
          phone={flow.phone}
          resendAt={resendAt}
          error={lastFailureMessage(check, send)}
          pending={send.isPending || check.isPending}
          onCheck={check.mutateAsync}
          onResend={() => send.mutate()}
          onBack={flow.back}
        />
      )}
    </Modal>
  );
}

/** The password dialog: the new password and its repetition; setting it signs the user in. */
export function PasswordDialog({ open, onClose, flow }: DialogProps) {
  const t = useTranslations('auth.password');
  const complete = useCompleteSignIn();
  const setPassword = useMutation({ mutationKey: authKeys.action('setPassword'), mutationFn: flow.setPassword });
  const back = () => openModal(flow.modals.code);
  return (
    <Modal open={open} onClose={onClose} title={t(flow.texts.title)} onBack={back} size="sm">
      {flow.token && (
        <PasswordStep
          submitLabel={t(flow.texts.submit)}
          pending={setPassword.isPending}
          onBack={back}
          onSubmit={async (values) => complete(await setPassword.mutateAsync(values), { redirect: flow.redirect })}
        />
      )}
    </Modal>
  );
}
