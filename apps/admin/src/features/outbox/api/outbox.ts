import type { ResponseOf } from '@patchbay/client';
import type { OutboxListQuery } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

export type OutboxList = ResponseOf<'listOutbox'>;
export type OutboxFilter = Required<Pick<OutboxListQuery, 'status'>> & Pick<OutboxListQuery, 'kind'>;

/** Every outbox query starts with this key, so a retry refreshes every list. */
export const outboxQueryKey = ['outbox'] as const;

export const getOutbox = ({ status, kind }: OutboxFilter, signal?: AbortSignal) =>
  dataOf(
    client.GET('/api/admin/outbox', { params: { query: { status, ...(kind ? { kind } : {}) } }, signal }),
  );

export const getOutboxQueryOptions = (filter: OutboxFilter) =>
  queryOptions({
    queryKey: [...outboxQueryKey, 'list', filter],
    queryFn: ({ signal }) => getOutbox(filter, signal),
  });

export function useOutbox(filter: OutboxFilter) {
  return useQuery(getOutboxQueryOptions(filter));
}

/** Sends a parked row again: it goes back in its line, due now. */
export const retryOutboxRow = ({ id }: { id: string }) =>
  dataOf(client.POST('/api/admin/outbox/{id}/retry', { params: { path: { id } } }));

export function useRetryOutboxRow({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof retryOutboxRow>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: retryOutboxRow,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: outboxQueryKey });
      return onSuccess?.(...args);
    },
  });
}
