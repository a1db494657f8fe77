import type { ErrorBody } from '@/contracts/common';

/** The general server-error text of spec section 8 (deliberately Ukrainian, as the spec fixes it). */
export const GENERAL_SERVER_ERROR = 'На жаль, сталася помилка або сервер тимчасово недоступний :(';

/**
 * The error catalogue of spec section 8: no body -> the general message; 422 -> the first message
 * of each field; otherwise a message is stored under the given context key (e.g. `signIn`).
 */
export function errorsFromResponse(status: number | undefined, body: unknown, context = 'message'): Record<string, string> {
  const data = body as Partial<ErrorBody> | null | undefined;
  if (!data || typeof data !== 'object' || (!data.message && !data.errors)) return { [context]: GENERAL_SERVER_ERROR };
  if (status === 422 && data.errors) {
    return Object.fromEntries(Object.entries(data.errors).map(([field, messages]) => [field, messages[0] ?? '']));
  }
  return { [context]: data.message ?? GENERAL_SERVER_ERROR };
}
