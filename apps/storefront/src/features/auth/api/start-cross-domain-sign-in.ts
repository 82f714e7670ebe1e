import { crossDomainStartBodySchema, type crossDomainStartResponseSchema } from '@patchbay/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { SchemaOutput } from '@/lib/schema';

export const startCrossDomainSignInInputSchema = crossDomainStartBodySchema;

export type StartCrossDomainSignInInput = SchemaOutput<typeof crossDomainStartBodySchema>;
export type StartCrossDomainSignInResponse = SchemaOutput<typeof crossDomainStartResponseSchema>;

/** SPEC.md §2 cross-domain sign-in: a one-time link to another storefront host, carrying verification_token. */
export const startCrossDomainSignIn = (data: StartCrossDomainSignInInput) =>
  api.post<StartCrossDomainSignInResponse>('/api/auth/cross-domain', data);

export function useStartCrossDomainSignIn({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof startCrossDomainSignIn>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: startCrossDomainSignIn });
}
