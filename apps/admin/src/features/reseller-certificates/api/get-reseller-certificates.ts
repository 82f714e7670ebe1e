import type { ResponseOf } from '@patchbay/client';
import type { ResellerCertificateStatus } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';

export type ResellerCertificateList = ResponseOf<'listResellerCertificates'>;

export const getResellerCertificates = (status: ResellerCertificateStatus, signal?: AbortSignal) =>
  dataOf(client.GET('/api/admin/reseller-certificates', { params: { query: { status } }, signal }));

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
