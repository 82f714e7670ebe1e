import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppErrorBoundary } from '@/components/app-error-boundary';
import { AppProvider } from './provider';
import { AppRouter } from './router';

export interface AppProps {
  /** The server's rendering: its filled cache and its static router (src/entry-server.tsx). */
  queryClient?: QueryClient | undefined;
  router?: ReactNode;
  /** The browser, on a page the server rendered: the data it was rendered with. */
  dehydratedState?: DehydratedState | undefined;
}

export function App({ queryClient, router, dehydratedState }: AppProps = {}) {
  return (
    <AppErrorBoundary>
      <AppProvider queryClient={queryClient} dehydratedState={dehydratedState}>
        {router ?? <AppRouter />}
      </AppProvider>
    </AppErrorBoundary>
  );
}
