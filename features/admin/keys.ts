import type { AuditQuery, DealersQuery } from './api/admin-api';

/** The back-office's react-query keys, per signed-in operator. */
export const adminKeys = {
  all: (userId: number | undefined) => ['admin', userId] as const,
  dealers: (userId: number | undefined, query?: DealersQuery) => ['admin', userId, 'dealers', ...(query ? [query] : [])] as const,
  dealer: (userId: number | undefined, id: number) => ['admin', userId, 'dealer', id] as const,
  audit: (userId: number | undefined, query?: AuditQuery) => ['admin', userId, 'audit', ...(query ? [query] : [])] as const,
  regions: ['admin', 'regions'] as const,
};
