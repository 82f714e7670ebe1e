import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { ListingCard as ListingCardData } from '@patchbay/contract';
import { ListingCard } from './listing-card';

const columns = { base: 1, xs: 2, md: 3, xl: 4 } as const;

export function ListingGrid({
  listings,
  cols = columns,
}: {
  listings: ListingCardData[];
  cols?: Record<string, number>;
}) {
  return (
    <SimpleGrid cols={cols} spacing="md" verticalSpacing="md">
      {listings.map((listing) => (
        <ListingCard key={listing.id} listing={listing} />
      ))}
    </SimpleGrid>
  );
}

/** Card-shaped placeholders while the first results load. */
export function ListingGridSkeleton({
  count = 8,
  cols = columns,
}: {
  count?: number;
  cols?: Record<string, number>;
}) {
  return (
    <SimpleGrid cols={cols} spacing="md" verticalSpacing="md" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
        <Card key={index} withBorder radius="md" padding="md">
          <Card.Section>
            <Skeleton height={168} radius={0} />
          </Card.Section>
          <Stack gap="xs" mt="md">
            <Skeleton height={18} width="40%" />
            <Skeleton height={16} />
            <Skeleton height={16} width="70%" />
            <Skeleton height={22} width="50%" mt="sm" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
