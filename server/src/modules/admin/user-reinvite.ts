import { dealerPersonRoleSchema, type Lang } from '../../../../contracts';
import type { Viewer } from '../../access';
import { transaction } from '../../db/transaction';
import type { Translator } from '../../i18n/translator';
import { notFound } from '../../lib/http-errors';
import { fullName } from '../../lib/names';
import { enforce } from '../../lib/policy';
import { conflict } from './conflicts';
import { profileOf } from './dealer-rows';
import type { AdminDeps } from './deps';
import { sendInvitation, sendUserInvitation } from './invitation';
import { userPolicy } from './policy';
import { inviterOf, targetOf } from './user-rows';

/**
 * Support sends the invitation SMS again to anyone who has not registered yet: a company's person as the company
 * invited them (its name from the dealer profile), anyone else as the installation wizard or the portal did.
 */
export function createUserReinvitation(deps: AdminDeps) {
  const { db, audit, codes } = deps;
  return {
    /** 404, 409 `alreadyRegistered` once they have a password, `deactivated` for a deactivated company's person; 429 past the SMS throttle. */
    async reinviteUser(viewer: Viewer, id: number, ip: string, lang: Lang, t: Translator) {
      const target = await targetOf(db, id);
      if (!target) throw notFound();
      enforce(userPolicy.reinvite(target), conflict);
      const dealerRole = dealerPersonRoleSchema.safeParse(target.role);
      const company = dealerRole.success ? await profileOf(db, target.dealerId ?? target.id) : null;
      if (company?.deactivatedAt) throw conflict('deactivated');
      const inviter = company ? null : await inviterOf(db, id);
      // One throttle per person, shared with POST /admin/dealers/:id/people/:userId/invitation.
      await codes.throttleSend(ip, `admin-invitation:${id}`, target.phone);
      await transaction(db, async (tx) => {
        await audit.record(tx, {
          actorId: viewer.id,
          action: 'user.reinvite',
          subjectType: 'user',
          subjectId: id,
          before: null,
          after: { phone: target.phone, role: target.role, dealerId: company?.dealerId ?? null },
        });
        const invitee = { name: target.name, phone: target.phone };
        if (company && dealerRole.success)
          await sendInvitation(tx, deps, t, lang, { ...invitee, userId: id, role: dealerRole.data, company: company.companyName });
        else sendUserInvitation(tx, deps, t, lang, { ...invitee, inviter: inviter && fullName(inviter) });
      });
      return { sent: true as const };
    },
  };
}
