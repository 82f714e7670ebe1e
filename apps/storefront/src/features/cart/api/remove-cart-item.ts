import { dataOf } from '@patchbay/ui';
import { client } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { useCartMutation } from './get-cart';

/** DELETE /api/cart/items/{id}: removes a line; answers with the cart. */
export const removeCartItem = ({ id }: { id: string }) =>
  dataOf(client.DELETE('/api/cart/items/{id}', { params: { path: { id } } }));

export function useRemoveCartItem({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof removeCartItem>;
} = {}) {
  return useCartMutation(removeCartItem, (cart) => cart, mutationConfig);
}
