import { NotAvailableYet } from '@/components/not-available-yet';
import { usePageTitle } from '@/lib/page-title';

/** /offerfrombuyer (login; page title OfferReceived): offers buyers made on your organization's listings. */
export default function OfferFromBuyerRoute() {
  usePageTitle('OfferReceived');
  return (
    <NotAvailableYet heading="Offers Received">
      The offers buyers have made on your organization's listings will be listed here, for you to accept,
      counter or reject.
    </NotAvailableYet>
  );
}
