import type { QueryOf, RequestBodyOf, ResponseOf } from '@patchbay/client';
import { dataOf } from '@patchbay/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { productsQueryKey } from '@/features/products/api/get-products';
import { client } from '@/lib/api-client';

export type CatalogueEntry = ResponseOf<'getProductCatalogueEntry'>;
export type CatalogueQuery = QueryOf<'searchProductCatalogue'>;
export type SelectionQuery = QueryOf<'listProductCatalogueSelections'>;
export type InsightResult = ResponseOf<'lookUpProductInsights'>;

const key = ['product-catalogue'] as const;
const insightsKey = ['product-insights'] as const;

/** GET /api/admin/product-catalogue: brand + MPN (lower-case) and title words. */
export function useCatalogueSearch(query: CatalogueQuery) {
  return useQuery({
    queryKey: [...key, 'search', query],
    queryFn: ({ signal }) =>
      dataOf(client.GET('/api/admin/product-catalogue', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useCatalogueEntry(id: string) {
  return useQuery({
    queryKey: [...key, 'entry', id],
    queryFn: ({ signal }) =>
      dataOf(client.GET('/api/admin/product-catalogue/{id}', { params: { path: { id } }, signal })),
  });
}

/** /myproductuserselecteddata (all) and /myproductcatalogue (added=true). */
export function useCatalogueSelections(query: SelectionQuery) {
  return useQuery({
    queryKey: [...key, 'selections', query],
    queryFn: ({ signal }) =>
      dataOf(client.GET('/api/admin/product-catalogue/selections', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useSelectEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, selected }: { id: string; selected: boolean }) =>
      selected
        ? dataOf(client.PUT('/api/admin/product-catalogue/{id}/selection', { params: { path: { id } } }))
        : dataOf(client.DELETE('/api/admin/product-catalogue/{id}/selection', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** POST /api/admin/product-catalogue/{id}/products: the pre-filled product form. */
export function useAddFromCatalogue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RequestBodyOf<'addProductFromCatalogue'> }) =>
      dataOf(client.POST('/api/admin/product-catalogue/{id}/products', { params: { path: { id } }, body })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: key });
      await queryClient.invalidateQueries({ queryKey: productsQueryKey });
    },
  });
}

/** POST insertproductoriginaldata (the operator). */
export function useInsertOriginalData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestBodyOf<'insertProductOriginalData'>) =>
      dataOf(client.POST('/api/admin/product-catalogue/insertproductoriginaldata', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useProductInsightList(query: QueryOf<'listProductInsights'>) {
  return useQuery({
    queryKey: [...insightsKey, 'list', query],
    queryFn: ({ signal }) => dataOf(client.GET('/api/admin/product-insights', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** POST .../lookup: looked up when the tool opens a product, again on demand. */
export function useProductInsightLookup(id: string | null) {
  return useQuery({
    queryKey: [...insightsKey, 'lookup', id],
    enabled: id !== null,
    queryFn: () =>
      dataOf(client.POST('/api/admin/product-insights/{id}/lookup', { params: { path: { id: id! } } })),
    staleTime: 60_000,
  });
}

export function useApplyInsights() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RequestBodyOf<'applyProductInsights'> }) =>
      dataOf(client.POST('/api/admin/product-insights/{id}/apply', { params: { path: { id } }, body })),
    onSuccess: async (data, { id }) => {
      queryClient.setQueryData([...insightsKey, 'lookup', id], data.result);
      await queryClient.invalidateQueries({ queryKey: [...insightsKey, 'list'] });
      await queryClient.invalidateQueries({ queryKey: productsQueryKey });
    },
  });
}
