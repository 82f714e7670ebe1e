import { ApiError } from '@patchbay/ui';
import { useDeferredValue } from 'react';
import { useParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/page-loader';
import { AddToCart } from '@/features/cart/components/add-to-cart';
import { useListing } from '@/features/catalog/api/get-listing';
import { ProductDetail } from '@/features/catalog/components/product-detail';
import { MakeOfferButton } from '@/features/offers/components/make-offer-button';
import { usePageTitle } from '@/lib/page-title';
import NotFoundRoute from './not-found';

/** SPEC.md §9 writes the product URL as /{name}/dp/pId={id}: both that and /dp/{id} work. */
export function listingIdFromParam(param: string | undefined): string {
  return (param ?? '').replace(/^pId=/i, '');
}

/** /{title}/dp/{pId} and /product/detail/{pId}: one listing. The title part is for people and search engines. */
export default function ProductDetailRoute() {
  const { pId } = useParams();
  const listing = useListing(listingIdFromParam(pId));
  const notFound = listing.error instanceof ApiError && listing.error.status === 404;

  usePageTitle(notFound ? 'Not found' : (listing.data?.displayName ?? 'Product details'));

  // The product renders in an interruptible pass once its data is there (no long task on a phone).
  const detail = useDeferredValue(listing.data);

  if (notFound) return <NotFoundRoute />;
  if (detail) {
    return (
      <ProductDetail
        listing={detail}
        offer={detail.canMakeOffer ? <MakeOfferButton listing={detail} /> : null}
        purchase={detail.purchasable ? <AddToCart listing={detail} /> : null}
      />
    );
  }
  if (listing.isError) {
    return <LoadError heading="This product could not be loaded" onRetry={() => void listing.refetch()} />;
  }
  return <PageLoader />;
}
