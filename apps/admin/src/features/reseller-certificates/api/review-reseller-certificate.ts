import type {
  ReviewResellerCertificateBody,
  reviewResellerCertificateResponseSchema,
} from '@patchbay/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { SchemaOutput } from '@/lib/schema';
import { resellerCertificatesQueryKey } from './get-reseller-certificates';

export type ReviewResellerCertificateResponse = SchemaOutput<typeof reviewResellerCertificateResponseSchema>;

/** Approve (the buyer then pays no tax) or reject a certificate. */
export const reviewResellerCertificate = ({ id, decision }: { id: string } & ReviewResellerCertificateBody) =>
  api.post<ReviewResellerCertificateResponse>(
    `/api/admin/reseller-certificates/${encodeURIComponent(id)}/review`,
    { decision },
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
