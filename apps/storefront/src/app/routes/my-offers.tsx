import { NotAvailableYet } from '@/components/not-available-yet';
import { usePageTitle } from '@/lib/page-title';

/** /myoffers (login; page title OfferSent): the offers the user made on listings. */
export default function MyOffersRoute() {
  usePageTitle('OfferSent');
  return (
    <NotAvailableYet heading="Offers Sent">
      The offers you have made on listings will be listed here, with each seller's answer, counter-offers and
      how long each offer stays valid.
    </NotAvailableYet>
  );
}
