import type { FeeScheduleBody } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '@/lib/api-client';

const pricingQueryKey = ['admin-pricing-information'] as const;

/** The plan and fees of `organizationId` (the viewer's own when not given), with their history. */
export const getPricingInformationQueryOptions = (organizationId: string | undefined) =>
  queryOptions({
    queryKey: [...pricingQueryKey, organizationId ?? 'own'],
    queryFn: ({ signal }) =>
      dataOf(
        client.GET('/api/admin/pricing-information', {
          params: { query: organizationId ? { organizationId } : {} },
          signal,
        }),
      ),
  });

export const usePricingInformation = (organizationId: string | undefined) =>
  useQuery(getPricingInformationQueryOptions(organizationId));

/** Records a new version of the schedule; the screen reads it and its history again. */
export function useSaveFeeSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeeScheduleBody) => dataOf(client.PUT('/api/admin/pricing-information', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pricingQueryKey }),
  });
}
