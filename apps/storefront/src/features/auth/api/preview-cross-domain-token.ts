import type { ResponseOf } from '@patchbay/client';
import type { crossDomainRedeemBodySchema } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { SchemaOutput } from '@/lib/schema';

export type PreviewCrossDomainTokenInput = SchemaOutput<typeof crossDomainRedeemBodySchema>;
export type PreviewCrossDomainTokenResponse = ResponseOf<'previewCrossDomainSignIn'>;

/** Whose account the verification_token of a cross-domain link signs in to; uses nothing up. */
export const previewCrossDomainToken = (data: PreviewCrossDomainTokenInput) =>
  dataOf(client.POST('/api/auth/cross-domain/preview', { body: data }));

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
