import { dataOf } from '@patchbay/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import { productsQueryKey } from './get-products';

/** GET /api/admin/products/{id}: one product with its listing, as the form writes it. */
export const getProduct = (id: string, signal?: AbortSignal) =>
  dataOf(client.GET('/api/admin/products/{id}', { params: { path: { id } }, signal }));

export const getProductQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...productsQueryKey, 'detail', id],
    queryFn: ({ signal }) => getProduct(id, signal),
  });

export function useProduct(id: string) {
  return useQuery(getProductQueryOptions(id));
}

/** GET /api/admin/product-options: categories and conditions for the form. */
export const getProductOptions = (signal?: AbortSignal) =>
  dataOf(client.GET('/api/admin/product-options', { signal }));

export function useProductOptions() {
  return useQuery({
    queryKey: [...productsQueryKey, 'options'],
    queryFn: ({ signal }) => getProductOptions(signal),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/admin/products/{id}/history. */
export function useProductHistory(id: string) {
  return useQuery({
    queryKey: [...productsQueryKey, 'history', id],
    queryFn: ({ signal }) =>
      dataOf(client.GET('/api/admin/products/{id}/history', { params: { path: { id } }, signal })),
  });
}
