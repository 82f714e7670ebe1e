import { QuickOrder } from '@/features/cart/components/quick-order';
import { usePageTitle } from '@/lib/page-title';

/** /quickorder (login): paste or upload part numbers and quantities, add the matches to the cart. */
export default function QuickOrderRoute() {
  usePageTitle('Quick order');
  return <QuickOrder />;
}
