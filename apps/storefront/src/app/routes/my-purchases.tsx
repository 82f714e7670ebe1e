import { OrderList } from '@/features/orders/components/order-list';
import { usePageTitle } from '@/lib/page-title';

/** /mypurchases (login; page title MyPurchases): the orders the signed-in buyer placed. */
export default function MyPurchasesRoute() {
  usePageTitle('My Purchases');
  return (
    <OrderList
      scope="mine"
      heading="My Purchases"
      description="The orders you placed, on every storefront."
    />
  );
}
