import type { QuickOrderAddBody, QuickOrderMatchBody } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { useMutation } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { useCartMutation } from './get-cart';

/** POST /api/cart/quick-order/match: each pasted line matched to this store's listings. Writes nothing. */
export const matchQuickOrder = (body: QuickOrderMatchBody) =>
  dataOf(client.POST('/api/cart/quick-order/match', { body }));

export function useMatchQuickOrder({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof matchQuickOrder>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: matchQuickOrder });
}

/** POST /api/cart/quick-order: the chosen listings into the cart in one request; what could not be added. */
export const addQuickOrder = (body: QuickOrderAddBody) =>
  dataOf(client.POST('/api/cart/quick-order', { body }));

export function useAddQuickOrder({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof addQuickOrder>;
} = {}) {
  return useCartMutation(addQuickOrder, (result) => result.cart, mutationConfig);
}
