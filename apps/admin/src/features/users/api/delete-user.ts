import type { deleteUserResponseSchema } from '@patchbay/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { SchemaOutput } from '@/lib/schema';
import { getUserQueryOptions } from './get-user';
import { usersQueryKey } from './get-users';

export type DeleteUserResponse = SchemaOutput<typeof deleteUserResponseSchema>;

/** 'User deleted successfully'; 409 with the reason for the last company admin or oneself. */
export const deleteUser = ({ id }: { id: string }) =>
  api.delete<DeleteUserResponse>(`/api/admin/users/${encodeURIComponent(id)}`);

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
