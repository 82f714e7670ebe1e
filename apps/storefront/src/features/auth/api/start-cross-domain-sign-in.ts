import type { ResponseOf } from '@patchbay/client';
import { crossDomainStartBodySchema } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { useMutation } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { SchemaOutput } from '@/lib/schema';

export const startCrossDomainSignInInputSchema = crossDomainStartBodySchema;

export type StartCrossDomainSignInInput = SchemaOutput<typeof crossDomainStartBodySchema>;
export type StartCrossDomainSignInResponse = ResponseOf<'startCrossDomainSignIn'>;

/** SPEC.md §2 cross-domain sign-in: a one-time link to another storefront host, carrying verification_token. */
export const startCrossDomainSignIn = (data: StartCrossDomainSignInInput) =>
  dataOf(client.POST('/api/auth/cross-domain', { body: data }));

export function useStartCrossDomainSignIn({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof startCrossDomainSignIn>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: startCrossDomainSignIn });
}
