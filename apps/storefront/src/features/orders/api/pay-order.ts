import type { ResponseOf } from '@patchbay/client';
import { dataOf } from '@patchbay/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

export type PayOrderResponse = ResponseOf<'payOrder'>;

export interface PayOrderInput {
  id: string;
  /** The gateway's card token. */
  token: string;
  /** A guest's access token of the order link. */
  accessToken: string | null;
  idempotencyKey: string;
}

/** POST /api/orders/{id}/pay (Idempotency-Key): pays the balance due by card; the order as it now is. */
export const payOrder = ({ id, token, accessToken, idempotencyKey }: PayOrderInput) =>
  dataOf(
    client.POST('/api/orders/{id}/pay', {
      params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } },
      body: { token, ...(accessToken ? { accessToken } : {}) },
    }),
  );

export function usePayOrder({ mutationConfig }: { mutationConfig?: MutationConfig<typeof payOrder> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    onSuccess: async (data, variables, ...args) => {
      // The order's status, payments and balance changed: read it again, and the lists with it.
      await queryClient.invalidateQueries({ queryKey: ['orders'] });
      return onSuccess?.(data, variables, ...args);
    },
    mutationFn: payOrder,
  });
}
