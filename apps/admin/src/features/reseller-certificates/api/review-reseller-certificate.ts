import type { ResponseOf } from '@patchbay/client';
import type { ReviewResellerCertificateBody } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { resellerCertificatesQueryKey } from './get-reseller-certificates';

export type ReviewResellerCertificateResponse = ResponseOf<'reviewResellerCertificate'>;

/** Approve (the buyer then pays no tax) or reject a certificate. */
export const reviewResellerCertificate = ({ id, decision }: { id: string } & ReviewResellerCertificateBody) =>
  dataOf(
    client.POST('/api/admin/reseller-certificates/{id}/review', {
      params: { path: { id } },
      body: { decision },
    }),
  );

export function useReviewResellerCertificate({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof reviewResellerCertificate>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: reviewResellerCertificate,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: resellerCertificatesQueryKey });
      return onSuccess?.(...args);
    },
  });
}
