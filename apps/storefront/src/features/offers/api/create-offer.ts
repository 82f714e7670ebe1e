import type { ResponseOf } from '@patchbay/client';
import type { CreateOfferBody } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { offersQueryKey } from './get-offers';

export type CreateOfferResponse = ResponseOf<'makeOffer', 201>;

/** POST /api/offers: sends the offer being prepared; items of several sellers become one offer each. */
export const createOffer = (data: CreateOfferBody) => dataOf(client.POST('/api/offers', { body: data }));

export function useCreateOffer({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof createOffer>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: createOffer,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: offersQueryKey });
      return onSuccess?.(...args);
    },
  });
}
