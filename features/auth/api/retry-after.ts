// Kept apart from auth-api.ts, which the session of every page uses: axios itself loads with the code dialogs.
import { isAxiosError } from 'axios';

/** The Retry-After of a 429 (too many codes), in seconds. */
export function retryAfterOf(error: unknown): number | null {
  const value = isAxiosError(error) && error.response?.status === 429 ? Number(error.response.headers['retry-after']) : NaN;
  return Number.isFinite(value) && value > 0 ? value : null;
}
