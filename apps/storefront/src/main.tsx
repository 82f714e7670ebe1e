import './lib/zod-config';
import './mantine-styles';
import '@mantine/notifications/styles.css';
import '@mantine/nprogress/styles.css';
import { startErrorReporting } from '@patchbay/ui';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { startTakingOverServerHtml } from './components/hydrate-on-view';
import { clientStateStore } from './lib/client-state';
import { readServerState } from './lib/server-state';

async function start() {
  // Uncaught errors to the error-reporting service, when the page names one (loaded after the page).
  startErrorReporting('storefront', () => import('@sentry/browser'));
  if (import.meta.env.DEV) {
    // Development only (dropped from production builds): lets the Vite server show a storefront
    // without the API server, via ?fixture=<name>. See src/testing/dev-storefront.ts.
    const { injectDevStorefront } = await import('./testing/dev-storefront');
    injectDevStorefront();
  }
  // Saves of the client state are throttled: write the last change before the page goes away.
  window.addEventListener('pagehide', () => clientStateStore.flush());

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // A page the server rendered (home, listing and product pages for guests) comes with its
  // HTML and the data it was rendered with: React takes over that HTML instead of redrawing it.
  const dehydratedState = readServerState(document);
  if (dehydratedState && root.firstElementChild) {
    startTakingOverServerHtml();
    // As a transition too: the hydration yields to the browser between parts of the page.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App dehydratedState={dehydratedState} />
        </StrictMode>,
      );
    });
    return;
  }
  // Rendered as a transition: React yields to the browser every few milliseconds instead of
  // building the whole first screen in one long task (input stays responsive while it loads).
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

void start();
