import { fgasEndpoints } from '@/contracts/endpoints/fgas-logbook';
import type { FgasCertificate, FgasEntry } from '@/contracts/fgas';
import type { CircuitBody } from '@/contracts/fgas-logbook';
import { call, callBlob } from '@/lib/api/call';

/** The F-gas logbook (docs/decisions/0049-fgas-logbook.md), through its contract (contracts/fgas-logbook.ts). */
export const fgasApi = {
  logbook: (id: number) => call(fgasEndpoints.logbook, { params: { id } }),
  addCircuit: (id: number, body: CircuitBody) => call(fgasEndpoints.addCircuit, { params: { id }, body }),
  addEntry: (circuitId: number, body: FgasEntry) => call(fgasEndpoints.addEntry, { params: { id: circuitId }, body }),
  /** The CRO-shaped equipment card as a file, in the page's language. */
  card: async (circuitId: number, format: 'pdf' | 'csv', lang: string) =>
    callBlob(fgasEndpoints.croCard, { params: { id: circuitId }, query: { format, lang: lang as 'uk' } }),
  certificate: () => call(fgasEndpoints.certificate, {}),
  setCertificate: (body: FgasCertificate) => call(fgasEndpoints.setCertificate, { body }),
};

/** The feature's react-query keys, per signed-in user. */
export const fgasKeys = {
  logbook: (userId: number | undefined, id: number) => ['fgas', userId, 'logbook', id] as const,
  certificate: (userId: number | undefined) => ['fgas', userId, 'certificate'] as const,
};
