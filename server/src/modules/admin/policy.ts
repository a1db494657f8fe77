import type { RoleName } from '../../../../contracts';
import type { Viewer } from '../../access';
import type { Verdict } from '../../lib/policy';
import type { AdminConflict } from './conflicts';

/**
 * What support may do to an account (docs/access.md#rules-inside-a-service): pure functions of the viewer and the
 * account. Only support enters the area `admin` (403 for anyone else), so the verdicts are the account's state (409).
 */
type Account = { id: number; role: RoleName; invited: boolean; blockedAt: Date | null };

/** Any account but support's own and the other support accounts, which the seed makes and the portal never changes. */
const changeable = (viewer: Viewer, account: Account): Verdict<AdminConflict> =>
  account.id === viewer.id ? 'self' : account.role === 'ADMIN' ? 'admin' : null;

export const userPolicy = {
  /** user.role: as `changeable`; a company's owner (`ownsCompany`) stays its DEALER. */
  changeRole: (viewer: Viewer, account: Account, role: RoleName, { ownsCompany }: { ownsCompany: boolean }): Verdict<AdminConflict> =>
    changeable(viewer, account) ?? (ownsCompany && role !== 'DEALER' ? 'companyOwner' : null),

  /** user.block: as `changeable`, once. */
  block: (viewer: Viewer, account: Account): Verdict<AdminConflict> => changeable(viewer, account) ?? (account.blockedAt ? 'alreadyBlocked' : null),

  /** user.unblock: as `changeable`, while blocked. */
  unblock: (viewer: Viewer, account: Account): Verdict<AdminConflict> => changeable(viewer, account) ?? (account.blockedAt ? null : 'notBlocked'),

  /** user.reinvite: until the person registers (sets a password). */
  reinvite: (account: Pick<Account, 'invited'>): Verdict<AdminConflict> => (account.invited ? null : 'alreadyRegistered'),
};
