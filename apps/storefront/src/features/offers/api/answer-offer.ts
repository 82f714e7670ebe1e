import type { Offer, offerMutationResponseSchema } from '@patchbay/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { SchemaOutput } from '@/lib/schema';
import { offersQueryKey } from './get-offers';

export type OfferMutationResponse = SchemaOutput<typeof offerMutationResponseSchema>;

export type OfferAnswer =
  | { action: 'accept' | 'reject' | 'cancel' }
  | { action: 'counter'; unitPrice: string; quantity?: number }
  | { action: 'edit'; unitPrice?: string; quantity?: number };

export interface AnswerOfferInput {
  offer: Pick<Offer, 'id' | 'viewer'>;
  item: { id: string; version: number };
  answer: OfferAnswer;
  /** The guest buyer's link token, when the page was opened with one. */
  token: string | null;
}

/**
 * One answer to an offer item, on the side the viewer is on: the buyer's accept, edit and cancel
 * (POST /api/offers/{id}/items/{itemId}/...), the seller's accept, reject and counter (the admin
 * API). The item's version goes along, so an answer to something that changed meanwhile is refused.
 */
export function answerOffer({ offer, item, answer, token }: AnswerOfferInput) {
  const { action, ...terms } = answer;
  const base =
    offer.viewer === 'seller'
      ? `/api/admin/offers/${encodeURIComponent(offer.id)}`
      : `/api/offers/${encodeURIComponent(offer.id)}`;
  const query = offer.viewer === 'buyer' && token ? `?token=${encodeURIComponent(token)}` : '';
  return api.post<OfferMutationResponse>(`${base}/items/${encodeURIComponent(item.id)}/${action}${query}`, {
    ...terms,
    version: item.version,
  });
}

export function useAnswerOffer({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof answerOffer>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onSettled, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: answerOffer,
    onSuccess: (...args) => {
      // The reply is the offer as it now stands: shown at once, whatever the link's query.
      const [result, input] = args;
      queryClient.setQueriesData<Offer>(
        { queryKey: [...offersQueryKey, 'detail', input.offer.id] },
        result.offer,
      );
      return onSuccess?.(...args);
    },
    onSettled: (...args) => {
      // Success or refusal (it changed, it expired): what is shown is read again.
      void queryClient.invalidateQueries({ queryKey: offersQueryKey });
      return onSettled?.(...args);
    },
  });
}
