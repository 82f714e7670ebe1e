import { dataOf } from '@patchbay/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import { ordersQueryKey } from './get-orders';

/** GET /api/admin/orders/{id}: the order in full, with the actions allowed now. Another seller's: 404. */
export const getOrder = (id: string, signal?: AbortSignal) =>
  dataOf(client.GET('/api/admin/orders/{id}', { params: { path: { id } }, signal }));

export const getOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ordersQueryKey, 'detail', id],
    queryFn: ({ signal }) => getOrder(id, signal),
  });

export function useOrder(id: string) {
  return useQuery(getOrderQueryOptions(id));
}
