import { NotAvailableYet } from '@/components/not-available-yet';
import { usePageTitle } from '@/lib/page-title';

/** /mypurchases (login; page title MyPurchases). */
export default function MyPurchasesRoute() {
  usePageTitle('MyPurchases');
  return (
    <NotAvailableYet heading="My Purchases">
      The orders you have placed will be listed here, with their status, what you paid and how they ship.
    </NotAvailableYet>
  );
}
