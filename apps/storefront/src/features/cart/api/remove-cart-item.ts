import type { Cart } from '@patchbay/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { applyCart, useCartOwner } from './get-cart';

/** DELETE /api/cart/items/{id}: removes a line; answers with the cart. */
export const removeCartItem = ({ id }: { id: string }) =>
  api.delete<Cart>(`/api/cart/items/${encodeURIComponent(id)}`);

export function useRemoveCartItem({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof removeCartItem>;
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
    mutationFn: removeCartItem,
  });
}
