import type { z } from 'zod';
import type { adminGroupUpdateSchema, adminProductCreateSchema, adminProductsQuery, adminProductUpdateSchema } from '@/contracts/catalog-import';
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

/** Support's catalogue groups (contracts/catalog-import.ts `adminGroupRoutes`). */
export const groupsAdminApi = {
  list: async () => call((await groupRoutes()).list, {}),
  update: async (id: number, body: GroupUpdate) => call((await groupRoutes()).update, { params: { id }, body }),
  remove: async (id: number) => call((await groupRoutes()).remove, { params: { id } }),
};

const propertyRoutes = () => import('@/contracts/catalog-import').then((m) => m.adminPropertyRoutes);

/** Support's filter properties (contracts/catalog-import.ts `adminPropertyRoutes`). */
export const propertiesAdminApi = {
  list: async () => call((await propertyRoutes()).list, {}),
  update: async (id: number, body: GroupUpdate) => call((await propertyRoutes()).update, { params: { id }, body }),
};
