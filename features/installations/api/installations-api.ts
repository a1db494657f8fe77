import type { z } from 'zod';
import type { barcodesBodySchema, ExportFormat, gradesBodySchema } from '@/contracts/installations';
import { call, callBlob } from '@/lib/api/call';
import type { ListQuery } from '../query';

export const routes = () => import('@/contracts/installations').then((m) => m.installationRoutes);
const catalogRoutes = () => import('@/contracts/catalog').then((m) => m.catalogRoutes);

export type Grades = z.infer<typeof gradesBodySchema>;

/** The installations calls, through the contract (contracts/installations.ts). */
export const installationsApi = {
  list: async (query: ListQuery) => call((await routes()).list, { query }),
  /** The list through its filters, every row, as a file (CSV or XLSX). */
  exportList: async (query: Omit<ListQuery, 'page' | 'perPage'> & { format: ExportFormat }) => callBlob((await routes()).exportList, { query }),
  filters: async (installed: boolean) => call((await routes()).filters, { query: { installed } }),
  card: async (id: number) => call((await routes()).card, { params: { id } }),
  remove: async (id: number) => call((await routes()).remove, { params: { id } }),
  cancel: async (id: number, reason: string) => call((await routes()).cancel, { params: { id }, body: { reason } }),
  addPhotos: async (id: number, photos: string[]) => call((await routes()).photos, { params: { id }, body: { photos } }),
  changePlace: async (id: number, place: string) => call((await routes()).place, { params: { id }, body: { place } }),
  /** The units by serial (docs/domain.md#units-per-work-kind): read, look up as typed or scanned, and register outside the wizard. */
  units: async (id: number) => call((await routes()).getBarcodes, { params: { id } }),
  searchBarcodes: async (barcodes: string[], installationId: number) => call((await routes()).searchBarcodes, { body: { barcodes, installationId } }),
  putUnits: async (id: number, body: z.infer<typeof barcodesBodySchema>) => call((await routes()).putBarcodes, { params: { id }, body }),
  /** Drops the change waiting for the client's new code (docs/decisions/0031). */
  withdrawChange: async (id: number) => call((await routes()).withdrawChange, { params: { id } }),
  sendCode: async (id: number) => call((await routes()).sendCode, { params: { id }, body: {} }),
  enterCode: async (id: number, code: string) => call((await routes()).enterCode, { params: { id }, body: { code } }),
  confirm: async (id: number, grades: Grades) => call((await routes()).confirm, { params: { id }, body: grades }),
  /** The product card in an installation: the catalogue card with the installation's warranty fields. */
  product: async (productId: number, installationId: number) => call((await catalogRoutes()).product, { params: { id: productId }, query: { installationId } }),
};
