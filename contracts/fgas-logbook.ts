import { z } from 'zod';
import { idParam, langQuery } from './common';
import { fgasCertificateSchema } from './fgas-certificates';
import {
  fgasEntryKinds,
  fgasEntrySchema,
  type FgasEntryKind,
  leakCheckResults,
  recoveredRefrigerantFates,
  refrigerantCircuitSchema,
  refrigerantOrigins,
} from './fgas-entries';
import { refrigerantIdSchema } from './fgas-refrigerants';
import { defineRoute } from './route';

/**
 * The F-gas logbook over HTTP (docs/decisions/0049-fgas-logbook.md): the refrigerant circuits of an installation, each
 * with its leak check rule, next check due and append-only entries; the installer's F-gas certificate; the CRO card.
 */

/** A new circuit: the rules' circuit and the outdoor unit (one of the job's units) it is. */
export const circuitBodySchema = refrigerantCircuitSchema.and(z.object({ unitId: z.number().int().positive().max(2_147_483_647).nullable() }));
export type CircuitBody = z.input<typeof circuitBodySchema>;

const partySchema = z.object({ name: z.string(), address: z.string(), certificateNumber: z.string().nullable() });

/** An entry as written, with who wrote it and under which certificate. */
export const fgasEntryViewSchema = z.object({
  id: z.number().int(),
  kind: z.enum(fgasEntryKinds as [FgasEntryKind, ...FgasEntryKind[]]),
  on: z.string(),
  note: z.string().nullable(),
  result: z.enum(leakCheckResults).nullable(),
  description: z.string().nullable(),
  measures: z.string().nullable(),
  kg: z.number().nullable(),
  dueToLeakage: z.boolean().nullable(),
  origin: z.enum(refrigerantOrigins).nullable(),
  fate: z.enum(recoveredRefrigerantFates).nullable(),
  party: partySchema.nullable(),
  author: z.object({ fullName: z.string(), certificateNumber: z.string(), certificateCategory: z.string() }),
  createdAt: z.string(),
});
export type FgasEntryView = z.infer<typeof fgasEntryViewSchema>;

const reasonSchema = z.object({
  key: z.enum(['notFluorinated', 'belowThreshold', 'hermeticallySealedBelowThreshold', 'thresholdReached']),
  basis: z.enum(['co2eTonnes', 'chargeKg']).optional(),
  amount: z.number().optional(),
  threshold: z.number().optional(),
  baseIntervalMonths: z.number().int().optional(),
  doubledByLeakDetection: z.boolean().optional(),
});

export const circuitViewSchema = z.object({
  id: z.number().int(),
  unit: z.object({ id: z.number().int(), serial: z.string(), model: z.string().nullable() }).nullable(),
  refrigerant: z.object({ id: refrigerantIdSchema, gwp: z.number(), fluorinated: z.boolean() }),
  factoryChargeKg: z.number(),
  installationChargeKg: z.number(),
  chargeKg: z.number(),
  co2eTonnes: z.number(),
  hermeticallySealed: z.boolean(),
  residentialBuilding: z.boolean(),
  leakDetectionSystem: z.boolean(),
  commissionedOn: z.string(),
  rule: z.object({ required: z.boolean(), intervalMonths: z.number().int().nullable(), reason: reasonSchema }),
  /** When the next leak check is due and why (the interval, or a repair's verification); null when none is required or after decommissioning. */
  nextCheck: z.object({ on: z.string(), because: z.enum(['interval', 'repairVerification']), overdue: z.boolean() }).nullable(),
  decommissioned: z.boolean(),
  entries: z.array(fgasEntryViewSchema),
  /** Why the viewer may not write on this circuit (null: they may), one of `writeRefusals`. */
  writeRefusal: z.string().nullable(),
});
export type CircuitView = z.infer<typeof circuitViewSchema>;

/**
 * Why the viewer may not write in the logbook: not the job's installer, no certificate on their licence, an expired
 * one, a category that does not reach this entry or circuit, or a decommissioned circuit.
 */
export const writeRefusals = ['notInstaller', 'noCertificate', 'certificateExpired', 'categoryExcludes', 'chargeAboveCategoryLimit', 'decommissioned'] as const;

export const fgasLogbookSchema = z.object({
  circuits: z.array(circuitViewSchema),
  /** Whether the viewer may add a circuit, or why not (`writeRefusals`). */
  addRefusal: z.enum(writeRefusals).nullable(),
  /**
   * The job's units with serials: a circuit names its outdoor unit. An outdoor unit with a commissioning report brings
   * what it measured (docs/decisions/0051): the new circuit's refrigerant and charges start from it.
   */
  units: z.array(
    z.object({
      id: z.number().int(),
      serial: z.string(),
      model: z.string().nullable(),
      type: z.string().nullable(),
      commissioning: z
        .object({ refrigerant: refrigerantIdSchema, factoryChargeKg: z.number().nullable(), installationChargeKg: z.number().nullable() })
        .nullable(),
    }),
  ),
});
export type FgasLogbook = z.infer<typeof fgasLogbookSchema>;

export const fgasCertificateViewSchema = fgasCertificateSchema.extend({ valid: z.boolean() }).nullable();

export const croCardQuery = langQuery.extend({ format: z.enum(['pdf', 'csv']).default('pdf') });

export const fgasRoutes = {
  logbook: defineRoute({
    method: 'GET',
    path: '/web/installations/:id/fgas',
    auth: 'required',
    area: 'installations',
    params: idParam,
    query: langQuery,
    response: fgasLogbookSchema,
    errors: [401, 403, 404],
  }),
  addCircuit: defineRoute({
    method: 'POST',
    path: '/web/installations/:id/fgas/circuits',
    auth: 'required',
    area: 'installations',
    params: idParam,
    body: circuitBodySchema,
    response: circuitViewSchema,
    statuses: [201],
    errors: [401, 403, 404, 409, 422],
  }),
  addEntry: defineRoute({
    method: 'POST',
    path: '/web/fgas/circuits/:id/entries',
    auth: 'required',
    area: 'installations',
    params: idParam,
    body: fgasEntrySchema,
    response: circuitViewSchema,
    statuses: [201],
    errors: [401, 403, 404, 409, 422],
  }),
  /** The circuit's equipment card in the shape of Poland's CRO card, as PDF or CSV. */
  croCard: defineRoute({
    method: 'GET',
    path: '/web/fgas/circuits/:id/card',
    auth: 'required',
    area: 'installations',
    params: idParam,
    query: croCardQuery,
    response: z.instanceof(Uint8Array).meta({ format: 'binary' }),
    errors: [401, 403, 404, 422],
  }),
  certificate: defineRoute({
    method: 'GET',
    path: '/web/installers/fgas-certificate',
    auth: 'required',
    area: 'installerPages',
    response: fgasCertificateViewSchema,
    errors: [401, 403],
  }),
  setCertificate: defineRoute({
    method: 'PUT',
    path: '/web/installers/fgas-certificate',
    auth: 'required',
    area: 'installerPages',
    body: fgasCertificateSchema,
    response: fgasCertificateViewSchema,
    errors: [401, 403, 422],
  }),
};
