import type { ResponseOf } from '@patchbay/client';
import { crossDomainRedeemBodySchema } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { useMutation } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { SchemaOutput } from '@/lib/schema';

export const redeemCrossDomainTokenInputSchema = crossDomainRedeemBodySchema;

export type RedeemCrossDomainTokenInput = SchemaOutput<typeof crossDomainRedeemBodySchema>;
export type RedeemCrossDomainTokenResponse = ResponseOf<'redeemCrossDomainSignIn'>;

/** Trades the verification_token of a cross-domain link for a session cookie on this host. */
export const redeemCrossDomainToken = (data: RedeemCrossDomainTokenInput) =>
  dataOf(client.POST('/api/auth/cross-domain/redeem', { body: data }));

export function useRedeemCrossDomainToken({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof redeemCrossDomainToken>;
} = {}) {
  return useMutation({
    ...mutationConfig,
    // An unknown or used code is a failed hand-over ('Something went wrong'), not a lost session.
    meta: { skipSessionReset: true },
    mutationFn: redeemCrossDomainToken,
  });
}
