import type { CreatePromoCodeBody, UpdatePromoCodeBody } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '@/lib/api-client';

export const promoCodesQueryKey = ['admin-promo-codes'] as const;

export type PromoCodeSort = 'code' | 'value' | 'startsAt' | 'endsAt' | 'usedCount' | 'createdAt';
export interface PromoCodeListParams {
  q?: string;
  sort: PromoCodeSort;
  dir: 'asc' | 'desc';
}

export const getPromoCodesQueryOptions = (params: PromoCodeListParams) =>
  queryOptions({
    queryKey: [...promoCodesQueryKey, 'list', params],
    queryFn: ({ signal }) =>
      dataOf(client.GET('/api/admin/promo-codes', { params: { query: params }, signal })),
  });

export const usePromoCodes = (params: PromoCodeListParams) => useQuery(getPromoCodesQueryOptions(params));

export const getPromoCodeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...promoCodesQueryKey, 'detail', id],
    queryFn: ({ signal }) =>
      dataOf(client.GET('/api/admin/promo-codes/{id}', { params: { path: { id } }, signal })),
  });

export const usePromoCode = (id: string) => useQuery(getPromoCodeQueryOptions(id));

/** Create (no id) or change (only what changed) a promo code; every list and detail is read again. */
export function useSavePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input: { id: string; data: UpdatePromoCodeBody } | { id?: undefined; data: CreatePromoCodeBody },
    ) =>
      input.id
        ? dataOf(
            client.PATCH('/api/admin/promo-codes/{id}', {
              params: { path: { id: input.id } },
              body: input.data,
            }),
          )
        : dataOf(client.POST('/api/admin/promo-codes', { body: input.data as CreatePromoCodeBody })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoCodesQueryKey }),
  });
}

export function useDeletePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      dataOf(client.DELETE('/api/admin/promo-codes/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoCodesQueryKey }),
  });
}
