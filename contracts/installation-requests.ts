import { z } from 'zod';
import { personNameSchema, phoneSchema } from './auth';
import { idParam, langQuery, pageSchema, pagingQuery } from './common';
import { INSTALLATION_REQUESTS_PER_PAGE, installationRequestStatuses } from './constants';
import { addressBodySchema, isoDate, namedSchema, unitTokenParam, workOrderTypeSchema } from './installations';
import { defineRoute } from './route';
import { textSchema } from './validation';

/**
 * A client's request for work ("find me an installer"): POST /web/installations/requests (docs/domain.md#requests-for-work),
 * docs/decisions/0028-installation-requests.md. Support takes it (then registers an installation for it
 * with the new-installation wizard) or declines it with a reason.
 */
export const installationRequestStatusSchema = z.enum(installationRequestStatuses);
export type InstallationRequestStatus = z.infer<typeof installationRequestStatusSchema>;

export const MAX_REQUEST_COMMENT = 1000;

const recordId = z.number().int().positive().max(2_147_483_647);

/** The address as the wizard's address step takes it: a settlement from GET /addresses, then street, house and flat. */
export const installationRequestBodySchema = addressBodySchema.pick({ settlementId: true, visicomId: true, street: true, house: true, flat: true }).extend({
  workOrderType: workOrderTypeSchema,
  certificationTypeId: recordId,
  /** Not before today (Kyiv). */
  preferredDate: isoDate.nullish(),
  /** One of the client's own installations, for service or maintenance of existing equipment. */
  installationId: recordId.nullish(),
  comment: textSchema().trim().max(MAX_REQUEST_COMMENT).nullish(),
});
export type InstallationRequestBody = z.infer<typeof installationRequestBodySchema>;

export const installationRequestSchema = z.object({
  id: z.number().int(),
  status: z.object({ value: installationRequestStatusSchema, name: z.string(), color: z.string() }),
  workOrderType: z.object({ value: workOrderTypeSchema, name: z.string() }),
  certificationType: namedSchema,
  settlementId: z.string(),
  street: z.string(),
  house: z.string(),
  flat: z.string().nullable(),
  /** The address in one line: city, street, house, flat. */
  address: z.string(),
  preferredDate: z.string().nullable(),
  comment: z.string().nullable(),
  /** The client's installation the request is about (service, maintenance). */
  installationId: z.number().int().nullable(),
  /** The installation support registered for it (its wizard finished: DONE). */
  createdInstallationId: z.number().int().nullable(),
  declineReason: z.string().nullable(),
  /** The client who sent it; none when a fault was reported from a unit's label by someone not signed in as a client. */
  client: z.object({ id: z.number().int(), fullName: z.string(), phone: z.string() }).nullable(),
  /** Who reported a fault from a unit's label, as they gave their name and phone. */
  reporter: z.object({ name: z.string(), phone: z.string() }).nullable(),
  /** The unit whose label the fault was reported from. */
  unit: z.object({ product: z.string(), model: z.string().nullable(), serial: z.string() }).nullable(),
  /** The photos sent with the report, by their index (`photo` serves each to those who see the request). */
  photos: z.array(z.object({ index: z.number().int() })),
  createdAt: z.string(),
  canBeTaken: z.boolean(),
  canBeDeclined: z.boolean(),
});
export type InstallationRequest = z.infer<typeof installationRequestSchema>;

export const installationRequestsQuery = langQuery.extend(pagingQuery(INSTALLATION_REQUESTS_PER_PAGE).shape).extend({
  status: installationRequestStatusSchema.optional(),
});

/** A fault reported from a unit's label (docs/decisions/0047-fault-reports.md): who to call back and what is wrong. */
export const FAULT_REPORT_MAX_PHOTOS = 3;
export const FAULT_REPORT_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const faultReportFieldsSchema = z.object({
  name: personNameSchema,
  phone: phoneSchema,
  description: textSchema().trim().min(10).max(MAX_REQUEST_COMMENT),
});
export type FaultReportFields = z.infer<typeof faultReportFieldsSchema>;

export const requestDeclineBodySchema = z.object({ reason: textSchema().trim().min(1).max(MAX_REQUEST_COMMENT) });

const errors = [401, 403, 404, 409, 422] as const;

export const installationRequestRoutes = {
  create: defineRoute({
    method: 'POST',
    path: '/web/installations/requests',
    auth: 'required',
    area: 'installationRequestSending',
    body: installationRequestBodySchema,
    response: installationRequestSchema,
    statuses: [201],
    errors: [401, 403, 422, 429],
  }),
  list: defineRoute({
    method: 'GET',
    path: '/web/installations/requests',
    auth: 'required',
    area: 'installationRequests',
    query: installationRequestsQuery,
    response: pageSchema(installationRequestSchema),
    errors: [401, 403, 422],
  }),
  read: defineRoute({
    method: 'GET',
    path: '/web/installations/requests/:id',
    auth: 'required',
    area: 'installationRequests',
    params: idParam,
    response: installationRequestSchema,
    errors: [401, 403, 404],
  }),
  /** A photo of a fault report, for those who see the request. */
  photo: defineRoute({
    method: 'GET',
    path: '/web/installations/requests/:id/photos/:index',
    auth: 'required',
    area: 'installationRequests',
    params: idParam.extend({
      index: z.coerce
        .number()
        .int()
        .min(0)
        .max(FAULT_REPORT_MAX_PHOTOS - 1),
    }),
    response: z.instanceof(Uint8Array).meta({ format: 'binary' }),
    errors: [401, 403, 404, 422],
  }),
  /**
   * Anyone who scans a unit's label reports a fault: multipart fields `name`, `phone`, `description`, then up to three
   * `photos`; it becomes a request for work for support and the unit's dealer.
   */
  reportFault: defineRoute({
    method: 'POST',
    path: '/web/units/:token/fault-reports',
    auth: 'optional',
    params: unitTokenParam,
    query: langQuery,
    multipart: 'photos',
    multipartFields: faultReportFieldsSchema,
    response: z.object({ number: z.number().int() }),
    statuses: [201],
    errors: [404, 413, 422, 429],
  }),
  take: defineRoute({
    method: 'POST',
    path: '/web/installations/requests/:id/take',
    auth: 'required',
    area: 'installationRequestHandling',
    params: idParam,
    body: z.object({}).strict().optional(),
    response: installationRequestSchema,
    errors: [401, 403, 404, 409],
  }),
  decline: defineRoute({
    method: 'POST',
    path: '/web/installations/requests/:id/decline',
    auth: 'required',
    area: 'installationRequestHandling',
    params: idParam,
    body: requestDeclineBodySchema,
    response: installationRequestSchema,
    errors,
  }),
};
