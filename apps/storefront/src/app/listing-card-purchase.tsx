import { Button } from '@mantine/core';
import type { ListingCard } from '@patchbay/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback } from 'react';
import { getListingQueryOptions } from '@/features/catalog/api/get-listing';

// Its own chunk (with the quantity rules and their messages); the disabled button it stands in for
// has the same size, so the card does not move when it arrives.
const QuickAddToCart = lazy(() =>
  import('@/features/cart/components/quick-add-to-cart').then((m) => ({ default: m.QuickAddToCart })),
);

function Placeholder() {
  return (
    <Button variant="light" size="xs" fullWidth disabled aria-hidden="true" tabIndex={-1}>
      Add to cart
    </Button>
  );
}

/** Cards carry no quantity rules: the listing's detail (cached for its product page) has them. */
const loadRules = (queryClient: QueryClient, id: string) => () =>
  queryClient.fetchQuery(getListingQueryOptions(id));

/** 'Add to cart' on the cards of listings that can be bought now (SPEC.md §5 purchasable, price shown). */
export function useListingCardPurchase(): (listing: ListingCard) => ReactNode {
  const queryClient = useQueryClient();
  return useCallback(
    (listing: ListingCard) =>
      listing.purchasable && listing.price !== null ? (
        <Suspense fallback={<Placeholder />}>
          <QuickAddToCart listing={listing} loadRules={loadRules(queryClient, listing.id)} />
        </Suspense>
      ) : null,
    [queryClient],
  );
}
