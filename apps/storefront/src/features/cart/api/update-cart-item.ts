import type { UpdateCartItemBody } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { client } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { useCartMutation } from './get-cart';

/** PATCH /api/cart/items/{id}: a line's new quantity; answers with the cart. */
export const updateCartItem = ({ id, ...body }: UpdateCartItemBody & { id: string }) =>
  dataOf(client.PATCH('/api/cart/items/{id}', { params: { path: { id } }, body }));

export function useUpdateCartItem({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof updateCartItem>;
} = {}) {
  return useCartMutation(updateCartItem, (cart) => cart, mutationConfig);
}
