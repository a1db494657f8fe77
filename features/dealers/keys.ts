import type { CertificationRequestsQuery, InstallersQuery, RequestsQuery } from './api/dealers-api';

/** The dealers feature's react-query keys, per signed-in user. */
export const dealerKeys = {
  all: (userId: number | undefined) => ['dealers', userId] as const,
  installers: (userId: number | undefined, query: InstallersQuery) => ['dealers', userId, 'installers', query] as const,
  certifications: ['dealers', 'certifications'] as const,
  info: (userId: number | undefined) => ['dealers', userId, 'info'] as const,
  requests: (userId: number | undefined, query?: RequestsQuery) => ['dealers', userId, 'requests', ...(query ? [query] : [])] as const,
  certificationRequests: (userId: number | undefined, query?: CertificationRequestsQuery) =>
    ['dealers', userId, 'certification-requests', ...(query ? [query] : [])] as const,
};
