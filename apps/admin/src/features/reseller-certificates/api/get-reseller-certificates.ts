import type { ResellerCertificateStatus, resellerCertificateListResponseSchema } from '@patchbay/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SchemaOutput } from '@/lib/schema';

export type ResellerCertificateList = SchemaOutput<typeof resellerCertificateListResponseSchema>;

export const getResellerCertificates = (status: ResellerCertificateStatus, signal?: AbortSignal) =>
  api.get<ResellerCertificateList>(`/api/admin/reseller-certificates?${new URLSearchParams({ status })}`, {
    signal,
  });

/** Every reseller certificate query starts with this key, so a review refreshes every list. */
export const resellerCertificatesQueryKey = ['reseller-certificates'] as const;

export const getResellerCertificatesQueryOptions = (status: ResellerCertificateStatus = 'pending') =>
  queryOptions({
    queryKey: [...resellerCertificatesQueryKey, 'list', { status }],
    queryFn: ({ signal }) => getResellerCertificates(status, signal),
  });

export function useResellerCertificates(status: ResellerCertificateStatus = 'pending') {
  return useQuery(getResellerCertificatesQueryOptions(status));
}
