import type { z } from 'zod';
import type {
  adminGroupCreateSchema,
  adminGroupUpdateSchema,
  adminNamedUpdateSchema,
  adminProductCreateSchema,
  adminProductsQuery,
  adminProductUpdateSchema,
  adminPropertyCreateSchema,
  adminPropertyValueUpdateSchema,
} from '@/contracts/catalog-import';
import type { ModelSpec } from '@/contracts/commissioning';
import { adminGroupEndpoints, adminProductEndpoints, adminPropertyEndpoints } from '@/contracts/endpoints/catalog-import';
import { catalogModelEndpoints } from '@/contracts/endpoints/catalog-models';
import { call } from '@/lib/api/call';

export type ProductsQuery = Omit<z.input<typeof adminProductsQuery>, 'lang'>;
export type ProductUpdate = z.input<typeof adminProductUpdateSchema>;
export type ProductCreate = z.input<typeof adminProductCreateSchema>;

/** Support's products (contracts/catalog-import.ts `adminProductRoutes`). */
export const productsAdminApi = {
  list: (query: ProductsQuery) => call(adminProductEndpoints.list, { query }),
  product: (id: number) => call(adminProductEndpoints.product, { params: { id } }),
  update: (id: number, body: ProductUpdate) => call(adminProductEndpoints.update, { params: { id }, body }),
  create: (body: ProductCreate) => call(adminProductEndpoints.create, { body }),
};

export type GroupUpdate = z.input<typeof adminGroupUpdateSchema>;
export type GroupCreate = z.input<typeof adminGroupCreateSchema>;

/** Support's catalogue groups (contracts/catalog-import.ts `adminGroupRoutes`). */
export const groupsAdminApi = {
  list: () => call(adminGroupEndpoints.list, {}),
  create: (body: GroupCreate) => call(adminGroupEndpoints.create, { body }),
  update: (id: number, body: GroupUpdate) => call(adminGroupEndpoints.update, { params: { id }, body }),
  remove: (id: number) => call(adminGroupEndpoints.remove, { params: { id } }),
};

export type NamedUpdate = z.input<typeof adminNamedUpdateSchema>;
export type PropertyCreate = z.input<typeof adminPropertyCreateSchema>;
export type ValueUpdate = z.input<typeof adminPropertyValueUpdateSchema>;

/** Support's filter properties and their values (contracts/catalog-import.ts `adminPropertyRoutes`). */
export const propertiesAdminApi = {
  list: () => call(adminPropertyEndpoints.list, {}),
  create: (body: PropertyCreate) => call(adminPropertyEndpoints.create, { body }),
  update: (id: number, body: NamedUpdate) => call(adminPropertyEndpoints.update, { params: { id }, body }),
  values: (id: number) => call(adminPropertyEndpoints.values, { params: { id } }),
  updateValue: (id: number, valueId: number, body: ValueUpdate) => call(adminPropertyEndpoints.updateValue, { params: { id, valueId }, body }),
};

/** The data of an outdoor model (contracts/catalog-models.ts `catalogModelRoutes`). */
export const modelSpecsAdminApi = {
  spec: (model: string) => call(catalogModelEndpoints.spec, { params: { model } }),
  put: (model: string, body: ModelSpec) => call(catalogModelEndpoints.putSpec, { params: { model }, body }),
  remove: (model: string) => call(catalogModelEndpoints.removeSpec, { params: { model } }),
};
