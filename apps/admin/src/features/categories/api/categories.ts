import type { ResponseOf } from '@patchbay/client';
import type { CreateCategoryBody } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '@/lib/api-client';

export type CategoryTree = ResponseOf<'getAdminCategoryTree'>;
export type CategoryItem = CategoryTree['items'][number];
export type SubCategoryItem = CategoryItem['subCategories'][number];

export const categoriesQueryKey = ['categories'] as const;

export const getCategoryTreeQueryOptions = () =>
  queryOptions({
    queryKey: categoriesQueryKey,
    queryFn: ({ signal }) => dataOf(client.GET('/api/admin/categories', { signal })),
  });
export const useCategoryTree = () => useQuery(getCategoryTreeQueryOptions());

function useRefreshing<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoriesQueryKey }),
  });
}

export const useCreateCategory = () =>
  useRefreshing((body: CreateCategoryBody) => dataOf(client.POST('/api/admin/categories', { body })));

export const useRenameCategory = () =>
  useRefreshing(({ id, name }: { id: string; name: string }) =>
    dataOf(client.PUT('/api/admin/categories/{id}', { params: { path: { id } }, body: { name } })),
  );

export const useMergeCategory = () =>
  useRefreshing(({ id, targetId }: { id: string; targetId: string }) =>
    dataOf(client.POST('/api/admin/categories/{id}/merge', { params: { path: { id } }, body: { targetId } })),
  );

export const useRetireCategory = () =>
  useRefreshing(({ id, retired }: { id: string; retired: boolean }) =>
    dataOf(
      client.POST('/api/admin/categories/{id}/retirement', { params: { path: { id } }, body: { retired } }),
    ),
  );
