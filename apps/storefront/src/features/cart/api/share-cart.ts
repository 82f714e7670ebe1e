import type { shareCartResponseSchema } from '@patchbay/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { SchemaOutput } from '@/lib/schema';

export type ShareCartResponse = SchemaOutput<typeof shareCartResponseSchema>;

/** POST /api/cart/share: a snapshot of the cart behind an unguessable id, and its link. */
export const shareCart = () => api.post<ShareCartResponse>('/api/cart/share');

export function useShareCart({ mutationConfig }: { mutationConfig?: MutationConfig<typeof shareCart> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: shareCart });
}
