import { z } from 'zod';
import { modelSpecSchema } from './commissioning';
import { defineRoute } from './route';

/**
 * The catalogue's data of an outdoor model (issue 33, docs/decisions/0051-commissioning-report.md): its refrigerant,
 * factory charge, the line the charge covers and the manufacturer's ranges, kept by the back-office per model as the
 * products' outdoor blocks name it (`model_specs`), read by the commissioning report. Only an outdoor block's model has
 * data: any other is a 404.
 */

/** A model as a product's block names it (the exchange format's block `model`: 1–100 characters). */
export const modelParams = z.object({ model: z.string().trim().min(1).max(100) });

export const modelSpecAnswerSchema = z.object({
  model: z.string(),
  /** Null while the back-office has given none: the report then judges by the portal's default ranges only. */
  spec: modelSpecSchema.nullable(),
  /** When the data was last written (by the back-office or an import), null while there is none. */
  updatedAt: z.string().nullable(),
});
export type ModelSpecAnswer = z.infer<typeof modelSpecAnswerSchema>;

const admin = { auth: 'required', area: 'admin' } as const;

export const catalogModelRoutes = {
  /** A model's data, or `spec: null` when it has none yet. */
  spec: defineRoute({
    ...admin,
    method: 'GET',
    path: '/admin/catalog/models/:model/spec',
    params: modelParams,
    response: modelSpecAnswerSchema,
    errors: [401, 403, 404],
  }),
  /** Sets (replaces) a model's data; 422 per field (`factoryChargeKg`, `maxPipeM`, `ranges.pressureTest.max`, …), nothing written then. */
  putSpec: defineRoute({
    ...admin,
    method: 'PUT',
    path: '/admin/catalog/models/:model/spec',
    params: modelParams,
    body: modelSpecSchema,
    response: modelSpecAnswerSchema,
    errors: [401, 403, 404, 422],
  }),
  /** Removes a model's data (the report falls back to the portal's ranges); `deleted: false` when it had none. */
  removeSpec: defineRoute({
    ...admin,
    method: 'DELETE',
    path: '/admin/catalog/models/:model/spec',
    params: modelParams,
    response: z.object({ deleted: z.boolean() }),
    errors: [401, 403, 404],
  }),
};
