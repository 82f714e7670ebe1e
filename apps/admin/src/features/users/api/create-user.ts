import type { ResponseOf } from '@patchbay/client';
import { type CreateUserBody, createUserBodySchema } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { usersQueryKey } from './get-users';

export const createUserInputSchema = createUserBodySchema;
export type UserMutationResponse = ResponseOf<'createUser', 201>;

/** 201 'User added successfully'; 409 'This Email Is Already Taken. Please Choose Different Email'. */
export const createUser = (data: CreateUserBody) => dataOf(client.POST('/api/admin/users', { body: data }));

export function useCreateUser({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof createUser>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: createUser,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: usersQueryKey });
      return onSuccess?.(...args);
    },
  });
}
