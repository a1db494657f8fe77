import type { z } from 'zod';
import type {
  adminDealerCreateSchema,
  adminDealersQuery,
  adminDealerUpdateSchema,
  adminUserBlockSchema,
  adminUserRoleSchema,
  adminUsersQuery,
  auditQuery,
  dealerPersonInviteSchema,
} from '@/contracts/admin';
import type { certificationLevelBodySchema, certificationTypeUpdateSchema } from '@/contracts/certification-catalog';
import { adminEndpoints } from '@/contracts/endpoints/admin';
import { certificationCatalogEndpoints } from '@/contracts/endpoints/certification-catalog';
import type { ExportFormat } from '@/contracts/installations';
import { call, callBlob } from '@/lib/api/call';

export type DealersQuery = Omit<z.input<typeof adminDealersQuery>, 'lang'>;
export type AuditQuery = Omit<z.input<typeof auditQuery>, 'lang'>;
export type DealerCreateBody = z.input<typeof adminDealerCreateSchema>;
export type DealerUpdateBody = z.input<typeof adminDealerUpdateSchema>;
export type InviteBody = z.input<typeof dealerPersonInviteSchema>;
export type UsersQuery = Omit<z.input<typeof adminUsersQuery>, 'lang'>;
export type UserRoleBody = z.input<typeof adminUserRoleSchema>;
export type UserBlockBody = z.input<typeof adminUserBlockSchema>;
export type CertificationTypeBody = z.input<typeof certificationTypeUpdateSchema>;
export type CertificationLevelBody = z.input<typeof certificationLevelBodySchema>;
/** A list's export: its filters without paging, and the format. */
type ExportOf<Q> = Omit<Q, 'page' | 'perPage'> & { format: ExportFormat };

/** The back-office's calls (contracts/admin.ts, docs/decisions/0036-back-office-dealers-and-audit-log.md). */
export const adminApi = {
  dealers: (query: DealersQuery) => call(adminEndpoints.dealers, { query }),
  createDealer: (body: DealerCreateBody) => call(adminEndpoints.createDealer, { body }),
  dealer: (id: number) => call(adminEndpoints.dealer, { params: { id } }),
  updateDealer: (id: number, body: DealerUpdateBody) => call(adminEndpoints.updateDealer, { params: { id }, body }),
  invitePerson: (id: number, body: InviteBody) => call(adminEndpoints.invitePerson, { params: { id }, body }),
  reinvitePerson: (id: number, userId: number) => call(adminEndpoints.reinvitePerson, { params: { id, userId } }),
  users: (query: UsersQuery) => call(adminEndpoints.users, { query }),
  user: (id: number) => call(adminEndpoints.user, { params: { id } }),
  changeUserRole: (id: number, body: UserRoleBody) => call(adminEndpoints.changeUserRole, { params: { id }, body }),
  blockUser: (id: number, body: UserBlockBody) => call(adminEndpoints.blockUser, { params: { id }, body }),
  unblockUser: (id: number) => call(adminEndpoints.unblockUser, { params: { id } }),
  reinviteUser: (id: number) => call(adminEndpoints.reinviteUser, { params: { id } }),
  audit: (query: AuditQuery) => call(adminEndpoints.audit, { query }),
  dealersExport: (query: ExportOf<DealersQuery>) => callBlob(adminEndpoints.dealersExport, { query }),
  usersExport: (query: ExportOf<UsersQuery>) => callBlob(adminEndpoints.usersExport, { query }),
  auditExport: (query: ExportOf<AuditQuery>) => callBlob(adminEndpoints.auditExport, { query }),
  regions: () => call(adminEndpoints.regions, {}),
  certificationTypes: () => call(certificationCatalogEndpoints.types, {}),
  updateCertificationType: (id: number, body: CertificationTypeBody) => call(certificationCatalogEndpoints.updateType, { params: { id }, body }),
  createCertificationLevel: async (typeId: number, body: CertificationLevelBody) =>
    call(certificationCatalogEndpoints.createLevel, { params: { id: typeId }, body }),
  renameCertificationLevel: (id: number, body: CertificationLevelBody) => call(certificationCatalogEndpoints.renameLevel, { params: { id }, body }),
  deleteCertificationLevel: (id: number) => call(certificationCatalogEndpoints.deleteLevel, { params: { id } }),
};
