import * as Sentry from '@sentry/node';
import type { Config } from '../../config';
import type { ErrorReporter } from './errors';

// Loaded only when SENTRY_DSN is set (errors.ts): @sentry/node is the heaviest import of the server
// and a start without it does not pay for it.

let initialised: string | undefined;

/**
 * Starts Sentry once per process (it is process-wide): errors, and traces sampled at
 * SENTRY_TRACES_SAMPLE_RATE (1: every trace, as SPEC.md §7 says of the old service). main.ts runs
 * this before the server's modules load (src/instrument.ts), so Sentry sees HTTP and database calls.
 */
export function startSentry(config: Pick<Config, 'env' | 'errorReporting'>): boolean {
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

/** The reporter over a started Sentry (startSentry first). */
export function sentryReporter(): ErrorReporter {
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
