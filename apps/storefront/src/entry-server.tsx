import './lib/zod-config';
import type { StorefrontBranding } from '@patchbay/contract';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { App } from './app';
import { appRoutes } from './app/router';
import {
  type LoadJson,
  loadScreenData,
  type ServerRenderedScreen,
  serverRenderedScreen,
} from './app/server-data';
import { createQueryClient } from './lib/react-query';
import { SERVER_STATE_ID, scriptSafeJson } from './lib/server-state';
import { getStorefrontQueryOptions } from './lib/storefront';

/**
 * The storefront's server rendering (built with `vite build --ssr` into dist-server/, called by
 * apps/server's web plugin): the first screen of home, listing and product pages, for guests, as
 * the browser would render it with the same data, which the page carries for the browser to take
 * over (src/main.tsx hydrates it).
 */

export type { LoadJson, ServerRenderedScreen };

export interface RenderScreenRequest {
  /** The page's absolute URL. */
  url: string;
  /** The storefront's branding, as the page's head gives it to the browser (window.__STOREFRONT__). */
  storefront: StorefrontBranding;
  /** GET of the storefront's own API as a guest. */
  load: LoadJson;
  /** Aborts the data loading and the rendering (the caller's time limit). */
  signal: AbortSignal;
}

export interface RenderedScreen {
  screen: ServerRenderedScreen;
  /** What goes inside the page's root element. */
  html: string;
  /** A JSON script (not executable) with the data the page was rendered with. */
  stateScript: string;
}

const handler = createStaticHandler(appRoutes);

/** The rendered screen, or null for a URL that is not one of the screens rendered here. */
export async function renderScreen(request: RenderScreenRequest): Promise<RenderedScreen | null> {
  const context = await handler.query(new Request(request.url, { signal: request.signal }));
  if (context instanceof Response) return null;
  const screen = serverRenderedScreen(context.matches);
  if (!screen) return null;

  const queryClient = createQueryClient();
  queryClient.setQueryData(getStorefrontQueryOptions().queryKey, request.storefront);
  await loadScreenData(screen, {
    queryClient,
    params: context.matches.at(-1)?.params ?? {},
    search: new URL(request.url).search,
    load: request.load,
  });
  request.signal.throwIfAborted();

  const router = createStaticRouter(handler.dataRoutes, context);
  const errors: unknown[] = [];
  // Waits for every lazy screen and section: the page is complete, with no streamed parts
  // (which would need inline scripts the CSP does not allow).
  const { prelude } = await prerender(
    <StrictMode>
      <App
        queryClient={queryClient}
        router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
      />
    </StrictMode>,
    {
      signal: request.signal,
      // Every part inline, in order: React would otherwise send large parts after the rest, put
      // in place by inline scripts, which the page's CSP does not allow.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        errors.push(error);
      },
    },
  );
  const html = await new Response(prelude).text();
  // A part that failed would be left for the browser to render: the caller serves the browser's page instead.
  if (errors.length > 0) throw errors[0];
  request.signal.throwIfAborted();

  // The branding is in the page already (window.__STOREFRONT__).
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && query.queryKey[0] !== 'storefront',
  });
  return {
    screen,
    html,
    stateScript: `<script type="application/json" id="${SERVER_STATE_ID}">${scriptSafeJson(state)}</script>`,
  };
}
