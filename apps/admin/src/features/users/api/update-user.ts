import { type UpdateUserBody, updateUserBodySchema } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { getUserQueryOptions } from './get-user';
import { usersQueryKey } from './get-users';

export const updateUserInputSchema = updateUserBodySchema;

/** Sends only what changed; answers 'User updated successfully'. */
export const updateUser = ({ id, data }: { id: string; data: UpdateUserBody }) =>
  dataOf(client.PATCH('/api/admin/users/{id}', { params: { path: { id } }, body: data }));

export function useUpdateUser({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof updateUser>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: updateUser,
    onSuccess: async (...args) => {
      const [data, { id }] = args;
      queryClient.setQueryData(getUserQueryOptions(id).queryKey, data.user);
      await queryClient.invalidateQueries({ queryKey: usersQueryKey });
      return onSuccess?.(...args);
    },
  });
}
