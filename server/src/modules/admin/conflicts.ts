import { HttpError } from '../../lib/http-errors';

/** The module's 409s and the keys of their texts (under `api.errors`). */
const MESSAGES = {
  /** The person has registered (set a password): an invitation no longer applies. */
  alreadyRegistered: 'admin.alreadyRegistered',
  /** The company is deactivated: it takes no new people, nor invitations, until it is restored. */
  deactivated: 'admin.deactivated',
} as const;

export type AdminConflict = keyof typeof MESSAGES;

export const conflict = (reason: AdminConflict) => new HttpError(409, MESSAGES[reason]);
