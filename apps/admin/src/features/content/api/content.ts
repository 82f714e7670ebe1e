import type {
  CreateCustomPageBody,
  CreateFaqBody,
  UpdateCustomPageBody,
  UpdateFaqBody,
} from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '@/lib/api-client';

export const customPagesQueryKey = ['admin-custom-pages'] as const;
export const faqQueryKey = ['admin-faq'] as const;

export type CustomPageSort = 'title' | 'slug' | 'storefront' | 'sortOrder' | 'updatedAt';
export interface CustomPageListParams {
  q?: string;
  sort: CustomPageSort;
  dir: 'asc' | 'desc';
}

export const useCustomPages = (params: CustomPageListParams) =>
  useQuery(
    queryOptions({
      queryKey: [...customPagesQueryKey, 'list', params],
      queryFn: ({ signal }) =>
        dataOf(client.GET('/api/admin/custom-pages', { params: { query: params }, signal })),
    }),
  );

export const useCustomPage = (id: string) =>
  useQuery(
    queryOptions({
      queryKey: [...customPagesQueryKey, 'detail', id],
      queryFn: ({ signal }) =>
        dataOf(client.GET('/api/admin/custom-pages/{id}', { params: { path: { id } }, signal })),
    }),
  );

/** Write (no id) or change a page; every list and detail is read again. */
export function useSaveCustomPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input: { id: string; data: UpdateCustomPageBody } | { id?: undefined; data: CreateCustomPageBody },
    ) =>
      input.id
        ? dataOf(
            client.PATCH('/api/admin/custom-pages/{id}', {
              params: { path: { id: input.id } },
              body: input.data,
            }),
          )
        : dataOf(client.POST('/api/admin/custom-pages', { body: input.data as CreateCustomPageBody })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customPagesQueryKey }),
  });
}

export function useDeleteCustomPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      dataOf(client.DELETE('/api/admin/custom-pages/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customPagesQueryKey }),
  });
}

export const useFaq = (storefrontId: string | null) =>
  useQuery(
    queryOptions({
      queryKey: [...faqQueryKey, storefrontId],
      queryFn: ({ signal }) =>
        dataOf(
          client.GET('/api/admin/faqs', { params: { query: { storefrontId: storefrontId ?? '' } }, signal }),
        ),
      enabled: Boolean(storefrontId),
    }),
  );

type FaqChange =
  | { kind: 'create'; data: CreateFaqBody }
  | { kind: 'update'; id: string; data: UpdateFaqBody }
  | { kind: 'move'; id: string; direction: 'up' | 'down' }
  | { kind: 'delete'; id: string };

/** Every change to a FAQ, answering the server's message; the FAQ is read again afterwards. */
export function useChangeFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: FaqChange): Promise<{ message: string }> => {
      switch (change.kind) {
        case 'create':
          return dataOf(client.POST('/api/admin/faqs', { body: change.data }));
        case 'update':
          return dataOf(
            client.PATCH('/api/admin/faqs/{id}', { params: { path: { id: change.id } }, body: change.data }),
          );
        case 'move':
          return dataOf(
            client.POST('/api/admin/faqs/{id}/move', {
              params: { path: { id: change.id } },
              body: { direction: change.direction },
            }),
          );
        case 'delete':
          return dataOf(client.DELETE('/api/admin/faqs/{id}', { params: { path: { id: change.id } } }));
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: faqQueryKey }),
  });
}
