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
import type { ExportFormat } from '@/contracts/installations';
import { call, callBlob } from '@/lib/api/call';

const routes = () => import('@/contracts/admin').then((m) => m.adminRoutes);
const catalog = () => import('@/contracts/certification-catalog').then((m) => m.certificationCatalogRoutes);

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
  dealers: async (query: DealersQuery) => call((await routes()).dealers, { query }),
  createDealer: async (body: DealerCreateBody) => call((await routes()).createDealer, { body }),
  dealer: async (id: number) => call((await routes()).dealer, { params: { id } }),
  updateDealer: async (id: number, body: DealerUpdateBody) => call((await routes()).updateDealer, { params: { id }, body }),
  invitePerson: async (id: number, body: InviteBody) => call((await routes()).invitePerson, { params: { id }, body }),
  reinvitePerson: async (id: number, userId: number) => call((await routes()).reinvitePerson, { params: { id, userId } }),
  users: async (query: UsersQuery) => call((await routes()).users, { query }),
  user: async (id: number) => call((await routes()).user, { params: { id } }),
  changeUserRole: async (id: number, body: UserRoleBody) => call((await routes()).changeUserRole, { params: { id }, body }),
  blockUser: async (id: number, body: UserBlockBody) => call((await routes()).blockUser, { params: { id }, body }),
  unblockUser: async (id: number) => call((await routes()).unblockUser, { params: { id } }),
  reinviteUser: async (id: number) => call((await routes()).reinviteUser, { params: { id } }),
  audit: async (query: AuditQuery) => call((await routes()).audit, { query }),
  dealersExport: async (query: ExportOf<DealersQuery>) => callBlob((await routes()).dealersExport, { query }),
  usersExport: async (query: ExportOf<UsersQuery>) => callBlob((await routes()).usersExport, { query }),
  auditExport: async (query: ExportOf<AuditQuery>) => callBlob((await routes()).auditExport, { query }),
  regions: async () => call((await routes()).regions, {}),
  certificationTypes: async () => call((await catalog()).types, {}),
  updateCertificationType: async (id: number, body: CertificationTypeBody) => call((await catalog()).updateType, { params: { id }, body }),
  createCertificationLevel: async (typeId: number, body: CertificationLevelBody) => call((await catalog()).createLevel, { params: { id: typeId }, body }),
  renameCertificationLevel: async (id: number, body: CertificationLevelBody) => call((await catalog()).renameLevel, { params: { id }, body }),
  deleteCertificationLevel: async (id: number) => call((await catalog()).deleteLevel, { params: { id } }),
};
