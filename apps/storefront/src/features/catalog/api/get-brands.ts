import type { brandsResponseSchema } from '@patchbay/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SchemaOutput } from '@/lib/schema';

export type BrandList = SchemaOutput<typeof brandsResponseSchema>;
export type Brand = BrandList['items'][number];

/** GET /api/brands: the brands (OEMs) with visible listings on this storefront. */
export const getBrands = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<BrandList>('/api/brands', signal ? { signal } : {});

export const getBrandsQueryOptions = () =>
  queryOptions({
    queryKey: ['brands'],
    queryFn: ({ signal }) => getBrands({ signal }),
    staleTime: 5 * 60_000,
  });

export function useBrands() {
  return useQuery(getBrandsQueryOptions());
}
