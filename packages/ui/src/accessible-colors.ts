import type { CSSVariablesResolver, MantineTheme } from '@mantine/core';
import { normalizeHexColor, relativeLuminance } from './color-palette';

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

/** WCAG contrast ratio of two hex colours (1 .. 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function toRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(normalizeHexColor(hex).slice(1), 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** `top` laid over `bottom` at `alpha`, as a browser paints a translucent background. */
export function blend(bottom: string, top: string, alpha: number): string {
  const b = toRgb(bottom);
  const t = toRgb(top);
  return toHex(b.map((c, i) => c + (t[i]! - c) * alpha));
}

/**
 * `color` as it is, or darkened (mixed with black, a little at a time) until text in it reads on
 * `background` at `minimum` contrast; for text on light backgrounds.
 */
export function readableOn(color: string, background: string, minimum = MIN_TEXT_CONTRAST): string {
  let rgb = toRgb(color);
  for (let step = 0; step < 40 && contrastRatio(toHex(rgb), background) < minimum; step++) {
    rgb = [rgb[0] * 0.95, rgb[1] * 0.95, rgb[2] * 0.95];
  }
  return toHex(rgb);
}

const WHITE = '#ffffff';
/** Mantine's light variants lay the colour at this opacity over the page. */
const LIGHT_ALPHA = 0.1;

/**
 * Colours of the light scheme adjusted so that text meets WCAG AA (4.5:1): white text on filled
 * buttons and badges, coloured text on light badges and buttons, links, and dimmed text. A
 * storefront's brand colour (chosen by the seller) and Mantine's own palettes (green and cyan
 * text on white reach only 2.4-4.4:1) are darkened where they are used for text or under white
 * text, and left as they are elsewhere.
 */
export function accessibleColorVariables(theme: MantineTheme): Record<string, string> {
  const variables: Record<string, string> = {};
  const shadeOf = (palette: readonly string[]) => {
    const shade = typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
    return palette[shade] ?? palette[6]!;
  };
  for (const [name, palette] of Object.entries(theme.colors)) {
    if (!palette || palette.length < 10 || name === 'dark') continue;
    const filled = shadeOf(palette);
    // Mantine writes black text on light fills (autoContrast) and white on the others.
    if (relativeLuminance(filled) <= theme.luminanceThreshold) {
      const background = readableOn(filled, WHITE);
      variables[`--mantine-color-${name}-filled`] = background;
      variables[`--mantine-color-${name}-filled-hover`] = readableOn(
        background,
        WHITE,
        MIN_TEXT_CONTRAST + 1,
      );
    }
    const text = readableOn(palette[6]!, blend(WHITE, palette[6]!, LIGHT_ALPHA * 2));
    variables[`--mantine-color-${name}-light-color`] = text;
    variables[`--mantine-color-${name}-outline`] = readableOn(palette[6]!, WHITE);
    variables[`--mantine-color-${name}-text`] = readableOn(palette[6]!, WHITE);
  }
  const primary = theme.colors[theme.primaryColor];
  if (primary) variables['--mantine-color-anchor'] = readableOn(shadeOf(primary), WHITE);
  // Against the striped rows' grey, not white: dimmed text sits on both.
  variables['--mantine-color-dimmed'] = readableOn(
    theme.colors.gray?.[6] ?? '#868e96',
    theme.colors.gray?.[0] ?? '#f8f9fa',
  );
  // Field errors and error borders: Mantine's red 6 on white is 3.3:1.
  variables['--mantine-color-error'] = readableOn(theme.colors.red?.[6] ?? '#fa5252', WHITE);
  return variables;
}

const computed = new Map<string, Record<string, string>>();

/**
 * For MantineProvider's cssVariablesResolver: accessible colours in the light scheme. Computed once
 * per set of colours (the provider asks again on every render).
 */
export const accessibleCssVariablesResolver: CSSVariablesResolver = (theme) => {
  const key = JSON.stringify([
    theme.colors,
    theme.primaryColor,
    theme.primaryShade,
    theme.luminanceThreshold,
  ]);
  let light = computed.get(key);
  if (!light) {
    light = accessibleColorVariables(theme);
    if (computed.size > 20) computed.clear();
    computed.set(key, light);
  }
  return { variables: {}, light, dark: {} };
};
