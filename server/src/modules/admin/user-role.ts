import type { AdminUserRole, Lang } from '../../../../contracts';
import type { Viewer } from '../../access';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import { FieldsError, notFound } from '../../lib/http-errors';
import { enforce } from '../../lib/policy';
import { conflict } from './conflicts';
import { profileOf } from './dealer-rows';
import type { AdminDeps } from './deps';
import { userPolicy } from './policy';
import { readUser } from './user-read';
import { roleIdOf } from '../users';
import { lockTarget, updateAccount, type Target } from './user-rows';

/** The company `dealerId` names, checked: 422 `dealerId` for none (or no company), 409 `deactivated` while deactivated. */
async function companyOf(db: Db, dealerId: number | null | undefined) {
  if (!dealerId) throw new FieldsError({ dealerId: ['required'] });
  const company = await profileOf(db, dealerId);
  if (!company) throw new FieldsError({ dealerId: ['dealerCompanyUnknown'] });
  if (company.deactivatedAt) throw conflict('deactivated');
  return company.dealerId;
}

/**
 * The company the account belongs to in its new role: a deputy or an assistant names one; an installer may name one
 * (null: none) or keeps theirs; any other role belongs to none. A new DEALER gets no company here: POST /admin/dealers
 * makes companies, with their owner (docs/decisions/0036-back-office-dealers-and-audit-log.md).
 */
async function dealerIdFor(db: Db, target: Target, { role, dealerId }: AdminUserRole): Promise<number | null> {
  if (role === 'DEALER_DEPUTY' || role === 'DEALER_ASSISTANT') return companyOf(db, dealerId);
  if (role !== 'INSTALLER') return null;
  if (dealerId === undefined) return target.dealerId;
  return dealerId === null ? null : companyOf(db, dealerId);
}

/**
 * Support gives an account another role (any but ADMIN). The person's sessions end in the same transaction, their sockets
 * once it commits, so that the next sign-in carries the new role; the change is an entry of the audit log.
 */
export function createUserRoleChange({ db, clock, audit, sessions }: AdminDeps) {
  return {
    /** 409 `self`, `admin`, `companyOwner`, `deactivated`; 422 `dealerId`. An unchanged role and company change nothing. */
    async changeUserRole(viewer: Viewer, id: number, body: AdminUserRole, lang: Lang) {
      await transaction(db, async (tx) => {
        const target = await lockTarget(tx.db, id);
        if (!target) throw notFound();
        enforce(userPolicy.changeRole(viewer, target, body.role, { ownsCompany: Boolean(await profileOf(tx.db, id)) }), conflict);
        const dealerId = await dealerIdFor(tx.db, target, body);
        const { role } = body;
        if (role === target.role && dealerId === target.dealerId) return;
        await updateAccount(tx.db, id, { roleId: await roleIdOf(tx.db, role), dealerId }, clock.now());
        await sessions.revokeAllOf(tx, id);
        await audit.record(tx, {
          actorId: viewer.id,
          action: 'user.role',
          subjectType: 'user',
          subjectId: id,
          before: { role: target.role, dealerId: target.dealerId },
          after: { role, dealerId },
        });
      });
      return readUser(db, id, lang, clock.now());
    },
  };
}
