import { counterOfferBodySchema } from '@patchbay/contract';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { SchemaOutput } from '@/lib/schema';
import {
  type OfferItemRef,
  type OfferMutationResponse,
  offerItemPath,
  useOfferMutation,
} from './offer-mutation';

export const counterOfferItemInputSchema = counterOfferBodySchema;

/** POST /api/admin/offers/{id}/items/{itemId}/counter: the seller's counter-offer, never above the listing price. */
export const counterOfferItem = ({
  data,
  ...ref
}: Omit<OfferItemRef, 'version'> & { data: SchemaOutput<typeof counterOfferBodySchema> }) =>
  api.post<OfferMutationResponse>(offerItemPath('/api/admin/offers', ref, 'counter'), data);

export function useCounterOfferItem({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof counterOfferItem>;
} = {}) {
  return useOfferMutation(counterOfferItem, mutationConfig);
}
