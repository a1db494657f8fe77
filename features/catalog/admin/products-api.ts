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
import { call } from '@/lib/api/call';

const routes = () => import('@/contracts/catalog-import').then((m) => m.adminProductRoutes);

export type ProductsQuery = Omit<z.input<typeof adminProductsQuery>, 'lang'>;
export type ProductUpdate = z.input<typeof adminProductUpdateSchema>;
export type ProductCreate = z.input<typeof adminProductCreateSchema>;

/** Support's products (contracts/catalog-import.ts `adminProductRoutes`). */
export const productsAdminApi = {
  list: async (query: ProductsQuery) => call((await routes()).list, { query }),
  product: async (id: number) => call((await routes()).product, { params: { id } }),
  update: async (id: number, body: ProductUpdate) => call((await routes()).update, { params: { id }, body }),
  create: async (body: ProductCreate) => call((await routes()).create, { body }),
};

const groupRoutes = () => import('@/contracts/catalog-import').then((m) => m.adminGroupRoutes);

export type GroupUpdate = z.input<typeof adminGroupUpdateSchema>;
export type GroupCreate = z.input<typeof adminGroupCreateSchema>;

/** Support's catalogue groups (contracts/catalog-import.ts `adminGroupRoutes`). */
export const groupsAdminApi = {
  list: async () => call((await groupRoutes()).list, {}),
  create: async (body: GroupCreate) => call((await groupRoutes()).create, { body }),
  update: async (id: number, body: GroupUpdate) => call((await groupRoutes()).update, { params: { id }, body }),
  remove: async (id: number) => call((await groupRoutes()).remove, { params: { id } }),
};

const propertyRoutes = () => import('@/contracts/catalog-import').then((m) => m.adminPropertyRoutes);

export type NamedUpdate = z.input<typeof adminNamedUpdateSchema>;
export type PropertyCreate = z.input<typeof adminPropertyCreateSchema>;
export type ValueUpdate = z.input<typeof adminPropertyValueUpdateSchema>;

/** Support's filter properties and their values (contracts/catalog-import.ts `adminPropertyRoutes`). */
export const propertiesAdminApi = {
  list: async () => call((await propertyRoutes()).list, {}),
  create: async (body: PropertyCreate) => call((await propertyRoutes()).create, { body }),
  update: async (id: number, body: NamedUpdate) => call((await propertyRoutes()).update, { params: { id }, body }),
  values: async (id: number) => call((await propertyRoutes()).values, { params: { id } }),
  updateValue: async (id: number, valueId: number, body: ValueUpdate) => call((await propertyRoutes()).updateValue, { params: { id, valueId }, body }),
};

const modelRoutes = () => import('@/contracts/catalog-models').then((m) => m.catalogModelRoutes);

/** The data of an outdoor model (contracts/catalog-models.ts `catalogModelRoutes`). */
export const modelSpecsAdminApi = {
  spec: async (model: string) => call((await modelRoutes()).spec, { params: { model } }),
  put: async (model: string, body: ModelSpec) => call((await modelRoutes()).putSpec, { params: { model }, body }),
  remove: async (model: string) => call((await modelRoutes()).removeSpec, { params: { model } }),
};
