import type { DealerRequestKind, RoleName } from '../../../../contracts';
import { mayEnter, type Viewer } from '../../access';
import type { Verdict } from '../../lib/policy';
import type { DealersConflict } from './conflicts';
import type { LicenseEntry } from './license';

/**
 * Who may act on a dealer request, an installer's certification and a certification application
 * (docs/access.md#rules-inside-a-service): pure functions of the viewer and the record (and the facts named in the
 * third argument). The service's guards and the offers that match them call the same function. Which requests a
 * dealer sees at all is the access layer's scope (404), and which roles enter the routes their area (403).
 */
type Request = { kind: DealerRequestKind; dealerId: number; status: string };

/** The role a person had when asking: a client asks to become an installer, an installer to move to another dealer. */
const ASKED_AS: Record<DealerRequestKind, RoleName> = { INSTALLER: 'USER', DEALER_CHANGE: 'INSTALLER' };

export const dealerRequestPolicy = {
  /**
   * dealerRequest.decide (accept, decline, block): the company the request is addressed to, through its dealer or
   * deputy (not its assistant), or support; once, while it waits (SENT). `company`: the one the viewer acts for
   * (companies.ts `companyIdOf`; null for support).
   */
  decide(viewer: Viewer, request: Request, { company }: { company: number | null }): Verdict<DealersConflict> {
    if (!mayEnter(viewer.role, 'dealerDecisions') || (viewer.role !== 'ADMIN' && company !== request.dealerId)) return 'forbidden';
    return request.status === 'SENT' ? null : 'alreadyDecided';
  },

  /** dealerRequest.accept: as decide, and the person (`personRole`, now) is still who asked. */
  accept(viewer: Viewer, request: Request, facts: { company: number | null; personRole: string }): Verdict<DealersConflict> {
    return dealerRequestPolicy.decide(viewer, request, facts) ?? (facts.personRole === ASKED_AS[request.kind] ? null : 'personChanged');
  },
};

export const certificationPolicy = {
  /**
   * certification.apply (the levels certificationRequestCreate offers, POST /web/installers/certification-requests/{id}):
   * an installer, for themselves (`entry` is their licence's entry of the level's type), while no application of
   * that type waits, for a level above the one held ACTIVE (an expired level may be applied for again).
   */
  apply(viewer: Viewer, entry: LicenseEntry, rank: number): Verdict<'certificationPending' | 'certificationLevelNotHigher'> {
    if (viewer.role !== 'INSTALLER') return 'forbidden';
    if (entry.request?.status === 'REQUEST') return 'certificationPending';
    if (entry.level && entry.status === 'ACTIVE' && rank <= entry.level.rank) return 'certificationLevelNotHigher';
    return null;
  },
};

export const certificationRequestPolicy = {
  /** certificationRequest.decide (accept, decline): support, the one role of its area; once, while it waits (REQUEST). */
  decide: (application: { status: string }): Verdict<DealersConflict> => (application.status === 'REQUEST' ? null : 'alreadyDecided'),
};
