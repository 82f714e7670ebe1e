import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { env } from '@/config/env';
import {
  CategoryGridSkeleton,
  FeaturedListingsSkeleton,
} from '@/features/catalog/components/catalog-skeletons';
import { HomeHero } from '@/features/home/components/home-hero';
import { ManufacturerLogos } from '@/features/home/components/manufacturer-logos';
import { usePageTitle } from '@/lib/page-title';
import type { RouteHandle } from './route-handle';

// The catalogue sections bring the domain rules (and zod with them) and the card components: their
// own chunks keep them out of the first download, while the hero paints at once.
const FeaturedListings = lazy(() =>
  import('@/features/catalog/components/featured-listings').then((m) => ({ default: m.FeaturedListings })),
);
const CategoryGrid = lazy(() =>
  import('@/features/catalog/components/category-grid').then((m) => ({ default: m.CategoryGrid })),
);
const SearchHero = lazy(() =>
  import('@/features/catalog/components/search-hero').then((m) => ({ default: m.SearchHero })),
);

/** The search-first home has its own big search box: the header's would be a second one. */
export const homeHandle: RouteHandle = { hidesHeaderSearch: env.homeVariant === 'catalog' };

/** Stands in for the search band while its chunk loads: dark, as the transparent header expects. */
function BandFallback() {
  return <Box h={320} bg="brand.8" aria-hidden="true" />;
}

/** 'hero' (default): the storefront's hero, featured listings, categories and manufacturers. */
function HeroHome() {
  return (
    <>
      <HomeHero />
      {/* The sections' code loads after the hero paints; placeholders of their size hold the place. */}
      <Suspense fallback={<FeaturedListingsSkeleton />}>
        <FeaturedListings />
      </Suspense>
      <Suspense fallback={<CategoryGridSkeleton title="Shop by category" />}>
        <CategoryGrid />
      </Suspense>
      <ManufacturerLogos />
    </>
  );
}

/** 'catalog': search first — a big search box, the categories with counts, featured listings. */
function CatalogHome() {
  return (
    <Suspense fallback={<BandFallback />}>
      <SearchHero />
      <CategoryGrid title="Browse categories" compact />
      <FeaturedListings />
    </Suspense>
  );
}

/** SPEC.md §2: one of two home screens, chosen by the VITE_HOME_VARIANT build flag. */
export function HomeRoute() {
  usePageTitle('Home');
  return env.homeVariant === 'catalog' ? <CatalogHome /> : <HeroHome />;
}
