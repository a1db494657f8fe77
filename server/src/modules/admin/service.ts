import { createCertificationCatalog } from './certification-catalog';
import { createDealerCreation } from './dealer-create';
import { createDealerRead } from './dealer-read';
import { createDealersList } from './dealers-list';
import { createDealerUpdate } from './dealer-update';
import type { AdminDeps } from './deps';
import { createPeopleInvitations } from './people-invite';
import { createUserBlocking } from './user-block';
import { createUserRead } from './user-read';
import { createUserReinvitation } from './user-reinvite';
import { createUserRoleChange } from './user-role';
import { createUsersList } from './users-list';

/**
 * The operator's back-office (docs/decisions/0036-back-office-dealers-and-audit-log.md): support onboards dealer
 * companies, changes, deactivates and restores them, and invites their people by SMS; it finds any account, changes its
 * role, blocks and unblocks it, and invites it again; it keeps the certification catalogue. Every action is written to the audit log (modules/audit) in its
 * transaction.
 */
export function createAdminService(deps: AdminDeps) {
  return {
    ...createDealersList(deps),
    ...createDealerRead(deps),
    ...createDealerCreation(deps),
    ...createDealerUpdate(deps),
    ...createPeopleInvitations(deps),
    ...createUsersList(deps),
    ...createUserRead(deps),
    ...createUserRoleChange(deps),
    ...createUserBlocking(deps),
    ...createUserReinvitation(deps),
    ...createCertificationCatalog(deps),
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
