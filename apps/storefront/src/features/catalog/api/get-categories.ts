import type { categoryTreeResponseSchema } from '@patchbay/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SchemaOutput } from '@/lib/schema';

export type CategoryTree = SchemaOutput<typeof categoryTreeResponseSchema>;
export type Category = CategoryTree['items'][number];

/** GET /api/categories: this storefront's categories and sub-categories with listing counts. */
export const categoriesPath = '/api/categories';

export const getCategories = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<CategoryTree>(categoriesPath, signal ? { signal } : {});

export const getCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: ({ signal }) => getCategories({ signal }),
    staleTime: 5 * 60_000,
  });

export function useCategories() {
  return useQuery(getCategoriesQueryOptions());
}
