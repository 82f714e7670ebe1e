import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { AppContext } from '../context';
import { resolveStorefrontHead, type StorefrontHead } from '../modules/catalog/seo';
import { toStorefrontBranding } from '../modules/storefronts/storefronts.service';
import { addVary, etagOf, guestCacheHeaders, isGuestRequest } from './guest-cache';
import {
  type CachedPage,
  createRenderedPageCache,
  RENDERED_PRODUCT_PAGE_FRESH_MS,
  toCachedPage,
} from './page-cache';
import { type RenderedPage, renderAppHtml, sendCompressedPage, sendPage } from './web-shell';
import { createFirstScreenRenderer, loadStorefrontRenderer, type StorefrontRenderer } from './web-ssr';
import { type BuiltApp, loadBuiltApp, sendBuiltFile, type WebTemplates, webDistDirs } from './web-static';

/**
 * The web apps on every host: uploaded images, the built apps' files, and each app's HTML shell
 * with this storefront's head (and, for guests, its first screen rendered here). The parts:
 * web-static (built files), web-ssr (server rendering), web-shell (the HTML). Robots, sitemaps
 * and the feed are the catalogue's (modules/catalog/feeds.routes.ts).
 */
export { type RenderedPage, renderAppHtml } from './web-shell';
export { loadStorefrontRenderer, type StorefrontRenderer, storefrontServerEntry } from './web-ssr';
export { SCREEN_MODULES, screenModulesOf, type WebTemplates, webDistDirs } from './web-static';

export interface WebPluginOptions {
  config: Config;
  ctx: AppContext;
  templates?: WebTemplates | undefined;
  /**
   * The storefront's server rendering. By default the built one when the built apps are served;
   * none with `templates` (tests of the head), unless given here too.
   */
  renderer?: StorefrontRenderer | null | undefined;
}

/**
 * The built storefront's server rendering, loaded once the server listens, or by the first page
 * that needs it if that comes sooner: its modules (React and the storefront's screens) take about
 * as long to load as the rest of the server, and nothing but a guest's first screen waits for them.
 */
function builtRenderer(app: FastifyInstance): () => Promise<StorefrontRenderer | null> {
  let loading: Promise<StorefrontRenderer | null> | undefined;
  const load = () => {
    loading ??= loadStorefrontRenderer().then(
      (renderer) => {
        if (!renderer)
          app.log.warn('the storefront is built without its server rendering; run npm run build');
        return renderer;
      },
      (error: unknown) => {
        app.log.warn(
          { err: error },
          'the storefront server rendering could not be loaded; pages render in the browser',
        );
        return null;
      },
    );
    return loading;
  };
  app.addHook('onListen', async () => {
    void load();
  });
  return load;
}

export const webPlugin = fp(async function webPlugin(app: FastifyInstance, opts: WebPluginOptions) {
  // long-function: a route table: one short handler per route, in one plugin.
  const { config, ctx } = opts;
  mkdirSync(config.uploadsDir, { recursive: true });

  // Uploaded and generated images. Everything else is served by the handlers below. A file's
  // content never changes under its name (uploads get a new unguessable name; the seed's images
  // are the same on every run), so browsers may keep them for a month.
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    // With an object store (S3_BUCKET), plugins/uploads.ts serves /uploads/ instead.
    serve: ctx.storage.kind === 'local',
    maxAge: '30d',
    // reply.sendFile (the built apps' files below) sends the `.br` or `.gz` file the build wrote
    // beside a script or stylesheet to browsers that accept it (scripts/build-web.mjs).
    preCompressed: true,
  });

  // The storefront's own theme stylesheet (SPEC.md §1: one per host).
  app.get('/theme.css', async (request, reply) => {
    return reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(request.storefront.themeCss ?? '');
  });

  const given = (template: string | undefined): BuiltApp | null =>
    template === undefined ? null : { root: '', files: new Set(), template, screenModules: new Map() };
  const apps = opts.templates
    ? { storefront: given(opts.templates.storefront), admin: given(opts.templates.admin) }
    : config.serveWeb
      ? { storefront: loadBuiltApp(webDistDirs.storefront), admin: loadBuiltApp(webDistDirs.admin) }
      : { storefront: null, admin: null };
  if (config.serveWeb) {
    for (const [name, built] of Object.entries(apps)) {
      if (!built) app.log.warn(`the ${name} app is not built; run npm run build`);
    }
  }
  const { browserDsn, release } = config.errorReporting;
  const errorReporting = browserDsn ? { dsn: browserDsn, environment: config.env, release } : undefined;
  const renderFirstScreen = createFirstScreenRenderer(
    app,
    config,
    opts.renderer === undefined && !opts.templates && config.serveWeb && apps.storefront
      ? builtRenderer(app)
      : async () => opts.renderer ?? null,
  );
  const renderedPages = createRenderedPageCache();
  app.addHook('onClose', async () => renderedPages.close());
  // Listing-level drops come from invalidateCatalogue (page-cache.ts), in every process through the
  // bus's `listings` topic. A product or category change (`catalog`) names no listings: every
  // rendered page goes. A storefront change drops that storefront's pages when the notice names it,
  // else every page (an organization's name shows on every storefront that lists its listings).
  ctx.cache.subscribe('catalog', () => renderedPages.drop({ all: true }));
  ctx.cache.subscribe('storefronts', (change) =>
    renderedPages.drop(
      change?.storefrontIds?.length ? { storefrontIds: change.storefrontIds } : { all: true },
    ),
  );

  // Rendered pages per storefront and surface; the key includes updatedAt, so an edited
  // storefront is re-rendered on its next request.
  const pages = new Map<string, RenderedPage>();
  // The organization's name and other joined fields do not move updatedAt: any storefront change
  // announced on the cache bus drops them all (a few per storefront, rendered again on demand).
  ctx.cache.subscribe('storefronts', () => pages.clear());

  /**
   * The app's index.html with this storefront's head. The home page and paths without a head of
   * their own are rendered once per storefront (and again when it changes); listing and product
   * pages per request (one indexed query).
   */
  async function sendApp(request: FastifyRequest, reply: FastifyReply, built: BuiltApp, path: string) {
    const sf = request.storefront;
    // A guest's page already rendered is sent before its head is looked up: the cache holds only
    // pages whose head said 200 with a first screen, and drops them when their listings, the
    // catalogue or the storefront change (the head's redirects and 404s follow those changes).
    const guest = request.surface === 'storefront' && request.method === 'GET' && isGuestRequest(request);
    const pageKey = `${sf.updatedAt?.valueOf() ?? 0} ${request.url}`;
    const early = guest ? renderedPages.get(sf.id, pageKey) : undefined;
    if (early && !early.stale) {
      ctx.metrics.pageRenders.inc({ outcome: 'cached' });
      return sendGuestPage(request, reply, early.page);
    }
    const head: StorefrontHead | null =
      request.surface === 'storefront' ? await resolveStorefrontHead(ctx, sf, path) : null;
    const pageOptions = () => ({
      surface: request.surface,
      errorReporting,
      ...head,
      themeCss: request.surface === 'storefront' ? sf.themeCss : undefined,
      preloadModules: head?.screen ? built.screenModules.get(head.screen) : undefined,
    });
    if (head?.redirect) {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.redirect(`${head.redirect}${query}`, 301);
    }
    if (head?.screen && head.status === 200 && request.method === 'GET') {
      // A guest's rendered page, from the page cache when it is there (plugins/page-cache.ts); a
      // stale one is sent and rendered again beside the request.
      const hit = early;
      const freshMs = head.screen === 'product' ? RENDERED_PRODUCT_PAGE_FRESH_MS : undefined;
      if (hit) {
        ctx.metrics.pageRenders.inc({ outcome: 'cached' });
        if (hit.stale) refresh(request, { pageKey, freshMs }, built, pageOptions);
        return sendGuestPage(request, reply, hit.page);
      }
      const ticket = renderedPages.ticket();
      const branding = toStorefrontBranding(sf, config.companyWebsiteUrl);
      const first = await renderFirstScreen(request, branding);
      ctx.metrics.pageRenders.inc({ outcome: first.outcome });
      if (first.screen) {
        const page = renderAppHtml(built.template, branding, { ...pageOptions(), body: first.screen });
        if (!guest) return sendPage(reply, page);
        const entry = toCachedPage(page);
        if (renderedPages.set(ticket, sf.id, pageKey, entry, first.ids, freshMs)) {
          ctx.metrics.pageCacheBytes.set(renderedPages.bytes);
        }
        return sendGuestPage(request, reply, entry);
      }
    }
    // The page the browser renders: a guest's gets an ETag too (a 304 saves its bytes).
    const guestPage = (page: RenderedPage) =>
      head && (head.status ?? 200) === 200 && isGuestRequest(request)
        ? sendShell(request, reply, page)
        : sendPage(reply, page, head?.status ?? 200);
    if (head && !head.cacheable) {
      const branding = toStorefrontBranding(sf, config.companyWebsiteUrl);
      return guestPage(renderAppHtml(built.template, branding, pageOptions()));
    }
    const key = `${request.surface}:${sf.id}:${sf.updatedAt?.valueOf() ?? 0}:${head ? 'home' : ''}`;
    let page = pages.get(key);
    if (!page) {
      const branding = toStorefrontBranding(sf, config.companyWebsiteUrl);
      page = renderAppHtml(built.template, branding, pageOptions());
      if (pages.size > 1000) pages.clear();
      pages.set(key, page);
    }
    return guestPage(page);
  }

  /**
   * A page found older than its fresh time is sent as it is and rendered again beside the request,
   * once at a time per page, when the load guard allows: the next guest gets the new one.
   */
  const refreshing = new Set<string>();
  function refresh(
    request: FastifyRequest,
    { pageKey, freshMs }: { pageKey: string; freshMs: number | undefined },
    built: BuiltApp,
    pageOptions: () => Parameters<typeof renderAppHtml>[2],
  ) {
    const sf = request.storefront;
    const key = `${sf.id} ${pageKey}`;
    if (refreshing.has(key)) return;
    refreshing.add(key);
    const ticket = renderedPages.ticket();
    const branding = toStorefrontBranding(sf, config.companyWebsiteUrl);
    renderFirstScreen(request, branding)
      .then((first) => {
        if (!first.screen) return;
        ctx.metrics.pageRefreshes.inc();
        const page = renderAppHtml(built.template, branding, { ...pageOptions(), body: first.screen });
        if (renderedPages.set(ticket, sf.id, pageKey, toCachedPage(page), first.ids, freshMs)) {
          ctx.metrics.pageCacheBytes.set(renderedPages.bytes);
        }
      })
      .catch((error: unknown) => request.log.warn({ err: error }, 'a rendered page could not be refreshed'))
      .finally(() => refreshing.delete(key));
  }

  /**
   * A guest's page with its ETag: 304 to a matching If-None-Match, shared caches may keep it
   * briefly (plugins/guest-cache.ts); a signed-in visitor's is private.
   */
  function sendGuestPage(request: FastifyRequest, reply: FastifyReply, entry: CachedPage) {
    const { notModified } = guestCacheHeaders(request, reply, entry.etag);
    if (notModified) {
      addVary(reply, ['accept-encoding']);
      return reply.code(304).send();
    }
    return sendCompressedPage(reply, entry, String(reply.getHeader('cache-control')));
  }

  /** A guest's browser-rendered page with its ETag (a 304 saves its bytes). */
  function sendShell(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
    const { notModified } = guestCacheHeaders(request, reply, etagOf(page.html));
    if (notModified) {
      addVary(reply, ['accept-encoding']);
      return reply.code(304).send();
    }
    return sendPage(reply, page, 200, String(reply.getHeader('cache-control')));
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (
      url.startsWith('/api/') ||
      url === '/api' ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply.status(404).send({ error: { code: 'not_found', message: 'Not found' } });
    }
    const built = apps[request.surface];
    if (!built) {
      return config.serveWeb
        ? reply
            .status(503)
            .type('text/plain; charset=utf-8')
            .send(`The ${request.surface} app is not built yet. Run: npm run build`)
        : reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    let file: string;
    try {
      file = decodeURIComponent(url);
    } catch {
      file = url;
    }
    if (built.files.has(file)) return sendBuiltFile(reply, built, file);
    // A missing hashed asset is a 404, not the app: the browser asked for a file.
    if (file.startsWith('/assets/')) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    // Client-side routes (including unknown paths, which the app shows as not found).
    return sendApp(request, reply, built, url);
  });
});
