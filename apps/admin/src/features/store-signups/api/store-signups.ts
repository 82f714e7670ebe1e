import { dataOf } from '@patchbay/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '@/lib/api-client';

const storeSignupsQueryKey = ['admin-store-signups'] as const;

export const useStoreSignups = () =>
  useQuery({
    queryKey: storeSignupsQueryKey,
    queryFn: ({ signal }) => dataOf(client.GET('/api/admin/store-signups', { signal })),
  });

/** Turns a sign-up into an organization, its storefront and its invited company admin. */
export function useConvertStoreSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      dataOf(client.POST('/api/admin/store-signups/{id}/convert', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeSignupsQueryKey }),
  });
}
