import type { z } from 'zod';
import type { dealerInstallersQuery, dealerRequestsQuery, certificationRequestsQuery } from '@/contracts/dealers';
import { certificationEndpoints, dealerEndpoints } from '@/contracts/endpoints/dealers';
import { call } from '@/lib/api/call';

export type InstallersQuery = Omit<z.input<typeof dealerInstallersQuery>, 'lang' | 'installationId'>;
export type RequestsQuery = Omit<z.input<typeof dealerRequestsQuery>, 'lang'>;
export type CertificationRequestsQuery = Omit<z.input<typeof certificationRequestsQuery>, 'lang'>;

/** The dealer's (and support's) calls (contracts/dealers.ts). */
export const dealersApi = {
  installers: (query: InstallersQuery) => call(dealerEndpoints.installers, { query }),
  certifications: () => call(dealerEndpoints.certifications, {}),
  info: () => call(dealerEndpoints.info, {}),
  requests: (query: RequestsQuery) => call(dealerEndpoints.requests, { query }),
  accept: (id: number) => call(dealerEndpoints.acceptRequest, { params: { id }, body: {} }),
  decline: (id: number, reason: string) => call(dealerEndpoints.declineRequest, { params: { id }, body: { reason } }),
  block: (id: number, reason: string) => call(dealerEndpoints.blockRequest, { params: { id }, body: { reason } }),
  certificationRequests: (query: CertificationRequestsQuery) => call(certificationEndpoints.requests, { query }),
  acceptCertification: (id: number) => call(certificationEndpoints.accept, { params: { id }, body: {} }),
  declineCertification: (id: number, reason: string) => call(certificationEndpoints.decline, { params: { id }, body: { reason } }),
};
