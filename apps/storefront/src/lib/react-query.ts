import { QueryClient, type UseMutationOptions } from '@tanstack/react-query';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // A refetch blocks the page under the progress overlay: do not do it on every tab switch.
        refetchOnWindowFocus: false,
        retry: 1,
      },
    },
  });
}

// biome-ignore lint/suspicious/noExplicitAny: generic helper type as in bulletproof-react
type AnyFunction = (...args: any[]) => Promise<unknown>;

/** Options a caller may pass to a feature's mutation hook (bulletproof-react's MutationConfig). */
export type MutationConfig<MutationFn extends AnyFunction> = Omit<
  UseMutationOptions<Awaited<ReturnType<MutationFn>>, Error, Parameters<MutationFn>[0]>,
  'mutationFn'
>;
