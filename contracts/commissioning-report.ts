import { z } from 'zod';
import { idParam, langQuery } from './common';
import { commissioningBodySchema, findingKeys, measureKeys, modelSpecSchema, type FindingKey, type MeasureKey } from './commissioning';
import { refrigerantIdSchema } from './fgas-refrigerants';
import { defineRoute } from './route';
import { textSchema } from './validation';

/**
 * The commissioning report over HTTP (docs/decisions/0051-commissioning-report.md): per outdoor unit of a job, what was
 * measured at its first start, judged against its model; the report as a PDF in the client's language.
 */
const rangeSchema = z.object({ min: z.number().optional(), max: z.number().optional() });
export const findingSchema = z.object({
  state: z.enum(['ok', 'low', 'high', 'mismatch', 'unchecked']),
  range: rangeSchema.nullable(),
  blocking: z.boolean(),
});

const siValues = z.record(z.enum(measureKeys), z.number().nullable()) as z.ZodType<Record<MeasureKey, number | null>>;
const comments = z.partialRecord(z.enum(findingKeys), z.string()) as z.ZodType<Partial<Record<FindingKey, string>>>;

export const unitReportSchema = z.object({
  serial: z.string(),
  productName: z.string(),
  model: z.string().nullable(),
  /** The catalogue's data of the model; null: the portal's ranges only (the line and the charge are not checked). */
  spec: modelSpecSchema.nullable(),
  report: z
    .object({
      refrigerant: refrigerantIdSchema,
      values: siValues,
      comments,
    })
    .nullable(),
  findings: z.record(z.enum(findingKeys), findingSchema).nullable(),
  /** The report shown is the change waiting for the client's code, not the signed one. */
  pending: z.boolean(),
});
export type UnitReport = z.infer<typeof unitReportSchema>;

export const commissioningViewSchema = z.object({
  /** One per outdoor unit with a serial on the job. */
  units: z.array(unitReportSchema),
  /** The viewer may write the reports (after the client signed: a change for the client to sign). */
  canEdit: z.boolean(),
  /** A blocking value is out of range: the extended guarantee is not granted while it is. */
  extendedGuaranteeWithheld: z.boolean(),
  /** The report as a PDF (API path), once one unit has a report. */
  reportUrl: z.string().nullable(),
});
export type CommissioningView = z.infer<typeof commissioningViewSchema>;

const unitParams = idParam.extend({ serial: textSchema().trim().min(1).max(40) });

export const commissioningRoutes = {
  commissioning: defineRoute({
    method: 'GET',
    path: '/web/installations/:id/commissioning',
    auth: 'required',
    area: 'installations',
    params: idParam,
    query: langQuery,
    response: commissioningViewSchema,
    errors: [401, 403, 404],
  }),
  saveCommissioning: defineRoute({
    method: 'PUT',
    path: '/web/installations/:id/commissioning/:serial',
    auth: 'required',
    area: 'installations',
    params: unitParams,
    query: langQuery,
    body: commissioningBodySchema,
    response: commissioningViewSchema,
    errors: [401, 403, 404, 409, 412, 422],
  }),
  /** The commissioning report as a PDF in the client's language. */
  commissioningReport: defineRoute({
    method: 'GET',
    path: '/web/installations/:id/commissioning/report',
    auth: 'required',
    area: 'installations',
    params: idParam,
    response: z.instanceof(Uint8Array).meta({ format: 'binary' }),
    errors: [401, 403, 404, 409],
  }),
};
