import type { QueryOf } from '@patchbay/client';
import { dataOf } from '@patchbay/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import { type OrderListParams, toAdminOrderListQuery } from '../utils/order-list-params';

export type OrderScope = NonNullable<QueryOf<'listSellerOrders'>['scope']>;

/** GET /api/admin/orders: `scope=all` every order (operator), `scope=mine` the organization's sales. */
export const getOrders = (scope: OrderScope, params: OrderListParams, signal?: AbortSignal) =>
  dataOf(
    client.GET('/api/admin/orders', { params: { query: toAdminOrderListQuery(scope, params) }, signal }),
  );

/** Every orders query starts with this key, so one invalidation refreshes lists and details. */
export const ordersQueryKey = ['orders'] as const;

export const getOrdersQueryOptions = (scope: OrderScope, params: OrderListParams) =>
  queryOptions({
    queryKey: [...ordersQueryKey, 'list', scope, params],
    queryFn: ({ signal }) => getOrders(scope, params, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: (previous) => previous,
  });

export function useOrders(scope: OrderScope, params: OrderListParams) {
  return useQuery(getOrdersQueryOptions(scope, params));
}
