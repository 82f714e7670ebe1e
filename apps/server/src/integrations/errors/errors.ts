import * as Sentry from '@sentry/node';
import type { Config } from '../../config';

/** What is known of where an error happened: never bodies, headers or secrets. */
export interface ErrorContext {
  reqId?: string;
  route?: string;
  method?: string;
  /** 'server', or the web app a browser report came from. */
  source?: 'server' | 'storefront' | 'admin';
  url?: string;
}

/**
 * SPEC.md §7's error-reporting service: Sentry when SENTRY_DSN is set; otherwise the log alone
 * (every unhandled error is logged whole already, so the local adapter does nothing more).
 */
export interface ErrorReporter {
  kind: 'sentry' | 'log';
  capture(error: unknown, context?: ErrorContext): void;
  /**
   * Names the request being served, for any report made while it runs (Sentry's own Fastify
   * instrumentation reports a failed request's error before our handler sees it).
   */
  tagRequest(context: ErrorContext): void;
  /** Waits until reports are sent (shutdown, tests), at most `timeoutMs`. */
  flush(timeoutMs: number): Promise<boolean>;
}

export const logErrorReporter: ErrorReporter = {
  kind: 'log',
  capture() {},
  tagRequest() {},
  flush: async () => true,
};

let initialised: string | undefined;

/**
 * Starts Sentry once per process (it is process-wide): errors, and traces sampled at
 * SENTRY_TRACES_SAMPLE_RATE (1: every trace, as SPEC.md §7 says of the old service). main.ts runs
 * this before the server's modules load (src/instrument.ts), so Sentry sees HTTP and database calls.
 */
export function initSentry(config: Pick<Config, 'env' | 'errorReporting'>): boolean {
  const { dsn, tracesSampleRate, release } = config.errorReporting;
  if (!dsn) return false;
  if (initialised === dsn) return true;
  Sentry.init({
    dsn,
    environment: config.env,
    tracesSampleRate,
    ...(release ? { release } : {}),
    // No personal data or secrets: no user fields, cookies, headers, bodies or query values (reset
    // links carry tokens); the route and request id name the request (docs/operations.md).
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
  });
  initialised = dsn;
  return true;
}

export function createErrorReporter(config: Pick<Config, 'env' | 'errorReporting'>): ErrorReporter {
  if (!initSentry(config)) return logErrorReporter;
  return {
    kind: 'sentry',
    capture(error, context = {}) {
      Sentry.withScope((scope) => {
        scope.setTag('source', context.source ?? 'server');
        if (context.reqId) scope.setTag('request_id', context.reqId);
        if (context.route) scope.setTag('route', context.route);
        if (context.method) scope.setTag('method', context.method);
        if (context.url) scope.setExtra('url', context.url);
        Sentry.captureException(error);
      });
    },
    tagRequest(context) {
      const scope = Sentry.getIsolationScope();
      if (context.reqId) scope.setTag('request_id', context.reqId);
      if (context.route) scope.setTag('route', context.route);
      if (context.method) scope.setTag('method', context.method);
      scope.setTag('source', context.source ?? 'server');
    },
    flush: (timeoutMs) => Sentry.flush(timeoutMs),
  };
}
