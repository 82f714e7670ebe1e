import type { ResponseOf } from '@patchbay/client';
import { dataOf } from '@patchbay/ui';
import { useMutation } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

export type ShareCartResponse = ResponseOf<'shareCart', 201>;

/** POST /api/cart/share: a snapshot of the cart behind an unguessable id, and its link. */
export const shareCart = () => dataOf(client.POST('/api/cart/share'));

export function useShareCart({ mutationConfig }: { mutationConfig?: MutationConfig<typeof shareCart> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: shareCart });
}
