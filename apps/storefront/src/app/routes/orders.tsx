import { NotAvailableYet } from '@/components/not-available-yet';
import { usePageTitle } from '@/lib/page-title';

/** /orders (login; page title Orders): the orders your organization received as a seller. */
export default function OrdersRoute() {
  usePageTitle('Orders');
  return (
    <NotAvailableYet heading="Orders">
      The orders buyers have placed with your organization will be listed here, with their status, payments
      and shipping.
    </NotAvailableYet>
  );
}
