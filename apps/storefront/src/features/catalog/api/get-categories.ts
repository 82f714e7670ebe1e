import type { ResponseOf } from '@patchbay/client';
import { dataOf } from '@patchbay/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';

export type CategoryTree = ResponseOf<'listCategories'>;
export type Category = CategoryTree['items'][number];

/** GET /api/categories: this storefront's categories and sub-categories with listing counts. */
export const categoriesPath = '/api/categories' as const;

export const getCategories = ({ signal }: { signal?: AbortSignal } = {}) =>
  dataOf(client.GET(categoriesPath, signal ? { signal } : {}));

export const getCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: ({ signal }) => getCategories({ signal }),
    staleTime: 5 * 60_000,
  });

export function useCategories() {
  return useQuery(getCategoriesQueryOptions());
}
