import { SimpleGrid } from '@mantine/core';
import type { ListingCard as ListingCardData } from '@patchbay/contract';
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
  return (
    <SimpleGrid cols={cols} spacing="md" verticalSpacing="md">
      {listings.map((listing, index) => (
        <ListingCard key={listing.id} listing={listing} eager={index < EAGER_CARDS} />
      ))}
    </SimpleGrid>
  );
}
