import { dataOf } from '@patchbay/ui';
import { useMutation } from '@tanstack/react-query';
import { client } from '@/lib/api-client';

/** The unsubscribe link of a newsletter mail, confirmed: no sign-in, the same answer twice. */
export const unsubscribeNewsletter = (token: string) =>
  dataOf(client.POST('/api/newsletter/unsubscribe', { body: { token } }));

export const useUnsubscribeNewsletter = () => useMutation({ mutationFn: unsubscribeNewsletter });
