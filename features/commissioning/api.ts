import type { CommissioningBody } from '@/contracts/commissioning';
import { commissioningEndpoints } from '@/contracts/endpoints/commissioning-report';
import { call, callBlob } from '@/lib/api/call';
import { writeOnSite } from '@/lib/offline/outbox';

/** The commissioning report (docs/decisions/0051-commissioning-report.md), through its contract (contracts/commissioning-report.ts). */
export const commissioningApi = {
  view: (id: number, lang: string) => call(commissioningEndpoints.commissioning, { params: { id }, query: { lang: lang as 'uk' } }),
  /** A unit's values as a change made on site: sent now, or kept on this device until the network returns (ADR 0055). */
  save: async (userId: number, job: { id: number; version?: string }, serial: string, body: CommissioningBody, lang: string) =>
    writeOnSite(
      commissioningEndpoints.saveCommissioning,
      { params: { id: job.id, serial }, query: { lang }, body },
      { userId, installationId: job.id, kind: 'commissioning', baseVersion: job.version },
    ),
  /** The report as a PDF, in the client's language. */
  pdf: (id: number) => callBlob(commissioningEndpoints.commissioningReport, { params: { id } }),
};

/** The feature's react-query keys, per signed-in user. */
export const commissioningKeys = {
  view: (userId: number | undefined, id: number) => ['commissioning', userId, id] as const,
};
