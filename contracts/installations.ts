import { z } from 'zod';
import { codeSchema, personNameSchema, phoneSchema } from './auth';
import { boundedPageSchema, idParam, langQuery, MAX_TEXT, pagingQuery, queryIdSchema } from './common';
import { installationCodes, INSTALLATIONS_PER_PAGE } from './constants';
import { workOrderTypeSchema } from './realtime';
import { defineRoute } from './route';
import { messageKey, textSchema } from './validation';

/**
 * Installations (work orders): docs/domain.md#installations, its units and warranty. Dates travel as `yyyy-MM-dd`, moments as ISO 8601.
 */
export { workOrderTypeSchema };
export { workOrderTypes, installationCodes } from './constants';
export type WorkOrderType = z.infer<typeof workOrderTypeSchema>;

export const installationCodeSchema = z.enum(installationCodes);
export type InstallationCode = z.infer<typeof installationCodeSchema>;

export const certificationTypeCodes = ['RAC', 'LCAC', 'HP'] as const;
export const certificationStatuses = ['REQUEST', 'ACTIVE', 'EXPIRED', 'DECLINED'] as const;
export type CertificationStatus = (typeof certificationStatuses)[number];

/** The wizard's default work details (docs/domain.md#the-wizards). */
export const DEFAULT_BLOCKS = { outdoor: 1, indoor: 0 } as const;
export const MAX_BLOCKS = 20;
export const MAX_PRODUCTS = 20;
export const MAX_BARCODES = 40;
export const MAX_PHOTOS = 10;
/** docs/domain.md#maintenance-visits-and-reminders: maintenance every 12 months keeps the warranty. */
export const PREVENTION_INTERVAL_MONTHS = 12;
/** The years the extended guarantee added before each certification type kept its own term (docs/decisions/0037-certification-catalogue.md): the demo jobs and the jobs completed before it. */
export const EXTENDED_GUARANTEE_YEARS = 2;

/** A record's id in a body: a positive int4, so an out-of-range number is a 422, never a database error. */
const recordId = z.number().int().positive().max(2_147_483_647);

/** A real calendar day `yyyy-MM-dd` of 1900–2199 (2026-02-30 is refused: 422, never a database error). */
export const isoDate = z
  .string()
  .regex(/^(19|20|21)\d{2}-\d{2}-\d{2}$/, { message: messageKey('dateInvalid') })
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), { message: messageKey('dateInvalid') });

// ---------------------------------------------------------------- option lists

export const outdoorUnitFastenings = ['WALL_BRACKET', 'FLOOR_STAND', 'ROOF_FRAME', 'BALCONY'] as const;
export const outdoorUnitAccesses = ['FROM_INSIDE', 'LADDER', 'CLIMBING', 'AERIAL_PLATFORM'] as const;
export const drainages = ['GRAVITY', 'PUMP', 'SEWER'] as const;

/** `{id, name}` with the name in the request's language. */
export const optionSchema = <T extends readonly [string, ...string[]]>(ids: T) => z.object({ id: z.enum(ids), name: z.string() });
export const namedSchema = z.object({ id: z.number().int(), name: z.string() });
export const yesNoSchema = z.object({ value: z.boolean(), name: z.string() });
export const statusSchema = z.object({ value: installationCodeSchema, name: z.string(), color: z.string() });
export const personSchema = z.object({ id: z.number().int(), fullName: z.string() });

export const detailOptionsSchema = z.object({
  outdoorUnitFastenings: z.array(optionSchema(outdoorUnitFastenings)),
  outdoorUnitAccesses: z.array(optionSchema(outdoorUnitAccesses)),
  drainages: z.array(optionSchema(drainages)),
});

// ---------------------------------------------------------------- wizard steps

/** Step 1 (both wizards): work order type, certification type and the client found by phone. */
export const installationCreateBodySchema = z.object({
  workOrderType: workOrderTypeSchema,
  certificationTypeId: recordId,
  clientPhone: phoneSchema,
  /** Required only when no user has this phone: the client is invited by SMS. */
  clientName: personNameSchema.optional(),
  clientLastname: personNameSchema.optional(),
  /** The completed-installation wizard: the day the work was done (the warranty counts from it); required there, never in the future. */
  workDoneOn: isoDate.optional(),
});
/**
 * POST /web/installations: step 1 of a new installation; `requestId` when support registers a client's request for
 * work, linking the draft to it in the same transaction (docs/decisions/0028).
 */
export const newInstallationBodySchema = installationCreateBodySchema.extend({ requestId: recordId.optional() });
export const outfitSchema = z.object({
  id: z.number().int(),
  severalBlocks: z.boolean(),
  indoorBlocksCount: z.number().int(),
  outdoorBlocksCount: z.number().int(),
});
/** GET /web/installations/{id}/common: what step 1 saved, and where the wizard was left. */
export const installationCommonSchema = outfitSchema.extend({
  workOrderType: workOrderTypeSchema,
  certificationTypeId: z.number().int(),
  archived: z.boolean(),
  workDoneOn: z.string().nullable(),
  code: installationCodeSchema,
  client: z.object({ id: z.number().int(), fullName: z.string(), phone: z.string() }),
  wizardStep: z.enum(['common', 'barcodes', 'installer', 'address', 'products', 'details']).nullable(),
});

export const installerStepBodySchema = z.object({ installerId: recordId });
export const installerStepSchema = z.object({
  installerId: z.number().int().nullable(),
  installerFullName: z.string().nullable(),
  installerPhone: z.string().nullable(),
});

/** The address step: a settlement from GET /addresses, then what is typed. */
export const addressBodySchema = z.object({
  settlementId: textSchema().trim().min(1).max(32),
  visicomId: textSchema().trim().max(64).nullish(),
  street: textSchema().trim().min(1).max(200),
  house: textSchema().trim().min(1).max(20),
  flat: textSchema().trim().max(20).nullish(),
  floor: textSchema().trim().max(10).nullish(),
});
export const addressSchema = z.object({
  settlementId: z.string().nullable(),
  visicomId: z.string().nullable(),
  region: z.string().nullable(),
  area: z.string().nullable(),
  city: z.string().nullable(),
  street: z.string().nullable(),
  house: z.string().nullable(),
  flat: z.string().nullable(),
  floor: z.string().nullable(),
});

/** The equipment step: catalogue products (found with the 5+5 search) and the block counts. */
export const productsBodySchema = z.object({
  products: z
    .array(z.object({ id: recordId }))
    .min(1)
    .max(MAX_PRODUCTS),
  severalBlocks: z.boolean().optional(),
  indoorBlocksCount: z.number().int().min(0).max(MAX_BLOCKS).optional(),
  outdoorBlocksCount: z.number().int().min(0).max(MAX_BLOCKS).optional(),
});
export const installationProductSchema = z.object({ id: z.number().int(), name: z.string(), photo: z.string(), sku: z.string() });
export const productsStepSchema = outfitSchema.extend({ products: z.array(installationProductSchema) });

/** Stored shape of "Additional details" (installations.details). */
export const installationDetailsSchema = z.object({
  saleDate: isoDate.nullable(),
  elevator: z.boolean().nullable(),
  ownRoute: z.boolean().nullable(),
  outdoorUnitFastening: z.enum(outdoorUnitFastenings).nullable(),
  /** Metres. */
  fasteningHeight: z.number().min(0).max(500).nullable(),
  outdoorUnitAccess: z.enum(outdoorUnitAccesses).nullable(),
  drainage: z.enum(drainages).nullable(),
  /** Metres of refrigerant route. */
  routeLength: z.number().min(0).max(500).nullable(),
  comment: textSchema().trim().max(MAX_TEXT).nullable(),
});
export type InstallationDetails = z.infer<typeof installationDetailsSchema>;

/** A draft's details before any were given (the API answers them so, the web starts its form from them). */
export const EMPTY_DETAILS: InstallationDetails = {
  saleDate: null,
  elevator: null,
  ownRoute: null,
  outdoorUnitFastening: null,
  fasteningHeight: null,
  outdoorUnitAccess: null,
  drainage: null,
  routeLength: null,
  comment: null,
};
/** The last step: saving it finishes the wizard (DRAFT -> NEW; archived -> AWAITING_CONFIRMATION). */
export const detailsBodySchema = installationDetailsSchema.partial().extend({ plannedAt: isoDate.nullish() });
/** The additional details step as read: options named in the request's language, plus the option lists. */
export const detailsSchema = detailOptionsSchema.extend({
  id: z.number().int(),
  plannedAt: z.string().nullable(),
  saleDate: z.string().nullable(),
  elevator: yesNoSchema.nullable(),
  ownRoute: yesNoSchema.nullable(),
  outdoorUnitFastening: optionSchema(outdoorUnitFastenings).nullable(),
  fasteningHeight: z.number().nullable(),
  outdoorUnitAccess: optionSchema(outdoorUnitAccesses).nullable(),
  drainage: optionSchema(drainages).nullable(),
  routeLength: z.number().nullable(),
  comment: z.string().nullable(),
});

// ---------------------------------------------------------------- barcodes (serials)

/** A serial as typed, pasted or scanned; the API upper-cases it and drops spaces and dashes. */
export const barcodeSchema = textSchema().trim().min(4).max(64);
export const barcodeSearchBodySchema = z.object({
  barcodes: z.array(barcodeSchema).min(1).max(MAX_BARCODES),
  installationId: recordId.optional(),
});
export const barcodeHitSchema = z.object({
  barcode: z.string(),
  product: installationProductSchema.nullable(),
  block: z.object({ id: z.number().int(), type: z.enum(['indoor', 'outdoor']), model: z.string() }).nullable(),
  /** A service or maintenance job refers to a unit registered on this earlier installation of the client (docs/decisions/0031). */
  registeredOn: z.number().int().nullable(),
  /** Why the serial cannot be used (unknown model, registered elsewhere), in the request's language. */
  error: z.string().nullable(),
});
export const barcodesBodySchema = z.object({ barcodes: z.array(barcodeSchema).min(1).max(MAX_BARCODES), extendedGuarantee: z.boolean() });
/** The units step: serials per product (docs/domain.md#units-per-work-kind). */
export const barcodesSetSchema = z.object({
  id: z.number().int(),
  certificationTypeId: z.number().int(),
  canAddBlocks: z.boolean(),
  extendedGuarantee: z.boolean(),
  /** Whether the installer's certification gives the extended guarantee (null while no installer is chosen). */
  extendedGuaranteeApplies: z.boolean().nullable(),
  /** Why the extended guarantee does or does not apply, in the request's language. */
  extendedGuaranteeReason: z.string(),
  products: z.array(installationProductSchema.extend({ barcodes: z.array(barcodeHitSchema) })),
});

// ---------------------------------------------------------------- list, filters, card

export const installationsQuery = langQuery.extend(pagingQuery(INSTALLATIONS_PER_PAGE).shape).extend({
  installed: z.stringbool().optional(),
  status: installationCodeSchema.optional(),
  /** A month, `yyyy-MM`, from the filters' `dates`. */
  date: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: messageKey('dateInvalid') })
    .optional(),
  installerId: queryIdSchema.optional(),
  search: textSchema().trim().max(100).optional(),
  /** One dealer company's jobs (its owner's id): support's filter; a dealer role naming another company finds none. */
  dealerId: queryIdSchema.optional(),
  /** A period of the listed date (the planned date, else the creation day), `yyyy-MM-dd`, both ends included. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** The job that has a unit of this serial (spaces, dashes and case as typed are ignored). */
  serial: textSchema().trim().min(1).max(40).optional(),
});
export type InstallationsQuery = z.infer<typeof installationsQuery>;

export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];
/** Every row of the list's filters (no paging), as a CSV or an XLSX file in the request's language. */
export const installationsExportQuery = installationsQuery.omit({ page: true, perPage: true }).extend({ format: z.enum(exportFormats).default('csv') });
export const installationListItemSchema = z.object({
  id: z.number().int(),
  type: workOrderTypeSchema,
  code: installationCodeSchema,
  status: statusSchema,
  archived: z.boolean(),
  /** Planned date, else the creation date (yyyy-MM-dd). */
  date: z.string(),
  address: z.string(),
  client: personSchema,
  installer: personSchema.nullable(),
  products: z.array(z.string()),
  hasWarnings: z.boolean(),
});
export const installationFiltersSchema = z.object({
  statuses: z.array(statusSchema),
  dates: z.array(z.object({ value: z.string(), name: z.string() })),
  installers: z.array(personSchema),
});

export const gradeSchema = z.object({ rating: z.number().int().min(1).max(5), comment: textSchema().trim().max(1000).nullish() });
export const gradesBodySchema = z.object({ work: gradeSchema, communication: gradeSchema });
export const gradesSchema = z.object({
  work: z.object({ rating: z.number().int(), comment: z.string().nullable() }),
  communication: z.object({ rating: z.number().int(), comment: z.string().nullable() }),
  createdAt: z.string(),
});
export const historyEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: personSchema.nullable(),
  field: z.string(),
  /** The change in words, in the request's language: "Status: New → Completed". */
  text: z.string(),
});
/** A performed maintenance visit in a unit's service log (contracts/preventions.ts has the checklist). */
const visitWorkSchema = z.object({ id: z.string(), name: z.string(), unit: z.string().nullable(), value: z.number().nullable() });
export const serviceVisitSchema = z.object({
  preventionId: z.number().int(),
  date: z.string(),
  installer: personSchema.nullable(),
  works: z.array(visitWorkSchema),
});
export const equipmentUnitSchema = z.object({
  id: z.number().int(),
  serial: z.string(),
  blockType: z.enum(['indoor', 'outdoor']).nullable(),
  model: z.string().nullable(),
  guaranteeExpiredAt: z.string().nullable(),
  extended: z.boolean(),
  /** A unit this service or maintenance job refers to: the installation it is registered on (null: registered by this one). */
  registeredOn: z.number().int().nullable(),
  /** The unit's last performed maintenance visit (yyyy-MM-dd). */
  preventedAt: z.string().nullable(),
  /** When its next yearly maintenance is due (yyyy-MM-dd); a planned visit or a postponement never moves it. */
  maintenanceDueAt: z.string().nullable(),
  /** Performed visits, newest first. */
  serviceLog: z.array(serviceVisitSchema),
});
/**
 * A visit's report saved before the client's code (PUT /web/installations/preventions/{id}/report): the visit is
 * recorded and waits for the client's code, which performs it with these works and photos.
 */
export const visitReportSchema = z.object({
  works: z.array(visitWorkSchema),
  photos: z.array(z.object({ url: z.string() })),
  savedAt: z.string(),
});
/** The visit planned on an installation in the PREVENTION state (GET /web/installations/preventions/{id}/common has the rest). */
export const plannedPreventionSchema = z.object({
  id: z.number().int(),
  plannedDate: z.string(),
  plannedTime: z.string(),
  comment: z.string().nullable(),
  report: visitReportSchema.nullable(),
});
export const equipmentProductSchema = installationProductSchema.extend({
  units: z.array(equipmentUnitSchema),
  guaranteeYears: z.number().int(),
  guaranteeExpiredAt: z.string().nullable(),
  dangerMessage: z.string().nullable(),
});
/** The client's signature of the record and the change waiting for their new code (docs/decisions/0031). */
export const signatureSchema = z.object({
  signedVersion: z.number().int().nullable(),
  signedAt: z.string().nullable(),
  fingerprint: z.string().nullable(),
  pending: z
    .object({
      version: z.number().int(),
      proposedAt: z.string(),
      proposedBy: personSchema.nullable(),
      /** What the change does to the signed record, in words. */
      changes: z.array(z.string()),
      /** Photos the change adds. */
      photos: z.array(z.object({ url: z.string() })),
    })
    .nullable(),
});
/** A catalogue block of the job's equipment that has no serial yet. */
export const missingUnitSchema = z.object({ productId: z.number().int(), product: z.string(), blockType: z.enum(['indoor', 'outdoor']), model: z.string() });
/**
 * The way to the client's code while the job waits for it (NEW, AWAITING_CONFIRMATION) or a change waits on a signed
 * record: what is still missing (the completion guard) and the code last sent.
 */
export const completionStateSchema = z.object({
  missingUnits: z.array(missingUnitSchema),
  missingPhotos: z.boolean(),
  /** When the live code was sent (null: none is live, the next step is sending one). */
  codeSentAt: z.string().nullable(),
  /** When another code may be sent. */
  resendAt: z.string().nullable(),
});
/** The installation card (docs/domain.md#the-card-and-its-flags). */
export const installationCardSchema = z.object({
  id: z.number().int(),
  /**
   * The job's version: it moves with every write to the job (its steps, units, photos, commissioning, completion,
   * visits...). A write sends it back as `If-Match: "<version>"` to be refused (412) if the job moved meanwhile;
   * a write's answer gives the new one as its `ETag` (docs/api.md#record-versions).
   */
  version: z.string(),
  type: workOrderTypeSchema,
  code: installationCodeSchema,
  status: statusSchema,
  archived: z.boolean(),
  date: z.string(),
  certificationType: namedSchema,
  address: addressSchema.extend({ label: z.string() }),
  equipment: z.object({ products: z.array(equipmentProductSchema), guarantee: z.string().nullable(), preventedAt: z.string().nullable() }),
  photos: z.array(z.object({ id: z.number().int(), url: z.string() })),
  history: z.array(historyEntrySchema),
  grades: gradesSchema.nullable(),
  installer: personSchema.extend({ phone: z.string() }).nullable(),
  client: personSchema.extend({ phone: z.string() }),
  details: detailsSchema.nullable(),
  place: z.string().nullable(),
  cancelReason: z.string().nullable(),
  warnings: z.array(z.string()),
  /** The day the work was done: the warranty and the yearly maintenance count from it. */
  workDoneOn: z.string().nullable(),
  signature: signatureSchema,
  completion: completionStateSchema.nullable(),
  /** The client's certificate (PDF) once completed, for the client. */
  certificateUrl: z.string().nullable(),
  /** The job's units have serials: a sheet of QR labels for them (`unitLabels`), for whoever sees the card. */
  canPrintLabels: z.boolean(),
  /** The assigned installer sends the client's code and enters it: NEW and AWAITING_CONFIRMATION. */
  canBeCompleted: z.boolean(),
  /** The assigned installer has the client sign the change waiting on a signed record. */
  canConfirmChange: z.boolean(),
  /** Who may change the units withdraws the change waiting for the client. */
  canWithdrawChange: z.boolean(),
  /** Register or correct the units by serial (after signing: a change for the client to sign). */
  canRegisterUnits: z.boolean(),
  canBeUpdated: z.boolean(),
  canBeDeleted: z.boolean(),
  /** The planned visit while the installation is in PREVENTION, else null. */
  prevention: plannedPreventionSchema.nullable(),
  canAddPrevention: z.boolean(),
  /** PREVENTION and the viewer is the assigned installer: postpone or perform the planned visit. */
  canPerformPrevention: z.boolean(),
  canBeCancelled: z.boolean(),
  canBeGraded: z.boolean(),
  canAddPhotos: z.boolean(),
  /** The viewer may appeal to support about the job (a chat, docs/domain.md#chats-and-appeals): its client or installer, once it is no draft. */
  canAppeal: z.boolean(),
});
export type InstallationCard = z.infer<typeof installationCardSchema>;

// ---------------------------------------------------------------- actions

export const cancelBodySchema = z.object({ reason: textSchema().trim().min(1).max(1000) });
export const photosBodySchema = z.object({ photos: z.array(textSchema().min(1).max(500)).min(1).max(MAX_PHOTOS) });
export const placeBodySchema = z.object({ place: textSchema().trim().min(1).max(200) });
export const codeEnterBodySchema = z.object({ code: codeSchema });
export const certificationCheckSchema = z.object({ warning: z.string().nullable() });

// ---------------------------------------------------------------- public warranty

/** What anyone may read about a certificate or a unit: no personal data. */
export const warrantyUnitSchema = z.object({
  serial: z.string(),
  product: z.string(),
  model: z.string().nullable(),
  completedAt: z.string(),
  guaranteeExpiredAt: z.string(),
  extended: z.boolean(),
  valid: z.boolean(),
  /** Settlement only, never the street. */
  city: z.string().nullable(),
});
export const warrantyCertificateSchema = z.object({
  installationId: z.number().int(),
  genuine: z.literal(true),
  valid: z.boolean(),
  signedAt: z.string().nullable(),
  fingerprint: z.string().nullable(),
  /** A change of the record waits for the client's confirmation: what is shown is the signed record. */
  changePending: z.boolean(),
  units: z.array(warrantyUnitSchema),
});
export const warrantyUnitQuery = langQuery.extend({ serial: barcodeSchema, city: textSchema().trim().min(2).max(100) });

const installationParam = idParam;
const NO_BODY = z.object({}).strict();
const ok = z.object({ ok: z.literal(true) });
/** A write of a job: 412 when it moved past the write's `If-Match` (docs/api.md#record-versions). */
const stepErrors = [401, 403, 404, 409, 412, 422] as const;

// ---------------------------------------------------------------- unit labels (docs/decisions/0045-unit-labels.md)

/** Label stock: 70 × 37 mm, 24 on A4 (3 × 8); 105 × 74 mm, 8 on A4 (2 × 4); a 62 × 29 mm roll label, one per page. */
export const labelSizes = ['a4-24', 'a4-8', 'roll-62'] as const;
export type LabelSize = (typeof labelSizes)[number];
export const unitLabelsQuery = langQuery.extend({ size: z.enum(labelSizes).default('a4-24') });

/** A unit's label token: 32 hex characters. */
export const unitTokenParam = z.object({ token: z.string().regex(/^[a-f0-9]{32}$/) });

/** What a unit's label shows to anyone who scans it: no names, phones or addresses. */
export const unitLabelPageSchema = z.object({
  product: z.string(),
  model: z.string().nullable(),
  serial: z.string(),
  warranty: z.object({
    /** `notStarted` until the job is completed with the client's code. */
    state: z.enum(['notStarted', 'running', 'ended']),
    endsOn: z.string().nullable(),
    extended: z.boolean(),
  }),
  /** The last maintenance visit performed, `yyyy-MM-dd`. */
  lastServiceOn: z.string().nullable(),
  /** When the next yearly maintenance is due, `yyyy-MM-dd`. */
  nextServiceDue: z.string().nullable(),
  serviceOverdue: z.boolean(),
  /** The unit's job, when the signed-in viewer is one of its parties (client, installer, dealer, support). */
  installationId: z.number().int().nullable(),
});
export type UnitLabelPage = z.infer<typeof unitLabelPageSchema>;

export const installationRoutes = {
  certificationTypes: defineRoute({
    method: 'GET',
    path: '/web/installations/certification-types',
    auth: 'required',
    area: 'installations',
    response: z.object({
      certificationTypes: z.array(namedSchema.extend({ code: z.enum(certificationTypeCodes) })),
      workOrderTypes: z.array(z.object({ value: workOrderTypeSchema, name: z.string() })),
    }),
    errors: [401, 403],
  }),
  list: defineRoute({
    method: 'GET',
    path: '/web/installations',
    auth: 'required',
    area: 'installations',
    query: installationsQuery,
    response: boundedPageSchema(installationListItemSchema),
    errors: [401, 403, 422],
  }),
  /** The list's rows through the same filters, every one of them, streamed as a file (docs/decisions/0038-list-exports.md). */
  exportList: defineRoute({
    method: 'GET',
    path: '/web/installations/export',
    auth: 'required',
    area: 'installations',
    query: installationsExportQuery,
    response: z.instanceof(Uint8Array).meta({ format: 'binary' }),
    errors: [401, 403, 422],
  }),
  filters: defineRoute({
    method: 'GET',
    path: '/web/installations/filters',
    auth: 'required',
    area: 'installations',
    query: langQuery.extend({ installed: z.stringbool().optional() }),
    response: installationFiltersSchema,
    errors: [401, 403],
  }),
  card: defineRoute({
    method: 'GET',
    path: '/web/installations/:id',
    auth: 'required',
    area: 'installations',
    params: installationParam,
    response: installationCardSchema,
    errors: [401, 403, 404],
  }),

  create: defineRoute({
    method: 'POST',
    path: '/web/installations',
    auth: 'required',
    area: 'installationWork',
    body: newInstallationBodySchema,
    response: outfitSchema,
    statuses: [201],
    errors: [401, 403, 409, 422, 429],
  }),
  createCompleted: defineRoute({
    method: 'POST',
    path: '/web/installations/completed',
    auth: 'required',
    area: 'installationWork',
    body: installationCreateBodySchema,
    response: outfitSchema,
    statuses: [201],
    errors: [401, 403, 422, 429],
  }),
  updateCompleted: defineRoute({
    method: 'POST',
    path: '/web/installations/completed/:id',
    auth: 'required',
    area: 'installationWork',
    params: installationParam,
    body: installationCreateBodySchema,
    response: outfitSchema,
    errors: stepErrors,
  }),
  common: defineRoute({
    method: 'GET',
    path: '/web/installations/:id/common',
    auth: 'required',
    area: 'installations',
    params: installationParam,
    response: installationCommonSchema,
    errors: [401, 403, 404],
  }),
  getInstaller: defineRoute({
    method: 'GET',
    path: '/web/installations/:id/installer',
    auth: 'required',
    area: 'installations',
    params: installationParam,
    response: installerStepSchema,
    errors: [401, 403, 404],
  }),
  putInstaller: defineRoute({
    method: 'PUT',
    path: '/web/installations/:id/installer',
    auth: 'required',
    area: 'installationWork',
    params: installationParam,
    body: installerStepBodySchema,
    response: installerStepSchema,
    errors: stepErrors,
  }),
  getAddress: defineRoute({
    method: 'GET',
    path: '/web/installations/:id/address',
    auth: 'required',
    area: 'installations',
    params: installationParam,
    response: addressSchema,
    errors: [401, 403, 404],
  }),
  putAddress: defineRoute({
    method: 'PUT',
    path: '/web/installations/:id/address',
    auth: 'required',
    area: 'installationWork',
    params: installationParam,
    body: addressBodySchema,
    response: detailOptionsSchema,
    errors: stepErrors,
  }),
  getProducts: defineRoute({
    method: 'GET',
    path: '/web/installations/:id/products',
    auth: 'required',
    area: 'installations',
    params: installationParam,
    response: productsStepSchema,
    errors: [401, 403, 404],
  }),
  putProducts: defineRoute({
    method: 'PUT',
    path: '/web/installations/:id/products',
    auth: 'required',
    area: 'installationWork',
    params: installationParam,
    body: productsBodySchema,
    response: productsStepSchema,
    errors: stepErrors,
  }),
  getDetails: defineRoute({
    method: 'GET',
    path: '/web/installations/:id/details',
    auth: 'required',
    area: 'installations',
    params: installationParam,
    response: detailsSchema,
    errors: [401, 403, 404],
  }),
  putDetails: defineRoute({
    method: 'PUT',
    path: '/web/installations/:id/details',
    auth: 'required',
    area: 'installationWork',
    params: installationParam,
    body: detailsBodySchema,
    response: installationCardSchema,
    errors: stepErrors,
  }),
  getBarcodes: defineRoute({
    method: 'GET',
    path: '/web/installations/:id/barcodes',
    auth: 'required',
    area: 'installations',
    params: installationParam,
    response: barcodesSetSchema,
    errors: [401, 403, 404],
  }),
  putBarcodes: defineRoute({
    method: 'PUT',
    path: '/web/installations/:id/barcodes',
    auth: 'required',
    area: 'installationWork',
    params: installationParam,
    body: barcodesBodySchema,
    response: barcodesSetSchema,
    errors: stepErrors,
  }),
  // The completed-installation wizard's steps under /completed/{id} answer as the ones above.
  putCompletedBarcodes: defineRoute({
    method: 'PUT',
    path: '/web/installations/completed/:id/barcodes',
    auth: 'required',
    area: 'installationWork',
    params: installationParam,
    body: barcodesBodySchema,
    response: barcodesSetSchema,
    errors: stepErrors,
  }),
  putCompletedInstaller: defineRoute({
    method: 'PUT',
    path: '/web/installations/completed/:id/installer',
    auth: 'required',
    area: 'installationWork',
    params: installationParam,
    body: installerStepBodySchema,
    response: installerStepSchema,
    errors: stepErrors,
  }),
  putCompletedAddress: defineRoute({
    method: 'PUT',
    path: '/web/installations/completed/:id/address',
    auth: 'required',
    area: 'installationWork',
    params: installationParam,
    body: addressBodySchema,
    response: detailOptionsSchema,
    errors: stepErrors,
  }),
  putCompletedDetails: defineRoute({
    method: 'PUT',
    path: '/web/installations/completed/:id/details',
    auth: 'required',
    area: 'installationWork',
    params: installationParam,
    body: detailsBodySchema,
    response: installationCardSchema,
    errors: stepErrors,
  }),
  searchBarcodes: defineRoute({
    method: 'POST',
    path: '/web/installations/search/barcodes',
    auth: 'required',
    area: 'installationWork',
    body: barcodeSearchBodySchema,
    response: z.array(barcodeHitSchema),
    errors: [401, 403, 422, 429],
  }),

  remove: defineRoute({
    method: 'DELETE',
    path: '/web/installations/:id',
    auth: 'required',
    area: 'installationWork',
    params: installationParam,
    response: ok,
    errors: [401, 403, 404, 409],
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/web/installations/:id/cancel',
    auth: 'required',
    area: 'installationWork',
    params: installationParam,
    body: cancelBodySchema,
    response: installationCardSchema,
    errors: stepErrors,
  }),
  photos: defineRoute({
    method: 'POST',
    path: '/web/installations/:id/photos',
    auth: 'required',
    area: 'installationWork',
    params: installationParam,
    body: photosBodySchema,
    response: installationCardSchema,
    errors: stepErrors,
  }),
  withdrawChange: defineRoute({
    method: 'DELETE',
    path: '/web/installations/:id/change',
    auth: 'required',
    area: 'installationWork',
    params: installationParam,
    response: installationCardSchema,
    errors: [401, 403, 404, 409],
  }),
  place: defineRoute({
    method: 'PUT',
    path: '/web/installations/:id/place',
    auth: 'required',
    area: 'installationWork',
    params: installationParam,
    body: placeBodySchema,
    response: installationCardSchema,
    errors: stepErrors,
  }),
  sendCode: defineRoute({
    method: 'POST',
    path: '/web/installations/:id/codes/send',
    auth: 'required',
    area: 'installationWork',
    params: installationParam,
    body: NO_BODY.optional(),
    response: z.object({ codeSent: z.boolean() }),
    errors: [401, 403, 404, 409, 429],
  }),
  enterCode: defineRoute({
    method: 'POST',
    path: '/web/installations/:id/codes/enter',
    auth: 'required',
    area: 'installationWork',
    params: installationParam,
    body: codeEnterBodySchema,
    response: installationCardSchema,
    errors: [401, 403, 404, 409, 422, 429],
  }),
  confirm: defineRoute({
    method: 'POST',
    path: '/web/installations/:id/confirm',
    auth: 'required',
    area: 'installations',
    params: installationParam,
    body: gradesBodySchema,
    response: installationCardSchema,
    errors: stepErrors,
  }),
  certificate: defineRoute({
    method: 'GET',
    path: '/web/installations/:id/certificate',
    auth: 'required',
    area: 'installations',
    params: installationParam,
    response: z.instanceof(Uint8Array).meta({ format: 'binary' }),
    errors: [401, 403, 404, 409],
  }),

  clientName: defineRoute({
    method: 'GET',
    path: '/web/clients/name',
    auth: 'required',
    area: 'installationWork',
    query: langQuery.extend({ phone: phoneSchema }),
    response: z.object({ clientName: z.string().nullable() }),
    errors: [401, 403, 422, 429],
  }),
  installerName: defineRoute({
    method: 'GET',
    path: '/web/installers/name',
    auth: 'required',
    area: 'installationWork',
    query: langQuery.extend({ phone: phoneSchema }),
    response: z.object({ installerFullName: z.string().nullable(), installerId: z.number().int().nullable() }),
    errors: [401, 403, 422, 429],
  }),
  dealerCertificationCheck: defineRoute({
    method: 'POST',
    path: '/web/dealers/certification-types/check',
    auth: 'required',
    area: 'dealerPages',
    body: z.object({ installerId: recordId, installationId: recordId }),
    response: certificationCheckSchema,
    errors: [401, 403, 404, 422],
  }),
  installerCertificationCheck: defineRoute({
    method: 'POST',
    path: '/web/installers/certification-types/check',
    auth: 'required',
    area: 'installerPages',
    body: z.object({ certificationTypeId: recordId, workOrderType: workOrderTypeSchema }),
    response: certificationCheckSchema,
    errors: [401, 403, 422],
  }),

  /** A sheet of QR labels, one per unit of the job (its own and those it refers to), in the client's language. */
  unitLabels: defineRoute({
    method: 'GET',
    path: '/web/installations/:id/labels',
    auth: 'required',
    area: 'installations',
    params: installationParam,
    query: unitLabelsQuery,
    response: z.instanceof(Uint8Array).meta({ format: 'binary' }),
    errors: [401, 403, 404, 409, 422],
  }),
  /** The page a unit's label opens: what anyone may read, and the job for its parties. */
  unitByLabel: defineRoute({
    method: 'GET',
    path: '/web/units/:token',
    auth: 'optional',
    params: unitTokenParam,
    query: langQuery,
    response: unitLabelPageSchema,
    errors: [404, 422],
  }),

  warrantyCertificate: defineRoute({
    method: 'GET',
    path: '/warranty/certificates/:token',
    auth: 'public',
    params: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) }),
    response: warrantyCertificateSchema,
    errors: [404, 422],
  }),
  warrantyUnit: defineRoute({
    method: 'GET',
    path: '/warranty/units',
    auth: 'public',
    query: warrantyUnitQuery,
    response: warrantyUnitSchema,
    errors: [404, 422, 429],
  }),
};
