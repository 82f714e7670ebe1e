import type { ResponseOf } from '@patchbay/client';
import type { ListingSearchQuery } from '@patchbay/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { DataRouteMatch } from 'react-router';
import { paths } from '@/config/paths';
import {
  type BrandList,
  brandsPath,
  findBrand,
  getBrandsQueryOptions,
} from '@/features/catalog/api/get-brands';
import { categoriesPath, getCategoriesQueryOptions } from '@/features/catalog/api/get-categories';
import { getListingQueryOptions, listingPath } from '@/features/catalog/api/get-listing';
import { searchListingsPath, searchListingsQueryOptions } from '@/features/catalog/api/search-listings';
import { featuredListingsQuery } from '@/features/catalog/components/featured-listings';
import {
  brandKey,
  type ListingScope,
  parseListingFilters,
  toListingSearchQuery,
} from '@/features/catalog/utils/listing-filters';
import { listingIdFromParam } from './routes/product-detail';

/** A GET of this storefront's own API, as a guest; it throws unless the answer is a success. */
export type LoadJson = (path: string) => Promise<unknown>;

/** The screens the server renders: the first screen of most visits, and what search engines see. */
export type ServerRenderedScreen = 'home' | 'products' | 'category' | 'brand' | 'product';

interface ScreenData {
  queryClient: QueryClient;
  params: Record<string, string | undefined>;
  search: string;
  load: LoadJson;
}

/**
 * Each screen's queries, filled with what the API answers: the same query options (and so the
 * same keys) as the screen's hooks, so the browser finds the data the page was rendered with.
 */
const screenData: Record<ServerRenderedScreen, (data: ScreenData) => Promise<void>> = {
  async home({ queryClient, load }) {
    await Promise.all([
      fill(queryClient, getCategoriesQueryOptions().queryKey, load(categoriesPath)),
      search(queryClient, load, featuredListingsQuery),
    ]);
  },
  async products({ queryClient, search: query, load }) {
    await search(queryClient, load, toListingSearchQuery(parseListingFilters(query), { kind: 'all' }));
  },
  async category({ queryClient, params, search: query, load }) {
    const scope: ListingScope = {
      kind: 'category',
      category: params.category ?? '',
      subCategory: params.subCategory,
    };
    await Promise.all([
      fill(queryClient, getCategoriesQueryOptions().queryKey, load(categoriesPath)),
      search(queryClient, load, toListingSearchQuery(parseListingFilters(query), scope)),
    ]);
  },
  async brand({ queryClient, params, search: query, load }) {
    const brandName = params.brandName ?? '';
    const brands = (await load(brandsPath)) as BrandList;
    queryClient.setQueryData(getBrandsQueryOptions().queryKey, brands);
    const scope: ListingScope = {
      kind: 'brand',
      brand: findBrand(brands, brandName)?.slug ?? brandKey(brandName),
    };
    await search(queryClient, load, toListingSearchQuery(parseListingFilters(query), scope));
  },
  async product({ queryClient, params, load }) {
    const id = listingIdFromParam(params.pId);
    await fill(
      queryClient,
      getListingQueryOptions(id).queryKey,
      load(listingPath(id)) as Promise<ResponseOf<'getListing'>>,
    );
  },
};

async function fill<T>(queryClient: QueryClient, queryKey: readonly unknown[], data: Promise<T>) {
  queryClient.setQueryData(queryKey, await data);
}

async function search(queryClient: QueryClient, load: LoadJson, query: ListingSearchQuery) {
  const data = (await load(searchListingsPath(query))) as ResponseOf<'searchListings'>;
  queryClient.setQueryData(searchListingsQueryOptions(query).queryKey, data);
}

/** Which server-rendered screen a route match is, by the path of its deepest route. */
export function serverRenderedScreen(matches: readonly DataRouteMatch[]): ServerRenderedScreen | null {
  const route = matches.at(-1)?.route;
  if (!route) return null;
  if (route.index && matches.length === 2) return 'home';
  switch (route.path) {
    case paths.products.path:
      return 'products';
    case paths.category.path:
    case paths.subCategory.path:
      return 'category';
    case paths.brand.path:
      return 'brand';
    case paths.productDetail.path:
    case paths.productDetailById.path:
      return 'product';
    default:
      return null;
  }
}

/** Fills the cache for one screen of the server's rendering. */
export function loadScreenData(screen: ServerRenderedScreen, data: ScreenData): Promise<void> {
  return screenData[screen](data);
}
