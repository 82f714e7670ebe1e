import type { MantineColorsTuple } from '@mantine/core';

/** The shade a brand colour sits at in its palette: Mantine's default primary shade (light scheme). */
export const BRAND_SHADE = 6;

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColor(value: string): boolean {
  return HEX.test(value.trim());
}

/** `#abc`, `abc`, `#AABBCC` -> `#aabbcc`; throws on anything else. */
export function normalizeHexColor(value: string): string {
  const match = HEX.exec(value.trim());
  if (!match?.[1]) throw new RangeError(`Not a hex colour: ${JSON.stringify(value)}`);
  const digits = match[1].toLowerCase();
  const full =
    digits.length === 3
      ? digits
          .split('')
          .map((d) => d + d)
          .join('')
      : digits;
  return `#${full}`;
}

type Rgb = readonly [number, number, number];

function toRgb(hex: string): Rgb {
  const n = Number.parseInt(normalizeHexColor(hex).slice(1), 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return [
    from[0] + (to[0] - from[0]) * amount,
    from[1] + (to[1] - from[1]) * amount,
    from[2] + (to[2] - from[2]) * amount,
  ];
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
// How much white (shades 0-5) or black (shades 7-9) is mixed into the brand colour.
const TINTS = [0.92, 0.8, 0.66, 0.5, 0.34, 0.17] as const;
const SHADES = [0.14, 0.28, 0.42] as const;

/**
 * A 10-shade Mantine palette from one brand colour: lighter tints, the colour itself at
 * BRAND_SHADE, darker shades after it. Pure, so two storefronts' themes can be compared in tests.
 */
export function generateColorPalette(hex: string): MantineColorsTuple {
  const base = toRgb(hex);
  const tints = TINTS.map((amount) => toHex(mix(base, WHITE, amount)));
  const shades = SHADES.map((amount) => toHex(mix(base, BLACK, amount)));
  const [t0, t1, t2, t3, t4, t5] = tints as [string, string, string, string, string, string];
  const [s7, s8, s9] = shades as [string, string, string];
  return [t0, t1, t2, t3, t4, t5, normalizeHexColor(hex), s7, s8, s9];
}

/** WCAG relative luminance (0 black .. 1 white) of a hex colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
