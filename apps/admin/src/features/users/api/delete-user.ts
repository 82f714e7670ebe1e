import type { ResponseOf } from '@patchbay/client';
import { dataOf } from '@patchbay/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { getUserQueryOptions } from './get-user';
import { usersQueryKey } from './get-users';

export type DeleteUserResponse = ResponseOf<'deleteUser'>;

/** 'User deleted successfully'; 409 with the reason for the last company admin or oneself. */
export const deleteUser = ({ id }: { id: string }) =>
  dataOf(client.DELETE('/api/admin/users/{id}', { params: { path: { id } } }));

export function useDeleteUser({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof deleteUser>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: deleteUser,
    onSuccess: async (...args) => {
      const [, { id }] = args;
      queryClient.removeQueries({ queryKey: getUserQueryOptions(id).queryKey });
      await queryClient.invalidateQueries({ queryKey: usersQueryKey });
      return onSuccess?.(...args);
    },
  });
}
