import { apiFailure } from '@/lib/api/errors';

/** The Retry-After of a 429 (too many codes), in seconds. */
export function retryAfterOf(error: unknown): number | null {
  const { status, retryAfter } = apiFailure(error);
  return status === 429 && retryAfter ? retryAfter : null;
}
