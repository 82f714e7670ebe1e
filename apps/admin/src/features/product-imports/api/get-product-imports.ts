import type { ResponseOf } from '@patchbay/client';
import { dataOf } from '@patchbay/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';

export type ProductImportList = ResponseOf<'listProductImports'>;
export type ProductImportItem = ProductImportList['items'][number];

/** Every import query starts with this key, so a start or a cancel refreshes them all. */
export const productImportsQueryKey = ['product-imports'] as const;

const RUNNING = new Set(['queued', 'running', 'cancelling']);
export const isImportActive = (item: Pick<ProductImportItem, 'status'>) => RUNNING.has(item.status);

export const getProductImportsQueryOptions = () =>
  queryOptions({
    queryKey: [...productImportsQueryKey, 'list'],
    queryFn: ({ signal }) => dataOf(client.GET('/api/admin/product-imports', { signal })),
    // The progress bars move while an import runs: ask again every second until none does.
    refetchInterval: (query) => (query.state.data?.items.some(isImportActive) ? 1000 : false),
  });

export function useProductImports() {
  return useQuery(getProductImportsQueryOptions());
}

/** Where the browser downloads a file of the API (the session cookie goes along). */
export const failedRowsUrl = (id: string) => `/api/admin/product-imports/${id}/failed-rows`;
export const templateUrl = (format: 'csv' | 'xlsx') => `/api/admin/product-imports/template?format=${format}`;
