import type { SavedAddressBody } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '@/lib/api-client';

/** GET /api/addresses (login): the buyer's saved addresses and those shared in their organization. */
export const getSavedAddresses = ({ signal }: { signal?: AbortSignal } = {}) =>
  dataOf(client.GET('/api/addresses', { ...(signal ? { signal } : {}) }));

export const getSavedAddressesQueryOptions = () =>
  queryOptions({
    queryKey: ['addresses'],
    queryFn: ({ signal }) => getSavedAddresses({ signal }),
    staleTime: 30_000,
  });

export function useSavedAddresses({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getSavedAddressesQueryOptions(), enabled });
}

/** POST /api/addresses, or PUT /api/addresses/{id} when `id` is given. */
export const saveAddress = ({ id, body }: { id?: string | undefined; body: SavedAddressBody }) =>
  id
    ? dataOf(client.PUT('/api/addresses/{id}', { params: { path: { id } }, body }))
    : dataOf(client.POST('/api/addresses', { body }));

/** DELETE /api/addresses/{id}. */
export const deleteAddress = (id: string) =>
  dataOf(client.DELETE('/api/addresses/{id}', { params: { path: { id } } }));

function useAddressMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // A new default changes the others of its kind: the list is read again whole.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['addresses'] }),
  });
}

export const useSaveAddress = () => useAddressMutation(saveAddress);
export const useDeleteAddress = () => useAddressMutation(deleteAddress);
