import { footerVariants } from '@patchbay/contract';
import {
  ADDRESS_KINDS,
  CHAT_PROVIDER_IDS,
  CONDITIONS,
  COURIERS,
  FEE_TYPES,
  LISTING_REQUEST_STATUSES,
  OFFER_EVENT_ACTIONS,
  OFFER_EVENT_PARTIES,
  ORDER_STATUSES,
  ORGANIZATION_TYPES,
  PAYMENT_TYPES,
  RELISTING_REASONS,
  RESELLER_CERTIFICATE_STATUSES,
  ROLES,
  STORED_OFFER_STATUSES,
} from '@patchbay/domain';

/**
 * Value lists that the database enforces with CHECK constraints. A list that is a business word
 * list (statuses, roles, conditions, payment and fee types, couriers) is packages/domain's and a
 * wire-only one packages/contract's: it is taken from there, never written again here. The lists
 * of the server's own bookkeeping live here.
 */

export const addressKinds = ADDRESS_KINDS;
export type AddressKindValue = (typeof addressKinds)[number];

export const organizationTypes = ORGANIZATION_TYPES;
export type OrganizationType = (typeof organizationTypes)[number];

/** SPEC.md §6: company roles, plus the platform operator and buyers. */
export const userRoles = ROLES;
export type UserRole = (typeof userRoles)[number];

/** SPEC.md §2 footer variants: @patchbay/contract's list. */
export const storefrontFooterVariants = footerVariants;
export type StorefrontFooterVariant = (typeof storefrontFooterVariants)[number];

/** SPEC.md §9 fee types, also used by promo codes. */
export const feeTypes = FEE_TYPES;
/** The chat widget providers of the allow-list (packages/domain chat-widget.ts). */
export const chatProviders = CHAT_PROVIDER_IDS;
export type FeeType = (typeof feeTypes)[number];

/** SPEC.md §9 listing conditions. */
export const listingConditions = CONDITIONS;
export type ListingCondition = (typeof listingConditions)[number];

/** SPEC.md §4 order statuses: the one list of packages/domain. */
export const orderStatuses = ORDER_STATUSES;
export type OrderStatus = (typeof orderStatuses)[number];

/** Where an order stands in its checkout (docs/checkout.md): reserved orders are seen by nobody. */
export const orderCheckoutStates = ['reserved', 'placed'] as const;
export type OrderCheckoutState = (typeof orderCheckoutStates)[number];

export const checkoutAttemptStates = ['reserved', 'placed', 'released'] as const;
export type CheckoutAttemptState = (typeof checkoutAttemptStates)[number];

/** A card payment at the gateway, as far as we know it (gateway_charges). */
export const gatewayChargeStatuses = [
  'pending',
  'authorized',
  'captured',
  'refunding',
  'refunded',
  'voided',
  'declined',
] as const;
export type GatewayChargeStatus = (typeof gatewayChargeStatuses)[number];

/** SPEC.md §4 stored offer statuses ('in negotiation' is a display state, never stored): packages/domain's list. */
export const offerStatuses = STORED_OFFER_STATUSES;
export type OfferStatus = (typeof offerStatuses)[number];

/** Who wrote an entry of an offer item's thread ('system' expires it). */
export const offerEventParties = OFFER_EVENT_PARTIES;
export type OfferEventParty = (typeof offerEventParties)[number];

/** An entry of an offer item's thread: a proposal (offer, counter, edit) or an answer. */
export const offerEventActions = OFFER_EVENT_ACTIONS;
export type OfferEventAction = (typeof offerEventActions)[number];

/** SPEC.md §1 payment methods; also the vendors of payment_processing_fees. */
export const paymentMethods = PAYMENT_TYPES;
export type PaymentMethod = (typeof paymentMethods)[number];

/** SPEC.md §4 leaves these values open; this is our choice (packages/domain, docs/catalogue.md). */
export const sharedListingRequestStatuses = LISTING_REQUEST_STATUSES;
export type SharedListingRequestStatus = (typeof sharedListingRequestStatuses)[number];

/** A relisting request lives like a shared-listing request (docs/catalogue.md). */
export const relistingRequestStatuses = LISTING_REQUEST_STATUSES;
export type RelistingRequestStatus = (typeof relistingRequestStatuses)[number];
export const relistingReasons = RELISTING_REASONS;

/** SPEC.md §9 couriers. */
export const couriers = COURIERS;
export type Courier = (typeof couriers)[number];

/** SPEC.md §9 product insight comparison badges. */
export const productInsightBadges = ['Recommended', 'Potential Match', 'Caution', 'Original'] as const;
export type ProductInsightBadge = (typeof productInsightBadges)[number];

export const outboxKinds = ['mail', 'records'] as const;
export type OutboxKind = (typeof outboxKinds)[number];

export const outboxStatuses = ['pending', 'delivered', 'failed'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/** A reseller certificate's review: only an approved one exempts its buyer from tax. */
export const resellerCertificateStatuses = RESELLER_CERTIFICATE_STATUSES;
export type ResellerCertificateStatus = (typeof resellerCertificateStatuses)[number];
