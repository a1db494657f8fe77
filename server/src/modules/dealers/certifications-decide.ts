import type { Lang } from '../../../../contracts';
import { pages } from '../../../../contracts/pages';
import type { Viewer } from '../../access';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/http-errors';
import { nameIn } from '../../lib/names';
import { toPage } from '../../lib/paging';
import { enforce } from '../../lib/policy';
import type { AuditService } from '../audit';
import type { NotificationsService } from '../notifications';
import {
  applicantOf,
  certificationRequestById,
  certificationRequestPage,
  dropReplacedLevel,
  lockApplication,
  recordApplicationDecision,
} from './certification-requests';
import { conflict } from './conflicts';
import { lockUser } from './people';
import { certificationRequestPolicy as policy } from './policy';

const inYears = (from: Date, years: number) => {
  const d = new Date(from);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d;
};

/** Support lists the certification applications and decides them (docs/domain.md#certifications). */
type DecisionsDeps = { db: Db; clock: Clock; notifications: NotificationsService; audit: Pick<AuditService, 'record'> };

export function createCertificationDecisions({ db, clock, notifications, audit }: DecisionsDeps) {
  /**
   * Support decides an application, once: accepted, it is ACTIVE for its type's validity term from now. The end is stored,
   * so that a later change of the term (the back-office's certification catalogue) does not move it.
   */
  async function decide(viewer: Viewer, id: number, status: 'ACTIVE' | 'DECLINED', reason: string | null, lang: Lang) {
    const now = clock.now();
    await transaction(db, async (tx) => {
      const installerId = await applicantOf(tx.db, id);
      if (installerId === null) throw notFound();
      // The installer first, as applying does: their applications change one at a time.
      const installer = await lockUser(tx.db, installerId);
      const application = await lockApplication(tx.db, id);
      // Both are gone only if the account was deleted meanwhile: nothing is left to decide.
      if (!installer || !application) throw conflict('alreadyDecided');
      enforce(policy.decide(application.c), conflict);
      const decision = { status, reason, decidedAt: now, expiresAt: status === 'ACTIVE' ? inYears(now, application.t.validityYears) : null };
      await recordApplicationDecision(tx.db, id, decision);
      const { c: before } = application;
      await audit.record(tx, {
        actorId: viewer.id,
        action: 'certificationRequest.decide',
        subjectType: 'certificationRequest',
        subjectId: id,
        before: { status: before.status, reason: before.reason, decidedAt: before.decidedAt, expiresAt: before.expiresAt },
        after: decision,
      });
      // One certification per type (docs/domain.md#certifications): the accepted level replaces the one held before.
      if (status === 'ACTIVE') await dropReplacedLevel(tx.db, installer.id, id, application.t.id);
      await notifications.notify(
        tx,
        { id: installer.id, language: installer.language },
        {
          kind: status === 'ACTIVE' ? 'certificationApproved' : 'certificationDeclined',
          values: {
            level: nameIn(application.l.name, installer.language as Lang),
            type: nameIn(application.t.name, installer.language as Lang),
            reason: reason ?? '',
          },
          link: pages.license(),
        },
      );
    });
    return (await certificationRequestById(db, id, lang, now))!;
  }

  return {
    async certificationRequests(q: { status: string; search?: string; page: number; perPage: number; lang: Lang }, url: (page: number) => string) {
      const { total, items } = await certificationRequestPage(db, q, clock.now());
      return toPage(items, { page: q.page, perPage: q.perPage, total, url });
    },
    acceptCertification: (viewer: Viewer, id: number, lang: Lang) => decide(viewer, id, 'ACTIVE', null, lang),
    declineCertification: (viewer: Viewer, id: number, reason: string, lang: Lang) => decide(viewer, id, 'DECLINED', reason, lang),
  };
}
