import { HttpError } from '../../lib/http-errors';

/**
 * The module's 409s and the keys of their texts (under `api.errors`): the wizard's and the card's under
 * `installations.*`, completion's, grading's and the certificate's under `warranty.conflict.*`.
 */
const MESSAGES = {
  stepOrder: 'installations.stepOrder',
  notEditable: 'installations.notEditable',
  wrongWizard: 'installations.wrongWizard',
  notDraft: 'installations.notDraft',
  notCancellable: 'installations.notCancellable',
  barcodesMissing: 'installations.barcodesMissing',
  cancelled: 'installations.cancelled',
  noChange: 'installations.noChange',
  notAwaiting: 'warranty.conflict.notAwaiting',
  notNew: 'warranty.conflict.notNew',
  notCompleted: 'warranty.conflict.notCompleted',
  notSigned: 'warranty.conflict.notSigned',
  graded: 'warranty.conflict.graded',
  /** The record changed after its code was sent: the client must sign what they were asked about. */
  recordChanged: 'warranty.conflict.recordChanged',
  /** The record lacks units or photos (`missing` says which, readiness.ts). */
  notReady: 'warranty.conflict.notReady',
  /** No unit of the job has a serial yet: nothing to label. */
  noUnits: 'warranty.conflict.noUnits',
} as const;

export type InstallationConflict = keyof typeof MESSAGES;

export const conflict = (reason: InstallationConflict, values?: Record<string, string | number>) => new HttpError(409, MESSAGES[reason], values);
