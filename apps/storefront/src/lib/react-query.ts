import { ApiError } from '@patchbay/ui';
import {
  type MutationCache,
  type QueryCache,
  QueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';

/** What a query or mutation may say about itself to the caches' global handlers. */
export interface RequestMeta extends Record<string, unknown> {
  /**
   * A 401 reply is an expected answer here, not a lost session (SPEC.md §6: "except on login"):
   * the caches' onError leaves the session alone.
   */
  skipSessionReset?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: RequestMeta;
    mutationMeta: RequestMeta;
  }
}

/** SPEC.md §6/§8: a 401 reply on any call except those that expect one means the session is gone. */
export function isSessionLost(error: unknown, meta: RequestMeta | undefined): boolean {
  return error instanceof ApiError && error.status === 401 && meta?.skipSessionReset !== true;
}

export function createQueryClient({
  queryCache,
  mutationCache,
}: {
  queryCache?: QueryCache;
  mutationCache?: MutationCache;
} = {}) {
  return new QueryClient({
    ...(queryCache ? { queryCache } : {}),
    ...(mutationCache ? { mutationCache } : {}),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // A refetch blocks the page under the progress overlay: do not do it on every tab switch.
        refetchOnWindowFocus: false,
        // Retrying a refusal (400-499) only repeats it; a lost connection or a 5xx may pass the second time.
        retry: (failureCount, error) =>
          failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
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
