import type { Cart, UpdateCartItemBody } from '@patchbay/contract';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { useCartMutation } from './get-cart';

/** PATCH /api/cart/items/{id}: a line's new quantity; answers with the cart. */
export const updateCartItem = ({ id, ...body }: UpdateCartItemBody & { id: string }) =>
  api.patch<Cart>(`/api/cart/items/${encodeURIComponent(id)}`, body);

export function useUpdateCartItem({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof updateCartItem>;
} = {}) {
  return useCartMutation(updateCartItem, (cart) => cart, mutationConfig);
}
