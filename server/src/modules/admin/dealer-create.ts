import type { AdminDealerCreate, Lang } from '../../../../contracts';
import type { Viewer } from '../../access';
import { transaction } from '../../db/transaction';
import type { Translator } from '../../i18n/translator';
import { checkedWrite } from '../../lib/checked-write';
import { companyRefusals, inviteeRefusals } from './company-checks';
import { readDealer } from './dealer-read';
import { insertProfile } from './dealer-rows';
import type { AdminDeps } from './deps';
import { insertInvitee, sendInvitation } from './invitation';

/**
 * Support onboards a dealer company (docs/decisions/0036-back-office-dealers-and-audit-log.md): its owner's DEALER
 * account, without a password, and its profile in one transaction; the owner is invited by SMS once it commits.
 */
export function createDealerCreation(deps: AdminDeps) {
  const { db, clock, audit } = deps;
  return {
    /** 422 `dealerCode: dealerCodeTaken`, `owner.phone: phoneTaken`, `regionId`, and phones invalid for their country. */
    async createDealer(viewer: Viewer, body: AdminDealerCreate, lang: Lang, t: Translator) {
      const { owner, ...company } = body;
      const check = async () => ({ ...(await companyRefusals(db, company)), ...(await inviteeRefusals(db, owner.phone, 'owner.phone')) });
      const id = await checkedWrite(check, () =>
        transaction(db, async (tx) => {
          const ownerId = await insertInvitee(tx.db, owner, { role: 'DEALER', dealerId: null, language: lang });
          await insertProfile(tx.db, { ...company, dealerId: ownerId, createdAt: clock.now() });
          await audit.record(tx, { actorId: viewer.id, action: 'dealer.create', subjectType: 'dealer', subjectId: ownerId, before: null, after: body });
          await sendInvitation(tx, deps, t, lang, { userId: ownerId, name: owner.name, phone: owner.phone, role: 'DEALER', company: company.companyName });
          return ownerId;
        }),
      );
      return readDealer(db, id, lang);
    },
  };
}
