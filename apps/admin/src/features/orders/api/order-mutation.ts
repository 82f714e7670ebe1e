import type { ResponseOf } from '@patchbay/client';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationConfig } from '@/lib/react-query';
import { getOrderQueryOptions } from './get-order';
import { ordersQueryKey } from './get-orders';

/** What every seller action answers: the order as it is now, and the message to show. */
export type OrderMutationResponse = ResponseOf<'cancelOrder'>;

/** The detail shows the answer at once; every list is fetched again (status, paid and balance moved). */
export async function storeOrderAnswer(queryClient: QueryClient, response: OrderMutationResponse) {
  queryClient.setQueryData(getOrderQueryOptions(response.order.id).queryKey, response.order);
  await queryClient.invalidateQueries({ queryKey: [...ordersQueryKey, 'list'] });
}

/** The mutation hook of one seller action (one endpoint per file, this wiring written once). */
export function useOrderMutation<Input>(
  mutationFn: (input: Input) => Promise<OrderMutationResponse>,
  mutationConfig?: MutationConfig<(input: Input) => Promise<OrderMutationResponse>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn,
    onSuccess: async (...args) => {
      await storeOrderAnswer(queryClient, args[0]);
      return onSuccess?.(...args);
    },
  });
}
