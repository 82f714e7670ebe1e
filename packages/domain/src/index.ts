/** @patchbay/domain: pure business rules shared by the apps and the server. No I/O, no clock. */

export type { ContrastProblem, SanitizedThemeCss } from './branding';
export {
  AA_GRAPHICS_CONTRAST,
  AA_TEXT_CONTRAST,
  brandingContrastProblems,
  contrastRatio,
  isHexColor,
  sanitizeThemeCss,
  THEME_CSS_MAX_LENGTH,
} from './branding';
export type { CardBrand } from './cards';
export {
  abaRoutingValid,
  cardBrand,
  expiryValid,
  formatCardExpiry,
  luhnValid,
  MAX_CARD_EXPIRY_YEARS_AHEAD,
} from './cards';
export type { OfferableListing, ProductNames, PurchasableListing } from './catalog';
export {
  brandImageUrl,
  canMakeOffer,
  defaultDisplayName,
  discountPercent,
  FALLBACK_PRODUCT_SLUG,
  isPurchasable,
  NO_IMAGE_URL,
  productImages,
  productPath,
  productTitle,
  sellerDisplayName,
} from './catalog';
export * from './catalogue-edits';
export type { CategoryNode } from './categories';
export { CATEGORY_SLUG_MAX, categoryMergeProblem, categoryPath, categorySlug } from './categories';
export type { ChatOriginKind, ChatProvider } from './chat-widget';
export {
  CHAT_PROVIDER_IDS,
  CHAT_PROVIDERS,
  chatWidgetIdProblem,
  chatWidgetOrigins,
  chatWidgetScript,
} from './chat-widget';
export {
  type Availability,
  FREE_SHIPPING_NOT_AVAILABLE,
  freeShippingAvailability,
  payLaterAvailability,
} from './checkout';
export * from './constants';
export {
  CUSTOM_PAGE_SLUG_MAX,
  CUSTOM_PAGE_SLUG_PATTERN,
  isCustomPageSlug,
  moveInOrder,
  slugFromTitle,
} from './content';
export type { Country, CountryCode, Region, RegionCode } from './countries';
export { CANADIAN_PROVINCES, COUNTRIES, isCountry, regionCode, regionsOf, US_STATES } from './countries';
export { formatDate, orderEventDateProblem } from './dates';
export type { FeeSchedule } from './fees';
export { FEE_SCHEDULE_MESSAGES, feeAmount, feeScheduleProblems, saleFee } from './fees';
export type { BadgeDecision, InsightBadge, InsightMatch, InsightProduct, SuggestedPrice } from './insights';
export {
  INSIGHT_BADGES,
  insightBadge,
  mpnMatches,
  normalizeMpn,
  PRICE_BAND,
  priceBand,
  RETAIL_TITLE_MAX,
  SUGGESTED_UNDERCUT_PERCENT,
  suggestedPrice,
  TITLE_SIMILAR,
  trimRetailTitle,
  withAffiliateTag,
} from './insights';
export type {
  ListingRequestAction,
  ListingRequestSide,
  ListingRequestStatus,
  RelistableListing,
  RelistingReason,
} from './listing-requests';
export {
  LISTING_REQUEST_STATUSES,
  listingRequestTransition,
  RELISTING_REASONS,
  relistingDecidedByListingOwner,
  relistingReason,
  sharedListingVisible,
} from './listing-requests';
export type { Decimals, MoneyColumn } from './money';
export {
  addMoney,
  compareMoney,
  formatCount,
  formatMoney,
  isMoney,
  MONEY_COLUMNS,
  MONEY_PATTERN,
  MONEY_SCALE,
  MoneyError,
  moneyPattern,
  multiplyMoney,
  parseFormattedMoney,
  percentOf,
  roundMoney,
  sortMoney,
  subtractMoney,
  sumMoney,
} from './money';
export type {
  NegotiatedOfferItem,
  OfferEventAction,
  OfferEventParty,
  OfferItemAction,
  OfferItemForDisplay,
  OfferItemForReminder,
  OfferLine,
  OfferParty,
  OfferQuantityListing,
  OfferQuantityProblem,
  OfferRefusal,
} from './offers';
export {
  isOfferItemOpen,
  isOfferLapsed,
  OFFER_ACTION_PARTY,
  OFFER_EVENT_ACTIONS,
  OFFER_EVENT_PARTIES,
  OFFER_ITEM_ACTIONS,
  offerDisplayStatus,
  offerItemActions,
  offerItemRefusal,
  offerLineTotal,
  offerQuantityProblem,
  offerReminderDue,
  offerStatusOf,
  offerTotal,
  offerValidTill,
  standingParty,
  withinListPrice,
} from './offers';
export type { HeadlineListing, OrderAmounts, OrderAmountsInput, TaxRateRow } from './order-amounts';
export {
  amountOwed,
  balanceDue,
  headlinePrice,
  listingUnitPrice,
  orderAmounts,
  taxPercentFor,
} from './order-amounts';
export type { OrderState, SellerOrderAction } from './orders';
export {
  buyerCanPayByCard,
  encodeOrderId,
  ORDER_TRANSITIONS,
  orderIsOpen,
  orderTransitionAllowed,
  paymentDue,
  sellerOrderActions,
  statusAfterPayment,
} from './orders';
export type { StorePlan, StorePlanId } from './plans';
export { planFeeSchedule, STORE_PLAN_IDS, STORE_PLANS } from './plans';
export type { PromoCodeStatus, PromoCodeTerms } from './promo-codes';
export {
  PROMO_CODE_INVALID,
  PROMO_CODE_PATTERN,
  promoCodeRefusal,
  promoCodeStatus,
} from './promo-codes';
export {
  largestQuantity,
  minimumQuantity,
  orderMultiple,
  type QuantityRule,
  type QuantityRuleProblem,
  quantityRuleProblem,
  smallestQuantity,
} from './quantity';
export type { QuickOrderParsedLine } from './quick-order';
export {
  parseQuickOrderText,
  QUICK_ORDER_MAX_LINES,
  QUICK_ORDER_MAX_QUANTITY,
  quickOrderParseMessages,
} from './quick-order';
export { type ReorderLine, type ReorderListingNow, reorderPriceChange, reorderQuantity } from './reorder';
export type { ReportRange, ReportRangeProblem } from './reports';
export {
  averageMoney,
  csvLine,
  DEFAULT_REPORT_DAYS,
  ratePercent,
  reportDays,
  reportInstants,
  reportRange,
} from './reports';
export { maskEmail, normalizePartNumber, stripMarkup } from './text';
export type { FeeRule, LineInput, OrderTotalInput, PriceTier, ShippingMarkup } from './totals';
export {
  lineTotal,
  orderTotal,
  promoDiscount,
  shippingMarkup,
  shippingWithMarkup,
  tieredUnitPrice,
} from './totals';
export { toInches, toPounds } from './units';
export * from './validation/account';
export * from './validation/address';
export * from './validation/catalogue';
export * from './validation/fields';
export * from './validation/image';
export * from './validation/messages';
export * from './validation/payment';
export * from './validation/product';
export * from './validation/shipment';
export * from './validation/shipping';
