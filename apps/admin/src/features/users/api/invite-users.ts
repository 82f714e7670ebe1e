import type { ResponseOf } from '@patchbay/client';
import { inviteUsersBodySchema } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { SchemaInput } from '@/lib/schema';
import { usersQueryKey } from './get-users';

export const inviteUsersInputSchema = inviteUsersBodySchema;
export type InviteUsersInput = SchemaInput<typeof inviteUsersBodySchema>;
export type InviteUsersResponse = ResponseOf<'inviteUsers'>;

/** Invites every address (one mail each); addresses already taken come back in `skipped` with why. */
export const inviteUsers = (data: InviteUsersInput) =>
  dataOf(client.POST('/api/admin/users/invite', { body: data }));

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
