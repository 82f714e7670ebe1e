import type { ResponseOf } from '@patchbay/client';
import type { CreateRelistingRequestBody, CreateSharedListingRequestBody } from '@patchbay/contract';
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

export type StorefrontOwnerItem = ResponseOf<'listStorefrontOwners'>['items'][number];

export const getStorefrontOwnersQueryOptions = () =>
  queryOptions({
    queryKey: [...listingRequestsQueryKey, 'storefront-owners'],
    queryFn: ({ signal }) =>
      dataOf(client.GET('/api/admin/shared-listing-requests/storefront-owners', { signal })),
  });
export const useStorefrontOwners = () => useQuery(getStorefrontOwnersQueryOptions());

/** The organization's own listings that a shared-listing request can offer, found by name or part number. */
export const getShareableListingsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...listingRequestsQueryKey, 'shareable', { q }],
    queryFn: ({ signal }) =>
      dataOf(
        client.GET('/api/admin/products', {
          params: { query: { ...(q ? { q } : {}), pageSize: 20 } },
          signal,
        }),
      ),
  });
export const useShareableListings = (q: string) => useQuery(getShareableListingsQueryOptions(q));

export const useCreateSharedListingRequest = () =>
  useRefreshing((body: CreateSharedListingRequestBody) =>
    dataOf(client.POST('/api/admin/shared-listing-requests', { body })),
  );
