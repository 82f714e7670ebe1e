// Imported by main.ts before any other module of the server: error reporting starts before the
// server's modules load, as Sentry asks, so its tracing wraps HTTP and database calls. Nothing
// happens without SENTRY_DSN.
import { parseConfig } from './config';
import { initSentry } from './integrations/errors/errors';

await initSentry(parseConfig());
