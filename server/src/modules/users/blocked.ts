import { FieldsError } from '../../lib/http-errors';
import type { UserRow } from './service';

/**
 * A blocked account (docs/decisions/0036-back-office-dealers-and-audit-log.md) is let in by no path: every sign-in starts
 * its session through `assertNotBlocked` (modules/auth/sessions.ts `start`, reached only once the password, the SMS code
 * or the reset proved who is asking, so a block is told to nobody else), and a refresh of its session answers 401.
 */
export const isBlocked = (user: Pick<UserRow, 'blockedAt'>) => user.blockedAt !== null;

/** 422 `phone: accountBlocked`: said plainly to the person who proved they own the account. */
export function assertNotBlocked(user: Pick<UserRow, 'blockedAt'>) {
  if (isBlocked(user)) throw new FieldsError({ phone: ['accountBlocked'] });
}
