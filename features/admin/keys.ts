import type { AuditQuery, DealersQuery, UsersQuery } from './api/admin-api';

/** The back-office's react-query keys, per signed-in operator. */
export const adminKeys = {
  all: (userId: number | undefined) => ['admin', userId] as const,
  dealers: (userId: number | undefined, query?: DealersQuery) => ['admin', userId, 'dealers', ...(query ? [query] : [])] as const,
  /** A company's page; without `id`, every company's. */
  dealer: (userId: number | undefined, id?: number) => ['admin', userId, 'dealer', ...(id === undefined ? [] : [id])] as const,
  users: (userId: number | undefined, query?: UsersQuery) => ['admin', userId, 'users', ...(query ? [query] : [])] as const,
  user: (userId: number | undefined, id: number) => ['admin', userId, 'user', id] as const,
  audit: (userId: number | undefined, query?: AuditQuery) => ['admin', userId, 'audit', ...(query ? [query] : [])] as const,
  regions: ['admin', 'regions'] as const,
  certificationTypes: (userId: number | undefined) => ['admin', userId, 'certification-types'] as const,
};
