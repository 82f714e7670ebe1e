import type { crossDomainPreviewResponseSchema, crossDomainRedeemBodySchema } from '@patchbay/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SchemaOutput } from '@/lib/schema';

export type PreviewCrossDomainTokenInput = SchemaOutput<typeof crossDomainRedeemBodySchema>;
export type PreviewCrossDomainTokenResponse = SchemaOutput<typeof crossDomainPreviewResponseSchema>;

/** Whose account the verification_token of a cross-domain link signs in to; uses nothing up. */
export const previewCrossDomainToken = (data: PreviewCrossDomainTokenInput) =>
  api.post<PreviewCrossDomainTokenResponse>('/api/auth/cross-domain/preview', data);

export const getCrossDomainPreviewQueryOptions = (verificationToken: string) =>
  queryOptions({
    queryKey: ['cross-domain-preview', verificationToken],
    queryFn: () => previewCrossDomainToken({ verificationToken }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    // An unknown or used code is a failed hand-over ('Something went wrong'), not a lost session.
    meta: { skipSessionReset: true },
  });

export function useCrossDomainPreview(verificationToken: string) {
  return useQuery(getCrossDomainPreviewQueryOptions(verificationToken));
}
