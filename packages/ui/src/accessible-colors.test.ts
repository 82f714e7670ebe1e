import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { accessibleColorVariables, blend, contrastRatio, readableOn } from './accessible-colors';
import { createStorefrontTheme } from './theme';

const WHITE = '#ffffff';

describe('accessible colours', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, WHITE)).toBeCloseTo(1, 5);
    expect(contrastRatio('#1c7ed6', WHITE)).toBeCloseTo(4.2, 1);
  });

  it('darkens a colour only as far as it must', () => {
    expect(readableOn('#1864ab', WHITE)).toBe('#1864ab');
    const darker = readableOn('#40c057', WHITE);
    expect(contrastRatio(darker, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(darker, WHITE)).toBeLessThan(5.2);
  });

  it.each(['#1c7ed6', '#0b7285', '#5f3dc4', '#fab005', '#40c057', '#ffffff', '#000000'])(
    'gives readable text in every colour of a storefront themed %s',
    (themeColor) => {
      const theme = mergeMantineTheme(
        DEFAULT_THEME,
        createStorefrontTheme({ themeColor, iconColor: '#ffd43b' }),
      );
      const vars = accessibleColorVariables(theme);
      for (const [name, palette] of Object.entries(theme.colors)) {
        if (name === 'dark') continue;
        // White text on a filled background, unless Mantine writes black text on it.
        const filled = vars[`--mantine-color-${name}-filled`];
        if (filled) expect(contrastRatio(filled, WHITE), `${name} filled`).toBeGreaterThanOrEqual(4.5);
        // Coloured text on the colour's light background (10 % of it over white).
        const light = vars[`--mantine-color-${name}-light-color`]!;
        expect(contrastRatio(light, blend(WHITE, palette[6]!, 0.1)), `${name} light`).toBeGreaterThanOrEqual(
          4.5,
        );
        expect(
          contrastRatio(vars[`--mantine-color-${name}-text`]!, WHITE),
          `${name} text`,
        ).toBeGreaterThanOrEqual(4.5);
      }
      expect(contrastRatio(vars['--mantine-color-anchor']!, WHITE)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(vars['--mantine-color-dimmed']!, WHITE)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(vars['--mantine-color-error']!, WHITE)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
