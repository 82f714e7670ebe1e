import type { AddCartItemBody, Cart } from '@patchbay/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { applyCart, useCartOwner } from './get-cart';

/** POST /api/cart/items: adds to the line of the same listing when there is one; answers with the cart. */
export const addCartItem = (data: AddCartItemBody) => api.post<Cart>('/api/cart/items', data);

export function useAddCartItem({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof addCartItem>;
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
    mutationFn: addCartItem,
  });
}
