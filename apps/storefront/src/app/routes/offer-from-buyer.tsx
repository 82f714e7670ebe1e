import { Text } from '@mantine/core';
import { useReceivedOffers } from '@/features/offers/api/get-received-offers';
import { OfferList, useOfferListParams } from '@/features/offers/components/offer-list';
import { usePageTitle } from '@/lib/page-title';

/** /offerfrombuyer (login; page title OfferReceived): offers buyers made to your organization. */
export default function OfferFromBuyerRoute() {
  usePageTitle('Offers Received');
  const [params, setParams] = useOfferListParams();
  const offers = useReceivedOffers(params);
  return (
    <OfferList
      heading="Offers Received"
      description="Offers buyers made on your organization's listings. Accept, counter or reject each before it expires."
      side="seller"
      params={params}
      onChange={setParams}
      query={offers}
      empty={
        <Text fw={600}>{params.status ? 'No offers with this status.' : 'No offers received yet.'}</Text>
      }
    />
  );
}
