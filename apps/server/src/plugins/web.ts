import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { StorefrontBranding } from '@patchbay/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { AppContext } from '../context';
import { googleFeed, sitemap, sitemapPages, sitemapProducts } from '../modules/catalog/feeds';
import { resolveStorefrontHead, type StorefrontHead, type StorefrontScreen } from '../modules/catalog/seo';
import { storefrontOrigin, toStorefrontBranding } from '../modules/storefronts/storefronts.service';
import { SESSION_COOKIE } from './auth';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const webDistDirs = {
  storefront: path.join(repoRoot, 'apps/storefront/dist'),
  admin: path.join(repoRoot, 'apps/admin/dist'),
} as const;

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

/** The built server rendering, or null when the storefront was built without it. */
export async function loadStorefrontRenderer(
  file = storefrontServerEntry,
): Promise<StorefrontRenderer | null> {
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderScreen?: StorefrontRenderer };
  return typeof module.renderScreen === 'function' ? module.renderScreen : null;
}

interface BuiltApp {
  root: string;
  files: Set<string>;
  template: string;
  /** The chunks (and their stylesheets) each storefront screen loads after the main script. */
  screenModules: Map<StorefrontScreen, string[]>;
}

/**
 * The storefront modules each screen loads lazily (apps/storefront/src/app/router.tsx and the home
 * page's sections), by their source path, which is how Vite's manifest names them. A renamed file
 * only loses its preload (web.test.ts checks that these files exist).
 */
export const SCREEN_MODULES: Record<StorefrontScreen, readonly string[]> = {
  home: [
    'src/features/catalog/components/featured-listings.tsx',
    'src/features/catalog/components/category-grid.tsx',
  ],
  products: ['src/app/routes/products.tsx'],
  category: ['src/app/routes/category-listings.tsx'],
  brand: ['src/app/routes/brand-listings.tsx'],
  product: ['src/app/routes/product-detail.tsx'],
};

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * Per screen, the files its lazy modules need beyond what the entry loads anyway: their chunks,
 * the chunks those import, and their stylesheets, from Vite's build manifest.
 */
export function screenModulesOf(manifest: Record<string, ManifestChunk>): Map<StorefrontScreen, string[]> {
  const loadedWithEntry = new Set<string>(['index.html']);
  const entryQueue = ['index.html'];
  while (entryQueue.length > 0) {
    for (const key of manifest[entryQueue.pop()!]?.imports ?? []) {
      if (!loadedWithEntry.has(key)) {
        loadedWithEntry.add(key);
        entryQueue.push(key);
      }
    }
  }
  const result = new Map<StorefrontScreen, string[]>();
  for (const [screen, modules] of Object.entries(SCREEN_MODULES) as [StorefrontScreen, string[]][]) {
    const files: string[] = [];
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || loadedWithEntry.has(key)) return;
      seen.add(key);
      const chunk = manifest[key];
      if (!chunk) return;
      files.push(`/${chunk.file}`);
      for (const css of chunk.css ?? []) files.push(`/${css}`);
      for (const child of chunk.imports ?? []) visit(child);
    };
    for (const module of modules) visit(module);
    result.set(screen, [...new Set(files)]);
  }
  return result;
}

/** index.html of the web apps given directly (tests of the served head), instead of dist folders. */
export type WebTemplates = Partial<Record<'storefront' | 'admin', string>>;

function listFiles(root: string, dir = root, out = new Set<string>()): Set<string> {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) listFiles(root, full, out);
    else out.add(`/${path.relative(root, full).split(path.sep).join('/')}`);
  }
  return out;
}

function loadBuiltApp(root: string): BuiltApp | null {
  const index = path.join(root, 'index.html');
  if (!existsSync(index)) return null;
  const manifestFile = path.join(root, '.vite/manifest.json');
  const screenModules = existsSync(manifestFile)
    ? screenModulesOf(JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>)
    : new Map<StorefrontScreen, string[]>();
  const files = listFiles(root);
  files.delete('/index.html');
  // Compressed copies are sent in place of their file, never on their own.
  for (const file of files) if (/\.(br|gz)$/.test(file) || file.startsWith('/.vite/')) files.delete(file);
  return { root, files, template: readFileSync(index, 'utf8'), screenModules };
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON safe inside a <script> element: no `</script>` or comment openers can break out. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028|\u2029/g, ' ');

/** Theme stylesheets up to this size are written into the page instead of linked. */
const INLINE_THEME_CSS_MAX = 16_384;

/**
 * The storefront's theme stylesheet: inline when small (the CSP allows inline styles), nothing
 * when the storefront has none, else (or when the caller does not have it) a link. Seller CSS
 * cannot close the <style> element: a `</style` in it is broken up.
 */
function themeStylesheet(url: string, css: string | null | undefined): string {
  if (css === null) return '';
  if (css === undefined || css.length > INLINE_THEME_CSS_MAX) {
    return `<link rel="stylesheet" href="${escapeHtml(url)}">`;
  }
  if (css.trim() === '') return '';
  return `<style>${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`;
}

export interface RenderedPage {
  html: string;
  csp: string;
}

/**
 * Fills the built index.html's head for one storefront: title, description, canonical, favicon,
 * theme colour, the per-host theme stylesheet, and the branding the app reads synchronously, so
 * the first paint already shows the right brand. The inline script is allowed by its hash.
 */
export function renderAppHtml(
  template: string,
  branding: StorefrontBranding,
  options: {
    surface: 'storefront' | 'admin';
    canonicalUrl?: string | undefined;
    /** A page's own title and description (listing and product pages); else the storefront's. */
    title?: string | undefined;
    description?: string | undefined;
    /** schema.org data, written as a non-executable application/ld+json script (no CSP hash needed). */
    jsonLd?: Record<string, unknown> | undefined;
    robots?: string | undefined;
    /**
     * The storefront's theme stylesheet, written into the page when small: one render-blocking
     * request fewer before the first paint. Larger ones stay a <link> to /theme.css.
     */
    themeCss?: string | null | undefined;
    /** Images the page shows first (its largest paint): fetched as the HTML arrives. */
    preloadImages?: readonly string[] | undefined;
    /** The code of the page's screen (route chunks): fetched beside the main script, not after it. */
    preloadModules?: readonly string[] | undefined;
    /** The first screen rendered on the server, and the data it was rendered with. */
    body?: { html: string; stateScript: string } | undefined;
  },
): RenderedPage {
  const title =
    options.surface === 'admin' ? `Admin Portal | ${branding.title}` : (options.title ?? branding.metaTitle);
  const script = `window.__STOREFRONT__=${scriptJson(branding)};`;
  const scriptHash = createHash('sha256').update(script).digest('base64');
  const head = [
    `<meta name="description" content="${escapeHtml(options.description ?? branding.metaDescription)}">`,
    options.canonicalUrl ? `<link rel="canonical" href="${escapeHtml(options.canonicalUrl)}">` : '',
    options.robots ? `<meta name="robots" content="${escapeHtml(options.robots)}">` : '',
    branding.favicon ? `<link rel="icon" href="${escapeHtml(branding.favicon)}">` : '',
    `<meta name="theme-color" content="${escapeHtml(branding.themeColor)}">`,
    options.surface === 'storefront' ? themeStylesheet(branding.themeCssUrl, options.themeCss) : '',
    ...(options.preloadModules ?? []).map((href) =>
      href.endsWith('.css')
        ? // A server-rendered screen is painted before its code runs: its styles must be there first.
          `<link rel="${options.body ? 'stylesheet' : 'preload" as="style'}" href="${escapeHtml(href)}">`
        : `<link rel="modulepreload" href="${escapeHtml(href)}">`,
    ),
    ...(options.preloadImages ?? []).map(
      (href) => `<link rel="preload" as="image" href="${escapeHtml(href)}" fetchpriority="high">`,
    ),
    options.surface === 'admin' ? '<meta name="robots" content="noindex">' : '',
    `<script>${script}</script>`,
    options.jsonLd ? `<script type="application/ld+json">${scriptJson(options.jsonLd)}</script>` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  let html = template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace('<!--app-head-->', head);
  if (options.body) {
    // A function replacement: `$` in the rendered text is not a replacement pattern.
    const { html: screen, stateScript } = options.body;
    html = html.replace('<div id="root"></div>', () => `<div id="root">${screen}</div>\n    ${stateScript}`);
    // The page paints without its code, which only takes it over: on a slow connection the
    // code waits behind the page, its stylesheets and its images instead of sharing the line.
    html = html
      .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
      .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"');
  }
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'sha256-${scriptHash}'`,
    // Mantine sets CSS variables through inline styles.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { html, csp };
}

const ROBOTS_ALLOW = 'User-agent: *\nAllow: /\n';
const XML = 'application/xml; charset=utf-8';
const ROBOTS_DISALLOW = 'User-agent: *\nDisallow: /\n';

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

export const webPlugin = fp(async (app: FastifyInstance, opts: WebPluginOptions) => {
  const { config, ctx } = opts;
  mkdirSync(config.uploadsDir, { recursive: true });

  // Uploaded and generated images. Everything else is served by the handlers below. A file's
  // content never changes under its name (uploads get a new unguessable name; the seed's images
  // are the same on every run), so browsers may keep them for a month.
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    maxAge: '30d',
    // reply.sendFile (the built apps' files below) sends the `.br` or `.gz` file the build wrote
    // beside a script or stylesheet to browsers that accept it (scripts/build-web.mjs).
    preCompressed: true,
  });

  // SPEC.md §2: /robots.txt redirects to the allowed or the disallowed file. Admin hosts are
  // always kept out of search engines.
  app.get('/robots.txt', async (request, reply) => {
    const allow = config.robots === 'allow' && request.surface === 'storefront';
    return reply.redirect(allow ? '/robots-allow.txt' : '/robots-disallow.txt', 302);
  });
  app.get('/robots-allow.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(`${ROBOTS_ALLOW}Sitemap: ${storefrontOrigin(config, request.storefront)}/sitemap.xml\n`),
  );

  // Per-host sitemap and product feed of the listings visible on this storefront, streamed: a
  // storefront of 300,000 listings is never one string in memory. The admin portal has neither.
  const xmlStream = (reply: FastifyReply, maxAge: number, body: AsyncGenerator<string>) =>
    reply
      .type(XML)
      .header('cache-control', `public, max-age=${maxAge}`)
      .send(Readable.from(body, { objectMode: false }));
  const storefrontOnly = (request: FastifyRequest, reply: FastifyReply) =>
    request.surface === 'admin'
      ? reply.status(404).type('text/plain; charset=utf-8').send('Not found')
      : null;
  app.get('/sitemap.xml', async (request, reply) => {
    return storefrontOnly(request, reply) ?? xmlStream(reply, 3600, sitemap(ctx, request.storefront));
  });
  app.get('/sitemap-pages.xml', async (request, reply) => {
    return storefrontOnly(request, reply) ?? xmlStream(reply, 3600, sitemapPages(ctx, request.storefront));
  });
  app.get('/sitemap-products-:file', async (request, reply) => {
    const n = Number(/^(\d{1,4})\.xml$/.exec((request.params as { file: string }).file)?.[1] ?? 0);
    if (n < 1) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    return (
      storefrontOnly(request, reply) ?? xmlStream(reply, 3600, sitemapProducts(ctx, request.storefront, n))
    );
  });
  app.get('/feeds/google.xml', async (request, reply) => {
    return storefrontOnly(request, reply) ?? xmlStream(reply, 900, googleFeed(ctx, request.storefront));
  });
  app.get('/robots-disallow.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(ROBOTS_DISALLOW),
  );

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
  let renderer: StorefrontRenderer | null = opts.renderer ?? null;
  if (opts.renderer === undefined && !opts.templates && config.serveWeb && apps.storefront) {
    try {
      renderer = await loadStorefrontRenderer();
    } catch (error) {
      app.log.warn(
        { err: error },
        'the storefront server rendering could not be loaded; pages render in the browser',
      );
    }
    if (!renderer) app.log.warn('the storefront is built without its server rendering; run npm run build');
  }
  // How long a page may wait for its server rendering (data and render). Past it, or on any
  // error, the page goes out as before: rendered by the browser.
  const renderBudgetMs = config.serverRenderBudgetMs;

  // A render costs about 13 ms of this process's only thread, some forty times a page rendered in
  // the browser. So renders run two at a time at most, and pause while the event loop was busier
  // than SERVER_RENDER_MAX_LOAD over the last half second: a crowd of guests then gets the
  // browser-rendered page (as before), and the API keeps its capacity.
  const MAX_RENDERS_AT_ONCE = 2;
  let rendersInFlight = 0;
  let loopBusy = 0;
  let loopSample = performance.eventLoopUtilization();
  const loadSampler = setInterval(() => {
    const now = performance.eventLoopUtilization();
    loopBusy = performance.eventLoopUtilization(now, loopSample).utilization;
    loopSample = now;
  }, 500);
  loadSampler.unref();
  app.addHook('onClose', async () => clearInterval(loadSampler));

  /**
   * The first screen rendered on the server, or null to let the browser render it: only for
   * guests (a signed-in buyer's prices and cart differ, and are never rendered or cached here),
   * only for the screens that have it, and never at the cost of the page: an error or a render
   * slower than the budget gives the browser-rendered page, as before.
   */
  async function renderFirstScreen(request: FastifyRequest, branding: StorefrontBranding) {
    if (!renderer || renderBudgetMs === 0) return null;
    if (request.cookies[SESSION_COOKIE] !== undefined || request.headers.authorization) return null;
    if (rendersInFlight >= MAX_RENDERS_AT_ONCE || loopBusy > config.serverRenderMaxLoad) return null;
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
      const headers: Record<string, string> = { accept: 'application/json' };
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
        return res.json() as unknown;
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
      return rendered;
    } catch (error) {
      request.log.warn(
        { err: error, url: request.url },
        'server rendering failed; the page renders in the browser',
      );
      return null;
    } finally {
      clearTimeout(timer);
      rendersInFlight -= 1;
    }
  }

  // Rendered pages per storefront and surface; the key includes updatedAt, so an edited
  // storefront is re-rendered on its next request.
  const pages = new Map<string, RenderedPage>();
  // A saved storefront's pages go at once (its new updatedAt would miss them anyway): no stale
  // copies wait for the size cap.
  ctx.storefrontCache.onInvalidate((storefrontId) => {
    for (const key of pages.keys()) if (key.split(':')[1] === storefrontId) pages.delete(key);
  });

  function sendPage(reply: FastifyReply, page: RenderedPage, status = 200) {
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', page.csp)
      .header('vary', 'accept-encoding');
    // A server-rendered page is tens of KiB of markup: compressed it is a fraction of that, which
    // on a slow connection is most of the time to its first paint. Fast settings, once per page:
    // a cached page (the same for every visitor) is not compressed again on each request.
    const accepted = String(reply.request.headers['accept-encoding'] ?? '');
    if (page.html.length >= 1024 && /\bbr\b/.test(accepted)) {
      return reply.header('content-encoding', 'br').send(compressedPage(page, 'br'));
    }
    if (page.html.length >= 1024 && /\bgzip\b/.test(accepted)) {
      return reply.header('content-encoding', 'gzip').send(compressedPage(page, 'gzip'));
    }
    return reply.send(page.html);
  }

  const compressedPages = new WeakMap<RenderedPage, { br?: Buffer; gzip?: Buffer }>();
  function compressedPage(page: RenderedPage, encoding: 'br' | 'gzip'): Buffer {
    let bodies = compressedPages.get(page);
    if (!bodies) {
      bodies = {};
      compressedPages.set(page, bodies);
    }
    bodies[encoding] ??=
      encoding === 'br'
        ? brotliCompressSync(page.html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(page.html, { level: 6 });
    return bodies[encoding];
  }

  /**
   * The app's index.html with this storefront's head. The home page and paths without a head of
   * their own are rendered once per storefront (and again when it changes); listing and product
   * pages per request (one indexed query).
   */
  async function sendApp(request: FastifyRequest, reply: FastifyReply, built: BuiltApp, path: string) {
    const sf = request.storefront;
    const head: StorefrontHead | null =
      request.surface === 'storefront' ? await resolveStorefrontHead(ctx, sf, path) : null;
    const pageOptions = () => ({
      surface: request.surface,
      ...head,
      themeCss: request.surface === 'storefront' ? sf.themeCss : undefined,
      preloadModules: head?.screen ? built.screenModules.get(head.screen) : undefined,
    });
    if (head?.screen && head.status === 200 && request.method === 'GET') {
      const branding = toStorefrontBranding(sf, config.companyWebsiteUrl);
      const body = await renderFirstScreen(request, branding);
      // Rendered per request and never cached: it is cheap next to its data, and a cached page
      // could show a listing or a price after it has changed.
      if (body) return sendPage(reply, renderAppHtml(built.template, branding, { ...pageOptions(), body }));
    }
    if (head && !head.cacheable) {
      const branding = toStorefrontBranding(sf, config.companyWebsiteUrl);
      return sendPage(reply, renderAppHtml(built.template, branding, pageOptions()), head.status);
    }
    const key = `${request.surface}:${sf.id}:${sf.updatedAt?.valueOf() ?? 0}:${head ? 'home' : ''}`;
    let page = pages.get(key);
    if (!page) {
      const branding = toStorefrontBranding(sf, config.companyWebsiteUrl);
      page = renderAppHtml(built.template, branding, pageOptions());
      if (pages.size > 1000) pages.clear();
      pages.set(key, page);
    }
    return sendPage(reply, page);
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
    if (built.files.has(file)) {
      const immutable = file.startsWith('/assets/');
      // A script or stylesheet may go out brotli- or gzip-compressed (scripts/build-web.mjs):
      // caches must keep one copy per Accept-Encoding.
      if (/\.(js|mjs|css|html|svg|json|txt|webmanifest)$/.test(file)) reply.header('vary', 'accept-encoding');
      return reply.sendFile(file.slice(1), built.root, {
        maxAge: immutable ? 31_536_000_000 : 0,
        immutable,
      });
    }
    // A missing hashed asset is a 404, not the app: the browser asked for a file.
    if (file.startsWith('/assets/')) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    // Client-side routes (including unknown paths, which the app shows as not found).
    return sendApp(request, reply, built, url);
  });
});
