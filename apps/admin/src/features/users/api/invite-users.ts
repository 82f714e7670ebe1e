import { inviteUsersBodySchema, type inviteUsersResponseSchema } from '@patchbay/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { SchemaInput, SchemaOutput } from '@/lib/schema';
import { usersQueryKey } from './get-users';

export const inviteUsersInputSchema = inviteUsersBodySchema;
export type InviteUsersInput = SchemaInput<typeof inviteUsersBodySchema>;
export type InviteUsersResponse = SchemaOutput<typeof inviteUsersResponseSchema>;

/** Invites every address (one mail each); addresses already taken come back in `skipped` with why. */
export const inviteUsers = (data: InviteUsersInput) =>
  api.post<InviteUsersResponse>('/api/admin/users/invite', data);

export function useInviteUsers({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof inviteUsers>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: inviteUsers,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: usersQueryKey });
      return onSuccess?.(...args);
    },
  });
}
