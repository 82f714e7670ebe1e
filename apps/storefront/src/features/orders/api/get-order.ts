import { dataOf } from '@patchbay/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';

/**
 * GET /api/orders/{id}: one order for its buyer; a guest opens it with the unguessable `token` of
 * the link they were given (?token=). Another buyer's order answers 404.
 */
export const getOrder = (id: string, token: string | null, { signal }: { signal?: AbortSignal } = {}) =>
  dataOf(
    client.GET('/api/orders/{id}', {
      params: { path: { id }, query: token ? { token } : {} },
      ...(signal ? { signal } : {}),
    }),
  );

export const getOrderQueryOptions = (id: string, token: string | null) =>
  queryOptions({
    queryKey: ['orders', 'detail', id, token],
    queryFn: ({ signal }) => getOrder(id, token, { signal }),
  });

export function useOrder(id: string, token: string | null) {
  return useQuery(getOrderQueryOptions(id, token));
}
