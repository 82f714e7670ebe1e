import type { ResponseOf } from '@patchbay/client';
import { createOrganizationBodySchema } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { SchemaOutput } from '@/lib/schema';
import { getOrganizationQueryOptions } from './get-organization';
import { organizationsQueryKey } from './get-organizations';

export const createOrganizationInputSchema = createOrganizationBodySchema;
export type CreateOrganizationInput = SchemaOutput<typeof createOrganizationBodySchema>;
export type OrganizationMutationResponse = ResponseOf<'createOrganization', 201>;

/** The operator's: 201 with the organization and the server's message. */
export const createOrganization = (data: CreateOrganizationInput) =>
  dataOf(client.POST('/api/admin/organizations', { body: data }));

export function useCreateOrganization({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof createOrganization>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: createOrganization,
    onSuccess: async (...args) => {
      const [data] = args;
      queryClient.setQueryData(getOrganizationQueryOptions(data.organization.id).queryKey, data.organization);
      await queryClient.invalidateQueries({ queryKey: [...organizationsQueryKey, 'list'] });
      return onSuccess?.(...args);
    },
  });
}
