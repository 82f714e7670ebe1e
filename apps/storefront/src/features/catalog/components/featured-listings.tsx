import { Alert, Anchor, Button, Container, Group, Text, Title } from '@mantine/core';
import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSearchListings } from '../api/search-listings';
import { EMPTY_FILTERS, toListingSearchQuery } from '../utils/listing-filters';
import { FEATURED_COLUMNS, ListingGridSkeleton } from './catalog-skeletons';
import { ListingGrid } from './listing-grid';

/** GET /api/listings?sort=featured&pageSize=8, the same query options as any listing search. */
export const featuredListingsQuery = toListingSearchQuery(
  { ...EMPTY_FILTERS, sort: 'featured' },
  { kind: 'all' },
  8,
);

/** The home page's featured listings, as cards. */
export function FeaturedListings() {
  const featured = useSearchListings(featuredListingsQuery);
  // Rendered in an interruptible pass once the data is there (no long task on a phone).
  const data = useDeferredValue(featured.data);
  if (data && data.items.length === 0) return null;
  return (
    <Container size="xl" py={48} component="section" aria-labelledby="featured-title">
      <Group justify="space-between" align="baseline" mb="lg">
        <Title id="featured-title" order={2}>
          Featured listings
        </Title>
        <Anchor component={Link} to={paths.products.getHref()} fw={600}>
          See all products
        </Anchor>
      </Group>
      {data ? (
        <ListingGrid listings={data.items} cols={FEATURED_COLUMNS} />
      ) : featured.isError ? (
        <Alert color="red" title="The featured listings could not be loaded">
          <Text size="sm" mb="sm">
            Please check your connection and try again.
          </Text>
          <Button size="xs" onClick={() => void featured.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <ListingGridSkeleton count={4} cols={FEATURED_COLUMNS} />
      )}
    </Container>
  );
}
