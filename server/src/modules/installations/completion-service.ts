import { createBarcodes } from './barcodes-steps';
import { createCertificate } from './certificate';
import { createCompletion } from './completion';
import type { CompletionDeps } from './completion-deps';
import { createGrading } from './grading';
import { createUnitLabels } from './unit-labels';
import { createWarranty } from './warranty';

export type { CompletionDeps } from './completion-deps';

/**
 * From the registered units to the client's signed-off, graded, warrantied job (issue 22): serials,
 * completion with the client's code, grading, the certificate and the public warranty checks.
 */
export function createCompletionService(deps: CompletionDeps) {
  return {
    ...createBarcodes(deps),
    ...createCompletion(deps),
    ...createGrading(deps),
    ...createWarranty(deps),
    ...createCertificate(deps),
    ...createUnitLabels(deps),
  };
}

export type CompletionService = ReturnType<typeof createCompletionService>;
