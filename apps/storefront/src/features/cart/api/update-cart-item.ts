import type { Cart, UpdateCartItemBody } from '@patchbay/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { applyCart, useCartOwner } from './get-cart';

/** PATCH /api/cart/items/{id}: a line's new quantity; answers with the cart. */
export const updateCartItem = ({ id, ...body }: UpdateCartItemBody & { id: string }) =>
  api.patch<Cart>(`/api/cart/items/${encodeURIComponent(id)}`, body);

export function useUpdateCartItem({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof updateCartItem>;
} = {}) {
  const queryClient = useQueryClient();
  const owner = useCartOwner();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    onSuccess: (cart, ...args) => {
      applyCart(queryClient, owner, cart);
      return onSuccess?.(cart, ...args);
    },
    mutationFn: updateCartItem,
  });
}
