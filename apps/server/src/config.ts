import { isIP } from 'node:net';
import path from 'node:path';
import { emailSchema, passwordSchema } from '@patchbay/domain';
import { z } from 'zod';

/** A retail search URL template: http(s), with {mpn}. */
const retailTemplate = z
  .string()
  .regex(/^https?:\/\/\S+$/, 'must be an http(s) URL')
  .refine((v) => v.includes('{mpn}'), 'must contain {mpn}')
  .optional();

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const hostList = z.string().transform((s) =>
  s
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean),
);

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || !address) return false;
  const version = isIP(address);
  if (version === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies may tell the client's address in X-Forwarded-For (Fastify's trustProxy): a hop
 * count ('1': the one load balancer in front), or addresses and CIDRs of the proxies. Unset: none,
 * so the address is the TCP peer's and a client cannot claim another.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, issue): number | string[] => {
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops >= 1 && hops <= 10) return hops;
    } else {
      const entries = value
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean);
      if (entries.length > 0 && entries.every(isAddressOrCidr)) return entries;
    }
    issue.addIssue({
      code: 'custom',
      message: 'must be a hop count (1-10) or comma-separated proxy addresses or CIDRs',
    });
    return z.NEVER;
  });

/**
 * Every environment variable the server reads, parsed once. Nothing else reads process.env
 * (DESIGN.md §2); the README lists each of these.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /**
   * A second pool for catalogue reads (search, listing pages, product detail): a read replica of
   * DATABASE_URL's database. Its data may lag the primary (docs/operations.md). Unset: DATABASE_URL.
   */
  DATABASE_READ_URL: z.string().url().optional(),
  ADMIN_HOSTS: hostList.default(['admin.localhost']),
  TRUST_PROXY: trustProxy.optional(),
  /** The edge rate limits per route class (README "Rate limits"); false only where a gateway does it. */
  RATE_LIMIT: bool.default(true),
  /** Rate-limit counters in Redis (shared by every process) instead of PostgreSQL. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')
    .optional(),
  /** 'allow' serves a robots.txt that lets crawlers in; 'disallow' keeps them out. */
  ROBOTS: z.enum(['allow', 'disallow']).default('allow'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Company website for the marketplace footer links (SPEC.md §2). */
  COMPANY_WEBSITE_URL: z.string().url().default('https://www.patchbay.example'),
  // Integrations: each has a real adapter selected by its variable and a local default.
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Patchbay <no-reply@patchbay.test>'),
  RECORDS_API_URL: z.string().url().optional(),
  RECORDS_API_TOKEN: z.string().optional(),
  /** Requests a second this process sends to the records base (Airtable allows 5 per base in all). */
  RECORDS_REQUESTS_PER_SECOND: z.coerce.number().positive().max(1000).default(5),
  /** IP lookup for search keyword records: a URL template with {ip}, e.g. https://ipapi.co/{ip}/json/. */
  IPLOOKUP_URL: z
    .string()
    .regex(/^https?:\/\/\S+$/, 'must be an http(s) URL')
    .refine((v) => v.includes('{ip}'), 'must contain {ip}')
    .optional(),
  /** Card payments through Stripe when both keys are set; the built-in sandbox gateway otherwise. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_\S+$/, 'must be a Stripe secret key')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_\S+$/, 'must be a Stripe publishable key')
    .optional(),
  /**
   * Product insights' two retail sources (SPEC.md §9): a search URL template with {brand} and
   * {mpn} each; the local fixture source when unset. NAME is the site's name (its title suffix is
   * trimmed), TAG the affiliate tag set on its links, TOKEN a bearer token if the API wants one.
   */
  PRICE_SOURCE_1_URL: retailTemplate,
  PRICE_SOURCE_1_NAME: z.string().trim().min(1).max(60).default('Retail One'),
  PRICE_SOURCE_1_TAG: z.string().trim().min(1).max(100).optional(),
  PRICE_SOURCE_1_TOKEN: z.string().min(1).optional(),
  PRICE_SOURCE_2_URL: retailTemplate,
  PRICE_SOURCE_2_NAME: z.string().trim().min(1).max(60).default('Retail Two'),
  PRICE_SOURCE_2_TAG: z.string().trim().min(1).max(100).optional(),
  PRICE_SOURCE_2_TOKEN: z.string().min(1).optional(),
  /** Carrier rates from Shippo when set; the built-in rate table otherwise. */
  SHIPPO_API_TOKEN: z.string().min(1).optional(),
  /** Run the outbox worker in this process (default) or leave it to another process. */
  OUTBOX_WORKER: bool.default(true),
  OUTBOX_RETRY_LIMIT: z.coerce.number().int().min(0).max(100).default(8),
  /** Delivered outbox rows (mail without its body by then) are deleted this many days later. */
  OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Serve the built web apps; tests of the API alone turn it off. */
  SERVE_WEB: bool.default(true),
  /**
   * How long a storefront page may take to be rendered on the server (data and render), in ms;
   * past it the browser renders it. 0 turns the server rendering off.
   */
  SERVER_RENDER_BUDGET_MS: z.coerce.number().int().min(0).max(10_000).default(300),
  /**
   * While other requests wait and this process's event loop was busier than this share (0-1) over
   * the last half second, server rendering runs one page at a time for at most a fifth of the time:
   * under load the browser renders the rest, and the server keeps its capacity for the API. 1 never
   * holds it back.
   */
  SERVER_RENDER_MAX_LOAD: z.coerce.number().min(0).max(1).default(0.5),
  /**
   * The heap of the thread that reads an import's XLSX, in MiB, and the most its table of shared
   * strings (every distinct text of the workbook, kept while it is read) may take. A workbook
   * needing more is refused.
   */
  IMPORT_READER_HEAP_MB: z.coerce.number().int().min(32).max(65_536).default(96),
  /** Outside production: seed demo data into an empty database (default), or not. */
  SEED_DEMO_DATA: bool.default(true),
  /**
   * Seed demo data (published passwords) into an empty database: `true` is the only way in
   * production; `false` turns it off anywhere. Unset: production seeds nothing, other environments
   * follow SEED_DEMO_DATA.
   */
  SEED_DEMO: bool.optional(),
  /**
   * The first platform operator, made at start when no account has this e-mail yet (read once;
   * `npm run create-operator` is the other way, and reads OPERATOR_PASSWORD too).
   */
  OPERATOR_EMAIL: z.string().trim().toLowerCase().pipe(emailSchema).optional(),
  OPERATOR_PASSWORD: passwordSchema.optional(),
  /**
   * Server processes on this port (node:cluster): a primary forks this many workers that share the
   * port. Above 1 needs DATABASE_URL: PGlite's folder is opened by one process.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** Errors (and traces) to Sentry; unset: the log only. */
  SENTRY_DSN: z.string().url().optional(),
  /** Share of traces sent to Sentry: 1 sends every one (SPEC.md §7: all traces sampled). */
  SENTRY_TRACES_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(1),
  /** The release Sentry files errors under (a commit or version). */
  SENTRY_RELEASE: z.string().min(1).max(200).optional(),
  /**
   * Where the web apps report uncaught browser errors (a DSN is public: it is written into the
   * served pages). Unset: SENTRY_DSN's; neither: the browsers load no reporting code.
   */
  SENTRY_BROWSER_DSN: z.string().url().optional(),
  /** Uploads in this S3-compatible bucket instead of DATA_DIR/uploads (credentials: AWS_* variables). */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
    .optional(),
  /** An S3-compatible endpoint (MinIO, R2...); unset: AWS. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Bearer token that /metrics asks for; unset, /metrics answers 404. */
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,200}$/, 'must be 16 to 200 printable characters without spaces')
    .optional(),
  /** /api/ready answers 503 while an outbox row has been due for longer than this. */
  READY_OUTBOX_MAX_DELAY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** DATABASE_READ_URL: catalogue reads go there (a replica); unset: the main pool. */
  databaseReadUrl: string | undefined;
  adminHosts: string[];
  /** Fastify's trustProxy: a hop count, the proxies' addresses, or false (trust no proxy). */
  trustProxy: number | string[] | false;
  rateLimit: boolean;
  redisUrl: string | undefined;
  robots: 'allow' | 'disallow';
  logLevel: string;
  companyWebsiteUrl: string;
  mail: { smtpUrl: string | undefined; from: string; dropDir: string };
  records: { apiUrl: string | undefined; apiToken: string | undefined; requestsPerSecond: number };
  iplookup: { urlTemplate: string | undefined };
  payments: { stripeSecretKey: string | undefined; stripePublishableKey: string | undefined };
  shipping: { shippoApiToken: string | undefined };
  /** The two retail sources of product insights; url undefined: the local fixture source. */
  priceSources: {
    id: string;
    name: string;
    url: string | undefined;
    affiliateTag: string | undefined;
    token: string | undefined;
  }[];
  outbox: { worker: boolean; retryLimit: number; retentionDays: number };
  uploadsDir: string;
  serveWeb: boolean;
  serverRenderBudgetMs: number;
  serverRenderMaxLoad: number;
  importReaderHeapMb: number;
  seedDemoData: boolean;
  /** OPERATOR_EMAIL and OPERATOR_PASSWORD. */
  operator: { email: string | undefined; password: string | undefined };
  /** SENTRY_*: the error-reporting service (integrations/errors). */
  errorReporting: {
    dsn: string | undefined;
    tracesSampleRate: number;
    release: string | undefined;
    /** SENTRY_BROWSER_DSN, else SENTRY_DSN: given to the web apps in their pages. */
    browserDsn: string | undefined;
  };
  /** Where uploads live: S3_BUCKET's bucket, or DATA_DIR/uploads when unset. */
  storage: { s3: { bucket: string; endpoint: string | undefined; region: string } | undefined };
  /** WEB_CONCURRENCY: worker processes sharing the port (1: this process serves). */
  webConcurrency: number;
  /** METRICS_TOKEN: /metrics is served only with it. */
  metrics: { token: string | undefined };
  /** READY_OUTBOX_MAX_DELAY_SECONDS: how long a due outbox row may wait before /api/ready says stuck. */
  ready: { outboxMaxDelaySeconds: number };
}

/** PRICE_SOURCE_1_* and PRICE_SOURCE_2_*: product insights' two retail sources. */
function priceSourcesOf(e: z.infer<typeof envSchema>): Config['priceSources'] {
  return ([1, 2] as const).map((n) => ({
    id: `retail${n}`,
    name: e[`PRICE_SOURCE_${n}_NAME`],
    url: e[`PRICE_SOURCE_${n}_URL`],
    affiliateTag: e[`PRICE_SOURCE_${n}_TAG`],
    token: e[`PRICE_SOURCE_${n}_TOKEN`],
  }));
}

export function parseConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.OPERATOR_EMAIL !== undefined && e.OPERATOR_PASSWORD === undefined) {
    throw new Error('Invalid environment:\n  OPERATOR_EMAIL needs OPERATOR_PASSWORD');
  }
  if ((e.STRIPE_SECRET_KEY === undefined) !== (e.STRIPE_PUBLISHABLE_KEY === undefined)) {
    throw new Error('Invalid environment:\n  STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are set together');
  }
  if (e.DATABASE_READ_URL !== undefined && e.DATABASE_URL === undefined) {
    throw new Error(
      'Invalid environment:\n  DATABASE_READ_URL needs DATABASE_URL: it is a replica of that PostgreSQL database',
    );
  }
  if (e.WEB_CONCURRENCY > 1 && e.DATABASE_URL === undefined) {
    throw new Error(
      'Invalid environment:\n  WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded database (PGlite) is opened by one process only',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    adminHosts: e.ADMIN_HOSTS,
    trustProxy: e.TRUST_PROXY ?? false,
    rateLimit: e.RATE_LIMIT,
    redisUrl: e.REDIS_URL,
    robots: e.ROBOTS,
    logLevel: e.LOG_LEVEL,
    companyWebsiteUrl: e.COMPANY_WEBSITE_URL.replace(/\/$/, ''),
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, dropDir: path.join(dataDir, 'mail') },
    records: {
      apiUrl: e.RECORDS_API_URL,
      apiToken: e.RECORDS_API_TOKEN,
      requestsPerSecond: e.RECORDS_REQUESTS_PER_SECOND,
    },
    iplookup: { urlTemplate: e.IPLOOKUP_URL },
    payments: { stripeSecretKey: e.STRIPE_SECRET_KEY, stripePublishableKey: e.STRIPE_PUBLISHABLE_KEY },
    shipping: { shippoApiToken: e.SHIPPO_API_TOKEN },
    priceSources: priceSourcesOf(e),
    outbox: {
      worker: e.OUTBOX_WORKER,
      retryLimit: e.OUTBOX_RETRY_LIMIT,
      retentionDays: e.OUTBOX_RETENTION_DAYS,
    },
    uploadsDir: path.join(dataDir, 'uploads'),
    serveWeb: e.SERVE_WEB,
    serverRenderBudgetMs: e.SERVER_RENDER_BUDGET_MS,
    serverRenderMaxLoad: e.SERVER_RENDER_MAX_LOAD,
    importReaderHeapMb: e.IMPORT_READER_HEAP_MB,
    seedDemoData: e.SEED_DEMO ?? (e.NODE_ENV === 'production' ? false : e.SEED_DEMO_DATA),
    operator: { email: e.OPERATOR_EMAIL, password: e.OPERATOR_PASSWORD },
    errorReporting: {
      dsn: e.SENTRY_DSN,
      tracesSampleRate: e.SENTRY_TRACES_SAMPLE_RATE,
      release: e.SENTRY_RELEASE,
      browserDsn: e.SENTRY_BROWSER_DSN ?? e.SENTRY_DSN,
    },
    storage: {
      s3: e.S3_BUCKET ? { bucket: e.S3_BUCKET, endpoint: e.S3_ENDPOINT, region: e.S3_REGION } : undefined,
    },
    webConcurrency: e.WEB_CONCURRENCY,
    metrics: { token: e.METRICS_TOKEN },
    ready: { outboxMaxDelaySeconds: e.READY_OUTBOX_MAX_DELAY_SECONDS },
  };
}
