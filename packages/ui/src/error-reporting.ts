/**
 * Uncaught browser errors to SPEC.md §7's error-reporting service (Sentry), from either web app.
 * The server writes `window.__ERROR_REPORTING__` into the page only when a DSN is configured
 * (plugins/web-shell.ts); without it nothing is loaded. With it, the reporting code is fetched after
 * the page has loaded, off the first screen's critical path; errors before that are kept and sent
 * once it runs.
 */

export interface BrowserErrorReportingConfig {
  dsn: string;
  environment: string;
  release?: string | undefined;
}

declare global {
  interface Window {
    __ERROR_REPORTING__?: BrowserErrorReportingConfig;
  }
}

interface ReportedEvent {
  request?: { url?: string; query_string?: unknown };
}
interface Breadcrumb {
  data?: Record<string, unknown>;
}

/** The part of @sentry/browser used here; each app passes its own `import('@sentry/browser')`. */
export interface BrowserReportingSdk {
  init(options: {
    dsn: string;
    environment: string;
    release?: string;
    sendDefaultPii: boolean;
    initialScope: { tags: Record<string, string> };
    beforeSend<E extends ReportedEvent>(event: E): E | null;
    beforeBreadcrumb<B extends Breadcrumb>(breadcrumb: B): B | null;
  }): unknown;
  captureException(error: unknown): unknown;
}

/** A URL without its query and fragment: reset and sign-in links carry tokens there. */
export const withoutQuery = (url: string) => url.replace(/[?#].*$/s, '');

function scrub<B extends Breadcrumb>(breadcrumb: B): B {
  const data = breadcrumb.data;
  if (!data) return breadcrumb;
  for (const key of ['url', 'from', 'to']) {
    if (typeof data[key] === 'string') data[key] = withoutQuery(data[key]);
  }
  return breadcrumb;
}

export function startErrorReporting(
  app: 'admin' | 'storefront',
  load: () => Promise<BrowserReportingSdk>,
): void {
  const config = typeof window === 'undefined' ? undefined : window.__ERROR_REPORTING__;
  if (!config) return;
  const early: unknown[] = [];
  const onError = (event: ErrorEvent) => early.push(event.error ?? new Error(event.message));
  const onRejection = (event: PromiseRejectionEvent) => early.push(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  const stopKeeping = () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
  const begin = async () => {
    try {
      const sdk = await load();
      sdk.init({
        dsn: config.dsn,
        environment: config.environment,
        ...(config.release ? { release: config.release } : {}),
        sendDefaultPii: false,
        initialScope: { tags: { source: app } },
        beforeSend(event) {
          if (event.request?.url) event.request.url = withoutQuery(event.request.url);
          if (event.request) delete event.request.query_string;
          return event;
        },
        beforeBreadcrumb: scrub,
      });
      stopKeeping();
      for (const error of early.splice(0)) sdk.captureException(error);
    } catch {
      // The reporting code could not be fetched (offline, blocked): the app goes on without it.
      stopKeeping();
    }
  };
  const later = () => setTimeout(() => void begin(), 0);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
