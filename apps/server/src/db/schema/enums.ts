import {
  LISTING_REQUEST_STATUSES,
  ORDER_STATUSES,
  RELISTING_REASONS,
  STORED_OFFER_STATUSES,
} from '@patchbay/domain';

/**
 * Value lists that the database enforces with CHECK constraints. They live beside the tables so a
 * list and its constraint cannot drift apart; services and the contract import them from here.
 */

export const organizationTypes = ['platform', 'seller', 'buyer', 'both'] as const;
export type OrganizationType = (typeof organizationTypes)[number];

/** SPEC.md §6: company roles, plus the platform operator and buyers. */
export const userRoles = ['operator', 'companyAdmin', 'businessUser', 'productSpecialist', 'buyer'] as const;
export type UserRole = (typeof userRoles)[number];

/** SPEC.md §2 footer variants (same list as `footerVariants` in @patchbay/contract). */
export const storefrontFooterVariants = ['marketplace', 'standard', 'legal'] as const;
export type StorefrontFooterVariant = (typeof storefrontFooterVariants)[number];

/** SPEC.md §9 fee types, also used by promo codes. */
export const feeTypes = ['flat', 'percentage'] as const;
export type FeeType = (typeof feeTypes)[number];

/** SPEC.md §9 listing conditions. */
export const listingConditions = [
  'New',
  'Like New',
  'Used',
  'Refurbished',
  'Open Box',
  'Field Pull',
] as const;
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
export const offerEventParties = ['buyer', 'seller', 'system'] as const;
export type OfferEventParty = (typeof offerEventParties)[number];

/** An entry of an offer item's thread: a proposal (offer, counter, edit) or an answer. */
export const offerEventActions = [
  'offer',
  'counter',
  'edit',
  'accept',
  'reject',
  'cancel',
  'expire',
] as const;
export type OfferEventAction = (typeof offerEventActions)[number];

/** SPEC.md §1 payment methods; also the vendors of payment_processing_fees. */
export const paymentMethods = ['card', 'ach', 'paylater', 'paypal'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** SPEC.md §4 leaves these values open; this is our choice (packages/domain, docs/catalogue.md). */
export const sharedListingRequestStatuses = LISTING_REQUEST_STATUSES;
export type SharedListingRequestStatus = (typeof sharedListingRequestStatuses)[number];

/** A relisting request lives like a shared-listing request (docs/catalogue.md). */
export const relistingRequestStatuses = LISTING_REQUEST_STATUSES;
export type RelistingRequestStatus = (typeof relistingRequestStatuses)[number];
export const relistingReasons = RELISTING_REASONS;

/** SPEC.md §9 couriers. */
export const couriers = ['FedEx', 'UPS', 'USPS', 'Other'] as const;
export type Courier = (typeof couriers)[number];

/** SPEC.md §9 product insight comparison badges. */
export const productInsightBadges = ['Recommended', 'Potential Match', 'Caution', 'Original'] as const;
export type ProductInsightBadge = (typeof productInsightBadges)[number];

export const outboxKinds = ['mail', 'records'] as const;
export type OutboxKind = (typeof outboxKinds)[number];

export const outboxStatuses = ['pending', 'delivered', 'failed'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/** A reseller certificate's review: only an approved one exempts its buyer from tax. */
export const resellerCertificateStatuses = ['pending', 'approved', 'rejected'] as const;
export type ResellerCertificateStatus = (typeof resellerCertificateStatuses)[number];
