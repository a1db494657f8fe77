import { objectEndpoints } from '@/contracts/endpoints/objects';
import type { BuildingObjectBody, SpecificationFormat } from '@/contracts/objects';
import { call, callBlob } from '@/lib/api/call';

export type ProductsQuery = { page: number; search?: string; group?: number; type?: 'RAC' | 'LCAC' | 'HP' };

/** The building-objects calls (docs/decisions/0027), through contracts/objects.ts. */
export const objectsApi = {
  list: (query: { page: number; search?: string }) => call(objectEndpoints.list, { query }),
  create: (body: BuildingObjectBody) => call(objectEndpoints.create, { body }),
  show: (id: number) => call(objectEndpoints.show, { params: { id } }),
  update: (id: number, body: BuildingObjectBody) => call(objectEndpoints.update, { params: { id }, body }),
  remove: (id: number) => call(objectEndpoints.remove, { params: { id } }),
  groups: () => call(objectEndpoints.groups, {}),
  types: (group: number | undefined) => call(objectEndpoints.types, { query: { group } }),
  products: (query: ProductsQuery) => call(objectEndpoints.products, { query }),
  equipments: (id: number) => call(objectEndpoints.equipments, { params: { id } }),
  putEquipment: async (id: number, productId: number, quantity: number) =>
    call(objectEndpoints.putEquipment, { params: { id, productId }, body: { quantity } }),
  removeEquipment: (id: number, productId: number) => call(objectEndpoints.removeEquipment, { params: { id, productId } }),
  addDocuments: (id: number, documents: string[]) => call(objectEndpoints.addDocuments, { params: { id }, body: { documents } }),
  /** A document's bytes as a Blob, through its authorised route with the session's token (documents are private). */
  document: (id: number, documentId: number) => callBlob(objectEndpoints.document, { params: { id, documentId } }),
  removeDocument: (id: number, documentId: number) => call(objectEndpoints.removeDocument, { params: { id, documentId } }),
  /** The specification file (a PDF or a spreadsheet) as a Blob, fetched with the session's token. */
  specification: (id: number, format: SpecificationFormat) => callBlob(objectEndpoints.specification, { params: { id }, query: { format } }),
};
