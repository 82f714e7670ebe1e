import { PageLoader } from '@/components/page-loader';
import { useMe } from '@/features/auth/api/get-me';
import { OfferCheckout } from '@/features/offers/components/offer-checkout';
import { usePageTitle } from '@/lib/page-title';

/** /myoffer (page title OfferCheckout): the offer being prepared, sent by seller; open to guests. */
export default function MyOfferRoute() {
  usePageTitle('Make an Offer');
  const me = useMe();
  if (me.isPending) return <PageLoader />;
  return <OfferCheckout signedIn={Boolean(me.data?.user)} />;
}
