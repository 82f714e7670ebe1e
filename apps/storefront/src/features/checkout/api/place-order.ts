import type { CheckoutBody } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { useMutation } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/**
 * POST /api/checkout: places one order per seller. The Idempotency-Key names the attempt: sent
 * again after a lost answer, the server returns the same orders and charges once.
 */
export const placeOrder = ({ body, idempotencyKey }: { body: CheckoutBody; idempotencyKey: string }) =>
  dataOf(client.POST('/api/checkout', { body, params: { header: { 'Idempotency-Key': idempotencyKey } } }));

export function usePlaceOrder({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof placeOrder>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: placeOrder });
}
