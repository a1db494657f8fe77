import { HttpError } from '../../lib/http-errors';

/** The module's 409s and the keys of their texts (under `api.errors`). */
const MESSAGES = {
  /** The person has registered (set a password): an invitation no longer applies. */
  alreadyRegistered: 'admin.alreadyRegistered',
  /** The company is deactivated: it takes no new people, nor invitations, until it is restored. */
  deactivated: 'admin.deactivated',
  /** Support acts on its own account: it cannot change its role nor block itself. */
  self: 'admin.self',
  /** The account is support's (made by the seed): the back-office changes no support account. */
  admin: 'admin.admin',
  /** The account owns a dealer company: it stays the company's DEALER (the company is deactivated instead). */
  companyOwner: 'admin.companyOwner',
  alreadyBlocked: 'admin.alreadyBlocked',
  notBlocked: 'admin.notBlocked',
  /** A certification level someone holds or applied for (any status): removing it would rewrite their decisions. */
  levelInUse: 'admin.levelInUse',
  /** A certification type's only level. */
  lastLevel: 'admin.lastLevel',
} as const;

export type AdminConflict = keyof typeof MESSAGES;

export const conflict = (reason: AdminConflict) => new HttpError(409, MESSAGES[reason]);
