import type { ResponseOf } from '@patchbay/client';
import { dataOf } from '@patchbay/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';

export type CustomPage = ResponseOf<'getCustomPage'>;

/** GET /api/pages/:idOrSlug: a storefront's custom page; its HTML is sanitised by the server. */
export const getPage = (idOrSlug: string, { signal }: { signal?: AbortSignal } = {}) =>
  dataOf(
    client.GET('/api/pages/{id}', { params: { path: { id: idOrSlug } }, ...(signal ? { signal } : {}) }),
  );

export const getPageQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: ['pages', idOrSlug],
    queryFn: ({ signal }) => getPage(idOrSlug, { signal }),
  });

export function usePage(idOrSlug: string) {
  return useQuery(getPageQueryOptions(idOrSlug));
}
