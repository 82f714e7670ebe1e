import type { BuyerOrderListQuery } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';

/** GET /api/orders (login): the buyer's orders ('mine') or their organization's ('organization'). */
export const getOrders = (query: BuyerOrderListQuery, { signal }: { signal?: AbortSignal } = {}) =>
  dataOf(client.GET('/api/orders', { params: { query }, ...(signal ? { signal } : {}) }));

export const getOrdersQueryOptions = (query: BuyerOrderListQuery) =>
  queryOptions({
    queryKey: ['orders', 'list', query],
    queryFn: ({ signal }) => getOrders(query, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export function useOrders(query: BuyerOrderListQuery) {
  return useQuery(getOrdersQueryOptions(query));
}
