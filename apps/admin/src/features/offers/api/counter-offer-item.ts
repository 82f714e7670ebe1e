import { counterOfferBodySchema } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { client } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { SchemaOutput } from '@/lib/schema';
import { type OfferItemRef, useOfferMutation } from './offer-mutation';

export const counterOfferItemInputSchema = counterOfferBodySchema;

/** POST /api/admin/offers/{id}/items/{itemId}/counter: the seller's counter-offer, never above the listing price. */
export const counterOfferItem = ({
  data,
  offerId,
  itemId,
}: Omit<OfferItemRef, 'version'> & { data: SchemaOutput<typeof counterOfferBodySchema> }) =>
  dataOf(
    client.POST('/api/admin/offers/{id}/items/{itemId}/counter', {
      params: { path: { id: offerId, itemId } },
      body: data,
    }),
  );

export function useCounterOfferItem({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof counterOfferItem>;
} = {}) {
  return useOfferMutation(counterOfferItem, mutationConfig);
}
