import type { ResponseOf } from '@patchbay/client';
import { dataOf } from '@patchbay/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import { brandKey } from '../utils/listing-filters';

export type BrandList = ResponseOf<'listBrands'>;
export type Brand = BrandList['items'][number];

/** GET /api/brands: the brands (OEMs) with visible listings on this storefront. */
export const brandsPath = '/api/brands' as const;

export const getBrands = ({ signal }: { signal?: AbortSignal } = {}) =>
  dataOf(client.GET(brandsPath, signal ? { signal } : {}));

export const getBrandsQueryOptions = () =>
  queryOptions({
    queryKey: ['brands'],
    queryFn: ({ signal }) => getBrands({ signal }),
    staleTime: 5 * 60_000,
  });

export function useBrands() {
  return useQuery(getBrandsQueryOptions());
}

/** The brand a /brand/{brandName} path names: by its slug, or by its name. */
export function findBrand(brands: BrandList, brandName: string): Brand | undefined {
  const wanted = brandKey(brandName);
  return brands.items.find((b) => b.slug === brandName || b.slug === wanted || brandKey(b.name) === wanted);
}
