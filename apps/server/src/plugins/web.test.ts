import { createHash } from 'node:crypto';
import type { StorefrontBranding } from '@patchbay/contract';
import { describe, expect, it } from 'vitest';
import { renderAppHtml } from './web';

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

  it('marks the admin portal noindex and titles it as the portal', () => {
    const { html } = renderAppHtml(template, branding, { surface: 'admin' });
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<title>Admin Portal | Northwind Networks</title>');
    expect(html).not.toContain('<link rel="stylesheet" href="/theme.css">');
  });
});
