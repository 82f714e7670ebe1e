import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useOffers } from '@/features/offers/api/get-offers';
import { OfferList, useOfferListParams } from '@/features/offers/components/offer-list';
import { usePageTitle } from '@/lib/page-title';

/** /myoffers (login; page title OfferSent): the offers the user (and their organization) made here. */
export default function MyOffersRoute() {
  usePageTitle('My Offers');
  const [params, setParams] = useOfferListParams();
  const offers = useOffers(params);
  return (
    <OfferList
      heading="Offers Sent"
      description="The offers you and your colleagues made on this storefront, with each seller's answer."
      side="buyer"
      params={params}
      onChange={setParams}
      query={offers}
      empty={
        <Stack gap="xs" align="flex-start">
          <Text fw={600}>
            {params.status ? 'No offers with this status.' : 'You have not made any offers yet.'}
          </Text>
          <Anchor component={Link} to={paths.products.getHref()}>
            Find a product and make an offer
          </Anchor>
        </Stack>
      }
    />
  );
}
