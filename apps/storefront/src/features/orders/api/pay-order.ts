import type { orderMutationResponseSchema } from '@patchbay/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { SchemaOutput } from '@/lib/schema';

export type PayOrderResponse = SchemaOutput<typeof orderMutationResponseSchema>;

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
  api.post<PayOrderResponse>(
    `/api/orders/${encodeURIComponent(id)}/pay`,
    { token, ...(accessToken ? { accessToken } : {}) },
    { headers: { 'Idempotency-Key': idempotencyKey } },
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
