import { sanitizeThemeCss } from '@patchbay/domain';
import { useMemo } from 'react';
import type { StorefrontFormValues } from '../utils/storefront-form-values';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const isColor = (value: string) => /^#[0-9a-f]{6}$/i.test(value.trim());

/**
 * The storefront's header and footer as the storefront draws them (the stable class names and
 * CSS variables of docs/theming.md), with the theme stylesheet as it would be saved. In a frame:
 * the seller's CSS must not restyle the portal around it.
 */
export function previewDocument(
  values: StorefrontFormValues,
  storefront: {
    slug: string;
    customCssClass: string | null;
    localUrl: string;
    customerDomain: string | null;
  },
): string {
  const theme = isColor(values.themeColor) ? values.themeColor : '#1864ab';
  const ownHosts = [storefront.localUrl, ...(storefront.customerDomain ? [storefront.customerDomain] : [])];
  const css = sanitizeThemeCss(values.themeCss, ownHosts).css.replace(/<\/(style)/gi, '<\\/$1');
  const title = escapeHtml(values.title || 'Storefront');
  const logo = values.logo1
    ? `<img src="${escapeHtml(values.logo1)}" alt="${title}" style="height:36px;max-width:180px;object-fit:contain">`
    : escapeHtml(values.logoText || values.title || 'Storefront');
  const links = ['Home', 'Products', ...(values.aboutUsLink ? ['About Us'] : [])]
    .map((label) => `<li><a class="site-footer-link" href="#">${label}</a></li>`)
    .join('');
  const social = (['facebook', 'twitter', 'instagram', 'linkedin'] as const)
    .filter((key) => values[key].trim() !== '')
    .map((key) => `<span class="pv-social">${key}</span>`)
    .join(' ');
  const cls = ['storefront', storefront.customCssClass].filter(Boolean).join(' ');
  return `<!doctype html><html><head><meta charset="utf-8"><style>
body{margin:0;font-family:system-ui,sans-serif;font-size:14px}
.site-header--solid{display:flex;align-items:center;justify-content:space-between;gap:12px;padding:0 16px;height:60px;
  background:var(--pb-header-bg,#fff);color:var(--pb-header-text,#212529);border-bottom:1px solid #dee2e6}
.site-logo{font-weight:800;font-size:18px;text-decoration:none;color:var(--pb-header-text,${theme})}
.site-nav{display:flex;gap:14px;align-items:center}.site-nav-link{color:inherit;font-weight:600;text-decoration:none}
.site-main{padding:16px}.pv-btn{background:${theme};color:#fff;border:0;border-radius:4px;padding:8px 14px;font-weight:600}
.pv-icon{display:inline-block;width:14px;height:14px;border-radius:50%;background:${isColor(values.iconColor) ? values.iconColor : '#f08c00'}}
.site-footer{background:var(--pb-footer-bg,#25262b);color:var(--pb-footer-text,#dee2e6);padding:16px}
.site-footer h2{font-size:14px;margin:0 0 6px;color:#fff}.site-footer ul{list-style:none;margin:0;padding:0;display:grid;gap:4px}
.site-footer-link{color:inherit}.pv-social{font-size:12px;text-transform:capitalize;opacity:.8}
</style><style>${css}</style></head><body>
<div class="${escapeHtml(cls)}" data-storefront="${escapeHtml(storefront.slug)}">
<header class="site-header site-header--solid"><a class="site-logo" href="#">${logo}</a>
<nav class="site-nav"><a class="site-nav-link" href="#">Products</a><span class="pv-icon" aria-hidden="true"></span></nav></header>
<div class="site-main"><button class="pv-btn" type="button">Add to cart</button>
${values.subTitle ? `<p>${escapeHtml(values.subTitle)}</p>` : ''}</div>
<footer class="site-footer"><strong>${escapeHtml(values.logoText || values.title)}</strong> ${social}
<nav class="site-footer-links"><h2>Information</h2><ul>${links}</ul></nav></footer>
</div></body></html>`;
}

export function StorefrontPreview({
  values,
  storefront,
}: {
  values: StorefrontFormValues;
  storefront: Parameters<typeof previewDocument>[1];
}) {
  const doc = useMemo(() => previewDocument(values, storefront), [values, storefront]);
  return (
    <iframe
      title="Preview of the storefront header and footer"
      srcDoc={doc}
      // No scripts in the preview: the frame only paints.
      sandbox="allow-same-origin"
      style={{ width: '100%', height: 300, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
    />
  );
}
