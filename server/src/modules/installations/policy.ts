import { isDealerRole, type Viewer } from '../../access';
import type { Verdict } from '../../lib/policy';
import type { InstallationConflict } from './conflicts';
import type { InstallationRow } from './rows';

/**
 * Who may do what with one installation (docs/access.md#rules-inside-a-service), action by action: pure functions of the viewer
 * and the row (and, where the row does not say it, the facts named in the third argument). The service's guards
 * (403, 409) and the card's `can*` flags call the same function, so they cannot disagree. Which rows a viewer sees
 * at all is the access layer's scope (404), and which roles enter the routes their area (403).
 */
type Row = Pick<InstallationRow, 'code' | 'creatorId' | 'installerId' | 'clientId' | 'completedAt'>;
type Refusal = Verdict<InstallationConflict>;

/** The installer assigned to the job: they complete it, confirm changes of its signed record, and maintain it. */
export const isAssignedInstaller = (viewer: Viewer, row: Pick<Row, 'installerId'>) => viewer.role === 'INSTALLER' && row.installerId === viewer.id;

/** Who works on an installation: the admin, the dealer roles, and its installer or creating installer. */
export const isWorker = (viewer: Viewer, row: Row) =>
  viewer.role === 'ADMIN' || isDealerRole(viewer.role) || (viewer.role === 'INSTALLER' && (viewer.id === row.installerId || viewer.id === row.creatorId));

/** A job that waits for the client's code: registered (NEW) or awaiting it. */
const waitsForCompletion = (row: Row) => row.code === 'NEW' || row.code === 'AWAITING_CONFIRMATION';
/** A job the client signed off: completed, or completed with a maintenance visit planned. */
const signedOff = (row: Row) => row.code === 'COMPLETED' || row.code === 'PREVENTION';

/** `changePending`: a change of the signed record waits for the client's code. */
type Signature = { changePending: boolean };

export const installationPolicy = {
  /**
   * installation.update (the card's `canBeUpdated`, every wizard step): a draft by its creator (only they see it), a
   * NEW installation by its creator, the dealer (of its installer) or the admin; nothing after that.
   */
  update(viewer: Viewer, row: Row): Refusal {
    if (row.code === 'DRAFT') return row.creatorId === viewer.id ? null : 'notEditable';
    if (row.code !== 'NEW') return 'notEditable';
    return row.creatorId === viewer.id || isDealerRole(viewer.role) || viewer.role === 'ADMIN' ? null : 'notEditable';
  },

  /** installation.delete: a draft only, by its creator (the only one who sees it). */
  delete: (viewer: Viewer, row: Row): Refusal => (row.code === 'DRAFT' && row.creatorId === viewer.id ? null : 'notDraft'),

  /** installation.cancel: a worker, while the job waits for completion (NEW or AWAITING_CONFIRMATION). */
  cancel: (viewer: Viewer, row: Row): Refusal => (!isWorker(viewer, row) ? 'forbidden' : waitsForCompletion(row) ? null : 'notCancellable'),

  /** installation.changePlace (where the equipment stands): a worker, on anything but a cancelled installation. */
  changePlace: (viewer: Viewer, row: Row): Refusal => (!isWorker(viewer, row) ? 'forbidden' : row.code === 'CANCELLED' ? 'cancelled' : null),

  /**
   * installation.registerUnits (outside the wizard): a worker, from NEW on; once the client signed the record, the
   * units change through a change for the client to sign.
   */
  registerUnits: (viewer: Viewer, row: Row): Refusal =>
    ['NEW', 'AWAITING_CONFIRMATION', 'COMPLETED', 'PREVENTION'].includes(row.code) && isWorker(viewer, row) ? null : 'notEditable',

  /** installation.addPhotos: a worker, on a registered installation that is not cancelled. */
  addPhotos: (viewer: Viewer, row: Row): Refusal =>
    row.code === 'CANCELLED' ? 'cancelled' : isWorker(viewer, row) && row.code !== 'DRAFT' ? null : 'notEditable',

  /** installation.complete: the assigned installer has the client's code sent for the finished job (NEW or AWAITING_CONFIRMATION). */
  complete: (viewer: Viewer, row: Row): Refusal => (!isAssignedInstaller(viewer, row) ? 'forbidden' : waitsForCompletion(row) ? null : 'notNew'),

  /** installation.confirmChange: the same for a change of the record the client signed. */
  confirmChange: (viewer: Viewer, row: Row, { changePending }: Signature): Refusal =>
    !isAssignedInstaller(viewer, row) ? 'forbidden' : signedOff(row) && changePending ? null : 'notNew',

  /** installation.enterCode: the assigned installer enters the code the client read out, once one was sent (AWAITING_CONFIRMATION, or a change waits). */
  enterCode: (viewer: Viewer, row: Row, { changePending }: Signature): Refusal =>
    !isAssignedInstaller(viewer, row) ? 'forbidden' : row.code === 'AWAITING_CONFIRMATION' || (signedOff(row) && changePending) ? null : 'notAwaiting',

  /** installation.withdrawChange: whoever may register units drops the change waiting for the client's code. */
  withdrawChange: (viewer: Viewer, row: Row, { changePending }: Signature): Refusal =>
    installationPolicy.registerUnits(viewer, row) ?? (changePending ? null : 'noChange'),

  /**
   * prevention.plan (the card's `canAddPrevention`, POST /web/installations/preventions): the assigned installer plans
   * a maintenance visit on a completed job while certified for its type. The state's refusals are the plan's own
   * (a 422 on its date, modules/preventions); an installer without the certification is refused (403).
   */
  planPrevention(viewer: Viewer, row: Row, { certified }: { certified: boolean }): Verdict<'preventionAlreadyPlanned' | 'preventionNotCompleted'> {
    if (!isAssignedInstaller(viewer, row)) return 'forbidden';
    if (row.code === 'PREVENTION') return 'preventionAlreadyPlanned';
    if (row.code !== 'COMPLETED') return 'preventionNotCompleted';
    return certified ? null : 'forbidden';
  },

  /**
   * prevention.perform (the card's `canPerformPrevention`; in modules/preventions the visit's flags, texting the client
   * its code and performing it): the assigned installer, while a visit is planned, the job in PREVENTION and `planned`
   * (the visit at hand is PLANNED); else 409 `notPlanned` (modules/preventions).
   */
  performPrevention: (viewer: Viewer, row: Row, { planned }: { planned: boolean }): Verdict<'notPlanned'> =>
    !isAssignedInstaller(viewer, row) ? 'forbidden' : row.code === 'PREVENTION' && planned ? null : 'notPlanned',

  /**
   * installation.grade: the client grades a job they signed off with their code (a signed version exists), once.
   * `graded`: the job has its grades.
   */
  grade(viewer: Viewer, row: Row, { signed, graded }: { signed: boolean; graded: boolean }): Refusal {
    if (viewer.role !== 'USER' || row.clientId !== viewer.id) return 'forbidden';
    if (row.completedAt === null || !signedOff(row)) return 'notCompleted';
    if (!signed) return 'notSigned';
    return graded ? 'graded' : null;
  },
};
