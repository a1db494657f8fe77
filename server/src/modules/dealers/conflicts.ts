import { HttpError } from '../../lib/http-errors';

/** The module's 409s and the keys of their texts (under `api.errors`). */
const MESSAGES = {
  /** A dealer request or a certification application was decided already: each is decided once. */
  alreadyDecided: 'dealers.alreadyDecided',
  /**
   * An accepted request whose person is no longer who asked (a client who became an installer meanwhile, an
   * installer who is no longer one): the request no longer applies, and is answered as decided.
   */
  personChanged: 'dealers.alreadyDecided',
} as const;

export type DealersConflict = keyof typeof MESSAGES;

export const conflict = (reason: DealersConflict) => new HttpError(409, MESSAGES[reason]);
