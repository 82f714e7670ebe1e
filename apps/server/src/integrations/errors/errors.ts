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

/**
 * Starts Sentry once per process when SENTRY_DSN is set, loading @sentry/node only then (a start
 * without it does not pay for the import): errors, and traces sampled at SENTRY_TRACES_SAMPLE_RATE
 * (1: every trace, as SPEC.md §7 says of the old service). main.ts runs this before the server's
 * modules load (src/instrument.ts), so Sentry sees HTTP and database calls.
 */
export async function initSentry(config: Pick<Config, 'env' | 'errorReporting'>): Promise<boolean> {
  if (!config.errorReporting.dsn) return false;
  const { startSentry } = await import('./sentry');
  return startSentry(config);
}

export async function createErrorReporter(
  config: Pick<Config, 'env' | 'errorReporting'>,
): Promise<ErrorReporter> {
  if (!(await initSentry(config))) return logErrorReporter;
  const { sentryReporter } = await import('./sentry');
  return sentryReporter();
}
