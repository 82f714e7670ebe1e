import type { ResponseOf } from '@patchbay/client';
import type { UpdateStorefrontSettingsBody } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { storefrontsQueryKey } from './get-storefronts';

export type UpdateStorefrontResponse = ResponseOf<'updateStorefrontSettings'>;

/** Sends only what changed: a colour left as it was is not judged again by the contrast rule. */
export const updateStorefront = ({ id, data }: { id: string; data: UpdateStorefrontSettingsBody }) =>
  dataOf(client.PATCH('/api/admin/storefronts/{id}', { params: { path: { id } }, body: data }));

export function useUpdateStorefront({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof updateStorefront>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: updateStorefront,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: storefrontsQueryKey });
      return onSuccess?.(...args);
    },
  });
}
