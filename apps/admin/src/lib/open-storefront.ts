import { notifications } from '@mantine/notifications';
import type { ResponseOf } from '@patchbay/client';
import { accountMessages, type crossDomainStartBodySchema } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { useMutation } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { SchemaOutput } from '@/lib/schema';
import { storefrontHost } from '@/lib/storefront-url';

export type StartCrossDomainSignInResponse = ResponseOf<'startCrossDomainSignIn'>;

/** SPEC.md §2 cross-domain sign-in: a one-time link to the storefront, carrying verification_token. */
export const startCrossDomainSignIn = (data: SchemaOutput<typeof crossDomainStartBodySchema>) =>
  dataOf(client.POST('/api/auth/cross-domain', { body: data }));

/**
 * 'Go to storefront': the organization's storefront in a new tab, signed in through a
 * cross-domain link (decision 0016: the storefront asks "Continue as …?" first). When no link can
 * be made the storefront still opens, signed out, and a toast says why.
 */
export function useOpenStorefront(storefrontUrl: string) {
  const start = useMutation({ mutationFn: startCrossDomainSignIn });
  const open = () =>
    start.mutate(
      { targetHost: storefrontHost(storefrontUrl) },
      {
        // noopener: the storefront tab cannot reach back into the portal.
        onSuccess: ({ url }) => void window.open(url, '_blank', 'noopener'),
        onError: () => {
          notifications.show({ color: 'red', message: accountMessages.crossDomainFailed });
          window.open(storefrontUrl, '_blank', 'noopener');
        },
      },
    );
  return { open, isPending: start.isPending };
}
