import type { AdminDealerUpdate, Lang } from '../../../../contracts';
import { pages } from '../../../../contracts/pages';
import type { Viewer } from '../../access';
import { transaction } from '../../db/transaction';
import { notFound } from '../../lib/http-errors';
import { checkedWrite } from '../../lib/checked-write';
import { companyRefusals } from './company-checks';
import { readDealer } from './dealer-read';
import { installersOf, lockProfile, profileOf, updateProfile } from './dealer-rows';
import type { AdminDeps } from './deps';

/**
 * Support changes a company's fields, deactivates it (`active: false`: nobody finds it by its code, its installers
 * are told) or restores it (docs/decisions/0036-back-office-dealers-and-audit-log.md). Each kind of change is an
 * entry of the audit log with the changed fields.
 */
export function createDealerUpdate({ db, clock, audit, notifications }: AdminDeps) {
  return {
    async updateDealer(viewer: Viewer, id: number, body: AdminDealerUpdate, lang: Lang) {
      if (!(await profileOf(db, id))) throw notFound();
      const { active, ...fields } = body;
      await checkedWrite(
        () => companyRefusals(db, fields, id),
        () =>
          transaction(db, async (tx) => {
            const current = await lockProfile(tx.db, id);
            if (!current) throw notFound();
            const entry = { actorId: viewer.id, subjectType: 'dealer' as const, subjectId: id };
            if (Object.keys(fields).length) {
              await updateProfile(tx.db, id, fields);
              await audit.record(tx, { ...entry, action: 'dealer.update', before: current, after: fields });
            }
            if (active === undefined || active === (current.deactivatedAt === null)) return;
            const deactivatedAt = active ? null : clock.now();
            await updateProfile(tx.db, id, { deactivatedAt });
            await audit.record(tx, { ...entry, action: active ? 'dealer.restore' : 'dealer.deactivate', before: current, after: { deactivatedAt } });
            if (active) return;
            const dealer = fields.companyName ?? current.companyName;
            await notifications.notifyEach(tx, await installersOf(tx.db, id), { kind: 'dealerDeactivated', values: { dealer }, link: pages.dealer() });
          }),
      );
      return readDealer(db, id, lang);
    },
  };
}
