import { availableAfter } from '@/components/ui/resend-button';
import type { CodeSent } from '@/contracts/auth';
import { retryAfterOf } from './api/retry-after';
import { useAuthFlow } from './stores/auth-flow';

/** Sends a code and records when another may be asked for: after `resendAfter`, or after a 429's Retry-After. */
export async function sendTrackingResend<T extends CodeSent>(sending: Promise<T>): Promise<T> {
  const { set } = useAuthFlow.getState();
  try {
    const sent = await sending;
    set({ resendAt: availableAfter(sent.resendAfter) });
    return sent;
  } catch (error) {
    const wait = retryAfterOf(error);
    if (wait) set({ resendAt: availableAfter(wait) });
    throw error;
  }
}
