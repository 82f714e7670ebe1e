import type { OrderDetail } from '@patchbay/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /api/orders/{id}: one order for its buyer; a guest opens it with the unguessable `token` of
 * the link they were given (?token=). Another buyer's order answers 404.
 */
export const getOrder = (id: string, token: string | null, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<OrderDetail>(
    `/api/orders/${encodeURIComponent(id)}${token ? `?${new URLSearchParams({ token })}` : ''}`,
    signal ? { signal } : {},
  );

export const getOrderQueryOptions = (id: string, token: string | null) =>
  queryOptions({
    queryKey: ['orders', 'detail', id, token],
    queryFn: ({ signal }) => getOrder(id, token, { signal }),
  });

export function useOrder(id: string, token: string | null) {
  return useQuery(getOrderQueryOptions(id, token));
}
