import type { okResponseSchema } from '@patchbay/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { SchemaOutput } from '@/lib/schema';

export type LogoutResponse = SchemaOutput<typeof okResponseSchema>;

export const logout = () => api.post<LogoutResponse>('/api/auth/logout');

export function useLogout({ mutationConfig }: { mutationConfig?: MutationConfig<typeof logout> } = {}) {
  return useMutation({
    ...mutationConfig,
    // Signing out of a session that has already ended is still signing out.
    meta: { skipSessionReset: true },
    mutationFn: logout,
  });
}
