import type { brandsResponseSchema } from '@patchbay/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SchemaOutput } from '@/lib/schema';
import { brandKey } from '../utils/listing-filters';

export type BrandList = SchemaOutput<typeof brandsResponseSchema>;
export type Brand = BrandList['items'][number];

/** GET /api/brands: the brands (OEMs) with visible listings on this storefront. */
export const brandsPath = '/api/brands';

export const getBrands = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<BrandList>(brandsPath, signal ? { signal } : {});

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
