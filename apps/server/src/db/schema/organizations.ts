import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { amount, createdAt, id, isIn, updatedAt } from './common';
import { organizationTypes, resellerCertificateStatuses, userRoles } from './enums';
import { storefronts } from './storefronts';
import type { IpInfo } from './types';

/** A company: the platform itself, a seller, a buyer, or both (SPEC.md §3 Organization). */
export const organizations = pgTable(
  'organizations',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    orgType: text('org_type', { enum: organizationTypes }).notNull().default('seller'),
    verified: boolean('verified').notNull().default(false),
    logo: text('logo'),
    phone: text('phone'),
    email: text('email'),
    zip: text('zip'),
    remoteUrl: text('remote_url'),
    country: text('country'),
    city: text('city'),
    state: text('state'),
    address1: text('address1'),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    /** Shown instead of the name for discrete organizations. */
    brandName: text('brand_name'),
    storefrontNameForPartner: text('storefront_name_for_partner'),
    isParentOrg: boolean('is_parent_org').notNull().default(false),
    isAuthorizedReseller: boolean('is_authorized_reseller').notNull().default(false),
    isDiscreteOrg: boolean('is_discrete_org').notNull().default(false),
    isOfferCredit: boolean('is_offer_credit').notNull().default(false),
    creditAppLink: text('credit_app_link'),
    creditTermType: text('credit_term_type'),
    returnPolicy: text('return_policy'),
    warrantyPolicy: text('warranty_policy'),
    estimatedToShip: text('estimated_to_ship'),
    minimumCreditOrderValue: amount('minimum_credit_order_value'),
    freeShippingMinOrderAmount: amount('free_shipping_min_order_amount'),
    creditCardPayPalFlag: boolean('credit_card_paypal_flag').notNull().default(false),
    /** Printed on order confirmations for ACH and PayLater (SPEC.md §1). */
    bankTransferInstructions: text('bank_transfer_instructions'),
    /**
     * Where buyers who chose PayPal pay this seller, e.g. 'https://paypal.me/northwind': the
     * confirmation's payment link is this URL followed by '/<amount>USD'.
     */
    paypalLink: text('paypal_link'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('organizations_org_type_check', isIn(t.orgType, organizationTypes)),
    check('organizations_minimum_credit_order_value_check', sql`${t.minimumCreditOrderValue} >= 0`),
    check('organizations_free_shipping_min_order_amount_check', sql`${t.freeShippingMinOrderAmount} >= 0`),
    /**
     * Sellers, the platform and buyer-and-seller companies are unique by name ignoring case: buyers
     * and storefronts tell them apart by it. Buyer organizations made at sign-up are left out, so
     * two people of one company can register without learning that the other did.
     */
    uniqueIndex('organizations_name_lower_unique')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.orgType} <> 'buyer'`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'restrict' }),
    /** Always stored lower-case; the constraint makes a forgotten toLowerCase() fail loudly. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: userRoles }).notNull(),
    displayName: text('display_name'),
    username: text('username'),
    employeeId: text('employee_id'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    gender: text('gender'),
    phone: text('phone'),
    address1: text('address1'),
    address2: text('address2'),
    suite: text('suite'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    zip: text('zip'),
    resellerCertificateUrl: text('reseller_certificate_url'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    registeredDate: timestamp('registered_date', { withTimezone: true }).notNull().defaultNow(),
    ipInfo: jsonb('ip_info').$type<IpInfo>(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_role_check', isIn(t.role, userRoles)),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
    index('users_organization_id_idx').on(t.organizationId),
  ],
);

/**
 * A reseller certificate: the image a visitor uploaded (POST /api/uploads/reseller-certificate,
 * the row's id names the file), claimed by the buyer who registers with it from the same browser,
 * then reviewed by a company admin of the storefront's organization or by the operator. Only an
 * approved certificate exempts its buyer from tax (docs/checkout.md).
 */
export const resellerCertificates = pgTable(
  'reseller_certificates',
  {
    id: id(),
    url: text('url').notNull(),
    /** The browser's guest id at upload: only a registration from that browser may claim it. */
    uploaderGuestId: text('uploader_guest_id'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null until a registration claims the upload; a buyer has one certificate at most. */
    userId: uuid('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    storefrontId: uuid('storefront_id').references(() => storefronts.id, { onDelete: 'set null' }),
    /** Whose company admins review it: the organization of the storefront the buyer registered on. */
    reviewOrganizationId: uuid('review_organization_id').references(() => organizations.id, {
      onDelete: 'set null',
    }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    status: text('status', { enum: resellerCertificateStatuses }).notNull().default('pending'),
    reviewedByUserId: uuid('reviewed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    check('reseller_certificates_status_check', isIn(t.status, resellerCertificateStatuses)),
    index('reseller_certificates_review_idx').on(t.reviewOrganizationId, t.status),
  ],
);

/** Opaque session tokens, stored as a hash only (DESIGN.md §5). */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/**
 * Single-use password links (reset and invitation). The token is made when the mail is written
 * and only its SHA-256 is kept here (null until then): neither this table nor the outbox holds a
 * working link.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_id_idx').on(t.userId)],
);

/**
 * Cross-domain sign-in (SPEC.md §2, §7): a one-time, short-lived verification token handed to
 * another storefront host, stored hashed; never the session itself (DESIGN.md §5).
 */
export const crossDomainTokens = pgTable(
  'cross_domain_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** The storefront the token may be redeemed on; null means any. */
    targetStorefrontId: uuid('target_storefront_id').references((): AnyPgColumn => storefronts.id, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('cross_domain_tokens_user_id_idx').on(t.userId)],
);

/**
 * Sign-in and password-reset rate limits (DESIGN.md §1: counters every process sees, so they live
 * in the database). One row per key, e.g. 'login:email:<email>' or 'forgot:ip:<address>': failures
 * (or requests) counted in a fixed window, and the time until which the key is refused.
 */
export const authThrottles = pgTable(
  'auth_throttles',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [check('auth_throttles_failures_check', sql`${t.failures} >= 0`)],
);
