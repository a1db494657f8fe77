import type { installationCommonSchema } from '../../../../contracts';
import type { z } from 'zod';
import type { Viewer } from '../../access';
import { enforce } from '../../lib/policy';
import { conflict } from './conflicts';
import { installationPolicy } from './policy';
import type { InstallationRow } from './rows';

export type WizardStep = NonNullable<z.infer<typeof installationCommonSchema>['wizardStep']>;

/** How a step's request came: through /web/installations/completed/{id}/… (`completed`) or the plain path. */
export type WizardPath = 'plain' | 'completed';

/**
 * The order of the wizards (docs/domain.md#the-wizards): the new-installation wizard and the completed-installation
 * one (`archived`), whose barcodes step is required and which has no products step (its units come
 * from the serials).
 */
export const WIZARD_STEPS: Record<'new' | 'archived', readonly WizardStep[]> = {
  new: ['common', 'installer', 'address', 'products', 'details'],
  archived: ['common', 'barcodes', 'installer', 'address', 'details'],
};

/** Which wizard: the new-installation one, or the completed-installation one of work done earlier (`archived`). */
export type Wizard = keyof typeof WIZARD_STEPS;

const stepsOf = (row: Pick<InstallationRow, 'archived'>) => WIZARD_STEPS[row.archived ? 'archived' : 'new'];

/**
 * Whether `viewer` may save `step` of this installation now, else 409 (nothing is changed):
 * - `notEditable`: not a draft, and not a NEW installation they may update (installation.update, policy.ts);
 * - `wrongWizard`: a step the installation's wizard does not have (or the /completed path for a new one);
 * - `stepOrder`: a draft's step before the ones it depends on were saved (a saved step may be saved again).
 */
export function assertStepAllowed(viewer: Viewer, row: InstallationRow, step: WizardStep, path: WizardPath) {
  enforce(installationPolicy.update(viewer, row), conflict);
  const steps = stepsOf(row);
  if (!steps.includes(step) || (path === 'completed' && !row.archived)) throw conflict('wrongWizard');
  if (row.code !== 'DRAFT') return;
  const reached = steps.indexOf((row.wizardStep as WizardStep | null) ?? 'common');
  if (steps.indexOf(step) > reached + 1) throw conflict('stepOrder');
}

/** The wizard step to remember after saving `step`: the furthest one reached (saving an earlier one again keeps it). */
export function reachedStep(row: InstallationRow, step: WizardStep): WizardStep {
  const steps = stepsOf(row);
  const current = (row.wizardStep as WizardStep | null) ?? 'common';
  return steps.indexOf(step) > steps.indexOf(current) ? step : current;
}
