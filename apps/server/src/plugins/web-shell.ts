import { createHash } from 'node:crypto';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import type { StorefrontBranding } from '@patchbay/contract';
import { type ChatOriginKind, chatWidgetOrigins } from '@patchbay/domain';
import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE } from './auth';
import { addVary } from './guest-cache';

/** The HTML shell of the web apps: index.html with each storefront's head, and how a page goes out. */

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

/**
 * What a web app needs to report its uncaught errors (SPEC.md §7's error-reporting service): given
 * in the page as `window.__ERROR_REPORTING__` only when a DSN is configured. A DSN is public.
 */
export interface BrowserErrorReporting {
  dsn: string;
  environment: string;
  release?: string | undefined;
}

/** The origin the browser sends its reports to (the CSP's connect-src), or null for a bad DSN. */
function reportingOrigin(reporting: BrowserErrorReporting | undefined): string | null {
  if (!reporting) return null;
  try {
    return new URL(reporting.dsn).origin;
  } catch {
    return null;
  }
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
    /** Where uncaught browser errors go; none: the app loads no reporting code. */
    errorReporting?: BrowserErrorReporting | undefined;
  },
): RenderedPage {
  const title =
    options.surface === 'admin' ? `Admin Portal | ${branding.title}` : (options.title ?? branding.metaTitle);
  const reportTo = reportingOrigin(options.errorReporting);
  const preloadModules = options.preloadModules ?? [];
  // A server-rendered page paints without its code: the code starts once the page has painted.
  const code = options.body
    ? takeCode(
        template,
        preloadModules.filter((href) => !href.endsWith('.css')),
      )
    : null;
  const script =
    `window.__STOREFRONT__=${scriptJson(branding)};` +
    (reportTo ? `window.__ERROR_REPORTING__=${scriptJson(options.errorReporting)};` : '') +
    (code ? startCodeAfterFirstPaint(code) : '');
  const scriptHash = createHash('sha256').update(script).digest('base64');
  const head = [
    `<meta name="description" content="${escapeHtml(options.description ?? branding.metaDescription)}">`,
    options.canonicalUrl ? `<link rel="canonical" href="${escapeHtml(options.canonicalUrl)}">` : '',
    options.robots ? `<meta name="robots" content="${escapeHtml(options.robots)}">` : '',
    branding.favicon ? `<link rel="icon" href="${escapeHtml(branding.favicon)}">` : '',
    `<meta name="theme-color" content="${escapeHtml(branding.themeColor)}">`,
    options.surface === 'storefront' ? themeStylesheet(branding.themeCssUrl, options.themeCss) : '',
    ...preloadModules.map((href) =>
      href.endsWith('.css')
        ? // A server-rendered screen is painted before its code runs: its styles must be there first.
          `<link rel="${options.body ? 'stylesheet' : 'preload" as="style'}" href="${escapeHtml(href)}">`
        : code
          ? ''
          : `<link rel="modulepreload" href="${escapeHtml(href)}">`,
    ),
    options.surface === 'admin' ? '<meta name="robots" content="noindex">' : '',
    `<script>${script}</script>`,
    options.jsonLd ? `<script type="application/ld+json">${scriptJson(options.jsonLd)}</script>` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  let html = firstPaintFirst(
    (code?.template ?? template)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
      .replace('<!--app-head-->', head),
    (options.preloadImages ?? []).map(
      (href) => `<link rel="preload" as="image" href="${escapeHtml(href)}" fetchpriority="high">`,
    ),
  );
  if (options.body) {
    // A function replacement: `$` in the rendered text is not a replacement pattern.
    const { html: screen, stateScript } = options.body;
    html = html.replace('<div id="root"></div>', () => `<div id="root">${screen}</div>\n    ${stateScript}`);
  }
  // A storefront's chat widget adds exactly its provider's origins; an admin page never has one.
  const chat = chatWidgetOrigins(
    options.surface === 'storefront' ? (branding.chatWidget?.provider ?? null) : null,
  );
  const extra = (kind: ChatOriginKind) => chat[kind].map((origin) => ` ${origin}`).join('');
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'sha256-${scriptHash}'${extra('script')}`,
    // Mantine sets CSS variables through inline styles.
    `style-src 'self' 'unsafe-inline'${extra('style')}`,
    `img-src 'self' data: blob:${extra('img')}`,
    `font-src 'self' data:${extra('font')}`,
    `connect-src 'self'${reportTo ? ` ${reportTo}` : ''}${extra('connect')}`,
    ...(chat.frame.length > 0 ? [`frame-src${extra('frame')}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { html, csp };
}

/**
 * What the first paint waits for ahead of everything else in the head: the page's largest image
 * (its preload) and the built stylesheets, before the main script and its modulepreloads where
 * the page still names them. A browser asks for them in the head's order, and on a slow phone
 * connection the few requests it has at once went to a dozen scripts before the image. Without a
 * main script or a built stylesheet (a test's template) the images end the head.
 */
function firstPaintFirst(html: string, imagePreloads: string[]): string {
  const headEnd = html.indexOf('</head>');
  const built = /^\s*<link rel="stylesheet" crossorigin href="[^"]+">\s*$/;
  const script = html.indexOf('<script type="module"');
  const anchor = script !== -1 ? script : html.search(/<link rel="stylesheet" crossorigin /);
  if (anchor === -1 || headEnd < anchor) {
    return html.replace('</head>', `${imagePreloads.map((link) => `  ${link}\n`).join('')}</head>`);
  }
  const lines = html.slice(anchor, headEnd).split('\n');
  const stylesheets = lines.filter((line) => built.test(line)).map((line) => line.trim());
  const rest = lines.filter((line) => !built.test(line)).join('\n');
  const first = [...imagePreloads, ...stylesheets].map((link) => `${link}\n    `).join('');
  return `${html.slice(0, anchor)}${first}${rest.trimStart()}${html.slice(headEnd)}`;
}

/** The page's code, taken out of the built index.html: its main script and the modules it preloads. */
interface PageCode {
  template: string;
  main: string;
  modules: string[];
}

const MAIN_SCRIPT = /\n?[ \t]*<script type="module"[^>]* src="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /\n?[ \t]*<link rel="modulepreload"[^>]* href="([^"]+)"[^>]*>/g;

/**
 * Takes the main script and the modulepreloads out of the template (with the screen's own
 * modules after them), or null when the template has no main script (a test's template).
 */
function takeCode(template: string, screenModules: readonly string[]): PageCode | null {
  const main = MAIN_SCRIPT.exec(template);
  if (!main) return null;
  const modules = [...template.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  return {
    template: template.replace(MAIN_SCRIPT, '').replace(MODULE_PRELOAD, ''),
    main: main[1]!,
    modules: [...new Set([...modules, ...screenModules])],
  };
}

/**
 * The inline start of a server-rendered page's code (decision 0038). The page is whole without
 * its code, which only takes it over, so the code is asked for once the page has painted its
 * largest image: on a slow phone connection the image no longer shares the line with about
 * 160 KiB of scripts, and the scripts' parsing no longer holds the image's paint back. The
 * image's load (or failure) and the frame after it start the code; so does a page without such
 * an image once parsed, and every page CODE_START_LATEST_MS after it was parsed, whatever the
 * image does (a background tab draws no frames).
 */
function startCodeAfterFirstPaint(code: PageCode): string {
  // Written out by hand (it runs as it is, in every browser the storefront supports); `s` makes
  // the start happen once whichever way comes first.
  const start = [
    '(function(m,p){var d=document,s=0;',
    'function go(){if(s)return;s=1;',
    "p.forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)});",
    "var e=d.createElement('script');e.type='module';e.crossOrigin='';e.src=m;d.head.appendChild(e)}",
    'function painted(){requestAnimationFrame(function(){setTimeout(go,0)})}',
    `function parsed(){setTimeout(go,${CODE_START_LATEST_MS});`,
    'var i=d.querySelector(\'#root img[fetchpriority="high"]\');',
    "if(!i||i.complete)return painted();i.addEventListener('load',painted);i.addEventListener('error',painted)}",
    "if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',parsed);else parsed()})",
  ].join('');
  return `${start}(${scriptJson(code.main)},${scriptJson(code.modules)});`;
}

/** At the latest, a server-rendered page's code starts this long after the page was parsed. */
const CODE_START_LATEST_MS = 2_000;

/**
 * Sends a rendered page, compressed once per page when the browser accepts it. Pages are
 * revalidated on every visit (no-cache) and private to a signed-in visitor; a guest's server-rendered
 * page brings its own caching headers (web.ts sendGuestPage).
 */
export function sendPage(reply: FastifyReply, page: RenderedPage, status = 200, cacheControl?: string) {
  pageHeaders(reply, page.csp, status, cacheControl);
  // A server-rendered page is tens of KiB of markup: compressed it is a fraction of that, which
  // on a slow connection is most of the time to its first paint. gzip, not brotli: brotli at
  // quality 5 took 10-15 ms of the thread for a 58 KB page (most pages here are compressed per
  // request), gzip 1.5 ms for 11 % more bytes. A page kept for every visitor is compressed once.
  const accepted = String(reply.request.headers['accept-encoding'] ?? '');
  if (page.html.length >= 1024 && /\bgzip\b/.test(accepted)) {
    return reply.header('content-encoding', 'gzip').send(compressedPage(page));
  }
  return reply.send(page.html);
}

// A page cached for every visitor keeps its compressed body beside it.
const compressedPages = new WeakMap<RenderedPage, Buffer>();
function compressedPage(page: RenderedPage): Buffer {
  let body = compressedPages.get(page);
  if (!body) {
    body = gzipSync(page.html, { level: 6 });
    compressedPages.set(page, body);
  }
  return body;
}

function pageHeaders(reply: FastifyReply, csp: string, status: number, cacheControl: string | undefined) {
  const request = reply.request;
  const signedIn =
    request.cookies?.[SESSION_COOKIE] !== undefined || request.headers.authorization !== undefined;
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', cacheControl ?? (signedIn ? 'private, no-cache' : 'no-cache'))
    .header('content-security-policy', csp);
  addVary(reply, ['accept-encoding']);
}

/**
 * Sends a page the rendered page cache keeps compressed (plugins/page-cache.ts): its brotli bytes as
 * they are to a browser that accepts brotli (every current one does); to a client that accepts
 * only gzip, the markup unpacked and gzipped (about 3 ms); else the markup unpacked.
 */
export function sendCompressedPage(
  reply: FastifyReply,
  page: { br: Buffer; csp: string },
  cacheControl: string,
) {
  pageHeaders(reply, page.csp, 200, cacheControl);
  const accepted = String(reply.request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  const html = brotliDecompressSync(page.br);
  if (/\bgzip\b/.test(accepted)) {
    return reply.header('content-encoding', 'gzip').send(gzipSync(html, { level: 6 }));
  }
  return reply.send(html);
}
