import type { z } from 'zod';
import type { adminProductsQuery, adminProductUpdateSchema } from '@/contracts/catalog-import';
import { call } from '@/lib/api/call';

const routes = () => import('@/contracts/catalog-import').then((m) => m.adminProductRoutes);

export type ProductsQuery = Omit<z.input<typeof adminProductsQuery>, 'lang'>;
export type ProductUpdate = z.input<typeof adminProductUpdateSchema>;

/** Support's products (contracts/catalog-import.ts `adminProductRoutes`). */
export const productsAdminApi = {
  list: async (query: ProductsQuery) => call((await routes()).list, { query }),
  product: async (id: number) => call((await routes()).product, { params: { id } }),
  update: async (id: number, body: ProductUpdate) => call((await routes()).update, { params: { id }, body }),
};
