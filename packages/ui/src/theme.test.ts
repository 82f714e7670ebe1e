import { describe, expect, it } from 'vitest';
import { BRAND_SHADE } from './color-palette';
import { createStorefrontTheme, FALLBACK_THEME_COLOR } from './theme';

describe('createStorefrontTheme', () => {
  it('makes the storefront colour the primary colour of every component', () => {
    const theme = createStorefrontTheme({ themeColor: '#c2255c', iconColor: '#1098ad' });
    expect(theme.primaryColor).toBe('brand');
    expect(theme.primaryShade).toBe(BRAND_SHADE);
    expect(theme.colors?.brand?.[BRAND_SHADE]).toBe('#c2255c');
    expect(theme.colors?.accent?.[BRAND_SHADE]).toBe('#1098ad');
  });

  it('gives two storefronts visibly different themes', () => {
    const a = createStorefrontTheme({ themeColor: '#1c5d99', iconColor: '#f08c00' });
    const b = createStorefrontTheme({ themeColor: '#2b8a3e', iconColor: '#f08c00' });
    expect(a.colors?.brand).not.toEqual(b.colors?.brand);
  });

  it('falls back to the default colour when a storefront colour is not a hex value', () => {
    const theme = createStorefrontTheme({ themeColor: 'not-a-colour', iconColor: '' });
    expect(theme.colors?.brand?.[BRAND_SHADE]).toBe(FALLBACK_THEME_COLOR);
  });
});
