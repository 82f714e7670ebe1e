import { createOrganizationBodySchema, type organizationMutationResponseSchema } from '@patchbay/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { SchemaOutput } from '@/lib/schema';
import { getOrganizationQueryOptions } from './get-organization';
import { organizationsQueryKey } from './get-organizations';

export const createOrganizationInputSchema = createOrganizationBodySchema;
export type CreateOrganizationInput = SchemaOutput<typeof createOrganizationBodySchema>;
export type OrganizationMutationResponse = SchemaOutput<typeof organizationMutationResponseSchema>;

/** The operator's: 201 with the organization and the server's message. */
export const createOrganization = (data: CreateOrganizationInput) =>
  api.post<OrganizationMutationResponse>('/api/admin/organizations', data);

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
