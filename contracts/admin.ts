import { z } from 'zod';
import { personNameSchema, emailSchema, phoneSchema } from './auth';
import { ADMIN_DEALERS_PER_PAGE, dealerRoles, roleNames } from './constants';
import { idParam, langQuery, pageSchema, pagingQuery, queryIdSchema } from './common';
import { dealerCodeSchema, regionSchema } from './dealers';
import { exportFormats, isoDate } from './installations';
import { defineRoute } from './route';
import { messageKey, textSchema } from './validation';

/**
 * The operator's back-office (docs/decisions/0036-back-office-dealers-and-audit-log.md): support (ADMIN) onboards
 * dealer companies and invites their people, and reads the audit log of every admin action and decision.
 * Moments travel as ISO 8601.
 */

export const AUDIT_ENTRIES_PER_PAGE = 50;
export const ADMIN_USERS_PER_PAGE = 20;
export const BLOCK_REASON_MAX = 1000;

const recordId = z.number().int().positive().max(2_147_483_647);

// ---------------------------------------------------------------- dealer companies

/** The roles an invitation may give inside a company: its owner, deputies and assistants. */
export const dealerPersonRoleSchema = z.enum(dealerRoles);
export type DealerPersonRole = z.infer<typeof dealerPersonRoleSchema>;

export const adminDealersQuery = langQuery.extend(pagingQuery(ADMIN_DEALERS_PER_PAGE).shape).extend({
  /** Part of the company name or code. */
  search: textSchema().trim().max(100).optional(),
  /** `active` (default), `deactivated` or `all`. */
  state: z.enum(['active', 'deactivated', 'all']).default('active'),
});

/** A person of a dealer company; `invited` until they set a password (the invitation SMS leads to registration). */
export const dealerPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  lastname: z.string(),
  phone: z.string(),
  role: dealerPersonRoleSchema,
  invited: z.boolean(),
});
export type DealerPerson = z.infer<typeof dealerPersonSchema>;

export const adminDealerListItemSchema = z.object({
  /** The owner's (DEALER) user id: a company is its owner's account (dealer_profiles.dealer_id). */
  id: z.number().int(),
  companyName: z.string(),
  dealerCode: z.string(),
  region: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  installersCount: z.number().int(),
  /** Whether the owner has not yet accepted the invitation. */
  invited: z.boolean(),
  deactivatedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminDealerListItem = z.infer<typeof adminDealerListItemSchema>;

export const adminDealerSchema = adminDealerListItemSchema.extend({
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  /** The owner first, then deputies and assistants by name. */
  people: z.array(dealerPersonSchema),
});
export type AdminDealer = z.infer<typeof adminDealerSchema>;

const companyFields = {
  companyName: textSchema().trim().min(2).max(200),
  /** EDRPOU (8 digits) or tax number (10), check digit included; unique among dealers. */
  dealerCode: dealerCodeSchema,
  regionId: recordId.nullable(),
  address: textSchema().trim().max(300).nullable(),
  /** The company's contacts shown to its installers; null falls back to the owner's phone. */
  phone: phoneSchema.nullable(),
  email: emailSchema.nullable(),
};

/** A person to invite by SMS: they complete registration on that phone and keep the invited role. */
export const dealerInviteeSchema = z.object({ name: personNameSchema, lastname: personNameSchema, phone: phoneSchema });

export const adminDealerCreateSchema = z.object({ ...companyFields, owner: dealerInviteeSchema });
export type AdminDealerCreate = z.infer<typeof adminDealerCreateSchema>;

/** Every field optional; `active: false` deactivates the company (its installers are told), `true` restores it. */
export const adminDealerUpdateSchema = z
  .object({ ...companyFields, active: z.boolean() })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: messageKey('emptyUpdate') });
export type AdminDealerUpdate = z.infer<typeof adminDealerUpdateSchema>;

export const dealerPersonInviteSchema = dealerInviteeSchema.extend({ role: z.enum(['DEALER_DEPUTY', 'DEALER_ASSISTANT']) });
export type DealerPersonInvite = z.infer<typeof dealerPersonInviteSchema>;
export const dealerPersonParams = z.object({ id: queryIdSchema, userId: queryIdSchema });

// ---------------------------------------------------------------- users

/** `search`: part of a name, last name or phone (digits); `dealerId`: the company a person belongs to (its owner's id). */
export const adminUsersQuery = langQuery.extend(pagingQuery(ADMIN_USERS_PER_PAGE).shape).extend({
  search: textSchema().trim().max(100).optional(),
  role: z.enum(roleNames).optional(),
  dealerId: queryIdSchema.optional(),
  /** `active` (not blocked), `blocked`, `invited` (no password yet) or `all` (default). */
  state: z.enum(['all', 'active', 'blocked', 'invited']).default('all'),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;

export const adminUserListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  lastname: z.string(),
  phone: z.string(),
  email: z.string(),
  role: z.enum(roleNames),
  /** The company a dealer's person or an installer belongs to. */
  dealer: z.object({ id: z.number().int(), companyName: z.string() }).nullable(),
  /** No password yet: invited by an installer's wizard or by the back-office. */
  invited: z.boolean(),
  blockedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUserListItem = z.infer<typeof adminUserListItemSchema>;

export const adminUserSchema = adminUserListItemSchema.extend({
  blockReason: z.string().nullable(),
  /** Installations the user is the client, installer or creator of (registered ones, not drafts). */
  installationsCount: z.number().int(),
  /** The user's certifications (installers), newest first. */
  certifications: z.array(
    z.object({ type: z.string(), level: z.string(), status: z.enum(['REQUEST', 'ACTIVE', 'DECLINED', 'EXPIRED']), expiresAt: z.string().nullable() }),
  ),
  /** Live sessions (signed-in devices) and the latest use of any of them. */
  sessions: z.object({ live: z.number().int(), lastUsedAt: z.string().nullable() }),
  /** Requests to dealers the user sent, newest first (at most 10). */
  dealerRequests: z.array(
    z.object({ id: z.number().int(), kind: z.enum(['INSTALLER', 'DEALER_CHANGE']), status: z.string(), dealerName: z.string(), createdAt: z.string() }),
  ),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/**
 * A new role: any role but ADMIN (support is made by the seed, never through the portal); support cannot change its own.
 * A dealer's person needs `dealerId` (the company) when the role is DEALER_DEPUTY or DEALER_ASSISTANT.
 */
export const adminUserRoleSchema = z.object({
  role: z.enum(roleNames).exclude(['ADMIN']),
  dealerId: recordId.nullable().optional(),
});
export type AdminUserRole = z.infer<typeof adminUserRoleSchema>;
export const adminUserBlockSchema = z.object({ reason: textSchema().trim().min(1).max(BLOCK_REASON_MAX) });

// ---------------------------------------------------------------- the audit log

/** What the log records: the admin's actions and every decision taken in the portal. */
export const auditActions = [
  'dealer.create',
  'dealer.update',
  'dealer.deactivate',
  'dealer.restore',
  'dealer.invite',
  'dealer.reinvite',
  'user.role',
  'user.block',
  'user.unblock',
  'user.reinvite',
  'dealerRequest.decide',
  'certificationRequest.decide',
  'installationRequest.take',
  'installationRequest.decline',
  'certificationType.update',
  'certificationLevel.create',
  'certificationLevel.rename',
  'certificationLevel.delete',
  'news.create',
  'news.update',
  'news.publish',
  'news.unpublish',
  'news.delete',
  'catalog.import',
  'product.create',
  'product.update',
  'product.archive',
  'product.restore',
  'catalogGroup.create',
  'catalogGroup.update',
  'catalogGroup.delete',
  'catalogProperty.create',
  'catalogProperty.update',
  'catalogProperty.valueUpdate',
  'infoPage.update',
  'infoPage.discard',
  'infoPage.publish',
  'siteContacts.update',
] as const;
export const auditActionSchema = z.enum(auditActions);
export type AuditAction = z.infer<typeof auditActionSchema>;

export const auditQuery = langQuery.extend(pagingQuery(AUDIT_ENTRIES_PER_PAGE).shape).extend({
  action: auditActionSchema.optional(),
  actorId: queryIdSchema.optional(),
  /** The record acted on: `dealer`, `user`, `dealerRequest`, `certificationRequest`, `installationRequest`, `certificationType`, `certificationLevel`, `news`, `catalog` (its id: the catalogue version an import made), `product`, `catalogGroup`, `catalogProperty`, `infoPage` (a page in one language), `siteContacts` (the contact details and service points). */
  subjectType: z
    .enum([
      'dealer',
      'user',
      'dealerRequest',
      'certificationRequest',
      'installationRequest',
      'certificationType',
      'certificationLevel',
      'news',
      'catalog',
      'product',
      'catalogGroup',
      'catalogProperty',
      'infoPage',
      'siteContacts',
    ])
    .optional(),
  subjectId: queryIdSchema.optional(),
  /** `yyyy-MM-dd`, inclusive, in Kyiv time. */
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: auditActionSchema,
  actor: z.object({ id: z.number().int(), name: z.string(), lastname: z.string(), role: z.string() }).nullable(),
  subjectType: z.string(),
  subjectId: z.number().int(),
  /** The changed fields before and after (null for a creation's `before`); never passwords or codes. */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

// ---------------------------------------------------------------- exports (docs/decisions/0038-list-exports.md)

/** A list's export takes the list's filters without paging, and the format. */
const noPaging = { page: true, perPage: true } as const;
const format = { format: z.enum(exportFormats).default('csv') };
export const adminDealersExportQuery = adminDealersQuery.omit(noPaging).extend(format);
export const adminUsersExportQuery = adminUsersQuery.omit(noPaging).extend(format);
export const auditExportQuery = auditQuery.omit(noPaging).extend(format);
export type AdminDealersExportQuery = z.infer<typeof adminDealersExportQuery>;
export type AdminUsersExportQuery = z.infer<typeof adminUsersExportQuery>;
export type AuditExportQuery = z.infer<typeof auditExportQuery>;
const file = z.instanceof(Uint8Array).meta({ format: 'binary' });

export const adminRoutes = {
  dealers: defineRoute({
    method: 'GET',
    path: '/admin/dealers',
    auth: 'required',
    area: 'admin',
    query: adminDealersQuery,
    response: pageSchema(adminDealerListItemSchema),
    errors: [401, 403, 422],
  }),
  createDealer: defineRoute({
    method: 'POST',
    path: '/admin/dealers',
    auth: 'required',
    area: 'admin',
    body: adminDealerCreateSchema,
    response: adminDealerSchema,
    statuses: [201],
    errors: [401, 403, 422],
  }),
  dealer: defineRoute({
    method: 'GET',
    path: '/admin/dealers/:id',
    auth: 'required',
    area: 'admin',
    params: idParam,
    response: adminDealerSchema,
    errors: [401, 403, 404],
  }),
  updateDealer: defineRoute({
    method: 'PATCH',
    path: '/admin/dealers/:id',
    auth: 'required',
    area: 'admin',
    params: idParam,
    body: adminDealerUpdateSchema,
    response: adminDealerSchema,
    errors: [401, 403, 404, 422],
  }),
  invitePerson: defineRoute({
    method: 'POST',
    path: '/admin/dealers/:id/people',
    auth: 'required',
    area: 'admin',
    params: idParam,
    body: dealerPersonInviteSchema,
    response: adminDealerSchema,
    statuses: [201],
    errors: [401, 403, 404, 409, 422],
  }),
  /** Sends the invitation SMS again to a person who has not registered yet (409 once they have). */
  reinvitePerson: defineRoute({
    method: 'POST',
    path: '/admin/dealers/:id/people/:userId/invitation',
    auth: 'required',
    area: 'admin',
    params: dealerPersonParams,
    response: z.object({ sent: z.literal(true) }),
    errors: [401, 403, 404, 409, 429],
  }),
  /** The regions a company may name, in the request's language. */
  regions: defineRoute({ method: 'GET', path: '/admin/regions', auth: 'required', area: 'admin', response: z.array(regionSchema), errors: [401, 403] }),
  users: defineRoute({
    method: 'GET',
    path: '/admin/users',
    auth: 'required',
    area: 'admin',
    query: adminUsersQuery,
    response: pageSchema(adminUserListItemSchema),
    errors: [401, 403, 422],
  }),
  user: defineRoute({
    method: 'GET',
    path: '/admin/users/:id',
    auth: 'required',
    area: 'admin',
    params: idParam,
    response: adminUserSchema,
    errors: [401, 403, 404],
  }),
  /** Changes the role; the user's sessions end (their next sign-in carries the new role). 409 for support's own account. */
  changeUserRole: defineRoute({
    method: 'PUT',
    path: '/admin/users/:id/role',
    auth: 'required',
    area: 'admin',
    params: idParam,
    body: adminUserRoleSchema,
    response: adminUserSchema,
    errors: [401, 403, 404, 409, 422],
  }),
  /** Blocks: every session and socket of the user ends at once, and signing in is refused until unblocked. */
  blockUser: defineRoute({
    method: 'POST',
    path: '/admin/users/:id/block',
    auth: 'required',
    area: 'admin',
    params: idParam,
    body: adminUserBlockSchema,
    response: adminUserSchema,
    errors: [401, 403, 404, 409, 422],
  }),
  unblockUser: defineRoute({
    method: 'POST',
    path: '/admin/users/:id/unblock',
    auth: 'required',
    area: 'admin',
    params: idParam,
    response: adminUserSchema,
    errors: [401, 403, 404, 409],
  }),
  /** Sends the invitation SMS again to an invited user (no password yet); 409 once they have registered. */
  reinviteUser: defineRoute({
    method: 'POST',
    path: '/admin/users/:id/invitation',
    auth: 'required',
    area: 'admin',
    params: idParam,
    response: z.object({ sent: z.literal(true) }),
    errors: [401, 403, 404, 409, 429],
  }),
  audit: defineRoute({
    method: 'GET',
    path: '/admin/audit',
    auth: 'required',
    area: 'admin',
    query: auditQuery,
    response: pageSchema(auditEntrySchema),
    errors: [401, 403, 422],
  }),
  /** Each list through its filters, every row, as a CSV or XLSX file in the request's language (streamed). */
  dealersExport: defineRoute({
    method: 'GET',
    path: '/admin/dealers/export',
    auth: 'required',
    area: 'admin',
    query: adminDealersExportQuery,
    response: file,
    errors: [401, 403, 422],
  }),
  usersExport: defineRoute({
    method: 'GET',
    path: '/admin/users/export',
    auth: 'required',
    area: 'admin',
    query: adminUsersExportQuery,
    response: file,
    errors: [401, 403, 422],
  }),
  auditExport: defineRoute({
    method: 'GET',
    path: '/admin/audit/export',
    auth: 'required',
    area: 'admin',
    query: auditExportQuery,
    response: file,
    errors: [401, 403, 422],
  }),
} as const;
