/** Which wizard: the new-installation one, or the completed-installation one whose steps live under /completed/{id}. */
export type WizardKind = 'new' | 'completed';

/** The installation-specific catalogue search finds 5 products and 5 in groups. */
export const INSTALLATION_SEARCH_COUNT = 5;

export type StepName = 'common' | 'barcodes' | 'installer' | 'address' | 'products' | 'details';

/** The step order of the new-installation wizard and of the completed one (docs/domain.md#the-wizards). */
export const WIZARD_ORDER: Record<WizardKind, readonly StepName[]> = {
  new: ['common', 'installer', 'address', 'products', 'details'],
  completed: ['common', 'barcodes', 'installer', 'address', 'details'],
};

const isStep = (kind: WizardKind, value: string | null | undefined): value is StepName => WIZARD_ORDER[kind].includes(value as StepName);

/**
 * The step to show: the one asked for in the URL if it has been reached, otherwise the first one not yet
 * saved (the step after `saved`, the furthest one the server remembers), so a draft left in the middle
 * resumes where it stopped.
 */
export function stepToShow(kind: WizardKind, saved: StepName | null, asked?: string | null): StepName {
  const order = WIZARD_ORDER[kind];
  const reached = saved && isStep(kind, saved) ? order.indexOf(saved) : -1;
  const next = order[Math.min(reached + 1, order.length - 1)]!;
  if (isStep(kind, asked) && order.indexOf(asked) <= reached + 1) return asked;
  return next;
}

/** The step before and after `step` in this wizard, if any. */
export function neighbours(kind: WizardKind, step: StepName) {
  const order = WIZARD_ORDER[kind];
  const index = order.indexOf(step);
  return { previous: order[index - 1], next: order[index + 1] };
}

/**
 * The steps a draft opened online can be saved in without a network (ADR 0055): their input is typed or scanned, or
 * chosen from what was read already (the installer themself or the one saved). Step 1 (a new job's number comes from
 * the server) and the equipment (the catalogue search) need the network.
 */
export const OFFLINE_STEPS: readonly StepName[] = ['barcodes', 'installer', 'address', 'details'];

/** The furthest of the step a draft reached and a step saved now (a step kept on this device counts as reached). */
export function furthest(kind: WizardKind, reached: StepName | null, saved: StepName): StepName {
  const order = WIZARD_ORDER[kind];
  return reached && order.indexOf(reached) > order.indexOf(saved) ? reached : saved;
}

/** The step a draft reached, counting its steps kept on this device (each change's path ends with its step's name). */
export function reachedWith(kind: WizardKind, saved: StepName | null, keptPaths: string[]): StepName | null {
  return keptPaths
    .map((path) => path.split('/').pop())
    .filter((name): name is StepName => WIZARD_ORDER[kind].includes(name as StepName))
    .reduce<StepName | null>((reached, name) => furthest(kind, reached, name), saved);
}
