import { dataOf } from '@patchbay/ui';
import { useMutation } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/** POST /api/orders/{id}/reorder (login): the order's items back into the cart, each saying what changed. */
export const reorderOrder = (id: string) =>
  dataOf(client.POST('/api/orders/{id}/reorder', { params: { path: { id } } }));

export function useReorderOrder({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof reorderOrder>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: reorderOrder });
}
