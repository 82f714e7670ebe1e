import { ApiError } from '@patchbay/ui';
import { MutationCache, QueryCache, QueryClient, type UseMutationOptions } from '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: QueryAndMutationMeta;
    mutationMeta: QueryAndMutationMeta;
  }
}

interface QueryAndMutationMeta extends Record<string, unknown> {
  /**
   * A 401 from this call is an answer, not an ended session (SPEC.md §6: every call except login).
   * The sign-in form shows 'Invalid username or password' instead of reloading the page.
   */
  unauthorizedIsAnswer?: boolean;
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** A 4xx will answer the same on a second try; only network failures and 5xx are retried, once. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * The one place a 401 is handled (SPEC.md §6 and §8): the transport only reports it, the caches see
 * every failed query and mutation and call `onSessionEnded` for a 401 unless the call says the 401
 * is its answer.
 */
export function createQueryClient({ onSessionEnded }: { onSessionEnded: () => void }) {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isUnauthorized(error) && !query.meta?.unauthorizedIsAnswer) onSessionEnded();
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _onMutateResult, mutation) => {
        if (isUnauthorized(error) && !mutation.meta?.unauthorizedIsAnswer) onSessionEnded();
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // A refetch blocks the page under the progress overlay: do not do it on every tab switch.
        refetchOnWindowFocus: false,
        retry: shouldRetry,
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
