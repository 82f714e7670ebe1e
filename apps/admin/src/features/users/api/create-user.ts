import {
  type CreateUserBody,
  createUserBodySchema,
  type userMutationResponseSchema,
} from '@patchbay/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { SchemaOutput } from '@/lib/schema';
import { usersQueryKey } from './get-users';

export const createUserInputSchema = createUserBodySchema;
export type UserMutationResponse = SchemaOutput<typeof userMutationResponseSchema>;

/** 201 'User added successfully'; 409 'This Email Is Already Taken. Please Choose Different Email'. */
export const createUser = (data: CreateUserBody) => api.post<UserMutationResponse>('/api/admin/users', data);

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
