import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import type { StorefrontBranding } from '@patchbay/contract';
import { describe, expect, it } from 'vitest';
import { renderAppHtml, SCREEN_MODULES, screenModulesOf } from './web';

const template = `<!doctype html><html><head><meta charset="UTF-8" /><title>Patchbay</title>
<script type="module" src="/assets/index-abc.js"></script>
<!--app-head-->
</head><body><div id="root"></div></body></html>`;

const branding: StorefrontBranding = {
  id: 'sf-1',
  slug: 'northwind',
  isMarketplace: false,
  title: 'Northwind Networks',
  subTitle: 'Carrier-grade gear',
  organizationName: 'Northwind Networks',
  logoText: 'NW',
  logo1: null,
  logo2: null,
  favicon: '/uploads/storefronts/northwind-favicon.png',
  themeColor: '#0b7285',
  iconColor: '#ffffff',
  themeCssUrl: '/theme.css',
  customCssClass: null,
  aboutUsLink: null,
  footerVariant: 'standard',
  socialLinks: { facebook: null, twitter: null, instagram: null, linkedin: null },
  metaTitle: 'Northwind <Networks> & "Optics"',
  metaDescription: 'Routers </script><script>alert(1)</script>',
  backgroundImage: null,
  manufacturerTitle: null,
  manufacturerLogos: [],
  offerValidFor: 72,
  footerPages: [],
  hasFaq: false,
  chatWidget: null,
  companyLinks: { shipping: 'a', termsOfService: 'b', privacyPolicy: 'c', returnsAndExchanges: 'd' },
};

describe('renderAppHtml', () => {
  it('fills the head with the storefront title, description, favicon, theme colour and stylesheet', () => {
    const { html } = renderAppHtml(template, branding, { surface: 'storefront', canonicalUrl: 'http://x/p' });
    expect(html).toContain('<title>Northwind &lt;Networks&gt; &amp; &quot;Optics&quot;</title>');
    expect(html).not.toContain('<title>Patchbay</title>');
    expect(html).toContain('<meta name="theme-color" content="#0b7285">');
    expect(html).toContain('<link rel="icon" href="/uploads/storefronts/northwind-favicon.png">');
    expect(html).toContain('<link rel="stylesheet" href="/theme.css">');
    expect(html).toContain('<link rel="canonical" href="http://x/p">');
    expect(html).not.toContain('<!--app-head-->');
  });

  it('cannot be broken out of by seller text', () => {
    const { html } = renderAppHtml(template, branding, { surface: 'storefront' });
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html.match(/<script>/g)).toHaveLength(1);
  });

  it('allows exactly its inline branding script by hash in the CSP', () => {
    const { html, csp } = renderAppHtml(template, branding, { surface: 'storefront' });
    const inline = html.match(/<script>([^<]*)<\/script>/)?.[1] ?? '';
    expect(inline.startsWith('window.__STOREFRONT__=')).toBe(true);
    const parsed = JSON.parse(inline.slice('window.__STOREFRONT__='.length, -1));
    expect(parsed.metaDescription).toBe(branding.metaDescription);
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toMatch(/script-src[^;]*/);
    expect(csp.match(/script-src[^;]*/)?.[0]).not.toContain('unsafe-inline');
  });

  it('allows exactly the chat provider of the storefront in its CSP, and none on the admin portal', () => {
    const withCrisp: StorefrontBranding = {
      ...branding,
      chatWidget: {
        provider: 'crisp',
        id: '3a1f2c4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
        scriptUrl: 'https://client.crisp.chat/l.js',
      },
    };
    const { csp } = renderAppHtml(template, withCrisp, { surface: 'storefront' });
    expect(csp).toMatch(
      /script-src 'self' 'sha256-[^']+' https:\/\/client\.crisp\.chat https:\/\/settings\.crisp\.chat;/,
    );
    expect(csp).toContain('frame-src https://game.crisp.chat');
    expect(csp).not.toMatch(/tawk|intercom/);
    expect(renderAppHtml(template, branding, { surface: 'storefront' }).csp).not.toMatch(
      /crisp|tawk|intercom|frame-src/,
    );
    expect(renderAppHtml(template, withCrisp, { surface: 'admin' }).csp).not.toMatch(/crisp|frame-src/);
  });

  it('marks the admin portal noindex and titles it as the portal', () => {
    const { html } = renderAppHtml(template, branding, { surface: 'admin' });
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<title>Admin Portal | Northwind Networks</title>');
    expect(html).not.toContain('<link rel="stylesheet" href="/theme.css">');
  });

  it('writes a small theme stylesheet into the page, which seller CSS cannot close', () => {
    const css = '.x a { color: #123456; } </style><script>alert(1)</script>';
    const { html } = renderAppHtml(template, branding, { surface: 'storefront', themeCss: css });
    expect(html).not.toContain('<link rel="stylesheet" href="/theme.css">');
    expect(html).toContain('<style>.x a { color: #123456; } <\\/style><script>alert(1)</script></style>');
    expect(html.match(/<\/style>/gi)).toHaveLength(1);
    expect(html.match(/<script>/g)).toHaveLength(2);
    // No theme: no stylesheet at all; a large one stays a link.
    expect(renderAppHtml(template, branding, { surface: 'storefront', themeCss: null }).html).not.toMatch(
      /rel="stylesheet"|<style>/,
    );
    const large = `.a{color:red}${' '.repeat(20_000)}`;
    expect(renderAppHtml(template, branding, { surface: 'storefront', themeCss: large }).html).toContain(
      '<link rel="stylesheet" href="/theme.css">',
    );
  });

  it("has the browser fetch the screen's code and its largest image with the page", () => {
    const { html } = renderAppHtml(template, branding, {
      surface: 'storefront',
      preloadModules: ['/assets/product-detail-1.js', '/assets/product-detail-1.css'],
      preloadImages: ['/uploads/products/a "b".webp'],
    });
    expect(html).toContain('<link rel="modulepreload" href="/assets/product-detail-1.js">');
    expect(html).toContain('<link rel="preload" as="style" href="/assets/product-detail-1.css">');
    expect(html).toContain(
      '<link rel="preload" as="image" href="/uploads/products/a &quot;b&quot;.webp" fetchpriority="high">',
    );
  });

  describe('a server-rendered page', () => {
    const built = `<!doctype html><html><head><meta charset="UTF-8" /><title>Patchbay</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-1.js">
    <link rel="modulepreload" crossorigin href="/assets/shared-1.js">
    <link rel="stylesheet" crossorigin href="/assets/style-1.css">
    <!--app-head-->
  </head><body><div id="root"></div></body></html>`;
    const page = (image = '/uploads/products/a.webp') =>
      renderAppHtml(built, branding, {
        surface: 'storefront',
        preloadModules: ['/assets/product-detail-1.js', '/assets/shared-1.js'],
        preloadImages: [image],
        body: { html: '<main>Rendered</main>', stateScript: '<script type="application/json">{}</script>' },
      });
    const inlineOf = (html: string) => html.match(/<script>([^<]*)<\/script>/)?.[1] ?? '';

    it('names no script for the browser to fetch with it, and asks for its image and stylesheet first', () => {
      const { html, csp } = page();
      expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head.indexOf('rel="preload" as="image"')).toBeLessThan(head.indexOf('/assets/style-1.css'));
      expect(head.indexOf('/assets/style-1.css')).toBeLessThan(head.indexOf('<meta name="description"'));
      const inline = inlineOf(html);
      expect(inline).toContain('"/assets/index-abc.js"');
      expect(inline).toContain(
        '["/assets/runtime-1.js","/assets/shared-1.js","/assets/product-detail-1.js"]',
      );
      expect(csp).toContain(`'sha256-${createHash('sha256').update(inline).digest('base64')}'`);
      // A page the browser renders keeps its scripts in the head.
      const unrendered = renderAppHtml(built, branding, { surface: 'storefront' }).html;
      expect(unrendered).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
      expect(unrendered).toContain('<link rel="modulepreload" crossorigin href="/assets/runtime-1.js">');
    });

    /**
     * Runs the page's inline script against a document whose #root image is in the given state,
     * with frames and timers held until asked for: what the page has added to its head so far.
     */
    function startOf(image: { complete: boolean } | null) {
      const added: { tag: string; rel?: string; href?: string; src?: string; type?: string }[] = [];
      const listeners = new Map<string, () => void>();
      const imageListeners = new Map<string, () => void>();
      const frames: (() => void)[] = [];
      const timers: { ms: number; run: () => void }[] = [];
      const document = {
        readyState: 'loading',
        head: { appendChild: (element: (typeof added)[number]) => added.push(element) },
        createElement: (tag: string) => ({ tag }),
        addEventListener: (event: string, run: () => void) => listeners.set(event, run),
        querySelector: (selector: string) =>
          selector === '#root img[fetchpriority="high"]' && image
            ? {
                ...image,
                addEventListener: (event: string, run: () => void) => imageListeners.set(event, run),
              }
            : null,
      };
      const window: Record<string, unknown> = {};
      runInNewContext(inlineOf(page().html), {
        window,
        document,
        requestAnimationFrame: (run: () => void) => frames.push(run),
        setTimeout: (run: () => void, ms: number) => timers.push({ ms, run }),
      });
      expect(window.__STOREFRONT__).toMatchObject({ slug: 'northwind' });
      const runTimers = (ms: number) => {
        for (const timer of timers.splice(0)) {
          if (timer.ms <= ms) timer.run();
          else timers.push(timer);
        }
      };
      const runFrames = () => {
        for (const frame of frames.splice(0)) frame();
      };
      return { added, listeners, imageListeners, runTimers, runFrames };
    }

    it('starts its code once its image has loaded and painted', () => {
      const start = startOf({ complete: false });
      expect(start.added).toEqual([]);
      start.listeners.get('DOMContentLoaded')!();
      start.runFrames();
      start.runTimers(0);
      expect(start.added).toEqual([]);
      start.imageListeners.get('load')!();
      expect(start.added).toEqual([]);
      start.runFrames();
      expect(start.added).toEqual([]);
      start.runTimers(0);
      expect(start.added.map((e) => e.href ?? e.src)).toEqual([
        '/assets/runtime-1.js',
        '/assets/shared-1.js',
        '/assets/product-detail-1.js',
        '/assets/index-abc.js',
      ]);
      expect(start.added.at(-1)).toMatchObject({ tag: 'script', type: 'module' });
      expect(start.added[0]).toMatchObject({ tag: 'link', rel: 'modulepreload' });
      // Started once: the later deadline adds nothing.
      start.runTimers(60_000);
      expect(start.added).toHaveLength(4);
    });

    it('starts its code when the image fails, is already there, or is missing, and after 2 s whatever it does', () => {
      const failed = startOf({ complete: false });
      failed.listeners.get('DOMContentLoaded')!();
      failed.imageListeners.get('error')!();
      failed.runFrames();
      failed.runTimers(0);
      expect(failed.added).toHaveLength(4);
      for (const image of [{ complete: true }, null]) {
        const ready = startOf(image);
        ready.listeners.get('DOMContentLoaded')!();
        ready.runFrames();
        ready.runTimers(0);
        expect(ready.added).toHaveLength(4);
      }
      // A background tab draws no frames, and an image may never come.
      const stuck = startOf({ complete: false });
      stuck.listeners.get('DOMContentLoaded')!();
      stuck.runTimers(1_999);
      expect(stuck.added).toEqual([]);
      stuck.runTimers(2_000);
      expect(stuck.added).toHaveLength(4);
    });
  });
});

describe('screen modules from the build manifest', () => {
  const manifest = {
    'index.html': { file: 'assets/index-1.js', imports: ['_shared-1.js'] },
    '_shared-1.js': { file: 'assets/shared-1.js' },
    '_grid-1.js': {
      file: 'assets/grid-1.js',
      imports: ['_shared-1.js', 'index.html'],
      css: ['assets/grid-1.css'],
    },
    'src/app/routes/product-detail.tsx': {
      file: 'assets/product-detail-1.js',
      imports: ['index.html', '_grid-1.js', '_shared-1.js'],
    },
    'src/app/routes/products.tsx': { file: 'assets/products-1.js', imports: ['_grid-1.js'] },
  };

  it('lists a screen chunk with the chunks and stylesheets it needs beyond the entry', () => {
    const screens = screenModulesOf(manifest);
    expect(screens.get('product')).toEqual([
      '/assets/product-detail-1.js',
      '/assets/grid-1.js',
      '/assets/grid-1.css',
    ]);
    expect(screens.get('products')).toEqual([
      '/assets/products-1.js',
      '/assets/grid-1.js',
      '/assets/grid-1.css',
    ]);
    // A screen whose module is not in the manifest preloads nothing.
    expect(screens.get('brand')).toEqual([]);
  });

  it('names storefront modules that exist', () => {
    const storefront = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../storefront');
    for (const modules of Object.values(SCREEN_MODULES)) {
      for (const module of modules) expect(existsSync(path.join(storefront, module)), module).toBe(true);
    }
  });
});
