import type { Cart } from '@patchbay/contract';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { useCartMutation } from './get-cart';

/** DELETE /api/cart/items/{id}: removes a line; answers with the cart. */
export const removeCartItem = ({ id }: { id: string }) =>
  api.delete<Cart>(`/api/cart/items/${encodeURIComponent(id)}`);

export function useRemoveCartItem({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof removeCartItem>;
} = {}) {
  return useCartMutation(removeCartItem, (cart) => cart, mutationConfig);
}
