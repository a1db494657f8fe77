import type { ErrorBody } from '@/contracts/common';
import { REQUEST_ID_HEADER } from '@/contracts/constants';
import { isCallError } from './call-error';

/** The general server-error text (deliberately Ukrainian, as the product specification fixes it). */
export const GENERAL_SERVER_ERROR = 'На жаль, сталася помилка або сервер тимчасово недоступний :(';

/**
 * What a refused call tells the user: the first message of each field of a 422, and one message to show.
 * `apiFailure` adds, when there is one, what else the code of the web decides on (so only lib/api knows the HTTP client):
 * - `code`: why a call got no answer at all: `ERR_NETWORK` (not sent, refused on
 *   the way, offline), `ECONNABORTED` or `ETIMEDOUT` (timed out);
 * - `retryAfter`: the seconds of the answer's `Retry-After` header (429, 503), when positive;
 * - `reason`: the message the answer's body said itself (none when the general message stands in for it);
 * - `requestId`: the id the API logged the call under (its answer's `x-request-id`, else the one sent), for support.
 */
export type ApiFailure = {
  status?: number;
  fields: Record<string, string>;
  message: string;
  code?: string;
  retryAfter?: number;
  reason?: string;
  requestId?: string;
};

/**
 * The error catalogue (docs/api.md#errors): no body -> the general message; 422 -> the first message of
 * each field (and the first of those as the message); otherwise the body's message.
 */
export function failureOf(status: number | undefined, body: unknown): ApiFailure {
  const data = body as Partial<ErrorBody> | null | undefined;
  if (!data || typeof data !== 'object' || (!data.message && !data.errors)) return { status, fields: {}, message: GENERAL_SERVER_ERROR };
  const fields = status === 422 && data.errors ? Object.fromEntries(Object.entries(data.errors).map(([field, messages]) => [field, messages[0] ?? ''])) : {};
  return { status, fields, message: Object.values(fields)[0] || data.message || GENERAL_SERVER_ERROR };
}

/** The failure of a call made through the API client (a thrown bug, or an aborted call, reads as the general message). */
export function apiFailure(error: unknown): ApiFailure {
  if (!isCallError(error)) return failureOf(undefined, undefined);
  const requestId = error.headers.get(REQUEST_ID_HEADER) || error.sentRequestId;
  const failure = { ...failureOf(error.status, error.body), ...(requestId && { requestId }) };
  if (!error.answered) return error.code ? { ...failure, code: error.code } : failure;
  const retryAfter = Number(error.headers.get('retry-after'));
  const reason = (error.body as { message?: unknown } | null | undefined)?.message;
  return {
    ...failure,
    ...(Number.isFinite(retryAfter) && retryAfter > 0 && { retryAfter }),
    ...(typeof reason === 'string' && reason && { reason }),
  };
}

/** What to tell the user about a call's error (a react-query `error`), or nothing when there is none. */
export const failureMessage = (error: unknown) => (error ? apiFailure(error).message : undefined);

/**
 * The message of whichever of these calls (react-query mutations) was made last, if it failed: of a
 * code check and a resend, the later one speaks, so a new code sent after a wrong one clears the error.
 */
export function lastFailureMessage(...calls: { submittedAt: number; error: unknown }[]): string | undefined {
  const last = calls.reduce((a, b) => (b.submittedAt > a.submittedAt ? b : a));
  return failureMessage(last.error);
}
