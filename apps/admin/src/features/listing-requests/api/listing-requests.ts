import type { ResponseOf } from '@patchbay/client';
import type { CreateRelistingRequestBody } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '@/lib/api-client';

export type RelistingRequestItem = ResponseOf<'listRelistingRequests'>['items'][number];
export type SharedListingRequestItem = ResponseOf<'listSharedListingRequests'>['items'][number];
export type RelistableListingItem = ResponseOf<'listRelistableListings'>['items'][number];

/** Every listing-request query starts with this key, so a decision refreshes them all. */
export const listingRequestsQueryKey = ['listing-requests'] as const;

export const getRelistableListingsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...listingRequestsQueryKey, 'relistable', { q }],
    queryFn: ({ signal }) =>
      dataOf(client.GET('/api/admin/relisting/listings', { params: { query: q ? { q } : {} }, signal })),
  });
export const useRelistableListings = (q: string) => useQuery(getRelistableListingsQueryOptions(q));

export const getRelistingRequestsQueryOptions = () =>
  queryOptions({
    queryKey: [...listingRequestsQueryKey, 'relisting'],
    queryFn: ({ signal }) => dataOf(client.GET('/api/admin/relisting-requests', { signal })),
  });
export const useRelistingRequests = () => useQuery(getRelistingRequestsQueryOptions());

export const getSharedListingRequestsQueryOptions = () =>
  queryOptions({
    queryKey: [...listingRequestsQueryKey, 'shared'],
    queryFn: ({ signal }) => dataOf(client.GET('/api/admin/shared-listing-requests', { signal })),
  });
export const useSharedListingRequests = () => useQuery(getSharedListingRequestsQueryOptions());

function useRefreshing<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingRequestsQueryKey }),
  });
}

export const useCreateRelistingRequest = () =>
  useRefreshing((body: CreateRelistingRequestBody) =>
    dataOf(client.POST('/api/admin/relisting-requests', { body })),
  );

export const useMoveRelistingRequest = () =>
  useRefreshing(({ id, action }: { id: string; action: 'approve' | 'decline' | 'withdraw' }) =>
    action === 'withdraw'
      ? dataOf(client.POST('/api/admin/relisting-requests/{id}/withdraw', { params: { path: { id } } }))
      : dataOf(
          client.POST('/api/admin/relisting-requests/{id}/decision', {
            params: { path: { id } },
            body: { decision: action },
          }),
        ),
  );

export const useMoveSharedListingRequest = () =>
  useRefreshing(({ id, action }: { id: string; action: 'approve' | 'decline' | 'withdraw' }) =>
    action === 'withdraw'
      ? dataOf(client.POST('/api/admin/shared-listing-requests/{id}/withdraw', { params: { path: { id } } }))
      : dataOf(
          client.POST('/api/admin/shared-listing-requests/{id}/decision', {
            params: { path: { id } },
            body: { decision: action },
          }),
        ),
  );
