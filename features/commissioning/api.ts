import type { CommissioningBody } from '@/contracts/commissioning';
import { call, callBlob } from '@/lib/api/call';

const routes = () => import('@/contracts/commissioning-report').then((m) => m.commissioningRoutes);

/** The commissioning report (docs/decisions/0051-commissioning-report.md), through its contract (contracts/commissioning-report.ts). */
export const commissioningApi = {
  view: async (id: number, lang: string) => call((await routes()).commissioning, { params: { id }, query: { lang: lang as 'uk' } }),
  save: async (id: number, serial: string, body: CommissioningBody, lang: string) =>
    call((await routes()).saveCommissioning, { params: { id, serial }, query: { lang: lang as 'uk' }, body }),
  /** The report as a PDF, in the client's language. */
  pdf: async (id: number) => callBlob((await routes()).commissioningReport, { params: { id } }),
};

/** The feature's react-query keys, per signed-in user. */
export const commissioningKeys = {
  view: (userId: number | undefined, id: number) => ['commissioning', userId, id] as const,
};
