import { createTheme, type MantineThemeOverride, Modal, Notification } from '@mantine/core';
import type { StorefrontBranding } from '@patchbay/contract';
import { BRAND_SHADE, generateColorPalette, isHexColor } from './color-palette';

/** Used when a storefront's colour is missing or not a hex value, so a bad record never breaks rendering. */
export const FALLBACK_THEME_COLOR = '#1c5d99';
export const FALLBACK_ICON_COLOR = '#f08c00';

export type ThemeBranding = Pick<StorefrontBranding, 'themeColor' | 'iconColor'>;

/**
 * The Mantine theme of one storefront: `brand` (from themeColor) is the primary colour of every
 * component, `accent` (from iconColor) colours icons and highlights.
 */
export function createStorefrontTheme(branding: ThemeBranding): MantineThemeOverride {
  const themeColor = isHexColor(branding.themeColor) ? branding.themeColor : FALLBACK_THEME_COLOR;
  const iconColor = isHexColor(branding.iconColor) ? branding.iconColor : FALLBACK_ICON_COLOR;
  return createTheme({
    colors: { brand: generateColorPalette(themeColor), accent: generateColorPalette(iconColor) },
    primaryColor: 'brand',
    primaryShade: BRAND_SHADE,
    // Light or dark text on brand-coloured buttons, whichever the colour needs.
    autoContrast: true,
    defaultRadius: 'md',
    fontFamily:
      'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    headings: { fontWeight: '700' },
    components: {
      // A toast's close button is an icon: it needs a name (axe button-name).
      Notification: Notification.extend({
        defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      }),
      // So is a dialog's.
      Modal: Modal.extend({
        defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } },
      }),
    },
  });
}
