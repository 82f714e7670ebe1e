import type { ResponseOf } from '@patchbay/client';
import { dataOf } from '@patchbay/ui';
import { useMutation } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

export type LogoutResponse = ResponseOf<'signOut'>;

export const logout = () => dataOf(client.POST('/api/auth/logout'));

export function useLogout({ mutationConfig }: { mutationConfig?: MutationConfig<typeof logout> } = {}) {
  return useMutation({
    ...mutationConfig,
    // Signing out of a session that has already ended is still signing out.
    meta: { skipSessionReset: true },
    mutationFn: logout,
  });
}
