import type { AddCartItemBody } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { client } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { useCartMutation } from './get-cart';

/** POST /api/cart/items: adds to the line of the same listing when there is one; answers with the cart. */
export const addCartItem = (data: AddCartItemBody) => dataOf(client.POST('/api/cart/items', { body: data }));

export function useAddCartItem({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof addCartItem>;
} = {}) {
  return useCartMutation(addCartItem, (cart) => cart, mutationConfig);
}
