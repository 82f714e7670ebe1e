import { updateOrganizationBodySchema } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { SchemaOutput } from '@/lib/schema';
import { getOrganizationQueryOptions } from './get-organization';
import { organizationsQueryKey } from './get-organizations';

export const updateOrganizationInputSchema = updateOrganizationBodySchema;
export type UpdateOrganizationInput = SchemaOutput<typeof updateOrganizationBodySchema>;

/** Sends only what changed. A company admin may not change the type or the verified flag. */
export const updateOrganization = ({ id, data }: { id: string; data: UpdateOrganizationInput }) =>
  dataOf(client.PATCH('/api/admin/organizations/{id}', { params: { path: { id } }, body: data }));

export function useUpdateOrganization({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof updateOrganization>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: updateOrganization,
    onSuccess: async (...args) => {
      const [data, { id }] = args;
      queryClient.setQueryData(getOrganizationQueryOptions(id).queryKey, data.organization);
      await queryClient.invalidateQueries({ queryKey: [...organizationsQueryKey, 'list'] });
      return onSuccess?.(...args);
    },
  });
}
