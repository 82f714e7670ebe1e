import { dataOf } from '@patchbay/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';

/** GET /api/shared-carts/{id}: what a cart link holds, priced for whoever looks. */
export const getSharedCart = (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  dataOf(client.GET('/api/shared-carts/{id}', { params: { path: { id } }, ...(signal ? { signal } : {}) }));

export const getSharedCartQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['shared-carts', id],
    queryFn: ({ signal }) => getSharedCart(id, { signal }),
  });

export function useSharedCart(id: string) {
  return useQuery(getSharedCartQueryOptions(id));
}
