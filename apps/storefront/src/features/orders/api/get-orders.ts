import type { BuyerOrderListQuery, OrderListResponse } from '@patchbay/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderListSearch } from '../utils/order-list-query';

/** GET /api/orders (login): the buyer's orders ('mine') or their organization's ('organization'). */
export const getOrders = (query: BuyerOrderListQuery, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<OrderListResponse>(`/api/orders?${orderListSearch(query)}`, signal ? { signal } : {});

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
