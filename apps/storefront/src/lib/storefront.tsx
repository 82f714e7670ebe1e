import type { StorefrontBranding } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { queryOptions } from '@tanstack/react-query';
import { createContext, type ReactNode, use } from 'react';
import { client } from './api-client';

declare global {
  interface Window {
    /** Injected into index.html by the server for the requesting host (see apps/server static web plugin). */
    __STOREFRONT__?: StorefrontBranding;
  }
}

export const getStorefront = () => dataOf(client.GET('/api/storefront'));

/**
 * The branding of the storefront this host serves. The server inlines it into the page, so the first
 * render already has it (no flash of the wrong brand); without it (Vite dev server) it is fetched.
 */
export const getStorefrontQueryOptions = () =>
  queryOptions({
    queryKey: ['storefront'],
    queryFn: getStorefront,
    // The server's rendering (src/entry-server.tsx) puts the branding in its cache instead.
    initialData: () => (typeof window === 'undefined' ? undefined : window.__STOREFRONT__),
    staleTime: Number.POSITIVE_INFINITY,
  });

const StorefrontContext = createContext<StorefrontBranding | null>(null);

export function StorefrontProvider({
  storefront,
  children,
}: {
  storefront: StorefrontBranding;
  children: ReactNode;
}) {
  return <StorefrontContext value={storefront}>{children}</StorefrontContext>;
}

export function useStorefront(): StorefrontBranding {
  const storefront = use(StorefrontContext);
  if (!storefront) throw new Error('useStorefront must be used inside StorefrontProvider');
  return storefront;
}
