import { existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { StorefrontBranding } from '@patchbay/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { SESSION_COOKIE } from './auth';
import { idsIn } from './page-cache';
import { repoRoot } from './web-static';

/** The storefront's server rendering, built beside its dist folder (apps/storefront/src/entry-server.tsx). */
export const storefrontServerEntry = path.join(repoRoot, 'apps/storefront/dist-server/entry-server.js');

/**
 * The storefront's server rendering of one page's first screen (apps/storefront/src/entry-server.tsx
 * renderScreen): written here as the server sees it, since the server does not import the apps.
 */
export type StorefrontRenderer = (request: {
  url: string;
  storefront: StorefrontBranding;
  load: (path: string) => Promise<unknown>;
  signal: AbortSignal;
}) => Promise<{ screen: string; html: string; stateScript: string } | null>;

/** One rendered first screen: its name, its markup and the script with the data it was rendered with. */
export type RenderedScreen = NonNullable<Awaited<ReturnType<StorefrontRenderer>>>;

/**
 * What became of a guest's page: rendered here, or left to the browser because rendering is off,
 * the load guard held it back (busy event loop, or two renders already running), or it failed or
 * ran past its budget. Counted in patchbay_page_renders_total.
 */
export type RenderOutcome = 'rendered' | 'guard' | 'error' | 'off';

export interface FirstScreen {
  screen: RenderedScreen | null;
  outcome: RenderOutcome;
  /** Ids the page's data named (its listings and their other sellers'): what the page shows. */
  ids: Set<string>;
}

/** Marks the API calls a render makes (counted apart from the requests from outside). */
const RENDER_LOAD_HEADER = 'x-patchbay-render';

/** The built server rendering, or null when the storefront was built without it. */
export async function loadStorefrontRenderer(
  file = storefrontServerEntry,
): Promise<StorefrontRenderer | null> {
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderScreen?: StorefrontRenderer };
  return typeof module.renderScreen === 'function' ? module.renderScreen : null;
}

/**
 * The storefront's first-screen rendering for one server: a renderer, its time budget and the
 * limits that keep it from taking the API's capacity. Returns the function the page handler calls.
 * `getRenderer` gives the renderer (or null: none) when a page first needs it; the built one may
 * still be loading then, and the page waits for it before its budget starts.
 */
export function createFirstScreenRenderer(
  app: FastifyInstance,
  config: Config,
  getRenderer: () => Promise<StorefrontRenderer | null>,
): (request: FastifyRequest, branding: StorefrontBranding) => Promise<FirstScreen> {
  // How long a page may wait for its server rendering (data and render). Past it, or on any
  // error, the page goes out as before: rendered by the browser.
  const renderBudgetMs = config.serverRenderBudgetMs;

  // A render costs about 13 ms of this process's only thread, some forty times a page sent from
  // the page cache. So renders run two at a time at most; and while other requests are waiting
  // and the event loop was busier than SERVER_RENDER_MAX_LOAD over the last half second, one at a
  // time and for at most RENDER_SHARE_WHEN_BUSY of each half second (timed from start to end, so
  // under load a render counts for more than its own work). A crowd keeps the API's capacity and
  // gets the pages the cache holds, the cache still fills slowly, and what the guard holds back
  // goes out as the browser-rendered page (as before). One guest at a time (nobody waiting) is
  // never held back by the renders' own load.
  const MAX_RENDERS_AT_ONCE = 2;
  const WINDOW_MS = 500;
  const RENDER_SHARE_WHEN_BUSY = 0.2;
  let rendersInFlight = 0;
  let loopBusy = 0;
  /** Milliseconds renders took in the current window (from start to end: waits on data included). */
  let renderMs = 0;
  /** Requests from outside being answered now (the renders' own API calls are not counted). */
  let openRequests = 0;
  let loopSample = performance.eventLoopUtilization();
  const loadSampler = setInterval(() => {
    const now = performance.eventLoopUtilization();
    loopBusy = performance.eventLoopUtilization(now, loopSample).utilization;
    loopSample = now;
    renderMs = 0;
  }, WINDOW_MS);
  loadSampler.unref();
  app.addHook('onClose', async () => clearInterval(loadSampler));
  const outside = (request: FastifyRequest) => request.headers[RENDER_LOAD_HEADER] === undefined;
  // Counted down once, when the reply is sent or its connection closes (a client that gives up
  // has no onResponse): a request left counted would hold renders back for good.
  const countDown = new WeakMap<FastifyRequest, () => void>();
  app.addHook('onRequest', async (request, reply) => {
    if (!outside(request)) return;
    openRequests += 1;
    let open = true;
    const done = () => {
      if (!open) return;
      open = false;
      openRequests -= 1;
    };
    countDown.set(request, done);
    reply.raw.once('close', done);
  });
  app.addHook('onResponse', async (request) => countDown.get(request)?.());
  const guarded = () => {
    if (rendersInFlight >= MAX_RENDERS_AT_ONCE) return true;
    // Besides the page asking and the pages rendering: someone waits.
    const othersWaiting = openRequests - 1 - rendersInFlight > 0;
    if (!othersWaiting || loopBusy <= config.serverRenderMaxLoad) return false;
    return rendersInFlight > 0 || renderMs >= RENDER_SHARE_WHEN_BUSY * WINDOW_MS;
  };

  /**
   * Returns the first screen rendered on the server, or null to let the browser render it: only for
   * guests (a signed-in buyer's prices and cart differ, and are never rendered or cached here),
   * only for the screens that have it, and never at the cost of the page: an error or a render
   * slower than the budget gives the browser-rendered page, as before.
   */
  async function renderFirstScreen(
    request: FastifyRequest,
    branding: StorefrontBranding,
  ): Promise<FirstScreen> {
    const ids = new Set<string>();
    if (renderBudgetMs === 0) return { screen: null, outcome: 'off', ids };
    if (request.cookies[SESSION_COOKIE] !== undefined || request.headers.authorization) {
      return { screen: null, outcome: 'off', ids };
    }
    const renderer = await getRenderer();
    if (!renderer) return { screen: null, outcome: 'off', ids };
    if (guarded()) return { screen: null, outcome: 'guard', ids };
    rendersInFlight += 1;
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error(`server rendering took over ${renderBudgetMs} ms`)),
      renderBudgetMs,
    );
    const started = performance.now();
    try {
      // The API as the browser would call it, as a guest: the same JSON, the same visibility
      // rules (prices a seller keeps for signed-in buyers stay out, as in the browser).
      const headers: Record<string, string> = { accept: 'application/json', [RENDER_LOAD_HEADER]: '1' };
      for (const name of [
        'host',
        'x-forwarded-host',
        'x-forwarded-proto',
        'x-forwarded-for',
        'user-agent',
        'accept-language',
        'cookie',
      ]) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const load = async (url: string) => {
        const res = await app.inject({
          method: 'GET',
          url,
          headers,
          remoteAddress: request.socket.remoteAddress ?? '127.0.0.1',
        });
        // Past the budget the page has gone out already: the answer is dropped. (The call is
        // not aborted: an aborted injected request is logged as a server error.)
        controller.signal.throwIfAborted();
        if (res.statusCode !== 200) throw new Error(`GET ${url} answered ${res.statusCode}`);
        const data = res.json() as unknown;
        idsIn(data, ids);
        return data;
      };
      const rendered = await Promise.race([
        renderer({
          url: `${request.protocol}://${request.hostname}${request.url}`,
          storefront: branding,
          load,
          signal: controller.signal,
        }),
        new Promise<never>((_, reject) =>
          controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true }),
        ),
      ]);
      if (rendered) {
        request.log.debug(
          { screen: rendered.screen, ms: Math.round(performance.now() - started) },
          'server rendered',
        );
      }
      return { screen: rendered, outcome: rendered ? 'rendered' : 'off', ids };
    } catch (error) {
      request.log.warn(
        { err: error, url: request.url },
        'server rendering failed; the page renders in the browser',
      );
      return { screen: null, outcome: 'error', ids };
    } finally {
      clearTimeout(timer);
      rendersInFlight -= 1;
      renderMs += performance.now() - started;
    }
  }

  return renderFirstScreen;
}
