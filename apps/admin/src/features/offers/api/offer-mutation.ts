import type { ResponseOf } from '@patchbay/client';
import type { Offer, OfferListResponse } from '@patchbay/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationConfig } from '@/lib/react-query';
import { offersQueryKey } from './get-offers';

/** What every offer action answers: the offer as it is now, and the message to show. */
export type OfferMutationResponse = ResponseOf<'acceptOffer'>;

/**
 * The item an answer is about, and its `version` as loaded: an item changed since (the other
 * party answered first) is refused with 409 instead of being answered unseen.
 */
export interface OfferItemRef {
  offerId: string;
  itemId: string;
  version: number;
}

function replaceOffer(list: OfferListResponse | undefined, offer: Offer): OfferListResponse | undefined {
  if (!list) return list;
  return { ...list, items: list.items.map((entry) => (entry.id === offer.id ? offer : entry)) };
}

/**
 * The mutation hook of one offer action (one endpoint per file, this wiring written once): the
 * answer replaces the offer in every list at once, then the lists are fetched again (its status
 * may move it out of a filtered list).
 */
export function useOfferMutation<Input>(
  mutationFn: (input: Input) => Promise<OfferMutationResponse>,
  mutationConfig?: MutationConfig<(input: Input) => Promise<OfferMutationResponse>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn,
    onSuccess: async (...args) => {
      const [response] = args;
      queryClient.setQueriesData<OfferListResponse>({ queryKey: [...offersQueryKey, 'list'] }, (list) =>
        replaceOffer(list, response.offer),
      );
      await queryClient.invalidateQueries({ queryKey: offersQueryKey });
      return onSuccess?.(...args);
    },
  });
}
