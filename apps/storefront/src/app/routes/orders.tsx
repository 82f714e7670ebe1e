import { OrderList } from '@/features/orders/components/order-list';
import { usePageTitle } from '@/lib/page-title';

/** /orders (login; page title Orders): every order of the buyer's organization on this storefront. */
export default function OrdersRoute() {
  usePageTitle('Orders');
  return (
    <OrderList
      scope="organization"
      heading="Orders"
      description="The orders everyone in your organization placed, on every storefront."
    />
  );
}
