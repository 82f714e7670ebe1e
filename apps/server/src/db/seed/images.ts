import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { loadSharp } from '../../lib/lazy-modules';
import { type CategoryDef, categoryTree, type OemDef, oems } from './catalog-data';

/** Storefront branding the images are drawn from. */
export interface StorefrontArt {
  slug: string;
  logoText: string;
  themeColor: string;
  iconColor: string;
  tagline: string;
}

export interface SeedImages {
  /** `${oemSlug}/${categorySlug}` -> URL of the shared product image. */
  product: Map<string, string>;
  /** OEM slug -> logo URL. */
  manufacturerLogo: Map<string, string>;
  /** Category slug -> device icon URL. */
  deviceIcon: Map<string, string>;
  storefront: Map<string, { logo1: string; logo2: string; favicon: string; background: string }>;
}

const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A flat device silhouette in the OEM's colour, centred on (cx, cy) within w x h. */
function silhouette(
  shape: CategoryDef['shape'],
  color: string,
  cx: number,
  cy: number,
  w: number,
  h: number,
): string {
  const x = cx - w / 2;
  const y = cy - h / 2;
  switch (shape) {
    case 'chassis': {
      const slots = Array.from({ length: 5 }, (_, i) => {
        const sy = y + 14 + i * ((h - 28) / 5);
        return `<rect x="${x + 16}" y="${sy}" width="${w - 32}" height="${(h - 28) / 5 - 6}" rx="3" fill="#ffffff" fill-opacity="0.22"/>`;
      }).join('');
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${color}"/>${slots}`;
    }
    case 'switch': {
      const ports = Array.from({ length: 24 }, (_, i) => {
        const px = x + 20 + (i % 12) * ((w - 80) / 12);
        const py = y + 16 + Math.floor(i / 12) * 26;
        return `<rect x="${px}" y="${py}" width="${(w - 80) / 12 - 5}" height="20" rx="2" fill="#ffffff" fill-opacity="0.85"/>`;
      }).join('');
      return `<rect x="${x}" y="${y}" width="${w}" height="${h * 0.45}" rx="8" fill="${color}"/>${ports}<circle cx="${x + w - 28}" cy="${y + 30}" r="7" fill="#51cf66"/>`;
    }
    case 'module':
      return `<rect x="${x + w * 0.2}" y="${y + h * 0.3}" width="${w * 0.6}" height="${h * 0.34}" rx="10" fill="${color}"/><rect x="${x + w * 0.12}" y="${y + h * 0.36}" width="${w * 0.1}" height="${h * 0.22}" rx="4" fill="#868e96"/><rect x="${x + w * 0.78}" y="${y + h * 0.4}" width="${w * 0.08}" height="${h * 0.14}" fill="#dee2e6"/>`;
    case 'psu':
      return `<rect x="${x + w * 0.15}" y="${y + h * 0.2}" width="${w * 0.7}" height="${h * 0.6}" rx="10" fill="${color}"/><circle cx="${x + w * 0.35}" cy="${cy}" r="${h * 0.18}" fill="#ffffff" fill-opacity="0.25"/><circle cx="${x + w * 0.35}" cy="${cy}" r="${h * 0.05}" fill="#ffffff" fill-opacity="0.7"/><rect x="${x + w * 0.6}" y="${cy - 14}" width="${w * 0.16}" height="28" rx="4" fill="#212529" fill-opacity="0.6"/>`;
    case 'card':
      return `<rect x="${x}" y="${y + h * 0.15}" width="${w}" height="${h * 0.7}" rx="6" fill="${color}"/><rect x="${x}" y="${y + h * 0.15}" width="${w * 0.08}" height="${h * 0.7}" fill="#343a40"/>${Array.from({ length: 6 }, (_, i) => `<rect x="${x + w * 0.2 + i * w * 0.12}" y="${y + h * 0.35}" width="${w * 0.08}" height="${h * 0.3}" rx="3" fill="#ffffff" fill-opacity="0.3"/>`).join('')}`;
    case 'radio':
      return `<rect x="${x + w * 0.3}" y="${y + h * 0.1}" width="${w * 0.4}" height="${h * 0.8}" rx="${w * 0.08}" fill="${color}"/><path d="M ${cx - w * 0.34} ${cy - h * 0.25} q -30 ${h * 0.25} 0 ${h * 0.5} M ${cx + w * 0.34} ${cy - h * 0.25} q 30 ${h * 0.25} 0 ${h * 0.5}" stroke="${color}" stroke-width="8" fill="none" stroke-linecap="round"/>`;
  }
}

function productSvg(oem: OemDef, category: CategoryDef): string {
  const W = 800;
  const H = 600;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f8f9fa"/><stop offset="1" stop-color="#e9ecef"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<rect x="0" y="0" width="${W}" height="10" fill="${oem.color}"/>
${silhouette(category.shape, oem.color, W / 2, H / 2 + 10, 520, 240)}
<text x="${W / 2}" y="96" font-family="${FONT}" font-size="56" font-weight="bold" text-anchor="middle" fill="${oem.color}">${escapeXml(oem.name)}</text>
<text x="${W / 2}" y="${H - 52}" font-family="${FONT}" font-size="32" text-anchor="middle" fill="#495057">${escapeXml(category.name)}</text>
</svg>`;
}

function manufacturerLogoSvg(oem: OemDef): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120"><rect width="320" height="120" rx="12" fill="#ffffff"/><text x="160" y="76" font-family="${FONT}" font-size="44" font-weight="bold" text-anchor="middle" fill="${oem.color}">${escapeXml(oem.name)}</text></svg>`;
}

function deviceIconSvg(category: CategoryDef): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><rect width="160" height="160" rx="24" fill="#f1f3f5"/>${silhouette(category.shape, '#495057', 80, 80, 120, 90)}</svg>`;
}

function logoSvg(art: StorefrontArt, inverse: boolean): string {
  const fg = inverse ? '#ffffff' : art.themeColor;
  const bg = inverse ? art.themeColor : '#ffffff';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120"><rect width="480" height="120" fill="${bg}" fill-opacity="${inverse ? 1 : 0}"/><rect x="16" y="24" width="72" height="72" rx="16" fill="${inverse ? '#ffffff' : art.themeColor}"/><text x="52" y="76" font-family="${FONT}" font-size="44" font-weight="bold" text-anchor="middle" fill="${inverse ? art.themeColor : '#ffffff'}">${escapeXml(art.logoText.charAt(0))}</text><text x="104" y="76" font-family="${FONT}" font-size="40" font-weight="bold" fill="${fg}">${escapeXml(art.logoText)}</text></svg>`;
}

function faviconSvg(art: StorefrontArt): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="14" fill="${art.themeColor}"/><text x="32" y="45" font-family="${FONT}" font-size="38" font-weight="bold" text-anchor="middle" fill="${art.iconColor}">${escapeXml(art.logoText.charAt(0))}</text></svg>`;
}

function backgroundSvg(art: StorefrontArt): string {
  const lines = Array.from({ length: 14 }, (_, i) => {
    const y = 40 + i * 34;
    return `<path d="M 0 ${y} C 400 ${y - 60}, 900 ${y + 80}, 1600 ${y - 20}" stroke="#ffffff" stroke-opacity="0.08" stroke-width="2" fill="none"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="500"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.themeColor}"/><stop offset="1" stop-color="#101828"/></linearGradient></defs><rect width="1600" height="500" fill="url(#g)"/>${lines}</svg>`;
}

/**
 * Renders every demo image with sharp (no network): one product image per OEM x category that has
 * products (shared by those products), manufacturer logos, device icons and storefront art.
 * Files go under `${uploadsDir}/{products,manufacturers,storefronts}`; URLs are /uploads/...
 */
export async function renderSeedImages(
  uploadsDir: string,
  storefronts: StorefrontArt[],
): Promise<SeedImages> {
  const sharp = await loadSharp();
  const dirs = ['products', 'manufacturers', 'storefronts'] as const;
  await Promise.all(dirs.map((d) => mkdir(path.join(uploadsDir, d), { recursive: true })));
  const jobs: Promise<unknown>[] = [];
  const render = (svg: string, dir: (typeof dirs)[number], file: string): string => {
    const image = sharp(Buffer.from(svg));
    const out = path.join(uploadsDir, dir, file);
    jobs.push(file.endsWith('.webp') ? image.webp({ quality: 82 }).toFile(out) : image.png().toFile(out));
    return `/uploads/${dir}/${file}`;
  };

  const images: SeedImages = {
    product: new Map(),
    manufacturerLogo: new Map(),
    deviceIcon: new Map(),
    storefront: new Map(),
  };
  for (const oem of oems) {
    images.manufacturerLogo.set(
      oem.slug,
      render(manufacturerLogoSvg(oem), 'manufacturers', `${oem.slug}.png`),
    );
    for (const category of categoryTree) {
      if (!category.subs.some((sub) => (oem.parts[sub.slug]?.length ?? 0) > 0)) continue;
      const url = render(productSvg(oem, category), 'products', `${oem.slug}-${category.slug}.webp`);
      images.product.set(`${oem.slug}/${category.slug}`, url);
    }
  }
  for (const category of categoryTree) {
    images.deviceIcon.set(
      category.slug,
      render(deviceIconSvg(category), 'storefronts', `icon-${category.slug}.png`),
    );
  }
  for (const art of storefronts) {
    images.storefront.set(art.slug, {
      logo1: render(logoSvg(art, false), 'storefronts', `${art.slug}-logo.png`),
      logo2: render(logoSvg(art, true), 'storefronts', `${art.slug}-logo-inverse.png`),
      favicon: render(faviconSvg(art), 'storefronts', `${art.slug}-favicon.png`),
      background: render(backgroundSvg(art), 'storefronts', `${art.slug}-hero.webp`),
    });
  }
  await Promise.all(jobs);
  return images;
}
