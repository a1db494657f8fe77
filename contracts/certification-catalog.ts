import { z } from 'zod';
import { idParam } from './common';
import { certificationTypeCodes } from './installations';
import { defineRoute } from './route';
import { messageKey, textSchema } from './validation';

/**
 * The back-office's certification catalogue (docs/decisions/0037-certification-catalogue.md): support names the types
 * (the equipment kinds RAC, LCAC and HP, which products carry, so there are no new ones) and their levels in the three
 * languages, and sets each type's terms. A term is read when it is used and the result stored: a decision keeps the
 * end it was given, a completed job the years its extended guarantee added.
 */

export const CERTIFICATION_NAME_MAX = 100;
export const CERTIFICATION_TERM_MAX_YEARS = 10;

const nameIn = () => textSchema().trim().min(1).max(CERTIFICATION_NAME_MAX);
/** A name in each of the portal's languages. */
export const localizedNameSchema = z.object({ uk: nameIn(), en: nameIn(), pl: nameIn() });
export type LocalizedName = z.infer<typeof localizedNameSchema>;

export const adminCertificationLevelSchema = z.object({
  id: z.number().int(),
  /** The order within the type: 1 is the first level; a new level takes the next. */
  rank: z.number().int(),
  name: localizedNameSchema,
  /** Certifications and applications of the level (any status): a level with any cannot be removed. */
  certificationsCount: z.number().int(),
});
export type AdminCertificationLevel = z.infer<typeof adminCertificationLevelSchema>;

export const adminCertificationTypeSchema = z.object({
  id: z.number().int(),
  code: z.enum(certificationTypeCodes),
  name: localizedNameSchema,
  /** Years an accepted level stays ACTIVE from the decision. */
  validityYears: z.number().int(),
  /** Years the extended guarantee adds to a unit's warranty. */
  extensionYears: z.number().int(),
  levels: z.array(adminCertificationLevelSchema),
});
export type AdminCertificationType = z.infer<typeof adminCertificationTypeSchema>;

/** A type's names and terms (the back-office's form holds them all; PATCH takes any of them). */
export const certificationTypeFieldsSchema = z.object({
  name: localizedNameSchema,
  validityYears: z.number().int().min(1).max(CERTIFICATION_TERM_MAX_YEARS),
  extensionYears: z.number().int().min(0).max(CERTIFICATION_TERM_MAX_YEARS),
});
export const certificationTypeUpdateSchema = certificationTypeFieldsSchema
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: messageKey('emptyUpdate') });
export type CertificationTypeUpdate = z.infer<typeof certificationTypeUpdateSchema>;

export const certificationLevelBodySchema = z.object({ name: localizedNameSchema });
export type CertificationLevelBody = z.infer<typeof certificationLevelBodySchema>;

const common = { auth: 'required', area: 'admin' } as const;

export const certificationCatalogRoutes = {
  /** Every type with its levels, in the catalogue's order. */
  types: defineRoute({
    ...common,
    method: 'GET',
    path: '/admin/certification-types',
    response: z.array(adminCertificationTypeSchema),
    errors: [401, 403],
  }),
  updateType: defineRoute({
    ...common,
    method: 'PATCH',
    path: '/admin/certification-types/:id',
    params: idParam,
    body: certificationTypeUpdateSchema,
    response: adminCertificationTypeSchema,
    errors: [401, 403, 404, 422],
  }),
  /** A new level of the type, after its last one. */
  createLevel: defineRoute({
    ...common,
    method: 'POST',
    path: '/admin/certification-types/:id/levels',
    params: idParam,
    body: certificationLevelBodySchema,
    response: adminCertificationTypeSchema,
    statuses: [201],
    errors: [401, 403, 404, 422],
  }),
  renameLevel: defineRoute({
    ...common,
    method: 'PATCH',
    path: '/admin/certification-levels/:id',
    params: idParam,
    body: certificationLevelBodySchema,
    response: adminCertificationTypeSchema,
    errors: [401, 403, 404, 422],
  }),
  /** Removes a level nobody holds nor applied for (409 `levelInUse` otherwise); answers its type. */
  deleteLevel: defineRoute({
    ...common,
    method: 'DELETE',
    path: '/admin/certification-levels/:id',
    params: idParam,
    response: adminCertificationTypeSchema,
    errors: [401, 403, 404, 409, 422],
  }),
};
