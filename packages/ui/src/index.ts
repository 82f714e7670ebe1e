export {
  accessibleColorVariables,
  accessibleCssVariablesResolver,
  contrastRatio,
  readableOn,
} from './accessible-colors';
export {
  type ApiClientOptions,
  ApiError,
  createTypedApiClient,
  dataOf,
  type TypedApiClient,
} from './api-client';
export { resetLinkSent } from './auth-messages';
export {
  BRAND_SHADE,
  generateColorPalette,
  isHexColor,
  normalizeHexColor,
  relativeLuminance,
} from './color-palette';
export {
  DataTable,
  type DataTableColumn,
  type DataTablePaging,
  type DataTableProps,
  type DataTableSortStatus,
  PHONE_QUERY,
  SCROLLABLE_REGION,
} from './data-table';
export { formatAge, formatDateTime, formatDay, todayIsoDate, viewerTimeZone } from './dates';
export {
  type BrowserErrorReportingConfig,
  type BrowserReportingSdk,
  startErrorReporting,
  withoutQuery,
} from './error-reporting';
export { Money, type MoneyProps } from './money';
export { OrderAmountsTable, type OrderAmountsTableProps } from './order-amounts';
export { lastPageWhenPast } from './paging';
export {
  type PaymentBrand,
  PaymentBrandIcon,
  type PaymentBrandIconProps,
  PaymentBrandIcons,
  type PaymentBrandIconsProps,
  paymentBrands,
} from './payment-brand-icons';
export { QueryProgress } from './query-progress';
export { MAIN_CONTENT_ID, SkipLink, useFocusMainOnRouteChange } from './route-focus';
export { EmptyState, ErrorState, PastLastPage } from './states';
export {
  STATUS_COLORS,
  type Status,
  StatusBadge,
  type StatusBadgeProps,
  statusBadgeColors,
  statusLabel,
} from './status-badge';
export {
  createStorefrontTheme,
  FALLBACK_ICON_COLOR,
  FALLBACK_THEME_COLOR,
  type ThemeBranding,
} from './theme';
