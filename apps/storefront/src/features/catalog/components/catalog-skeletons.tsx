import { Card, Container, Group, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';

/**
 * Placeholders of the catalogue's sections, light enough for the first download: the home page
 * shows them while the sections' own code loads, and the sections show the same grids while their
 * data loads, so nothing below moves when either arrives.
 */

export const LISTING_COLUMNS = { base: 1, xs: 2, md: 3, xl: 4 } as const;
export const FEATURED_COLUMNS = { base: 1, xs: 2, md: 4 } as const;
export const CATEGORY_COLUMNS = { base: 1, xs: 2, md: 3, lg: 4 } as const;
export const COMPACT_CATEGORY_COLUMNS = { base: 2, sm: 3, md: 4, lg: 6 } as const;

/** Card-shaped placeholders while listings load. */
export function ListingGridSkeleton({
  count = 8,
  cols = LISTING_COLUMNS,
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

/** Tile-shaped placeholders while the categories load. */
export function CategoryTilesSkeleton({ compact = false }: { compact?: boolean }) {
  return (
    <SimpleGrid
      cols={compact ? COMPACT_CATEGORY_COLUMNS : CATEGORY_COLUMNS}
      spacing="md"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-hidden="true"
    >
      {Array.from({ length: compact ? 6 : 8 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
        <li key={index}>
          <Skeleton height={compact ? 64 : 112} radius="md" />
        </li>
      ))}
    </SimpleGrid>
  );
}

/** The featured listings section as it first appears: its heading over four card placeholders. */
export function FeaturedListingsSkeleton() {
  return (
    <Container size="xl" py={48} aria-hidden="true">
      <Group mb="lg">
        <Title order={2}>Featured listings</Title>
      </Group>
      <ListingGridSkeleton count={4} cols={FEATURED_COLUMNS} />
    </Container>
  );
}

/** The categories section as it first appears. */
export function CategoryGridSkeleton({ title, compact = false }: { title: string; compact?: boolean }) {
  return (
    <Container size="xl" py={compact ? 32 : 48} aria-hidden="true">
      <Title order={2} mb="lg">
        {title}
      </Title>
      <CategoryTilesSkeleton compact={compact} />
    </Container>
  );
}
