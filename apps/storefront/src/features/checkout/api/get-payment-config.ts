import { dataOf } from '@patchbay/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';

/** GET /api/payments/config: which gateway the browser tokenises cards with. */
export const getPaymentConfig = ({ signal }: { signal?: AbortSignal } = {}) =>
  dataOf(client.GET('/api/payments/config', signal ? { signal } : {}));

export const getPaymentConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'config'],
    queryFn: ({ signal }) => getPaymentConfig({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePaymentConfig() {
  return useQuery(getPaymentConfigQueryOptions());
}
