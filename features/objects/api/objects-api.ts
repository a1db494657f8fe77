import type { BuildingObjectBody, SpecificationFormat } from '@/contracts/objects';
import { call, callBlob } from '@/lib/api/call';

const routes = () => import('@/contracts/objects').then((m) => m.objectRoutes);

export type ProductsQuery = { page: number; search?: string; group?: number; type?: 'RAC' | 'LCAC' | 'HP' };

/** The building-objects calls (docs/decisions/0027), through contracts/objects.ts. */
export const objectsApi = {
  list: async (query: { page: number; search?: string }) => call((await routes()).list, { query }),
  create: async (body: BuildingObjectBody) => call((await routes()).create, { body }),
  show: async (id: number) => call((await routes()).show, { params: { id } }),
  update: async (id: number, body: BuildingObjectBody) => call((await routes()).update, { params: { id }, body }),
  remove: async (id: number) => call((await routes()).remove, { params: { id } }),
  groups: async () => call((await routes()).groups, {}),
  types: async (group: number | undefined) => call((await routes()).types, { query: { group } }),
  products: async (query: ProductsQuery) => call((await routes()).products, { query }),
  equipments: async (id: number) => call((await routes()).equipments, { params: { id } }),
  putEquipment: async (id: number, productId: number, quantity: number) =>
    call((await routes()).putEquipment, { params: { id, productId }, body: { quantity } }),
  removeEquipment: async (id: number, productId: number) => call((await routes()).removeEquipment, { params: { id, productId } }),
  addDocuments: async (id: number, documents: string[]) => call((await routes()).addDocuments, { params: { id }, body: { documents } }),
  /** A document's bytes as a Blob, through its authorised route with the session's token (documents are private). */
  document: async (id: number, documentId: number) => callBlob((await routes()).document, { params: { id, documentId } }),
  removeDocument: async (id: number, documentId: number) => call((await routes()).removeDocument, { params: { id, documentId } }),
  /** The specification file (a PDF or a spreadsheet) as a Blob, fetched with the session's token. */
  specification: async (id: number, format: SpecificationFormat) => callBlob((await routes()).specification, { params: { id }, query: { format } }),
};
