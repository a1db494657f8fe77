import type { Viewer } from '../../access';
import { installationPolicy, type InstallationRow } from '../installations';
import type { PreventionRow } from './queries';

/**
 * Who may act on one maintenance visit (docs/access.md#rules-inside-a-service), from its installation's row and its
 * own. The service's guards (403, 409) and the visit's `can*` flags call the same function. Planning a visit is
 * installationPolicy.planPrevention, which the installation card's `canAddPrevention` reads.
 */
type Visit = Pick<PreventionRow, 'status'>;

/** prevention.perform (texting the client its code, performing it; the visit's `canBePerformed`): installationPolicy.performPrevention, the rule the installation card's `canPerformPrevention` reads. */
const perform = (viewer: Viewer, row: InstallationRow, visit: Visit) =>
  installationPolicy.performPrevention(viewer, row, { planned: visit.status === 'PLANNED' });

export const preventionPolicy = {
  perform,
  /** prevention.postpone (a new date or time, or the comment; the visit's `canBePostponed`): the same person at the same moment as performing. */
  postpone: perform,
};
