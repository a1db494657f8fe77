import type { z } from 'zod';
import type { dealerInstallersQuery, dealerRequestsQuery, certificationRequestsQuery } from '@/contracts/dealers';
import { call } from '@/lib/api/call';

const routes = () => import('@/contracts/dealers').then((m) => m.dealerRoutes);
const certificationRoutes = () => import('@/contracts/dealers').then((m) => m.certificationRoutes);

export type InstallersQuery = Omit<z.input<typeof dealerInstallersQuery>, 'lang' | 'installationId'>;
export type RequestsQuery = Omit<z.input<typeof dealerRequestsQuery>, 'lang'>;
export type CertificationRequestsQuery = Omit<z.input<typeof certificationRequestsQuery>, 'lang'>;

/** The dealer's (and support's) calls (contracts/dealers.ts). */
export const dealersApi = {
  installers: async (query: InstallersQuery) => call((await routes()).installers, { query }),
  certifications: async () => call((await routes()).certifications, {}),
  info: async () => call((await routes()).info, {}),
  requests: async (query: RequestsQuery) => call((await routes()).requests, { query }),
  accept: async (id: number) => call((await routes()).acceptRequest, { params: { id }, body: {} }),
  decline: async (id: number, reason: string) => call((await routes()).declineRequest, { params: { id }, body: { reason } }),
  block: async (id: number, reason: string) => call((await routes()).blockRequest, { params: { id }, body: { reason } }),
  certificationRequests: async (query: CertificationRequestsQuery) => call((await certificationRoutes()).requests, { query }),
  acceptCertification: async (id: number) => call((await certificationRoutes()).accept, { params: { id }, body: {} }),
  declineCertification: async (id: number, reason: string) => call((await certificationRoutes()).decline, { params: { id }, body: { reason } }),
};
