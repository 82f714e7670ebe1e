import type { customPageSchema } from '@patchbay/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SchemaOutput } from '@/lib/schema';

export type CustomPage = SchemaOutput<typeof customPageSchema>;

/** GET /api/pages/:idOrSlug: a storefront's custom page; its HTML is sanitised by the server. */
export const getPage = (idOrSlug: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<CustomPage>(`/api/pages/${encodeURIComponent(idOrSlug)}`, signal ? { signal } : {});

export const getPageQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: ['pages', idOrSlug],
    queryFn: ({ signal }) => getPage(idOrSlug, { signal }),
  });

export function usePage(idOrSlug: string) {
  return useQuery(getPageQueryOptions(idOrSlug));
}
