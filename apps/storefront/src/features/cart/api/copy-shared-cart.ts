import type { copySharedCartResponseSchema } from '@patchbay/contract';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { SchemaOutput } from '@/lib/schema';
import { useCartMutation } from './get-cart';

export type CopySharedCartResponse = SchemaOutput<typeof copySharedCartResponseSchema>;

/** POST /api/shared-carts/{id}/copy: the link's items into the viewer's cart; what could not be added. */
export const copySharedCart = ({ id }: { id: string }) =>
  api.post<CopySharedCartResponse>(`/api/shared-carts/${encodeURIComponent(id)}/copy`);

export function useCopySharedCart({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof copySharedCart>;
} = {}) {
  return useCartMutation(copySharedCart, (result) => result.cart, mutationConfig);
}
