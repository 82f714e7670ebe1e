import { SimpleGrid } from '@mantine/core';
import type { ListingCard as ListingCardData } from '@patchbay/contract';
import { useDeferredValue } from 'react';
import { LISTING_COLUMNS } from './catalog-skeletons';
import { ListingCard } from './listing-card';

/** Cards of the first row (four at most): their images are in view as the page opens. */
const EAGER_CARDS = 4;

export function ListingGrid({
  listings,
  cols = LISTING_COLUMNS,
}: {
  listings: ListingCardData[];
  cols?: Record<string, number>;
}) {
  // The first row at once, the rest in a render React may interrupt: two dozen cards built in one
  // go are a long task on a phone. The rest arrives below what is already shown (nothing moves).
  const shown = useDeferredValue(listings, listings.slice(0, EAGER_CARDS));
  return (
    <SimpleGrid cols={cols} spacing="md" verticalSpacing="md">
      {shown.map((listing, index) => (
        <ListingCard key={listing.id} listing={listing} eager={index < EAGER_CARDS} first={index === 0} />
      ))}
    </SimpleGrid>
  );
}
