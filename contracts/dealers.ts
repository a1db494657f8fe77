import { z } from 'zod';
import { idParam, langQuery, pageSchema, pagingQuery, queryIdSchema } from './common';
import { certificationStatuses, certificationTypeCodes, personSchema } from './installations';
import { defineRoute } from './route';
import { messageKey, textSchema } from './validation';

/**
 * Dealers and installers: installers, the installer-list query for dealers, certification
 * applications, installer requests and dealer changes; docs/domain.md#certifications,
 * docs/domain.md#requests-to-a-dealer and docs/access.md#areas; the dealer's and support's decisions: docs/decisions/0026-dealer-requests.md.
 * Dates travel as `yyyy-MM-dd`, moments as ISO 8601.
 */

/** Dealer installers and ratings are paged by 10. */
export const DEALER_INSTALLERS_PER_PAGE = 10;
export const RATINGS_PER_PAGE = 10;
export const DEALER_REQUESTS_PER_PAGE = 10;
export const CERTIFICATION_REQUESTS_PER_PAGE = 10;
/** The installer is reminded this many days before a certification expires. */
export const CERTIFICATION_REMINDER_DAYS = 30;
/** The identifier needs at least 8 characters; the dealer lookup runs at exactly 8 or 10. */
export const DEALER_CODE_MIN = 8;
export const DEALER_CODE_LOOKUP_LENGTHS = [8, 10] as const;
export const DEALER_REASON_MAX = 1000;

/** The statuses of requests addressed to a dealer (docs/domain.md#requests-to-a-dealer); `NOT_SENT` only describes "no request yet". */
export const dealerRequestStatuses = ['NOT_SENT', 'SENT', 'ACCEPTED', 'DECLINED', 'BLOCKED'] as const;
export const dealerRequestStatusSchema = z.enum(dealerRequestStatuses);
export type DealerRequestStatus = z.infer<typeof dealerRequestStatusSchema>;
/** `INSTALLER`: a user asks to become an installer of the dealer; `DEALER_CHANGE`: an installer asks to move to it. */
export const dealerRequestKinds = ['INSTALLER', 'DEALER_CHANGE'] as const;
export const dealerRequestKindSchema = z.enum(dealerRequestKinds);
export type DealerRequestKind = z.infer<typeof dealerRequestKindSchema>;
export const certificationStatusSchema = z.enum(certificationStatuses);

// ---------------------------------------------------------------- the dealer code (EDRPOU or tax number)

const digitsOf = (code: string) => [...code].map(Number);
const weighted = (digits: number[], weights: number[]) => weights.reduce((sum, w, i) => sum + w * digits[i], 0);

/** EDRPOU (8 digits): weights 1..7 (7,1..6 for 30000000-60000000), mod 11; at 10 the weights + 2, and 10 again means 0. */
function edrpouValid(code: string) {
  const d = digitsOf(code);
  const n = Number(code);
  const base = n < 30_000_000 || n > 60_000_000 ? [1, 2, 3, 4, 5, 6, 7] : [7, 1, 2, 3, 4, 5, 6];
  let check = weighted(d, base) % 11;
  if (check >= 10)
    check =
      (weighted(
        d,
        base.map((w) => w + 2),
      ) %
        11) %
      10;
  return check === d[7];
}

/** An individual's tax number (RNOKPP, 10 digits): weights -1,5,7,9,4,6,10,5,7, mod 11, mod 10. */
function taxNumberValid(code: string) {
  const d = digitsOf(code);
  return (((weighted(d, [-1, 5, 7, 9, 4, 6, 10, 5, 7]) % 11) + 11) % 11) % 10 === d[9];
}

/** Whether `code` is a well-formed dealer code: 8 digits (EDRPOU) or 10 (tax number), checksum included. */
export const isDealerCode = (code: string) => (/^\d{8}$/.test(code) ? edrpouValid(code) : /^\d{10}$/.test(code) ? taxNumberValid(code) : false);

export const dealerCodeSchema = textSchema()
  .trim()
  .min(DEALER_CODE_MIN)
  .max(10, { message: messageKey('dealerCodeFormat') })
  .regex(/^(\d{8}|\d{10})$/, { message: messageKey('dealerCodeFormat') })
  .refine(isDealerCode, { message: messageKey('dealerCodeChecksum') })
  .meta({ examples: ['32855961'] });

const recordId = z.number().int().positive().max(2_147_483_647);
/** qs gives `ids=3` as a string and `ids[]=3` as an array; both mean a list. */
const idList = z.union([z.array(queryIdSchema).min(1).max(20), queryIdSchema]).transform((v) => (Array.isArray(v) ? v : [v]));
const reasonSchema = textSchema().trim().min(1).max(DEALER_REASON_MAX);

// ---------------------------------------------------------------- certification types and levels

export const certificationTypeSchema = z.object({ id: z.number().int(), code: z.enum(certificationTypeCodes), name: z.string() });
export const certificationLevelSchema = z.object({ id: z.number().int(), certificationTypeId: z.number().int(), rank: z.number().int(), name: z.string() });
export const levelSchema = certificationLevelSchema.pick({ id: true, rank: true, name: true });
export const certificationsSchema = z.object({ certificationTypes: z.array(certificationTypeSchema), certificationLevels: z.array(certificationLevelSchema) });

// ---------------------------------------------------------------- a dealer's installers

/** The installer-list query for dealers; `installationId` (the wizard): only installers certified for that installation's type. */
export const dealerInstallersQuery = langQuery.extend(pagingQuery(DEALER_INSTALLERS_PER_PAGE).shape).extend({
  search: textSchema().trim().max(100).optional(),
  certificationTypeIds: idList.optional(),
  certificationLevelIds: idList.optional(),
  installationId: queryIdSchema.optional(),
  /** Support's company filter (a dealer company's user id); for a dealer role it narrows their own company, so another company's finds no one. */
  dealerId: queryIdSchema.optional(),
});
/** One certification of an installer; `status` as docs/domain.md#certifications reads it (EXPIRED computed from `expiresAt`). */
export const installerCertificationSchema = z.object({
  certificationTypeId: z.number().int(),
  code: z.enum(certificationTypeCodes),
  /** The type's name in the request's language. */
  type: z.string(),
  certificationLevelId: z.number().int(),
  level: z.string(),
  rank: z.number().int(),
  status: certificationStatusSchema,
  expiresAt: z.string().nullable(),
});
export const dealerInstallerSchema = personSchema.extend({
  phone: z.string(),
  certifications: z.array(installerCertificationSchema),
  /** Mean of the clients' grades (work and communication), 1-5 with one decimal; null without grades. */
  meanRating: z.number().nullable(),
  ratingsCount: z.number().int(),
  /** Installations the installer completed (the client confirmed them). */
  installationsCount: z.number().int(),
  /** The installer's dealer company (support's list shows whose each installer is); null for one without a dealer. */
  company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type DealerInstaller = z.infer<typeof dealerInstallerSchema>;

// ---------------------------------------------------------------- the dealer company

export const dealerInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Null for a company that has not registered its code yet (it cannot be found by code). */
  dealerCode: z.string().nullable(),
  phone: z.string(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  installersCount: z.number().int(),
  /** Requests waiting for a decision (status SENT). */
  pendingRequestsCount: z.number().int(),
  /** Whether this user may accept, decline or block requests (DEALER_ASSISTANT may not). */
  canDecide: z.boolean(),
});
export const dealerLookupQuery = langQuery.extend({ dealerCode: dealerCodeSchema });
export const dealerLookupSchema = z.object({ dealerName: z.string() });

/** A request addressed to a dealer, as the dealer (or support) sees it. */
export const dealerRequestSchema = z.object({
  id: z.number().int(),
  kind: dealerRequestKindSchema,
  status: dealerRequestStatusSchema,
  user: personSchema.extend({ phone: z.string() }),
  /** The installer request's supplier (spec field `name`); null for a dealer change. */
  supplier: z.string().nullable(),
  region: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  certificationType: certificationTypeSchema.nullable(),
  lastJobLicense: z.string().nullable(),
  /** The installer's reason for a dealer change. */
  comment: z.string().nullable(),
  /** For a dealer change: the company the installer leaves. */
  currentDealerName: z.string().nullable(),
  /** The dealer's reason when declining or blocking. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type DealerRequest = z.infer<typeof dealerRequestSchema>;
export const dealerRequestsQuery = langQuery.extend(pagingQuery(DEALER_REQUESTS_PER_PAGE).shape).extend({
  kind: dealerRequestKindSchema.optional(),
  /** Default SENT (waiting); `NOT_SENT` is no stored status and is refused. */
  status: z.enum(['SENT', 'ACCEPTED', 'DECLINED', 'BLOCKED']).default('SENT'),
});
export const declineBodySchema = z.object({ reason: reasonSchema });
export const blockBodySchema = z.object({ reason: reasonSchema.optional() }).nullish();

// ---------------------------------------------------------------- the installer's licence, rating and dealer

/** One certification type on the licence: the level held (ACTIVE or EXPIRED) and the latest application not accepted. */
export const licenseEntrySchema = z.object({
  certificationType: certificationTypeSchema,
  level: levelSchema.nullable(),
  /** ACTIVE or EXPIRED for the level held; null when none is held. */
  status: certificationStatusSchema.nullable(),
  decidedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** A pending application (REQUEST) or the last DECLINED one (with its reason) newer than the level held. */
  request: z
    .object({ id: z.number().int(), level: levelSchema, status: z.enum(['REQUEST', 'DECLINED']), reason: z.string().nullable(), createdAt: z.string() })
    .nullable(),
});
export const licenseSchema = z.object({
  license: z.object({
    installerId: z.number().int(),
    fullName: z.string(),
    dealerName: z.string().nullable(),
    /** Whether any certification is ACTIVE now. */
    certified: z.boolean(),
    entries: z.array(licenseEntrySchema),
  }),
  certificationTypes: z.array(certificationTypeSchema),
});
/** The levels the installer may apply for: higher than an ACTIVE one, per type without a pending application. */
export const certificationRequestCreateSchema = z.object({
  certificationTypes: z.array(certificationTypeSchema.extend({ levels: z.array(levelSchema) })),
  certificationLevels: z.array(certificationLevelSchema),
});
export const certificationApplicationSchema = z.object({
  id: z.number().int(),
  certificationType: certificationTypeSchema,
  level: levelSchema,
  status: certificationStatusSchema,
  createdAt: z.string(),
});

export const ratingSchema = z.object({
  installationId: z.number().int(),
  /** When the client graded, ISO 8601. */
  createdAt: z.string(),
  client: z.string(),
  workRating: z.number().int(),
  workComment: z.string().nullable(),
  communicationRating: z.number().int(),
  communicationComment: z.string().nullable(),
  /** Mean of the two. */
  rating: z.number(),
});
export const ratingQuery = langQuery.extend(pagingQuery(RATINGS_PER_PAGE).shape);
export const installerRatingSchema = z.object({
  meanRating: z.number().nullable(),
  ratingsCount: z.number().int(),
  ratings: pageSchema(ratingSchema),
});

export const dealerSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  dealerCode: z.string().nullable(),
  phone: z.string(),
  email: z.string().nullable(),
});
/** The installer's own view of a request (installer request or dealer change). */
export const ownDealerRequestSchema = z.object({
  id: z.number().int(),
  kind: dealerRequestKindSchema,
  status: dealerRequestStatusSchema,
  dealerName: z.string(),
  dealerCode: z.string(),
  comment: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export const installerDealerSchema = z.object({
  dealer: dealerSummarySchema.nullable(),
  /** The latest dealer-change request's status, `NOT_SENT` when there is none. */
  status: dealerRequestStatusSchema,
  request: ownDealerRequestSchema.nullable(),
});
export const dealerChangeBodySchema = z.object({ comment: reasonSchema, dealerCode: dealerCodeSchema });

// ---------------------------------------------------------------- becoming an installer

export const regionSchema = z.object({ id: z.number().int(), name: z.string() });
export const installerRequestCreateSchema = z.object({
  certificationTypes: z.array(certificationTypeSchema),
  regions: z.array(regionSchema),
  /** The user's latest installer request, if any (SENT, DECLINED, BLOCKED, ...). */
  request: ownDealerRequestSchema.nullable(),
});
/** An installer request: `name` is the supplier's name. */
export const installerRequestBodySchema = z.object({
  name: textSchema().trim().min(1).max(200),
  dealerCode: dealerCodeSchema,
  regionId: recordId,
  certificationTypeId: recordId,
  lastJobLicense: textSchema().trim().max(200).nullish(),
});

// ---------------------------------------------------------------- support decides certification applications

export const certificationRequestsQuery = langQuery.extend(pagingQuery(CERTIFICATION_REQUESTS_PER_PAGE).shape).extend({
  /** Default REQUEST (waiting). */
  status: z.enum(['REQUEST', 'ACTIVE', 'DECLINED']).default('REQUEST'),
  search: textSchema().trim().max(100).optional(),
});
export const gradeSummarySchema = z.object({
  installationId: z.number().int(),
  createdAt: z.string(),
  workRating: z.number().int(),
  communicationRating: z.number().int(),
  comment: z.string().nullable(),
});
export const certificationRequestSchema = z.object({
  id: z.number().int(),
  installer: personSchema.extend({ phone: z.string(), dealerName: z.string().nullable() }),
  certificationType: certificationTypeSchema,
  level: levelSchema,
  /** The level the installer holds ACTIVE in this type now, if any. */
  currentLevel: levelSchema.nullable(),
  status: certificationStatusSchema,
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** Completed installations of this certification type by the installer. */
  completedInstallations: z.number().int(),
  meanRating: z.number().nullable(),
  ratingsCount: z.number().int(),
  /** The latest grades (up to 5). */
  recentGrades: z.array(gradeSummarySchema),
});
export type CertificationRequest = z.infer<typeof certificationRequestSchema>;

const NO_BODY = z.object({}).strict().nullish();

export const dealerRoutes = {
  /** The wizard's installer choice uses it too (with `installationId`). */
  installers: defineRoute({
    method: 'GET',
    path: '/web/dealers/installers',
    auth: 'required',
    area: 'dealerPages',
    query: dealerInstallersQuery,
    response: pageSchema(dealerInstallerSchema),
    errors: [401, 403, 404, 422],
  }),
  certifications: defineRoute({ method: 'GET', path: '/web/certifications', auth: 'required', area: 'account', response: certificationsSchema, errors: [401] }),
  info: defineRoute({ method: 'GET', path: '/web/dealers/info', auth: 'required', area: 'dealerPages', response: dealerInfoSchema, errors: [401, 403, 404] }),
  lookup: defineRoute({
    method: 'GET',
    path: '/web/dealers',
    auth: 'required',
    area: 'dealerLookup',
    query: dealerLookupQuery,
    response: dealerLookupSchema,
    errors: [401, 403, 422, 429],
  }),
  requests: defineRoute({
    method: 'GET',
    path: '/web/dealers/requests',
    auth: 'required',
    area: 'dealerPages',
    query: dealerRequestsQuery,
    response: pageSchema(dealerRequestSchema),
    errors: [401, 403, 422],
  }),
  acceptRequest: defineRoute({
    method: 'POST',
    path: '/web/dealers/requests/:id/accept',
    auth: 'required',
    area: 'dealerDecisions',
    params: idParam,
    body: NO_BODY,
    response: dealerRequestSchema,
    errors: [401, 403, 404, 409, 422],
  }),
  declineRequest: defineRoute({
    method: 'POST',
    path: '/web/dealers/requests/:id/decline',
    auth: 'required',
    area: 'dealerDecisions',
    params: idParam,
    body: declineBodySchema,
    response: dealerRequestSchema,
    errors: [401, 403, 404, 409, 422],
  }),
  blockRequest: defineRoute({
    method: 'POST',
    path: '/web/dealers/requests/:id/block',
    auth: 'required',
    area: 'dealerDecisions',
    params: idParam,
    body: blockBodySchema,
    response: dealerRequestSchema,
    errors: [401, 403, 404, 409, 422],
  }),
};

export const installerRoutes = {
  license: defineRoute({
    method: 'GET',
    path: '/web/installers/license',
    auth: 'required',
    area: 'installerPages',
    response: licenseSchema,
    errors: [401, 403],
  }),
  certificationRequestCreate: defineRoute({
    method: 'GET',
    path: '/web/installers/certification-requests/create',
    auth: 'required',
    area: 'installerPages',
    response: certificationRequestCreateSchema,
    errors: [401, 403],
  }),
  /** `id` is the certification level applied for. */
  applyForCertification: defineRoute({
    method: 'POST',
    path: '/web/installers/certification-requests/:id',
    auth: 'required',
    area: 'installerPages',
    params: idParam,
    body: NO_BODY,
    response: certificationApplicationSchema,
    statuses: [201],
    errors: [401, 403, 422],
  }),
  rating: defineRoute({
    method: 'GET',
    path: '/web/installers/rating',
    auth: 'required',
    area: 'installerPages',
    query: ratingQuery,
    response: installerRatingSchema,
    errors: [401, 403, 422],
  }),
  dealer: defineRoute({
    method: 'GET',
    path: '/web/installers/dealer',
    auth: 'required',
    area: 'installerPages',
    response: installerDealerSchema,
    errors: [401, 403],
  }),
  requestDealerChange: defineRoute({
    method: 'POST',
    path: '/web/installers/dealer-requests',
    auth: 'required',
    area: 'installerPages',
    body: dealerChangeBodySchema,
    response: installerDealerSchema,
    statuses: [201],
    errors: [401, 403, 422, 429],
  }),
  installerRequestCreate: defineRoute({
    method: 'GET',
    path: '/web/installer-requests/create',
    auth: 'required',
    area: 'installerApplication',
    response: installerRequestCreateSchema,
    errors: [401, 403],
  }),
  requestToBecomeInstaller: defineRoute({
    method: 'POST',
    path: '/web/installer-requests',
    auth: 'required',
    area: 'installerApplication',
    body: installerRequestBodySchema,
    response: ownDealerRequestSchema,
    statuses: [201],
    errors: [401, 403, 422, 429],
  }),
};

export const certificationRoutes = {
  requests: defineRoute({
    method: 'GET',
    path: '/web/certification-requests',
    auth: 'required',
    area: 'certificationDecisions',
    query: certificationRequestsQuery,
    response: pageSchema(certificationRequestSchema),
    errors: [401, 403, 422],
  }),
  accept: defineRoute({
    method: 'POST',
    path: '/web/certification-requests/:id/accept',
    auth: 'required',
    area: 'certificationDecisions',
    params: idParam,
    body: NO_BODY,
    response: certificationRequestSchema,
    errors: [401, 403, 404, 409],
  }),
  decline: defineRoute({
    method: 'POST',
    path: '/web/certification-requests/:id/decline',
    auth: 'required',
    area: 'certificationDecisions',
    params: idParam,
    body: declineBodySchema,
    response: certificationRequestSchema,
    errors: [401, 403, 404, 409, 422],
  }),
};
