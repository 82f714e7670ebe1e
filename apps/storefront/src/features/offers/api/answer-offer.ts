import type { ResponseOf } from '@patchbay/client';
import type { Offer } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { offersQueryKey } from './get-offers';

export type OfferMutationResponse = ResponseOf<'acceptOffer'>;

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
export function answerOffer({
  offer,
  item,
  answer,
  token,
}: AnswerOfferInput): Promise<OfferMutationResponse> {
  const path = { id: offer.id, itemId: item.id };
  const version = item.version;
  if (offer.viewer === 'seller') {
    switch (answer.action) {
      case 'accept':
        return dataOf(
          client.POST('/api/admin/offers/{id}/items/{itemId}/accept', {
            params: { path },
            body: { version },
          }),
        );
      case 'reject':
        return dataOf(
          client.POST('/api/admin/offers/{id}/items/{itemId}/reject', {
            params: { path },
            body: { version },
          }),
        );
      case 'counter': {
        const { action: _, ...terms } = answer;
        return dataOf(
          client.POST('/api/admin/offers/{id}/items/{itemId}/counter', {
            params: { path },
            body: { ...terms, version },
          }),
        );
      }
    }
  } else {
    const params = { path, query: token ? { token } : {} };
    switch (answer.action) {
      case 'accept':
        return dataOf(client.POST('/api/offers/{id}/items/{itemId}/accept', { params, body: { version } }));
      case 'cancel':
        return dataOf(client.POST('/api/offers/{id}/items/{itemId}/cancel', { params, body: { version } }));
      case 'edit': {
        const { action: _, ...terms } = answer;
        return dataOf(
          client.POST('/api/offers/{id}/items/{itemId}/edit', { params, body: { ...terms, version } }),
        );
      }
    }
  }
  // The item's actions come from the server for the viewer's side; no other answer has an endpoint.
  return Promise.reject(new Error(`An offer's ${offer.viewer} cannot ${answer.action} an item`));
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
