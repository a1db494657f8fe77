import type { ProductsQuery } from './api/objects-api';

/** The objects feature's react-query keys, per signed-in user. */
export const objectKeys = {
  all: (userId: number | undefined) => ['objects', userId] as const,
  list: (userId: number | undefined, query: { page: number; search?: string }) => ['objects', userId, 'list', query] as const,
  object: (userId: number | undefined, id: number) => ['objects', userId, 'object', id] as const,
  equipments: (userId: number | undefined, id: number) => ['objects', userId, 'equipments', id] as const,
  groups: (userId: number | undefined) => ['objects', userId, 'groups'] as const,
  types: (userId: number | undefined, group: number | undefined) => ['objects', userId, 'types', group] as const,
  products: (userId: number | undefined, query: Omit<ProductsQuery, 'page'>) => ['objects', userId, 'products', query] as const,
};
