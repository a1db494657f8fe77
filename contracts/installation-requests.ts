import { z } from 'zod';
import { idParam, langQuery, pageSchema, pagingQuery } from './common';
import { addressBodySchema, isoDate, namedSchema, workOrderTypeSchema } from './installations';
import { defineRoute } from './route';
import { textSchema } from './validation';

/**
 * A client's request for work ("find me an installer"): POST /web/installations/requests (docs/domain.md#requests-for-work),
 * docs/decisions/0028-installation-requests.md. Support takes it (then registers an installation for it
 * with the new-installation wizard) or declines it with a reason.
 */
export const installationRequestStatuses = ['NEW', 'IN_PROGRESS', 'DONE', 'DECLINED'] as const;
export const installationRequestStatusSchema = z.enum(installationRequestStatuses);
export type InstallationRequestStatus = z.infer<typeof installationRequestStatusSchema>;

export const INSTALLATION_REQUESTS_PER_PAGE = 10;
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
  client: z.object({ id: z.number().int(), fullName: z.string(), phone: z.string() }),
  createdAt: z.string(),
  canBeTaken: z.boolean(),
  canBeDeclined: z.boolean(),
});
export type InstallationRequest = z.infer<typeof installationRequestSchema>;

export const installationRequestsQuery = langQuery.extend(pagingQuery(INSTALLATION_REQUESTS_PER_PAGE).shape).extend({
  status: installationRequestStatusSchema.optional(),
});

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
