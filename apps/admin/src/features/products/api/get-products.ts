import type { QueryOf } from '@patchbay/client';
import { dataOf } from '@patchbay/ui';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';

export type ProductListQuery = QueryOf<'listSellerProducts'>;

/** Every catalogue query starts with this key, so one invalidation refreshes tables and forms. */
export const productsQueryKey = ['products'] as const;

/** GET /api/admin/products: the organization's listings with their products, one page. */
export const getProducts = (query: ProductListQuery, signal?: AbortSignal) =>
  dataOf(client.GET('/api/admin/products', { params: { query }, signal }));

export const getProductsQueryOptions = (query: ProductListQuery) =>
  queryOptions({
    queryKey: [...productsQueryKey, 'list', query],
    queryFn: ({ signal }) => getProducts(query, signal),
    placeholderData: keepPreviousData,
  });

export function useProducts(query: ProductListQuery) {
  return useQuery(getProductsQueryOptions(query));
}

/** The export of the same filters: a plain link the browser downloads. */
export function exportHref(query: ProductListQuery, format: 'csv' | 'xlsx'): string {
  const params = new URLSearchParams({ format });
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '' || ['page', 'pageSize', 'sort', 'direction'].includes(key))
      continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return `/api/admin/products/export?${params}`;
}
