import { NotAvailableYet } from '@/components/not-available-yet';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/page-title';

/** /product (login): the listings of the user's organization (page title SearchProducts, 'My Listings'). */
export default function MyListingsRoute() {
  usePageTitle('My Listings');
  return (
    <NotAvailableYet heading="My Listings" backTo={paths.products.getHref()} backLabel="Browse products">
      The listings your organization sells on this storefront will be listed here, with search, their price,
      condition and available quantity.
    </NotAvailableYet>
  );
}
