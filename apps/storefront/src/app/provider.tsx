import { Button, MantineProvider, Stack, Text, Title } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { accessibleCssVariablesResolver, createStorefrontTheme, QueryProgress } from '@patchbay/ui';
import {
  type DehydratedState,
  hydrate,
  MutationCache,
  QueryCache,
  type QueryClient,
  QueryClientProvider,
  useQuery,
} from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { PageLoader } from '@/components/page-loader';
import { clearClientState, clientStateStore, setClientState } from '@/lib/client-state';
import { createQueryClient, isSessionLost, type RequestMeta } from '@/lib/react-query';
import { getStorefrontQueryOptions, StorefrontProvider } from '@/lib/storefront';

let reloading = false;

/**
 * SPEC.md §6/§8, in one place for every query and mutation: a 401 reply (except where the call
 * expects one: login) means the session is gone, so the client state and local storage are cleared
 * and the page reloads. Only when this browser believed it was signed in: a guest has no session to
 * lose, and reloading on its 401s would loop.
 */
function resetSessionOnUnauthorized(error: unknown, meta: RequestMeta | undefined) {
  if (reloading || !isSessionLost(error, meta)) return;
  if (clientStateStore.getState().user === null) return;
  reloading = true;
  clearClientState();
  window.location.reload();
}

export function createAppQueryClient() {
  return createQueryClient({
    queryCache: new QueryCache({ onError: (error, query) => resetSessionOnUnauthorized(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => resetSessionOnUnauthorized(error, mutation.meta),
    }),
  });
}

export interface AppProviderProps {
  children: ReactNode;
  /** The server's rendering passes the cache it filled for the page (src/entry-server.tsx). */
  queryClient?: QueryClient | undefined;
  /** The browser, on a page the server rendered: the data that page was rendered with. */
  dehydratedState?: DehydratedState | undefined;
}

export function AppProvider({ children, queryClient: given, dehydratedState }: AppProviderProps) {
  const [queryClient] = useState(() => {
    if (given) return given;
    const client = createAppQueryClient();
    // Filled before the first render, so that it renders exactly what the server rendered.
    if (dehydratedState) hydrate(client, dehydratedState);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <BrandedProviders>{children}</BrandedProviders>
    </QueryClientProvider>
  );
}

/** Everything below needs the storefront's branding: its theme, its name in titles and footer. */
function BrandedProviders({ children }: { children: ReactNode }) {
  const storefront = useQuery(getStorefrontQueryOptions());
  const { data } = storefront;
  const theme = useMemo(
    () =>
      data ? createStorefrontTheme({ themeColor: data.themeColor, iconColor: data.iconColor }) : undefined,
    [data],
  );

  useEffect(() => {
    if (data) setClientState({ storefront: { id: data.id, slug: data.slug } });
  }, [data]);

  if (!data) {
    // Only without server-injected branding (the Vite dev server): wait for GET /api/storefront.
    return (
      <MantineProvider>
        {storefront.isError ? (
          <Stack align="center" py={96}>
            <Title order={1}>This storefront could not be loaded</Title>
            <Text>Please check your connection and try again.</Text>
            <Button onClick={() => void storefront.refetch()}>Try again</Button>
          </Stack>
        ) : (
          <PageLoader />
        )}
      </MantineProvider>
    );
  }

  return (
    <StorefrontProvider storefront={data}>
      {/* The seller's colours, darkened where text or white text on them would be hard to read. */}
      <MantineProvider theme={theme} cssVariablesResolver={accessibleCssVariablesResolver}>
        <Notifications position="top-right" />
        <QueryProgress />
        {children}
      </MantineProvider>
    </StorefrontProvider>
  );
}
