import type { ListQuery } from './query';

/** The installations feature's react-query keys, per signed-in user. */
export const installationKeys = {
  all: (userId: number | undefined) => ['installations', userId] as const,
  list: (userId: number | undefined, query: ListQuery) => ['installations', userId, 'list', query] as const,
  filters: (userId: number | undefined, installed: boolean) => ['installations', userId, 'filters', installed] as const,
  card: (userId: number | undefined, id: number) => ['installations', userId, 'card', id] as const,
  units: (userId: number | undefined, id: number) => ['installations', userId, 'units', id] as const,
  product: (userId: number | undefined, productId: number, installationId: number) => ['installations', userId, 'product', installationId, productId] as const,
};
