'use client';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct } from '@/contracts/catalog-import';
import type { ModelSpecAnswer } from '@/contracts/catalog-models';
import type { ModelSpec } from '@/contracts/commissioning';
import { useOperatorId } from '@/lib/session/session-store';
import {
  groupsAdminApi,
  modelSpecsAdminApi,
  productsAdminApi,
  propertiesAdminApi,
  type GroupCreate,
  type GroupUpdate,
  type NamedUpdate,
  type ProductCreate,
  type PropertyCreate,
  type ProductsQuery,
  type ProductUpdate,
  type ValueUpdate,
} from './products-api';

const keys = {
  list: (userId: number | undefined, query?: ProductsQuery) => ['catalog-admin', userId, 'products', ...(query ? [query] : [])] as const,
  product: (userId: number | undefined, id: number) => ['catalog-admin', userId, 'product', id] as const,
};

export { useOperatorId } from '@/lib/session/session-store';

export const productsQuery = (userId: number | undefined, query: ProductsQuery) =>
  queryOptions({
    queryKey: keys.list(userId, query),
    queryFn: () => productsAdminApi.list(query),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
  });

export const productQuery = (userId: number | undefined, id: number) =>
  queryOptions({ queryKey: keys.product(userId, id), queryFn: () => productsAdminApi.product(id), enabled: Boolean(userId) });

/** A change answers the product as it now stands: its page shows it at once, the list loads again when next shown. */
export function useUpdateProduct(id: number) {
  const queryClient = useQueryClient();
  const userId = useOperatorId();
  return useMutation({
    mutationFn: (body: ProductUpdate) => productsAdminApi.update(id, body),
    onSuccess: (product: AdminProduct) => {
      queryClient.setQueryData(productQuery(userId, id).queryKey, product);
      void queryClient.invalidateQueries({ queryKey: keys.list(userId) });
    },
  });
}

/** A new product: its page shows it at once, the list loads again when next shown. */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  const userId = useOperatorId();
  return useMutation({
    mutationFn: (body: ProductCreate) => productsAdminApi.create(body),
    onSuccess: (product: AdminProduct) => {
      queryClient.setQueryData(productQuery(userId, product.id).queryKey, product);
      void queryClient.invalidateQueries({ queryKey: keys.list(userId) });
    },
  });
}

export const groupsQuery = (userId: number | undefined) =>
  queryOptions({ queryKey: ['catalog-admin', userId, 'groups'] as const, queryFn: groupsAdminApi.list, enabled: Boolean(userId) });

/** A group added, changed or removed: the list loads again. */
export function useGroupChange() {
  const queryClient = useQueryClient();
  const userId = useOperatorId();
  const refresh = () => queryClient.invalidateQueries({ queryKey: groupsQuery(userId).queryKey });
  return {
    create: useMutation({ mutationFn: (body: GroupCreate) => groupsAdminApi.create(body), onSuccess: refresh }),
    update: useMutation({ mutationFn: ({ id, body }: { id: number; body: GroupUpdate }) => groupsAdminApi.update(id, body), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (id: number) => groupsAdminApi.remove(id), onSuccess: refresh }),
  };
}

export const propertiesQuery = (userId: number | undefined) =>
  queryOptions({ queryKey: ['catalog-admin', userId, 'properties'] as const, queryFn: propertiesAdminApi.list, enabled: Boolean(userId) });

/** A filter property added or changed: the list loads again. */
export function usePropertyChange() {
  const queryClient = useQueryClient();
  const userId = useOperatorId();
  const refresh = () => queryClient.invalidateQueries({ queryKey: propertiesQuery(userId).queryKey });
  return {
    create: useMutation({ mutationFn: (body: PropertyCreate) => propertiesAdminApi.create(body), onSuccess: refresh }),
    update: useMutation({ mutationFn: ({ id, body }: { id: number; body: NamedUpdate }) => propertiesAdminApi.update(id, body), onSuccess: refresh }),
  };
}

export const propertyValuesQuery = (userId: number | undefined, id: number) =>
  queryOptions({
    queryKey: ['catalog-admin', userId, 'properties', id, 'values'] as const,
    queryFn: () => propertiesAdminApi.values(id),
    enabled: Boolean(userId),
  });

/** A filter's value labelled or moved: the filter's values load again. */
export function useValueChange(id: number) {
  const queryClient = useQueryClient();
  const userId = useOperatorId();
  return useMutation({
    mutationFn: ({ valueId, body }: { valueId: number; body: ValueUpdate }) => propertiesAdminApi.updateValue(id, valueId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: propertyValuesQuery(userId, id).queryKey }),
  });
}

export const modelSpecQuery = (userId: number | undefined, model: string) =>
  queryOptions({
    queryKey: ['catalog-admin', userId, 'model-spec', model] as const,
    queryFn: () => modelSpecsAdminApi.spec(model),
    enabled: Boolean(userId),
  });

/** A model's data set or removed: the section shows the answer at once. */
export function useModelSpecChange(model: string) {
  const queryClient = useQueryClient();
  const userId = useOperatorId();
  const key = modelSpecQuery(userId, model).queryKey;
  return {
    put: useMutation({
      mutationFn: (body: ModelSpec) => modelSpecsAdminApi.put(model, body),
      onSuccess: (answer: ModelSpecAnswer) => queryClient.setQueryData(key, answer),
    }),
    remove: useMutation({
      mutationFn: () => modelSpecsAdminApi.remove(model),
      onSuccess: () => queryClient.setQueryData(key, { model, spec: null, updatedAt: null }),
    }),
  };
}
