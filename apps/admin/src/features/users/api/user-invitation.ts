import type { ResponseOf } from '@patchbay/client';
import { dataOf } from '@patchbay/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { getUserQueryOptions } from './get-user';
import { usersQueryKey } from './get-users';

export type ResendInvitationResponse = ResponseOf<'resendInvitation'>;
export type RevokeInvitationResponse = ResponseOf<'revokeInvitation'>;

/** 'Invitation sent successfully': a new mail whose link replaces the earlier one. */
export const resendInvitation = ({ id }: { id: string }) =>
  dataOf(client.POST('/api/admin/users/{id}/invitation', { params: { path: { id } } }));

/** 'Invitation revoked successfully': the account of someone who never set a password goes. */
export const revokeInvitation = ({ id }: { id: string }) =>
  dataOf(client.DELETE('/api/admin/users/{id}/invitation', { params: { path: { id } } }));

export function useResendInvitation({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof resendInvitation>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: resendInvitation });
}

export function useRevokeInvitation({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof revokeInvitation>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: revokeInvitation,
    onSuccess: async (...args) => {
      const [, { id }] = args;
      queryClient.removeQueries({ queryKey: getUserQueryOptions(id).queryKey });
      await queryClient.invalidateQueries({ queryKey: usersQueryKey });
      return onSuccess?.(...args);
    },
  });
}
