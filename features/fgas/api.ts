import type { FgasCertificate, FgasEntry } from '@/contracts/fgas';
import type { CircuitBody } from '@/contracts/fgas-logbook';
import { call, callBlob } from '@/lib/api/call';

const routes = () => import('@/contracts/fgas-logbook').then((m) => m.fgasRoutes);

/** The F-gas logbook (docs/decisions/0049-fgas-logbook.md), through its contract (contracts/fgas-logbook.ts). */
export const fgasApi = {
  logbook: async (id: number) => call((await routes()).logbook, { params: { id } }),
  addCircuit: async (id: number, body: CircuitBody) => call((await routes()).addCircuit, { params: { id }, body }),
  addEntry: async (circuitId: number, body: FgasEntry) => call((await routes()).addEntry, { params: { id: circuitId }, body }),
  /** The CRO-shaped equipment card as a file, in the page's language. */
  card: async (circuitId: number, format: 'pdf' | 'csv', lang: string) =>
    callBlob((await routes()).croCard, { params: { id: circuitId }, query: { format, lang: lang as 'uk' } }),
  certificate: async () => call((await routes()).certificate, {}),
  setCertificate: async (body: FgasCertificate) => call((await routes()).setCertificate, { body }),
};

/** The feature's react-query keys, per signed-in user. */
export const fgasKeys = {
  logbook: (userId: number | undefined, id: number) => ['fgas', userId, 'logbook', id] as const,
  certificate: (userId: number | undefined) => ['fgas', userId, 'certificate'] as const,
};
