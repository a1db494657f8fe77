import { HttpError } from '../../lib/http-errors';

/** The module's 409s and the keys of their texts (under `api.errors`). */
const MESSAGES = {
  /** The visit is no longer planned (performed already). */
  notPlanned: 'preventions.notPlanned',
} as const;

export type PreventionConflict = keyof typeof MESSAGES;

export const conflict = (reason: PreventionConflict) => new HttpError(409, MESSAGES[reason]);
