import type { Lang } from '../../../../contracts';
import { pages } from '../../../../contracts/pages';
import { loadVisible, type Viewer } from '../../access';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { enforce } from '../../lib/policy';
import type { AuditService } from '../audit';
import type { NotificationsService } from '../notifications';
import { applyForFirstLevel } from './certifications-apply';
import { companyById, companyIdOf } from './companies';
import { conflict } from './conflicts';
import { lockUser, makeInstallerOf } from './people';
import { dealerRequestPolicy as policy } from './policy';
import { lockRequest, presentRequest, recordDecision, requestRow } from './requests';

type Decision = 'ACCEPTED' | 'DECLINED' | 'BLOCKED';

/**
 * The dealer decides the requests addressed to it (docs/decisions/0026-dealer-requests.md): accepting makes a client
 * its installer or moves an installer to it; declining and blocking give a reason, and blocking refuses further ones.
 */
type DecisionsDeps = { db: Db; clock: Clock; notifications: NotificationsService; audit: Pick<AuditService, 'record'> };

export function createRequestDecisions({ db, clock, notifications, audit }: DecisionsDeps) {
  /** Decides a request addressed to the viewer's company (the admin: any), once. */
  async function decide(viewer: Viewer, id: number, status: Decision, reason: string | null, lang: Lang) {
    await transaction(db, async (tx) => {
      const { userId } = await loadVisible(tx.db, 'dealerRequests', viewer, id);
      const person = await lockUser(tx.db, userId);
      const request = await lockRequest(tx.db, id);
      // Both are gone only if the account was deleted meanwhile: nothing is left to decide.
      if (!person || !request) throw conflict('alreadyDecided');
      const facts = { company: viewer.role === 'ADMIN' ? null : await companyIdOf(tx.db, viewer), personRole: person.role };
      enforce(status === 'ACCEPTED' ? policy.accept(viewer, request, facts) : policy.decide(viewer, request, facts), conflict);
      await recordDecision(tx.db, id, { status, reason, decidedBy: viewer.id, decidedAt: clock.now() });
      await audit.record(tx, {
        actorId: viewer.id,
        action: 'dealerRequest.decide',
        subjectType: 'dealerRequest',
        subjectId: id,
        before: { status: request.status, reason: request.reason },
        after: { status, reason },
      });
      if (status === 'ACCEPTED') {
        await makeInstallerOf(tx.db, person.id, request.dealerId, clock.now());
        if (request.kind === 'INSTALLER' && request.certificationTypeId) await applyForFirstLevel(tx.db, person.id, request.certificationTypeId, clock.now());
      }
      const dealer = (await companyById(tx.db, request.dealerId))!;
      const kind = request.kind === 'INSTALLER' ? 'installerRequest' : 'dealerChange';
      await notifications.notify(
        tx,
        { id: person.id, language: person.language },
        {
          kind: `${kind}${status === 'ACCEPTED' ? 'Accepted' : 'Declined'}`,
          values: { dealer: dealer.name, reason: reason ?? '—' },
          link: request.kind === 'INSTALLER' && status === 'ACCEPTED' ? pages.license() : pages.dealer(),
        },
      );
    });
    return presentRequest((await requestRow(db, id))!, lang);
  }

  return {
    accept: (viewer: Viewer, id: number, lang: Lang) => decide(viewer, id, 'ACCEPTED', null, lang),
    decline: (viewer: Viewer, id: number, reason: string, lang: Lang) => decide(viewer, id, 'DECLINED', reason, lang),
    block: (viewer: Viewer, id: number, reason: string | null, lang: Lang) => decide(viewer, id, 'BLOCKED', reason, lang),
  };
}
