/** Business constants of SPEC.md §4, §6 and §9. */

export const CURRENCY = 'USD';

export const CONDITIONS = ['New', 'Like New', 'Used', 'Refurbished', 'Open Box', 'Field Pull'] as const;
export type Condition = (typeof CONDITIONS)[number];

/** Listing sort options; the key is what travels in URLs and queries, the label what people read. */
export const SORT_OPTIONS = [
  { key: 'featured', label: 'Featured' },
  { key: 'inventory_desc', label: 'Inventory high to low' },
  { key: 'manufacturer_asc', label: 'Manufacturer A-Z' },
  { key: 'price_asc', label: 'Price ascending' },
  { key: 'price_desc', label: 'Price descending' },
] as const;
export type SortKey = (typeof SORT_OPTIONS)[number]['key'];
export const SORT_KEYS = SORT_OPTIONS.map((option) => option.key) as readonly SortKey[];

/** Order list sort (SPEC.md §9). */
export const ORDER_SORT_KEYS = ['date', 'quantity'] as const;
export type OrderSortKey = (typeof ORDER_SORT_KEYS)[number];

/** SPEC.md §4 order statuses, in SPEC.md's order; the database's CHECK derives from this list. */
export const ORDER_STATUSES = ['paid', 'submitted', 'cancelled', 'partially paid', 'shipped'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The offer statuses that are stored (SPEC.md §4); the database's CHECK derives from this list. */
export const STORED_OFFER_STATUSES = [
  'pending',
  'accepted',
  'countered',
  'rejected',
  'cancelled',
  'expired',
] as const;
/** Every offer status a person can see, including the display-only 'in negotiation'. */
export const OFFER_STATUSES = [...STORED_OFFER_STATUSES, 'in negotiation'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
/** 'in negotiation' is derived for display (see `offerDisplayStatus`), never stored. */
export type StoredOfferStatus = Exclude<OfferStatus, 'in negotiation'>;

/** SPEC.md §3 organization types: the platform itself, sellers, buyers, and those that are both. */
export const ORGANIZATION_TYPES = ['platform', 'seller', 'buyer', 'both'] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

/** A reseller certificate's review: only an approved one exempts its buyer from tax. */
export const RESELLER_CERTIFICATE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ResellerCertificateStatus = (typeof RESELLER_CERTIFICATE_STATUSES)[number];

export const COURIERS = ['FedEx', 'UPS', 'USPS', 'Other'] as const;
export type Courier = (typeof COURIERS)[number];

export const FEE_TYPES = ['flat', 'percentage'] as const;
export type FeeType = (typeof FEE_TYPES)[number];

/** Shipping methods 1 to 4 (SPEC.md §9 numbers them without naming them). */
export const SHIPPING_METHODS = [1, 2, 3, 4] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

export const CART_VIEWS = ['ReviewCart', 'Checkout', 'SidebarCart'] as const;
export type CartView = (typeof CART_VIEWS)[number];

/** What a saved address of the address book is for (SPEC.md §3 Address: shipping and billing). */
export const ADDRESS_KINDS = ['shipping', 'billing'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];

export const ROLES = ['operator', 'companyAdmin', 'businessUser', 'productSpecialist', 'buyer'] as const;
export type Role = (typeof ROLES)[number];
/** The company roles offered when adding users, with their labels (SPEC.md §6). */
export const COMPANY_ROLES = [
  { role: 'companyAdmin', label: 'Company Admin' },
  { role: 'businessUser', label: 'Business User' },
  { role: 'productSpecialist', label: 'Product Specialist' },
] as const satisfies readonly { role: Role; label: string }[];

/** The limit of list queries: offer items by seller or listing organization, all organizations. */
export const LIST_QUERY_LIMIT = 9999;
/** The limit of the buyer's offers query. */
export const BUYER_OFFERS_QUERY_LIMIT = 10000;

/** Below this subtotal a seller with the credit-card/PayPal flag does not charge the processing fee. */
export const MINIMUM_ORDER_VALUE = '2500';
export const SHIPPING_MARKUP_PERCENT = 30;

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 15;

/** How many times a seller may counter one offer item. */
export const MAX_SELLER_COUNTER_OFFERS = 5;
/** How many times a buyer may edit one offer item. */
export const MAX_BUYER_OFFER_EDITS = 5;
/** Hours an offer stays valid when the storefront sets no `offerValidFor`. */
export const DEFAULT_OFFER_VALID_HOURS = 72;
/** Hours before `offerValidTill` at which the reminder goes out. */
export const OFFER_REMINDER_HOURS_BEFORE_EXPIRY = 24;

export const DATE_FORMATS = ['MM/DD/YYYY', 'YYYY-MM-DD'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/** Image types allowed for upload (SPEC.md §5), as MIME type and file extensions. */
export const IMAGE_TYPES = [
  { mimeType: 'image/png', extensions: ['png'] },
  { mimeType: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  { mimeType: 'image/gif', extensions: ['gif'] },
] as const;
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];

/** How a buyer pays (SPEC.md §1): card, ACH, PayLater or PayPal. */
export const PAYMENT_TYPES = ['card', 'ach', 'paylater', 'paypal'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
