import type { CreateOfferBody, createOfferResponseSchema } from '@patchbay/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { SchemaOutput } from '@/lib/schema';
import { offersQueryKey } from './get-offers';

export type CreateOfferResponse = SchemaOutput<typeof createOfferResponseSchema>;

/** POST /api/offers: sends the offer being prepared; items of several sellers become one offer each. */
export const createOffer = (data: CreateOfferBody) => api.post<CreateOfferResponse>('/api/offers', data);

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
