import { describe, expect, it } from 'vitest';
import { BRAND_SHADE, generateColorPalette, normalizeHexColor, relativeLuminance } from './color-palette';

describe('generateColorPalette', () => {
  it('gives 10 hex shades with the brand colour itself at the primary shade', () => {
    const palette = generateColorPalette('#1C5D99');
    expect(palette).toHaveLength(10);
    for (const shade of palette) expect(shade).toMatch(/^#[0-9a-f]{6}$/);
    expect(palette[BRAND_SHADE]).toBe('#1c5d99');
  });

  it('goes from light to dark', () => {
    for (const color of ['#1c5d99', '#e03131', '#2f9e44', '#777777', '#ffd43b']) {
      const luminances = generateColorPalette(color).map(relativeLuminance);
      for (let i = 1; i < luminances.length; i++) {
        expect(luminances[i]).toBeLessThan(luminances[i - 1]!);
      }
    }
  });

  it('keeps the hue: a red brand gives reddish tints and shades, a green brand greenish ones', () => {
    const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
    for (const shade of generateColorPalette('#e03131')) {
      const [r, g, b] = channels(shade) as [number, number, number];
      expect(r).toBeGreaterThan(g);
      expect(r).toBeGreaterThan(b);
    }
    for (const shade of generateColorPalette('#2f9e44')) {
      const [r, g, b] = channels(shade) as [number, number, number];
      expect(g).toBeGreaterThan(r);
      expect(g).toBeGreaterThan(b);
    }
  });

  it('gives different palettes for different storefront colours', () => {
    expect(generateColorPalette('#1c5d99')).not.toEqual(generateColorPalette('#c2255c'));
  });

  it('accepts the short form and rejects what is not a hex colour', () => {
    expect(generateColorPalette('#abc')[BRAND_SHADE]).toBe('#aabbcc');
    expect(() => generateColorPalette('blue')).toThrow(RangeError);
    expect(() => generateColorPalette('#12345')).toThrow(RangeError);
  });
});

describe('normalizeHexColor', () => {
  it('lower-cases, adds the hash and expands 3 digits', () => {
    expect(normalizeHexColor(' ABCDEF ')).toBe('#abcdef');
    expect(normalizeHexColor('#F0a')).toBe('#ff00aa');
  });
});
