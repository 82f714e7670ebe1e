import type { ResponseOf } from '@patchbay/client';
import { dataOf } from '@patchbay/ui';
import { client } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { useCartMutation } from './get-cart';

export type CopySharedCartResponse = ResponseOf<'copySharedCart'>;

/** POST /api/shared-carts/{id}/copy: the link's items into the viewer's cart; what could not be added. */
export const copySharedCart = ({ id }: { id: string }) =>
  dataOf(client.POST('/api/shared-carts/{id}/copy', { params: { path: { id } } }));

export function useCopySharedCart({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof copySharedCart>;
} = {}) {
  return useCartMutation(copySharedCart, (result) => result.cart, mutationConfig);
}
