import { Alert, Button, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatCount } from '@patchbay/domain';
import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useCategories } from '../api/get-categories';
import { CATEGORY_COLUMNS, CategoryTilesSkeleton, COMPACT_CATEGORY_COLUMNS } from './catalog-skeletons';
import classes from './category-grid.module.css';

const SUB_CATEGORIES_SHOWN = 4;

function listingCount(count: number) {
  return `${formatCount(count)} ${count === 1 ? 'listing' : 'listings'}`;
}

/** The storefront's categories with their listing counts and first sub-categories, from /api/categories. */
export function CategoryGrid({
  title = 'Shop by category',
  compact = false,
}: {
  title?: string;
  compact?: boolean;
}) {
  const categories = useCategories();
  // Rendered in an interruptible pass once the data is there (no long task on a phone).
  const data = useDeferredValue(categories.data);
  if (data && data.items.length === 0) return null;
  return (
    <Container size="xl" py={compact ? 32 : 48} component="section" aria-labelledby="categories-title">
      <Title id="categories-title" order={2} mb="lg">
        {title}
      </Title>
      {categories.isError && !data ? (
        <Alert color="red" title="The categories could not be loaded">
          <Button size="xs" onClick={() => void categories.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : data ? (
        <SimpleGrid
          cols={compact ? COMPACT_CATEGORY_COLUMNS : CATEGORY_COLUMNS}
          spacing="md"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {data.items.map((category) => (
            <li key={category.slug}>
              <Stack gap={6} className={classes.tile}>
                <Link to={paths.category.getHref(category.slug)} className={classes.categoryLink}>
                  {category.name}
                </Link>
                <Text size="sm" c="dimmed">
                  {listingCount(category.count)}
                </Text>
                {!compact && category.subCategories.length > 0 && (
                  <ul className={classes.subs} aria-label={`${category.name} sub-categories`}>
                    {category.subCategories.slice(0, SUB_CATEGORIES_SHOWN).map((sub) => (
                      <li key={sub.slug}>
                        <Link
                          to={paths.subCategory.getHref(category.slug, sub.slug)}
                          className={classes.subLink}
                        >
                          {sub.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </Stack>
            </li>
          ))}
        </SimpleGrid>
      ) : (
        <CategoryTilesSkeleton compact={compact} />
      )}
    </Container>
  );
}
