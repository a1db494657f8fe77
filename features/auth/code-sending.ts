import { availableAfter } from '@/components/ui/resend-button';
import type { CodeSent } from '@/contracts/auth';
import { retryAfterOf } from './api/retry-after';
import { useAuthFlow } from './stores/auth-flow';

/** Sends a code and records when another may be asked for: after `resendAfter`, or after a 429's Retry-After. */
export async function sendTrackingResend<T extends CodeSent>(sending: Promise<T>): Promise<T> {
  try {
    const sent = await sending;
    useAuthFlow.getState().set({ resendAt: availableAfter(sent.resendAfter) });
    return sent;
  } catch (error) {
    return rethrowTrackingResend(error);
  }
}

/** Records when another code may be asked for after a sending refused with 429 (its Retry-After), and throws the error on. */
export function rethrowTrackingResend(error: unknown): never {
  const wait = retryAfterOf(error);
  if (wait) useAuthFlow.getState().set({ resendAt: availableAfter(wait) });
  throw error;
}
