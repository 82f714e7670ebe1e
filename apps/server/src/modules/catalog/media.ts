import { createHash } from 'node:crypto';

const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A stable, readable colour per brand name. */
function brandColor(name: string): string {
  const hue = createHash('sha256').update(name.toLowerCase()).digest().readUInt16BE(0) % 360;
  return `hsl(${hue}, 55%, 38%)`;
}

/**
 * The default image of a product without images but with an OEM name (SPEC.md §3): the brand's
 * name on a neutral card in a colour of its own. Text only, escaped; no scripts, no links.
 */
export function brandImageSvg(brandName: string): string {
  const name = brandName.trim().slice(0, 40) || 'Brand';
  const size = Math.max(36, Math.min(96, Math.floor(1100 / Math.max(name.length, 1))));
  const color = brandColor(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600" role="img" aria-label="${escapeXml(name)}">
<rect width="800" height="600" fill="#f8f9fa"/>
<rect width="800" height="12" fill="${color}"/>
<rect x="150" y="190" width="500" height="220" rx="24" fill="#ffffff" stroke="${color}" stroke-width="4"/>
<text x="400" y="${300 + size / 3}" font-family="${FONT}" font-size="${size}" font-weight="bold" text-anchor="middle" fill="${color}">${escapeXml(name)}</text>
<text x="400" y="540" font-family="${FONT}" font-size="26" text-anchor="middle" fill="#868e96">Image coming soon</text>
</svg>`;
}

/** The placeholder of a product with neither images nor an OEM name. */
export function noImageSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600" role="img" aria-label="No image">
<rect width="800" height="600" fill="#f1f3f5"/>
<rect x="300" y="200" width="200" height="150" rx="18" fill="none" stroke="#adb5bd" stroke-width="10"/>
<circle cx="400" cy="275" r="42" fill="none" stroke="#adb5bd" stroke-width="10"/>
<rect x="330" y="180" width="60" height="28" rx="6" fill="#adb5bd"/>
<text x="400" y="430" font-family="${FONT}" font-size="34" text-anchor="middle" fill="#868e96">No image</text>
</svg>`;
}
