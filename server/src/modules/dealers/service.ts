import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { RateLimiter } from '../../lib/rate-limit';
import type { AuditService } from '../audit';
import type { NotificationsService } from '../notifications';
import { createCertificationApplications } from './certifications-apply';
import { createCertificationDecisions } from './certifications-decide';
import { createDealerPages } from './dealer-pages';
import { createInstallerPages } from './installer-pages';
import { createReminders } from './reminders';
import { createRequestDecisions } from './requests-decide';
import { createRequestSending } from './requests-send';

export type DealersDeps = { db: Db; clock: Clock; rateLimit: RateLimiter; notifications: NotificationsService; audit: Pick<AuditService, 'record'> };

/**
 * Dealers, installers and certifications (docs/domain.md#people-and-companies and #certifications;
 * docs/decisions/0026-dealer-requests.md): the dealer's installers and company, the installer's licence,
 * rating and dealer, the requests addressed to a dealer and their decisions, certification applications and
 * support's decisions of them, and the reminders of certifications about to end.
 */
export function createDealersService(deps: DealersDeps) {
  return {
    ...createDealerPages(deps),
    ...createRequestDecisions(deps),
    ...createInstallerPages(deps),
    ...createRequestSending(deps),
    ...createCertificationApplications(deps),
    ...createCertificationDecisions(deps),
    ...createReminders(deps),
  };
}

export type DealersService = ReturnType<typeof createDealersService>;
