import { ReviewCart } from '@/features/cart/components/review-cart';
import { usePageTitle } from '@/lib/page-title';

/** /reviewcart: SPEC.md §9 ReviewCart view. */
export default function ReviewCartRoute() {
  usePageTitle('Review Cart');
  return <ReviewCart />;
}
