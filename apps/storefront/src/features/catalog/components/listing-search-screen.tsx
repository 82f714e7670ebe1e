import {
  Anchor,
  Box,
  Breadcrumbs,
  Button,
  Container,
  Drawer,
  EmptyState,
  Grid,
  Group,
  Pagination,
  Select,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { SORT_OPTIONS, type SortKey } from '@patchbay/domain';
import { ErrorState } from '@patchbay/ui';
import { IconAdjustmentsHorizontal, IconSearchOff } from '@tabler/icons-react';
import { type ReactNode, useDeferredValue, useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useSearchListings } from '../api/search-listings';
import { useListingFilters } from '../hooks/use-listing-filters';
import { resultCountText } from '../utils/listing-display';
import { countActiveFilters, type ListingScope, toListingSearchQuery } from '../utils/listing-filters';
import { ListingGridSkeleton } from './catalog-skeletons';
import { ListingFacets } from './listing-facets';
import { ListingGrid } from './listing-grid';
import { SearchBox } from './search-box';

const sortData = SORT_OPTIONS.map((option) => ({ value: option.key, label: option.label }));
/** Without the price sorts: for a guest where some prices show to signed-in buyers only. */
const sortDataWithoutPrices = sortData.filter((option) => !option.value.startsWith('price_'));
/** The contract's page limit: pages past it cannot be asked for. */
const MAX_PAGE = 1000;

export interface Crumb {
  label: string;
  to: string;
}

export interface ListingSearchScreenProps {
  scope: ListingScope;
  heading: string;
  /** Under the heading, e.g. a category's sub-categories count. */
  description?: ReactNode;
  breadcrumbs?: Crumb[];
  /** Display name of a brand page's brand. */
  brandName?: string;
}

/**
 * A listing page (/products, /{category}, /{category}/{subCategory}, /brand/{brand}): search box,
 * facets, sort, results and pagination, every filter in the URL query.
 */
export function ListingSearchScreen({
  scope,
  heading,
  description,
  breadcrumbs,
  brandName,
}: ListingSearchScreenProps) {
  // long-function: one component's markup in the order it shows; its rules live in utils and hooks.
  const { filters, setFilters, clearFilters } = useListingFilters();
  const { pathname } = useLocation();
  const query = toListingSearchQuery(filters, scope);
  const results = useSearchListings(query);
  const [filtersOpen, filtersDrawer] = useDisclosure(false);
  // Results render in an interruptible pass: a page of cards and facets built in one go is a
  // long task on a phone (the previous results, or the placeholders, stay until it is done).
  const data = useDeferredValue(results.data);
  const activeFilters = countActiveFilters(filters);
  const pageCount = data ? Math.min(Math.ceil(data.total / data.pageSize), MAX_PAGE) : 0;

  // A category link in the drawer leads to another page: the drawer closes behind it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useEffect(() => filtersDrawer.close(), [pathname]);

  // `approximate?.`: a reply of a server process started before the field existed (a rolling
  // restart) has none; its counts are exact.
  const facets = (
    <ListingFacets
      facets={data?.facets}
      filters={filters}
      scope={scope}
      brandName={brandName}
      pricesSearchable={data?.pricesSearchable}
      countsApproximate={data?.approximate?.facets === true}
      onChange={setFilters}
    />
  );

  let content: ReactNode;
  if (!data && results.isError) {
    content = <ErrorState title="The listings could not be loaded" onRetry={() => void results.refetch()} />;
  } else if (!data) {
    content = (
      <>
        <VisuallyHidden role="status">Loading listings</VisuallyHidden>
        <ListingGridSkeleton />
      </>
    );
  } else if (data.total === 0) {
    content = (
      <EmptyState
        icon={<IconSearchOff size={28} aria-hidden="true" />}
        withIndicatorBackground
        title="No listings match your search."
        description={
          filters.q || activeFilters > 0
            ? 'Try other words, or fewer filters.'
            : 'There are no listings here yet. Please come back soon.'
        }
        py={48}
      >
        {(filters.q || activeFilters > 0) && (
          <EmptyState.Actions>
            <Button onClick={clearFilters}>Clear filters</Button>
          </EmptyState.Actions>
        )}
      </EmptyState>
    );
  } else if (data.items.length === 0) {
    content = (
      <EmptyState
        title="This page has no listings."
        description={`There are ${pageCount} pages of results.`}
        py={48}
      >
        <EmptyState.Actions>
          <Button onClick={() => setFilters({ page: 1 })}>Go to the first page</Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  } else {
    content = (
      <Box style={{ opacity: results.isPlaceholderData ? 0.55 : 1, transition: 'opacity 120ms' }}>
        <ListingGrid listings={data.items} />
      </Box>
    );
  }

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        {breadcrumbs && breadcrumbs.length > 0 && (
          <Breadcrumbs component="nav" separatorMargin={6} aria-label="Breadcrumb" fz="sm">
            {breadcrumbs.map((crumb) => (
              <Anchor key={crumb.to} component={Link} to={crumb.to} size="sm">
                {crumb.label}
              </Anchor>
            ))}
            <Text size="sm" c="dimmed" aria-current="page">
              {heading}
            </Text>
          </Breadcrumbs>
        )}
        <div>
          <Title order={1}>{heading}</Title>
          {description && (
            <Text c="dimmed" mt={4}>
              {description}
            </Text>
          )}
        </div>
        {/* Keyed by the search text: back/forward show the search of that entry. */}
        <SearchBox key={filters.q} defaultValue={filters.q} onSearch={(q) => setFilters({ q })} />
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
            <aside aria-label="Filters">{facets}</aside>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <Stack gap="md">
              {/* Between the page's heading and the cards' (h3): headings go down one level at a time. */}
              <Title order={2} className={VisuallyHidden.classes.root}>
                Results
              </Title>
              <Group justify="space-between" align="flex-end" gap="sm">
                <Group gap="sm" align="center">
                  <Text fw={600} aria-live="polite" aria-atomic="true">
                    {data ? resultCountText(data.total, data.approximate?.total === true) : '\u00a0'}
                  </Text>
                  {filters.q && data && (
                    <Text c="dimmed" size="sm">
                      for “{filters.q}”
                    </Text>
                  )}
                  {activeFilters > 0 && data && data.total > 0 && (
                    <Anchor component="button" type="button" size="sm" onClick={clearFilters}>
                      Clear filters
                    </Anchor>
                  )}
                </Group>
                <Group gap="sm" align="flex-end">
                  <Button
                    hiddenFrom="md"
                    variant="default"
                    leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden="true" />}
                    onClick={filtersDrawer.open}
                  >
                    Filters{activeFilters > 0 ? ` (${activeFilters})` : ''}
                  </Button>
                  <Select
                    label="Sort by"
                    data={data?.pricesSearchable === false ? sortDataWithoutPrices : sortData}
                    value={
                      data?.pricesSearchable === false && filters.sort.startsWith('price_')
                        ? 'featured'
                        : filters.sort
                    }
                    onChange={(value) => value && setFilters({ sort: value as SortKey })}
                    allowDeselect={false}
                    w={220}
                    // Unmounted when closed: the closed Select is then the only element labelled "Sort by".
                    comboboxProps={{ keepMounted: false }}
                  />
                </Group>
              </Group>
              {content}
              {pageCount > 1 && (
                <Group justify="center" mt="md">
                  <Pagination
                    total={pageCount}
                    value={Math.min(filters.page, pageCount)}
                    onChange={(page) => setFilters({ page })}
                    aria-label="Pages"
                    // The arrows show only an icon: screen readers need their names.
                    getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                    getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
                  />
                </Group>
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
      <Drawer opened={filtersOpen} onClose={filtersDrawer.close} title="Filters" position="left" size="sm">
        {facets}
      </Drawer>
    </Container>
  );
}
