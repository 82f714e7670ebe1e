import type { ResponseOf } from '@patchbay/client';
import type { ShippingEstimateBody } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { useMutation } from '@tanstack/react-query';
import { client } from '@/lib/api-client';

export type ShippingEstimateResult = ResponseOf<'estimateShipping'>;

/** POST /api/admin/shipping-estimates: nothing is saved, so nothing to refresh afterwards. */
export const estimateShipping = (body: ShippingEstimateBody) =>
  dataOf(client.POST('/api/admin/shipping-estimates', { body }));

export function useEstimateShipping() {
  return useMutation({ mutationFn: estimateShipping });
}
