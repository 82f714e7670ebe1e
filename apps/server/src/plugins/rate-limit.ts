import fastifyRateLimit, { type FastifyRateLimitStore, type RateLimitOptions } from '@fastify/rate-limit';
import { accountMessages } from '@patchbay/contract';
import { lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { rateLimitHits } from '../db/schema/index';
import { AppError } from '../lib/errors';
import { loadRedis } from '../lib/lazy-modules';

const MINUTE = 60_000;

/**
 * Request limits per client address at the edge, per route class (README "Rate limits"). They
 * stop floods before a body is parsed or the database is asked; the precise per-account and
 * per-address rules (sign-in lockout, sign-up, forgot-password, quote requests) are counted by
 * their services in the database on top of these.
 */
export const RATE_LIMITS = {
  signIn: {
    max: 30,
    timeWindow: MINUTE,
    routes: ['POST /api/auth/login', 'POST /api/auth/token', 'POST /api/auth/cross-domain/redeem'],
  },
  register: { max: 10, timeWindow: MINUTE, routes: ['POST /api/auth/register'] },
  forgotPassword: {
    max: 10,
    timeWindow: MINUTE,
    routes: ['POST /api/auth/forgot-password', 'POST /api/auth/reset-password'],
  },
  quoteRequest: { max: 10, timeWindow: MINUTE, routes: ['POST /api/quote-requests'] },
  newsletter: {
    max: 10,
    timeWindow: MINUTE,
    routes: ['POST /api/newsletter', 'POST /api/newsletter/unsubscribe'],
  },
  storeSignup: { max: 5, timeWindow: MINUTE, routes: ['POST /api/store-signups'] },
  checkoutQuote: { max: 120, timeWindow: MINUTE, routes: ['POST /api/checkout/quote'] },
  /** 404 answers: otherwise an attacker can map which ids and URLs exist at full speed. */
  notFound: { max: 60, timeWindow: MINUTE, routes: [] as string[] },
} as const;
export type RateLimitClass = keyof typeof RATE_LIMITS;

const classByRoute = new Map<string, RateLimitClass>(
  (Object.entries(RATE_LIMITS) as [RateLimitClass, { routes: readonly string[] }][]).flatMap(
    ([name, limit]) => limit.routes.map((route) => [route, name] as const),
  ),
);

function routeClass(route: RouteOptions): RateLimitClass | undefined {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  for (const method of methods) {
    const found = classByRoute.get(`${method} ${route.url.replace(/\/$/, '')}`);
    if (found) return found;
  }
  return undefined;
}

type CounterStore = FastifyRateLimitStore;

/**
 * Counters in PostgreSQL: one atomic upsert per request counts it in a fixed window and returns
 * the count and the window's end, so concurrent requests on any process each get their own number.
 */
function postgresStore(db: Database, now: () => Date, log: FastifyBaseLogger) {
  let nextSweep = 0;
  async function sweep(at: Date) {
    if (at.getTime() < nextSweep) return;
    nextSweep = at.getTime() + MINUTE;
    await db.delete(rateLimitHits).where(lt(rateLimitHits.resetsAt, at));
  }
  async function count(key: string, timeWindow: number) {
    const at = now();
    const atSql = sql`${at.toISOString()}::timestamptz`;
    const expired = sql`${rateLimitHits.resetsAt} <= ${atSql}`;
    const [row] = await db
      .insert(rateLimitHits)
      .values({ key, hits: 1, resetsAt: new Date(at.getTime() + timeWindow) })
      .onConflictDoUpdate({
        target: rateLimitHits.key,
        set: {
          hits: sql`(case when ${expired} then 1 else ${rateLimitHits.hits} + 1 end)`,
          resetsAt: sql`(case when ${expired} then excluded.resets_at else ${rateLimitHits.resetsAt} end)`,
        },
      })
      .returning({ hits: rateLimitHits.hits, resetsAt: rateLimitHits.resetsAt });
    void sweep(at).catch((error: unknown) =>
      log.warn({ err: error }, 'rate limit: sweeping old counters failed'),
    );
    return { current: row?.hits ?? 1, ttl: Math.max(0, (row?.resetsAt.getTime() ?? 0) - at.getTime()) };
  }
  const store: CounterStore = {
    incr(key, callback, timeWindow) {
      count(key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => {
          log.error({ err: error }, 'rate limit: counting failed; the request goes through');
          callback(error);
        },
      );
    },
    child: () => store,
  };
  return store;
}

/** INCR and, for a new key, its expiry, in one script: atomic on the Redis server. */
const REDIS_INCR = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

/** Counters in Redis (REDIS_URL): the same keys and windows, with Redis expiring them. */
function redisStore(redis: Redis, log: FastifyBaseLogger) {
  const store: CounterStore = {
    incr(key, callback, timeWindow) {
      (redis.eval(REDIS_INCR, 1, `patchbay:rate-limit:${key}`, timeWindow) as Promise<[number, number]>).then(
        ([current, ttl]) => callback(null, { current, ttl }),
        (error: Error) => {
          log.error({ err: error }, 'rate limit: counting in Redis failed; the request goes through');
          callback(error);
        },
      );
    },
    child: () => store,
  };
  return store;
}

/**
 * A missing image, script or font a page refers to is not a scan: a page with broken images must
 * not lock its visitor out. Those 404s are not counted.
 */
const FILE_PREFIXES = ['/api/media/', '/uploads/', '/assets/'];
const FILE_EXTENSION = /\.(png|jpe?g|gif|webp|avif|svg|ico|css|js|mjs|map|woff2?|ttf|txt|xml|webmanifest)$/i;
export function isMissingFile(url: string): boolean {
  const path = url.split('?')[0] ?? url;
  return FILE_PREFIXES.some((prefix) => path.startsWith(prefix)) || FILE_EXTENSION.test(path);
}

function refusal(ttlMs: number): AppError {
  return new AppError('rate_limited', accountMessages.tooManyAttempts, {
    internal: 'edge rate limit',
    retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)),
  });
}

/**
 * Registers @fastify/rate-limit for the route classes of RATE_LIMITS, keyed by the client address
 * (request.ip: the peer, or what a TRUST_PROXY proxy says) and the class. The counters live where
 * every server process sees them: PostgreSQL by default, Redis when REDIS_URL is set. A failing
 * store lets requests through (and logs): the limits are a brake, never the reason the site is down.
 */
export const rateLimitPlugin = fp(async function rateLimitPlugin(
  app: FastifyInstance,
  opts: { ctx: AppContext },
) {
  const { ctx } = opts;
  let store: CounterStore;
  if (ctx.config.redisUrl) {
    // Loaded only with REDIS_URL: most installations count in PostgreSQL and skip its import.
    const { Redis } = await loadRedis();
    const redis = new Redis(ctx.config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
    redis.on('error', (error) => app.log.warn({ err: error }, 'rate limit: Redis connection error'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    store = redisStore(redis, app.log);
  } else {
    store = postgresStore(ctx.db, ctx.now, app.log);
  }

  // Before the rate-limit plugin's own onRoute hook: give each listed route its class's limit.
  app.addHook('onRoute', (route) => {
    const name = routeClass(route);
    if (!name) return;
    const { max, timeWindow } = RATE_LIMITS[name];
    const rateLimit: RateLimitOptions = { max, timeWindow, groupId: `:${name}` };
    route.config = { ...route.config, rateLimit };
  });

  await app.register(fastifyRateLimit, {
    global: false,
    hook: 'onRequest',
    // The plugin builds its store with `new Store(options)`: this class hands the calls to ours.
    store: class implements FastifyRateLimitStore {
      incr(...args: Parameters<CounterStore['incr']>) {
        store.incr(...args);
      }
      child() {
        return this;
      }
    },
    skipOnError: true,
    errorResponseBuilder: (_request, context) => refusal(context.ttl),
  });

  // 404 answers (not missing files) are counted once they are sent; an address over its budget is refused every
  // request (known and unknown URLs alike) until its window ends. The refusal is remembered in
  // this process, so other traffic costs no counter read; every process learns it from the shared
  // count at its own next 404 of that address.
  const countNotFound = app.createRateLimit({
    max: RATE_LIMITS.notFound.max,
    timeWindow: RATE_LIMITS.notFound.timeWindow,
    keyGenerator: (request) => `${request.ip}:notFound`,
  });
  const refusedUntil = new Map<string, number>();
  app.addHook('onRequest', async (request) => {
    const until = refusedUntil.get(request.ip);
    if (until === undefined) return;
    const left = until - ctx.now().getTime();
    if (left > 0) throw refusal(left);
    refusedUntil.delete(request.ip);
  });
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode !== 404 || isMissingFile(request.url)) return;
    const result = await countNotFound(request).catch(() => null);
    // The 60th 404 uses the budget up: from the next request on, the address is refused.
    if (result && !result.isAllowed && result.remaining === 0) {
      if (refusedUntil.size > 10_000) refusedUntil.clear();
      refusedUntil.set(request.ip, ctx.now().getTime() + result.ttl);
    }
  });
});
