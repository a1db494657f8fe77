import type { z } from 'zod';
import { catalogEndpoints } from '@/contracts/endpoints/catalog';
import { installationEndpoints } from '@/contracts/endpoints/installations';
import type { barcodesBodySchema, ExportFormat, gradesBodySchema } from '@/contracts/installations';
import { call, callBlob } from '@/lib/api/call';
import type { ListQuery } from '../query';

export type Grades = z.infer<typeof gradesBodySchema>;

/** The installations calls, through the contract (contracts/installations.ts). */
export const installationsApi = {
  list: (query: ListQuery) => call(installationEndpoints.list, { query }),
  /** The list through its filters, every row, as a file (CSV or XLSX). */
  exportList: (query: Omit<ListQuery, 'page' | 'perPage'> & { format: ExportFormat }) => callBlob(installationEndpoints.exportList, { query }),
  filters: (installed: boolean) => call(installationEndpoints.filters, { query: { installed } }),
  card: (id: number) => call(installationEndpoints.card, { params: { id } }),
  remove: (id: number) => call(installationEndpoints.remove, { params: { id } }),
  cancel: (id: number, reason: string) => call(installationEndpoints.cancel, { params: { id }, body: { reason } }),
  addPhotos: (id: number, photos: string[]) => call(installationEndpoints.photos, { params: { id }, body: { photos } }),
  changePlace: (id: number, place: string) => call(installationEndpoints.place, { params: { id }, body: { place } }),
  /** The units by serial (docs/domain.md#units-per-work-kind): read, look up as typed or scanned, and register outside the wizard. */
  units: (id: number) => call(installationEndpoints.getBarcodes, { params: { id } }),
  searchBarcodes: (barcodes: string[], installationId: number) => call(installationEndpoints.searchBarcodes, { body: { barcodes, installationId } }),
  putUnits: (id: number, body: z.infer<typeof barcodesBodySchema>) => call(installationEndpoints.putBarcodes, { params: { id }, body }),
  /** Drops the change waiting for the client's new code (docs/decisions/0031). */
  withdrawChange: (id: number) => call(installationEndpoints.withdrawChange, { params: { id } }),
  sendCode: (id: number) => call(installationEndpoints.sendCode, { params: { id }, body: {} }),
  enterCode: (id: number, code: string) => call(installationEndpoints.enterCode, { params: { id }, body: { code } }),
  confirm: (id: number, grades: Grades) => call(installationEndpoints.confirm, { params: { id }, body: grades }),
  /** The product card in an installation: the catalogue card with the installation's warranty fields. */
  product: (productId: number, installationId: number) => call(catalogEndpoints.product, { params: { id: productId }, query: { installationId } }),
};
