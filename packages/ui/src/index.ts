export {
  BRAND_SHADE,
  generateColorPalette,
  isHexColor,
  normalizeHexColor,
  relativeLuminance,
} from './color-palette';
export { formatMoney, Money, type MoneyProps } from './money';
export {
  type PaymentBrand,
  PaymentBrandIcon,
  type PaymentBrandIconProps,
  PaymentBrandIcons,
  type PaymentBrandIconsProps,
  paymentBrands,
} from './payment-brand-icons';
export {
  createStorefrontTheme,
  FALLBACK_ICON_COLOR,
  FALLBACK_THEME_COLOR,
  type ThemeBranding,
} from './theme';
